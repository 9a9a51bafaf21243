/** Something@something.tld, no spaces: what the shop accepts; the server checks again. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const EMAIL_MISSING_MESSAGE = 'Podaj adres e-mail.';
export const EMAIL_INVALID_MESSAGE = 'Podaj poprawny adres e-mail, np. jan@example.pl.';

/** The message to show for the typed address, or null when it may be sent. */
export function emailProblem(raw: string): string | null {
  const email = raw.trim();
  if (email === '') return EMAIL_MISSING_MESSAGE;
  return EMAIL.test(email) ? null : EMAIL_INVALID_MESSAGE;
}
