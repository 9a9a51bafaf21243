import { boolean, string, url } from '../runtime/schema';

/** The spec's cookie policy settings: enabled, message, cmsLink, cmsLinkText, closeLabel. */
export const cookieNoticeSchema = {
  enabled: boolean(true),
  message: string(),
  cmsLink: url(''),
  cmsLinkText: string('Polityka prywatności'),
  closeLabel: string('Zamknij'),
};
