import { markBusy } from '../ui/busy';

/**
 * Locks a server form's submit buttons while its request is in flight: disabled, so a double click
 * sends once, and `aria-busy`, so assistive technology hears why. The returned function gives each
 * button back the disabled state it had.
 */
export function lockSubmit(form: HTMLFormElement): () => void {
  const buttons = [...form.querySelectorAll<HTMLButtonElement | HTMLInputElement>('button, input[type=submit]')].filter((b) => b.type === 'submit');
  const before = buttons.map((b) => b.disabled);
  for (const button of buttons) {
    button.disabled = true;
    markBusy(button, true);
  }
  return () =>
    buttons.forEach((button, i) => {
      button.disabled = before[i]!;
      markBusy(button, false);
    });
}
