import type { IslandDocs } from '../runtime/docs';
import { popupSchema } from './schema';

export const popupDocs: IslandDocs<typeof popupSchema> = {
  schema: popupSchema,
  summary:
    'Opens page content in the shared pop-up dialog (native modal `<dialog>`: focus moves in and is trapped, Escape, the close button or a click on the backdrop close it, it fades out and is removed after 410 ms, focus returns to the trigger). Make the hook a link to a page with the same content, so it still works without JavaScript.',
  attributes: {
    popupTemplate: 'The `id` of a `<template>` on the same page whose content is shown. It must exist when the page loads.',
    popupTitle: 'The pop-up heading, also its accessible name.',
  },
  example: `<a href="/tabela-rozmiarow" data-island="popup"
   data-popup-template="size-chart" data-popup-title="Tabela rozmiarów">Tabela rozmiarów</a>
<template id="size-chart"><table>…</table></template>`,
  fixturePage: '/produkt/1-kurtka-zimowa-zolta-los (the "Tabela rozmiarów" link; without JavaScript it leads to /tabela-rozmiarow)',
};
