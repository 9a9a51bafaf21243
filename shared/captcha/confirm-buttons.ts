/**
 * A captcha form's confirm buttons (its submit buttons) are server nodes, not React's: the captcha
 * synchronises their state from its own and gives each back what it had when the captcha goes.
 */

const confirmButtonsOf = (form: HTMLFormElement) =>
  [...form.querySelectorAll<HTMLButtonElement | HTMLInputElement>('button, input[type=submit], input[type=image]')].filter((b) => b.type === 'submit' || b.type === 'image');

/**
 * Has the confirm buttons described by the hint (after their own description); the returned function
 * gives each back its own `disabled` and `aria-describedby`.
 */
export function holdConfirmButtons(form: HTMLFormElement, hintId: string): () => void {
  const buttons = confirmButtonsOf(form);
  const before = buttons.map((b) => ({ disabled: b.disabled, describedBy: b.getAttribute('aria-describedby') }));
  buttons.forEach((b, i) => b.setAttribute('aria-describedby', [before[i]!.describedBy, hintId].filter(Boolean).join(' ')));
  return () =>
    buttons.forEach((b, i) => {
      const { disabled, describedBy } = before[i]!;
      b.disabled = disabled;
      if (describedBy === null) b.removeAttribute('aria-describedby');
      else b.setAttribute('aria-describedby', describedBy);
    });
}

export function enableConfirmButtons(form: HTMLFormElement, enabled: boolean): void {
  for (const button of confirmButtonsOf(form)) button.disabled = !enabled;
}
