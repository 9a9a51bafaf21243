import { describeElement } from './report';

/**
 * Checks islands share when they read their server markup, each throwing a message that names what
 * was found instead of what was wanted. (Not in boot: only island chunks import it.)
 */

/** The hook itself as a form; `what` names the form the island wants, e.g. "the product <form>". */
export function hookForm(element: HTMLElement, what = 'a <form>'): HTMLFormElement {
  if (element instanceof HTMLFormElement) return element;
  throw new Error(`the hook must be ${what}, not a <${element.localName}>`);
}

/** The <template> that `attribute` (e.g. data-popup-template) names by its id. */
export function templateNamed(attribute: string, id: string): HTMLTemplateElement {
  const template = document.getElementById(id);
  if (template instanceof HTMLTemplateElement) return template;
  throw new Error(`${attribute}="${id}"${template ? ` names ${describeElement(template)}, which must be a <template>` : `: no element #${id} on the page`}`);
}
