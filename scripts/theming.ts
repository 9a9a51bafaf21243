/**
 * The "Theming" section of docs/hooks.md: every custom property, class and state an island renders or reads. Its
 * test (theming.test.ts) holds it to the stylesheets and the islands' code, so it cannot drift from them; defaults are
 * read from the stylesheets when the section is rendered (theming-doc.ts).
 */

/** A custom property a theme may set, and what it colours or spaces. */
export interface CustomProperty {
  name: `--${string}`;
  what: string;
}

/** A class or a state (`.x`, `.x.is-y`, `[attr]`, `.x[attr="v"]`) and what it is. */
export interface ThemingRow {
  name: string;
  what: string;
}

export interface ThemingGroup {
  title: string;
  rows: ThemingRow[];
}

export const CUSTOM_PROPERTIES: CustomProperty[] = [
  { name: '--sf-accent', what: 'Focus outlines, the chosen tab and option marks, the price slider’s fill and handles, spinners, the cookie notice’s button.' },
  { name: '--sf-on-accent', what: 'Text on `--sf-accent` (the cookie notice’s button).' },
  { name: '--sf-text', what: 'Text of the islands’ panels and controls (pop-up, suggestions, tabs, gallery and carousel buttons).' },
  { name: '--sf-muted-text', what: 'Group labels in the suggestions (keep 4.5:1 on `--sf-surface`).' },
  { name: '--sf-surface', what: 'Background of the pop-up, the suggestions, the chosen tab, the lightbox and producer buttons, the price slider’s handles.' },
  { name: '--sf-border', what: 'Borders of the islands’ controls and panels (keep 3:1 against what is around them).' },
  { name: '--sf-divider', what: 'The line between groups of suggestions.' },
  { name: '--sf-tabs-line', what: 'The line under the tab list and around the chosen tab.' },
  { name: '--sf-hover-surface', what: 'A suggestion under the pointer.' },
  { name: '--sf-selected-surface', what: 'The active suggestion (arrow keys).' },
  { name: '--sf-image-placeholder', what: 'A suggestion’s picture while it loads.' },
  { name: '--sf-track-surface', what: 'The price slider’s track.' },
  { name: '--sf-spinner-track', what: 'The still part of the spinners (loading indicator, search field).' },
  { name: '--sf-control-surface', what: 'The gallery’s buttons over the product image.' },
  { name: '--sf-overlay-text', what: 'Text, borders and focus outline of the banner’s controls over its slides.' },
  { name: '--sf-overlay-surface', what: 'The banner’s buttons over its slides.' },
  { name: '--sf-overlay-surface-hover', what: 'The same under the pointer.' },
  { name: '--sf-overlay-solid', what: 'The banner’s position badge (“2 / 3”): opaque, legible over any slide.' },
  { name: '--sf-notice-surface', what: 'The cookie notice.' },
  { name: '--sf-notice-text', what: 'The cookie notice’s text, link and button border.' },
  { name: '--sf-error', what: 'Failure notes (cart, question forms), field errors and invalid fields’ borders.' },
  { name: '--sf-error-surface', what: 'Behind failure notes.' },
  { name: '--sf-veil', what: 'The loading indicator over the page.' },
  { name: '--sf-backdrop', what: 'Behind the pop-up.' },
  { name: '--sf-space', what: 'The base spacing of the islands’ panels and rows (pop-up frame, cookie notice, suggestions, tabs, lightbox, carousel buttons, cart failure notes); theirs are multiples of it.' },
  { name: '--sf-control-size', what: 'Width and height of round buttons, least size of the others and of a suggestion row, the room the banner keeps for its controls (a touch target: keep it at least 24 px; 44 px is better).' },
  { name: '--sf-radius', what: 'Corners of the pop-up, panels and buttons.' },
  { name: '--sf-fade-ms', what: 'How long the pop-up, its backdrop and the cookie notice fade (no fade under `prefers-reduced-motion`).' },
  { name: '--carousel-gap', what: 'Set by the banner’s and the producers’ stylesheets to the gap the island gives glide; not for themes (they must stay equal).' },
  { name: '--per-view', what: 'Producers in view per width band, set by the producer carousel’s stylesheet in step with the island; not for themes.' },
];

