import { describe, expect, it } from 'vitest';
import { EMAIL_INVALID_MESSAGE, EMAIL_MISSING_MESSAGE, emailProblem } from './email';

describe('emailProblem', () => {
  it.each(['anna@example.pl', ' jan.kowalski+sklep@poczta.onet.pl '])('accepts %j', (email) => expect(emailProblem(email)).toBeNull());
  it.each(['', '   '])('asks for an address when empty: %j', (email) => expect(emailProblem(email)).toBe(EMAIL_MISSING_MESSAGE));
  it.each(['anna', 'anna@', 'anna@example', 'an na@example.pl', '@example.pl'])('refuses %j', (email) => expect(emailProblem(email)).toBe(EMAIL_INVALID_MESSAGE));
});
