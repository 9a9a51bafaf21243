import { templateNamed } from '../runtime/hook-markup';

/** What the popup island takes from its server markup: the <template> it shows and the link's own content. */
export interface PopupMarkup {
  template: HTMLTemplateElement;
  label: readonly Node[];
}

export function readPopup(element: HTMLElement, templateId: string): PopupMarkup {
  return { template: templateNamed('data-popup-template', templateId), label: [...element.childNodes] };
}
