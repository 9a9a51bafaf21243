/**
 * Whether a form control's live state still is the one the server rendered. A box ticked or an
 * option chosen before an island woke fired its `change` with nobody listening: the island compares
 * with the server's state when it mounts, and acts on the difference.
 */

/** Checkboxes, radios and selects: the controls a shopper changes with one click or key. */
export const CHOICE_CONTROLS = 'input[type="checkbox"], input[type="radio"], select';

/** The server's choice: the `selected` attribute, which is what `defaultSelected` reflects (happy-dom lacks that property). */
const serverSelected = (option: HTMLOptionElement): boolean => option.hasAttribute('selected');

/**
 * The option a single select shows with no choice made: the last one the server marked `selected`,
 * else the first that is not disabled (HTML's selectedness rules).
 */
const serverOption = (options: HTMLOptionElement[]): HTMLOptionElement | undefined =>
  options.findLast(serverSelected) ?? options.find((option) => !option.disabled);

export function differsFromServer(control: Element): boolean {
  if (control instanceof HTMLInputElement) return (control.type === 'checkbox' || control.type === 'radio') && control.checked !== control.defaultChecked;
  if (!(control instanceof HTMLSelectElement)) return false;
  const options = [...control.options];
  if (control.multiple) return options.some((option) => option.selected !== serverSelected(option));
  return options.find((option) => option.selected) !== serverOption(options);
}
