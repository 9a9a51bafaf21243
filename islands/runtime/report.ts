/**
 * A short, recognisable description of a hook element for log lines (the island is named beside it):
 * `<a#id.class>`. Read as attributes: a form's controls shadow its properties, so `form.id` is the
 * control named "id" (a wishlist form has one), not the form's id.
 */
export function describeElement(element: Element): string {
  const id = element.getAttribute('id');
  const classes = element.getAttribute('class')?.trim().split(/\s+/).join('.');
  return `<${element.localName}${id ? '#' + id : ''}${classes ? '.' + classes : ''}>`;
}

/** The one log line format for every island failure. */
export function reportIslandProblem(name: string, element: Element, problem: string, cause?: unknown): void {
  const detail = cause === undefined ? '' : `: ${cause instanceof Error ? cause.message : String(cause)}`;
  console.error(`[storefront] island "${name}" on ${describeElement(element)}: ${problem}${detail}`);
}
