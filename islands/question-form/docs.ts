import type { IslandDocs } from '../runtime/docs';
import { questionFormSchema } from './schema';

export const questionFormDocs: IslandDocs<typeof questionFormSchema> = {
  schema: questionFormSchema,
  summary: `Question and contact forms in the shared pop-up. A click on the trigger shows the loading indicator, asks \`POST api/frontend/FetchQuestionFormTemplate\` for \`{type, id}\` and opens the returned \`htmlTemplate\` (the indicator hides 300 ms later). On submit the pop-up closes, \`POST api/frontend/SendQuestionForm\` sends \`{fields: [{name, type, value}], recaptcha}\` and a second pop-up shows the returned \`message\` as text; the form is then reset. If the template cannot be loaded the pop-up says so and links to the trigger's own page; if sending fails the form comes back, still filled in, with a message above it. Both failures are logged and announced. Make the trigger a link to a page that holds the same form, so it works without JavaScript (a Ctrl/⌘/Shift-click still opens that page).

What the \`htmlTemplate\` may use (one \`<form>\` inside it):

- \`data-validate\` on an \`input\`, \`textarea\` or \`select\`: space-separated rules \`required\`, \`email\`, \`phone\` (9–15 digits, optional \`+\`, spaces, dashes, brackets), \`minlength:N\`. Messages are Polish, shown in a \`<p class="field-error">\` at the end of the field's wrapper (put the field last in it), and the field gets \`aria-invalid="true"\` and \`aria-describedby\`. The field's wrapper (its closest \`.form-field\`, else its parent) gets \`is-filled\`, \`is-valid\`, \`is-invalid\`. A field is checked when left after typing, on every keystroke while it shows an error, and all fields on submit (focus goes to the first wrong one). An unknown rule is logged.
- A captcha block \`<div data-captcha data-captcha-site-key="…">\` (empty), optionally \`data-captcha-script="…"\` (the provider script: a same-origin path or an https URL; default \`https://www.google.com/recaptcha/api.js?render=explicit\`). The form's submit buttons stay disabled, with a visible hint, until the captcha is solved, and again when its token expires. The provider script is loaded only when the block comes into view, once per page, and rendered explicitly; the captcha is reset after every submit. The script is loaded with \`trustedtypes=true\` added (as are \`onload\` and \`render=explicit\`), and its URL goes through the islands' one Trusted Types policy, \`storefront-server-html\`. A shop's CSP must allow reCAPTCHA: [Security](security.md#with-recaptcha) has the header to copy (its \`script-src\` and \`frame-src\` sources, and \`trusted-types storefront-server-html goog#html\`, \`goog#html\` being reCAPTCHA's own policy). Any form a React island shows can carry the same captcha: render \`<Captcha form={form} report={report} ref={handle} />\` (\`shared/captcha/Captcha.tsx\`) while the form is on screen, and send \`handle.current?.response() ?? ''\`.
- Fields sent: every named, enabled control in document order (ticked checkboxes and radios only), without buttons and without the captcha block's own fields.`,
  attributes: {
    formType: 'The form type sent as `type` (a whole number).',
    formId: 'What the question is about, e.g. the product id, sent as `id`; absent: `id: null`.',
    formTitle: "The pop-up heading; default: the trigger's text.",
  },
  example: `<a href="/kontakt?produkt=3" class="question-trigger" data-island="question-form"
   data-form-type="1" data-form-id="3">Zadaj pytanie o ten produkt</a>`,
  fixturePage: '/produkt/3-namiot-zubr ("Zadaj pytanie o ten produkt": no captcha), /faq ("Napisz do nas": with the stand-in captcha)',
};
