import type { IslandDocs } from '../runtime/docs';
import { catalogue } from '../../shared/messages/catalogue';
import { cookieNoticeSchema } from './schema';

export const cookieNoticeDocs: IslandDocs<typeof cookieNoticeSchema> = {
  schema: cookieNoticeSchema,
  summary:
    'The cookie notice. It appears 2.5 s after the page has loaded unless the `cookie_privacy_on` cookie is set, and closing it sets `cookie_privacy_on=1` for 365 days. It is a labelled region fixed to the bottom of the window; while it shows, the page gets bottom padding and scroll padding of its height, so a focused element is never hidden behind it (WCAG 2.4.11). React is downloaded only when the notice must really be shown. Put one empty hook, a direct child of `<body>`, at its end; the notice is drawn inside it. A hook that holds content or sits deeper (in a tab panel, a menu) logs one console error saying which, and still works: its content is left as it is and the notice is drawn at the end of `<body>`, where hiding an element around the hook cannot hide it. A server that sees `cookie_privacy_on=1` should leave the hook out, and then the page downloads nothing for it (the fixture shop does so).',
  attributes: {
    enabled: '`"false"` turns the notice off entirely.',
    message: 'The notice text (plain text).',
    cmsLink: 'Address of the privacy policy page: a same-origin path or an http(s) URL. Empty: no link.',
    cmsLinkText: `Text of that link. Absent: the message \`cookie-notice.policy-link\`, "${catalogue['cookie-notice.policy-link']}" by default.`,
    closeLabel: `Text of the button that accepts and closes the notice. Absent: the message \`cookie-notice.close\`, "${catalogue['cookie-notice.close']}" by default.`,
  },
  example: `<div data-island="cookie-notice" data-enabled="true"
     data-message="Ta strona używa plików cookie."
     data-cms-link="/polityka-prywatnosci" data-cms-link-text="Polityka prywatności"
     data-close-label="Rozumiem"></div>`,
  fixturePage: '/ (every page)',
};
