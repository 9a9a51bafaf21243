import { describe, expect, it } from 'vitest';
import { emailProblem } from './email';
import { message } from '../../shared/messages/message';

describe('emailProblem', () => {
  it.each(['anna@example.pl', ' jan.kowalski+sklep@poczta.onet.pl '])('accepts %j', (email) => expect(emailProblem(email)).toBeNull());
  it.each(['', '   '])('asks for an address when empty: %j', (email) => expect(emailProblem(email)).toBe(message('availability-notice.email-missing')));
  it.each(['anna', 'anna@', 'anna@example', 'an na@example.pl', '@example.pl'])('refuses %j', (email) => expect(emailProblem(email)).toBe(message('availability-notice.email-invalid')));
});
