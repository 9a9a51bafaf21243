import { templateNamed } from '../runtime/hook-markup';

/** What the availability-notice island takes from the page: the link's own label and the <template> holding its form. */
export interface AvailabilityNoticeMarkup {
  label: readonly Node[];
  template: HTMLTemplateElement;
}

/** Checked once, before the first render, so a broken template leaves the link working as a link. */
export function readAvailabilityNotice(element: HTMLElement, templateId: string): AvailabilityNoticeMarkup {
  const template = templateNamed('data-form-template', templateId);
  const form = template.content.querySelector('form');
  if (!form) throw new Error(`<template id="${templateId}"> holds no <form>`);
  if (!(form.elements.namedItem('email') instanceof HTMLInputElement)) throw new Error(`the <form> in <template id="${templateId}"> has no <input name="email">`);
  return { label: [...element.childNodes], template };
}
