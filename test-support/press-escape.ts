import userEvent from '@testing-library/user-event';

/**
 * Escape on an open modal, for tests in happy-dom, which does not turn the key into the dialog's
 * `cancel` event as browsers do: the key is pressed, then the event a browser fires is sent.
 * (The journeys press the real key in Chromium.)
 */
export async function pressEscape(dialog: HTMLDialogElement): Promise<Event> {
  await userEvent.setup({ delay: null }).keyboard('{Escape}');
  const cancel = new Event('cancel', { cancelable: true });
  dialog.dispatchEvent(cancel);
  return cancel;
}
