/** A short, recognisable description of a hook element for log lines (the island is named beside it): `<a#id.class>`. */
export function describeElement(element: Element): string {
  const id = element.id ? '#' + element.id : '';
  const cls = element.classList.length ? '.' + [...element.classList].join('.') : '';
  return `<${element.localName}${id}${cls}>`;
}

/** The one log line format for every island failure. */
export function reportIslandProblem(name: string, element: Element, problem: string, cause?: unknown): void {
  const detail = cause === undefined ? '' : `: ${cause instanceof Error ? cause.message : String(cause)}`;
  console.error(`[storefront] island "${name}" on ${describeElement(element)}: ${problem}${detail}`);
}
