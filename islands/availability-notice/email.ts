import { message } from '../../shared/messages/message';

/** Something@something.tld, no spaces: what the shop accepts; the server checks again. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The message to show for the typed address, or null when it may be sent. */
export function emailProblem(raw: string): string | null {
  const email = raw.trim();
  if (email === '') return message('availability-notice.email-missing');
  return EMAIL.test(email) ? null : message('availability-notice.email-invalid');
}
