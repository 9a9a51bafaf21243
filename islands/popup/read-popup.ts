/** What the popup island takes from its server markup: the <template> it shows and the link's own content. */
export interface PopupMarkup {
  template: HTMLTemplateElement;
  label: readonly Node[];
}

export function readPopup(element: HTMLElement, templateId: string): PopupMarkup {
  const template = document.getElementById(templateId);
  if (!(template instanceof HTMLTemplateElement)) throw new Error(`#${templateId} is not a <template>`);
  return { template, label: [...element.childNodes] };
}
