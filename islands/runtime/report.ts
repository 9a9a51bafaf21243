/** A short, recognisable description of a hook element for log lines: `<a#id.class data-island="popup">`. */
export function describeElement(element: Element): string {
  const id = element.id ? '#' + element.id : '';
  const cls = element.classList.length ? '.' + [...element.classList].join('.') : '';
  const island = element.getAttribute('data-island');
  return `<${element.tagName.toLowerCase()}${id}${cls}${island === null ? '' : ` data-island="${island}"`}>`;
}

/** The one log line format for every island failure. */
export function reportIslandProblem(name: string, element: Element, problem: string, cause?: unknown): void {
  const detail = cause === undefined ? '' : `: ${cause instanceof Error ? cause.message : String(cause)}`;
  console.error(`[storefront] island "${name}" on ${describeElement(element)}: ${problem}${detail}`);
}
