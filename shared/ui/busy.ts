/**
 * Marks a region busy while its content is being replaced. `aria-busy` is a true/false state whose
 * empty value means the default, false, to assistive technology, so the value is spelled out.
 */
export function markBusy(element: Element, busy: boolean): void {
  if (busy) element.setAttribute('aria-busy', 'true');
  else element.removeAttribute('aria-busy');
}
