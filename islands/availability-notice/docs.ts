import type { IslandDocs } from '../runtime/docs';
import { catalogue } from '../../shared/messages/catalogue';
import { availabilityNoticeSchema } from './schema';

export const availabilityNoticeDocs: IslandDocs<typeof availabilityNoticeSchema> = {
  schema: availabilityNoticeSchema,
  summary:
    'The "notify me when available" pop-up. The hook is a link to a page with the same form (so it works without JavaScript); the form itself is in a `<template>`: a `<form>` with an `email` input (with an `id` and a `<label>`) and an `optionId` field (a hidden input, or a `<select>` of the unavailable variants, which is preset to the chosen variant when that one cannot be bought). A click opens a copy of the form in the shared pop-up; the link\'s label stays the theme\'s. Should the island go (its link removed), its pop-up closes and the captcha is released. The e-mail is checked before sending ("Podaj adres e-mail." / "Podaj poprawny adres e-mail, np. jan@example.pl.", messages `availability-notice.email-missing` / `availability-notice.email-invalid`, in a `<p class="form-error">` at the end of the field\'s wrapper, with `aria-invalid` and `aria-describedby`, focus on the field); then `POST /api/frontend/availability` sends `{email, recaptcha, optionId}` once, the submit button locked (`disabled`, `aria-busy="true"`) meanwhile. The answer\'s `message` replaces the form (as text) and is announced. A failed call closes the pop-up (spec §4), logs the failure, and shows and announces "Nie udało się zapisać powiadomienia o dostępności. Spróbuj ponownie później." (`availability-notice.failed`) next to the link; the next click opens the same form again, as the shopper left it.',
  attributes: {
    productId: 'The product, to preset the variant the shopper chose.',
    formTemplate: 'The `id` of the `<template>` holding the form. It must exist when the page loads.',
    dialogTitle: `The pop-up heading, also its accessible name; it wins over the page's messages. Absent: the message \`availability-notice.title\` ([messages](messages.md)), by default "${catalogue['availability-notice.title']}".`,
  },
  example: `<a class="button" href="/powiadom-o-dostepnosci?produkt=4" data-island="availability-notice"
   data-product-id="4" data-form-template="availability-form-4">Powiadom mnie o dostępności</a>
<template id="availability-form-4">
  <form method="post" action="/powiadom-o-dostepnosci">
    <input type="hidden" name="optionId" value="-1">
    <label for="notify-dialog-email">Twój e-mail</label>
    <input type="email" id="notify-dialog-email" name="email" required autocomplete="email">
    <button type="submit">Powiadom mnie</button>
  </form>
</template>`,
  fixturePage: '/produkt/4-spiwor-puchowy-sokol (wholly unavailable), /produkt/1-kurtka-zimowa-zolta-los (variant S + Czarny)',
};
