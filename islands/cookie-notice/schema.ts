import { boolean, string, url } from '../runtime/schema';

/**
 * The spec's cookie policy settings: enabled, message, cmsLink, cmsLinkText, closeLabel. The words a
 * theme may leave out are the island's messages (`cookie-notice.*`), not the schema's: the schema
 * ships in boot, whose 3 KB carry no words.
 */
export const cookieNoticeSchema = {
  enabled: boolean(true),
  message: string(),
  cmsLink: url(''),
  cmsLinkText: string(null),
  closeLabel: string(null),
};