export const THEMING_GROUPS: ThemingGroup[] = [
  {
    title: 'Every hook',
    rows: [
      { name: '[data-island]', what: 'The hook, named by island. Our rules name it before a class (`[data-island] .carousel-control`) where the island draws inside it.' },
      { name: '[data-island-state]', what: '`waiting`, `loading` (the cursor shows progress over it), `mounted`, `invalid` or `failed`.' },
      { name: '.sf-visually-hidden', what: 'Text for screen readers only (live regions, labels). Use it in your markup too.' },
    ],
  },
  {
    title: 'Pop-up dialog (`popup`, `gallery`, `add-to-cart`, `availability-notice`, `question-form`)',
    rows: [
      { name: '.sf-dialog', what: 'The modal `<dialog>`; `::backdrop` takes `--sf-backdrop`.' },
      { name: '.sf-dialog.is-closing', what: 'While it fades out.' },
      { name: '.sf-dialog__frame', what: 'Everything inside; a click outside it is a click on the backdrop.' },
      { name: '.sf-dialog__header', what: 'The title and the close button.' },
      { name: '.sf-dialog__title', what: 'The `<h2>` naming the dialog.' },
      { name: '.sf-dialog__close', what: 'The close button (×).' },
      { name: '.sf-dialog__body', what: 'Your content, moved in as it is.' },
      { name: '.sf-dialog--form', what: 'A question form’s dialog.' },
      { name: '.sf-dialog--message', what: 'A question form’s answer or failure.' },
      { name: '.question-form-body', what: 'The question form inside it.' },
      { name: '.button', what: 'With `.button--primary`, the OK button of a question form’s answer: your theme’s button classes.' },
      { name: '.button--primary', what: 'See `.button`.' },
      { name: '.availability-dialog', what: 'The availability notice’s dialog.' },
      { name: '.availability-dialog__message', what: 'The thanks after the notice was saved.' },
      { name: '.add-cart-dialog', what: 'The confirmation after adding to the cart (your `HtmlResponse` inside).' },
    ],
  },
  {
    title: 'Messages next to a control',
    rows: [
      { name: '.form-error', what: 'Every inline failure message, a `<p>`: style it in your theme. It is `hidden` while there is none, whatever `display` you give it.' },
      { name: '.add-to-cart__message', what: 'Also on the add-to-cart message (“Proszę wybrać opcję produktu”).' },
      { name: '.product-options__error', what: 'Also on the failure under the product options.' },
      { name: '.availability-notice__failure', what: 'Also on the availability notice’s failure.' },
      { name: '.cart-problem', what: 'A failed cart command, under its line or the delivery form (`--sf-error`, `--sf-error-surface`).' },
      { name: '.field-error', what: 'A field’s validation message, last in the field’s wrapper.' },
      { name: '.form-field', what: 'A field’s wrapper (else its parent) takes `.is-filled`, `.is-valid`, `.is-invalid`.' },
      { name: '.is-filled', what: 'On the wrapper of a field with a value.' },
      { name: '.is-valid', what: 'On the wrapper of a filled field that passed.' },
      { name: '.is-invalid', what: 'On the wrapper of a field that failed; the field has `[aria-invalid="true"]`.' },
      { name: '[aria-invalid]', what: '`"true"` on a field that failed its check.' },
      { name: '.question-form__notice', what: 'Why a question form could not be sent.' },
      { name: '.question-form__response', what: 'The server’s answer after sending.' },
      { name: '.captcha-block', what: 'Your captcha place; `.is-unavailable` when the captcha could not load.' },
      { name: '.captcha-block__widget', what: 'The captcha itself (its height kept before it arrives).' },
      { name: '.captcha-block__hint', what: 'What to do when the captcha is missing.' },
      { name: '.is-unavailable', what: 'On `.captcha-block` while the captcha could not load.' },
    ],
  },
  {
    title: 'Loading',
    rows: [
      { name: '.sf-loading', what: 'The full-page veil, `hidden` when idle; `[data-ending]` while it lingers after the last load (clicks go through).' },
      { name: '[data-ending]', what: 'On `.sf-loading` in its last moment.' },
      { name: '.sf-loading__spinner', what: 'Its spinner.' },
      { name: '[aria-busy]', what: '`"true"` on `<body>` while the veil shows, on each `fieldset.product-option` and the add-to-cart button during their request, on the price’s `[data-price-box]` while a chosen variant loads, on the availability notice’s submit button while it sends, on a `.cart-line` during its command.' },
      { name: '.is-updating', what: 'On the `product-price` hook’s `[data-price-box]` while a chosen variant loads.' },
    ],
  },
  {
    title: '`cookie-notice`',
    rows: [
      { name: '.sf-cookie-notice', what: 'The notice, fixed to the bottom of the window (`--sf-notice-surface`, `--sf-notice-text`).' },
      { name: '.sf-cookie-notice__message', what: 'Its text and the policy link (the link takes `--sf-notice-text`, above your link colours).' },
      { name: '.sf-cookie-notice__close', what: 'The accept button (`--sf-accent`, `--sf-on-accent`).' },
    ],
  },
  {
    title: '`recently-viewed`',
    rows: [
      { name: '.sf-recently-viewed__clear', what: 'The clear button added after your list where your markup gives no `button[data-recent-clear]` (`--sf-surface`, `--sf-text`, `--sf-border`, a `--sf-accent` focus ring).' },
    ],
  },
  {
    title: '`quick-add`',
    rows: [
      { name: '.sf-quick-add', what: 'On the pop-up holding the product page\'s form; below 768 px a sheet along the bottom of the window.' },
      { name: '.sf-quick-add__notice', what: 'In that pop-up, why the product\'s form could not be loaded (`--sf-error`, `--sf-error-surface`).' },
      { name: '.sf-quick-add__message', what: 'After the card\'s button, why a product without options was not added (`--sf-error`).' },
    ],
  },
  {
    title: '`search-suggest`',
    rows: [
      { name: '.search-suggest__spinner', what: 'Drawn after your field, over its right end; `hidden` unless suggestions load.' },
      { name: '.search-suggest__panel', what: 'The panel under the field, in your form; `hidden` while closed.' },
      { name: '.search-suggest__listbox', what: 'The `role="listbox"` in it.' },
      { name: '.search-suggest__group', what: 'A group of suggestions (products, categories, recent searches).' },
      { name: '.search-suggest__group-label', what: 'Its label (`--sf-muted-text`).' },
      { name: '.search-suggest__option', what: 'A suggestion, a link; `[aria-selected="true"]` on the active one. Its colour is above your header’s link colours.' },
      { name: '.search-suggest__option--product', what: 'A product suggestion (picture and price).' },
      { name: '[aria-selected]', what: '`"true"` on the active suggestion and on the chosen tab.' },
      { name: '.search-suggest__image', what: 'A product’s picture, 40 × 40.' },
      { name: '.search-suggest__name', what: 'A suggestion’s text.' },
      { name: '.search-suggest__price', what: 'A product’s price.' },
      { name: '[aria-expanded]', what: 'On your search field: `"true"` while the panel shows.' },
    ],
  },
  {
    title: '`tabs`',
    rows: [
      { name: '.sf-tabs', what: 'On the hook once awake: the tab list shows and all but one panel hide.' },
      { name: '.sf-tabs__list', what: 'The `role="tablist"` drawn first in the hook.' },
      { name: '.sf-tabs__tab', what: 'A tab (`<button role="tab">`); `[aria-selected="true"]` on the chosen one.' },
      { name: '[role="tabpanel"]', what: 'Your panels once awake (focusable); the others `hidden`.' },
      { name: '[data-sf-tab-heading]', what: 'On the heading that named a tab: visually hidden, still found by screen readers.' },
    ],
  },
  {
    title: '`gallery`',
    rows: [
      { name: '.gallery-main', what: 'Your main-image box, which the slider fills (give it its size, e.g. `aspect-ratio`).' },
      { name: '.gallery-slider', what: 'The slider drawn in it (glide: `.glide`, `.glide__track`, `.glide__slides`).' },
      { name: '.gallery-slide', what: 'A slide (`.glide__slide`); `[aria-hidden="true"]` on those out of view.' },
      { name: '.gallery-main__nav', what: 'The previous/next buttons over the image (also `.carousel-control`), `hidden` with one image.' },
      { name: '.gallery-main__nav--prev', what: 'The previous one.' },
      { name: '.gallery-main__nav--next', what: 'The next one.' },
      { name: '.gallery-main__zoom', what: 'The magnifier that opens the lightbox (`--sf-control-surface`).' },
      { name: '.gallery-thumbs', what: 'Your thumbnail list.' },
      { name: '.gallery-thumb', what: 'A thumbnail link (yours, or drawn the same way for a variant’s images); `[aria-current="true"]` on the shown one.' },
      { name: '[aria-current]', what: '`"true"` on the thumbnail of the image shown.' },
      { name: '.sf-lightbox', what: 'On the lightbox’s dialog.' },
      { name: '.lightbox', what: 'The `<figure>` with the image.' },
      { name: '.lightbox__image', what: 'The image at full size (at most 70 % of the window’s height).' },
      { name: '.lightbox__caption', what: '“Zdjęcie 2 z 3”.' },
      { name: '.lightbox__nav', what: 'The previous/next row.' },
      { name: '.lightbox__nav-button', what: 'Its buttons.' },
    ],
  },
  {
    title: 'Carousels (`main-banner`, `producer-carousel`, the gallery’s slider)',
    rows: [
      { name: '.glide', what: 'glide.js’s carousel; `.glide--ltr` once glide has mounted (before that the slides are a scroll-snap strip).' },
      { name: '.glide--ltr', what: 'Glide is running.' },
      { name: '.glide__track', what: 'The clipped window.' },
      { name: '.glide__slides', what: 'The strip of slides.' },
      { name: '.glide__slide', what: 'A slide: no margin but the gaps glide sets; in the banner and the producers, slides out of view are `inert`.' },
      { name: '.carousel-control', what: 'Every previous/next/rotation button: round, `--sf-control-size`.' },
      { name: '.main-banner', what: 'Your banner hook’s class.' },
      { name: '.main-banner__slide', what: 'Your slide: room for the controls is kept at its bottom.' },
      { name: '.main-banner__controls', what: 'The controls’ row over the slide’s bottom left.' },
      { name: '.main-banner__control', what: 'Its buttons (`--sf-overlay-*`).' },
      { name: '.main-banner__rotation', what: 'The stop/start button; `[data-state="playing"]` or `"stopped"`.' },
      { name: '[data-state]', what: 'On `.main-banner__rotation`: `playing` or `stopped`.' },
      { name: '.main-banner__position', what: 'The “2 / 3” badge (`--sf-overlay-solid`).' },
      { name: '.producer-carousel', what: 'Your producers hook’s class.' },
      { name: '.producer-carousel__head', what: 'Your heading row; its `<h2>` has no margin.' },
      { name: '.producer-carousel__controls', what: 'Your empty `[data-carousel-controls]` place for the buttons.' },
      { name: '.producer-carousel__control', what: 'Its buttons (`--sf-surface`, `--sf-border`, `--sf-text`).' },
    ],
  },
  {
    title: '`price-slider`',
    rows: [
      { name: '.sf-price-slider', what: 'The slider drawn at the bottom of the hook (which keeps 3 rem for it); `[disabled]` while it is.' },
      { name: '[disabled]', what: 'On `.sf-price-slider` while disabled; on the add-to-cart button while it may not send.' },
      { name: '.noUi-target', what: 'nouislider’s track (`--sf-track-surface`, `--sf-border`); `.noUi-horizontal` its direction.' },
      { name: '.noUi-horizontal', what: 'The track’s direction.' },
      { name: '.noUi-connect', what: 'The chosen range (`--sf-accent`).' },
      { name: '.noUi-handle', what: 'A handle, 28 × 28 (`--sf-surface`, `--sf-accent`); `.noUi-active` while dragged.' },
      { name: '.noUi-active', what: 'The handle being dragged.' },
    ],
  },
  {
    title: '`wishlist-toggle` and `wishlist-box`',
    rows: [
      { name: '.wishlist-toggle', what: 'Your button; the island sets only its `aria-pressed`.' },
      { name: '[aria-pressed]', what: '`"true"` on `.wishlist-toggle` while the product is in the wishlist: draw the state from it.' },
      { name: '.wishlist-box__count', what: 'Where the box writes the count (or `[data-count]`).' },
      { name: '.wishlist-box__list', what: 'The entries (`hidden` while there are none); the island adds one if you gave none.' },
      { name: '.wishlist-box__empty', what: 'Your empty text, `hidden` while there are entries; the island adds one if you gave none.' },
      { name: '[hidden]', what: 'What an island hides: the suggestions panel, the loading veil, messages, the wishlist box’s list or empty text, tab panels, delivery points a search leaves out, a part of the product price or a code or availability row the chosen variant lacks.' },
    ],
  },
  {
    title: '`product-options`, `add-to-cart`, `cart-page`',
    rows: [
      { name: '.product-option', what: 'Your fieldset of one option’s radios.' },
      { name: '.cart-disabled', what: 'On the add-to-cart form while the chosen variant cannot be bought.' },
      { name: '.cart-line', what: 'Your cart line; `[aria-busy="true"]` while its command runs.' },
      { name: '.cart-line__name', what: 'Your line’s name (else its first heading) names its controls.' },
      { name: '.cart-line__total', what: 'The line’s total, faded while its command runs.' },
      { name: '.cart--empty', what: 'On the cart hook once the last line went.' },
      { name: '[aria-disabled]', what: '`"true"` on a cart button while its command runs, and on a quantity box’s minus or plus button at the limit it would pass.' },
      { name: '.delivery-point', what: 'A pick-up point, `hidden` when the search leaves it out.' },
    ],
  },
];
