/** What the availability-notice island takes from the page: the <template> holding its form. */
export interface AvailabilityNoticeMarkup {
  template: HTMLTemplateElement;
}

/** Checked once, before the first render, so a broken template leaves the link working as a link. */
export function readAvailabilityNotice(templateId: string): AvailabilityNoticeMarkup {
  const template = document.getElementById(templateId);
  if (!(template instanceof HTMLTemplateElement)) throw new Error(`#${templateId} is not a <template>`);
  const email = template.content.querySelector('form')?.elements.namedItem('email');
  if (!(email instanceof HTMLInputElement)) throw new Error(`#${templateId} holds no <form> with an "email" <input>`);
  return { template };
}
