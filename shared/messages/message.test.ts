// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogue } from './catalogue';
import { checkPageMessages, message } from './message';

let errors: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  document.documentElement.lang = 'pl';
});

afterEach(() => {
  document.querySelectorAll('script[data-storefront-messages]').forEach((script) => script.remove());
  errors.mockRestore();
});

/** The page's override script, as a theme writes it. */
function override(json: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.dataset.storefrontMessages = '';
  script.textContent = json;
  document.head.append(script);
}

const lines = () => errors.mock.calls.map((call: unknown[]) => call[0]);

describe('message', () => {
  it('gives the Polish default, its placeholders filled in', () => {
    expect(message('add-to-cart.missing-option')).toBe('Proszę wybrać opcję produktu');
    expect(message('cart-page.amount-changed', { name: 'Bluza', amount: 2, total: '99,00 zł' })).toBe('Bluza: ilość 2. Do zapłaty 99,00 zł.');
  });

  it('picks the Polish plural form for the count: 1, 2–4, 5–21, 22–24, and a fraction', () => {
    const forms = [1, 2, 4, 5, 12, 21, 22, 1.5].map((count) => message('cart-page.points', { count }));
    expect(forms).toEqual(['1 punkt', '2 punkty', '4 punkty', '5 punktów', '12 punktów', '21 punktów', '22 punkty', '1.5 punktu']);
  });

  it("picks the forms of the page's <html lang>, and the catalogue's language for a tag Intl does not know", () => {
    document.documentElement.lang = 'en';
    override(JSON.stringify({ 'cart-page.points': { one: 'one point', other: '{count} points' } }));
    expect([1, 2, 5].map((count) => message('cart-page.points', { count }))).toEqual(['one point', '2 points', '5 points']);
    document.documentElement.lang = 'not a language tag';
    expect(message('cart-page.points', { count: 1 })).toBe('one point');
    expect(errors).not.toHaveBeenCalled();
  });

  it("takes the page's entries, as text: markup stays the characters it is", () => {
    override(JSON.stringify({ 'add-to-cart.missing-option': 'Wybierz <b>rozmiar</b>', 'price.amount': '{amount} PLN' }));
    expect(message('add-to-cart.missing-option')).toBe('Wybierz <b>rozmiar</b>');
    expect(message('price.amount', { amount: '12,00' })).toBe('12,00 PLN');
    expect(errors).not.toHaveBeenCalled();
  });

  it('falls back to the override\'s "other" for a plural form it leaves out', () => {
    override(JSON.stringify({ 'search-suggest.count': { other: '{count} wyników' } }));
    expect(message('search-suggest.count', { count: 1 })).toBe('1 wyników');
  });

  it('tells what is wrong with each bad entry in one line naming the key, once, keeps its default and applies every other entry', () => {
    override(
      JSON.stringify({
        'no.such-key': 'x',
        'add-to-cart.added': 42,
        'cart-page.points': 'punkty',
        'cart-page.amount-changed': '{name}: ilość {amount}.',
        'wishlist.added': 'Dodano {name} {what}. W schowku: {count}.',
        'search-suggest.count': { one: 'jedna', lots: '{count}' },
        'validation.min-length': { one: 'Co najmniej jeden znak (teraz: {length}).', other: 'Co najmniej {count} znaków.' },
        'add-to-cart.failed': 'Nie wyszło.',
      }),
    );
    checkPageMessages();
    message('loading');
    expect(lines()).toEqual([
      '[storefront] the page\'s message "no.such-key" is not a message key (docs/messages.md lists them): ignored',
      '[storefront] the page\'s message "add-to-cart.added": expected text; its default is used',
      '[storefront] the page\'s message "cart-page.points": expected an object of plural forms (zero, one, two, few, many, other); its default is used',
      '[storefront] the page\'s message "cart-page.amount-changed": drops {total}; its default is used',
      '[storefront] the page\'s message "wishlist.added": adds {what}, which this message does not have; its default is used',
      '[storefront] the page\'s message "search-suggest.count": "lots" is not a plural form (zero, one, two, few, many, other); its default is used',
      '[storefront] the page\'s message "validation.min-length": the form "other" drops {length}; its default is used',
    ]);
    expect(message('add-to-cart.added')).toBe(catalogue['add-to-cart.added']);
    expect(message('cart-page.points', { count: 5 })).toBe('5 punktów');
    expect(message('add-to-cart.failed')).toBe('Nie wyszło.');
  });

  it('tells an override that is not JSON, or not an object, in one line, and keeps every default', () => {
    override('{"loading": "Czekaj…",}');
    checkPageMessages();
    expect(message('loading')).toBe('Ładowanie…');
    expect(lines()).toEqual([expect.stringMatching(/^\[storefront\] the page's data-storefront-messages is not JSON \(.+\): every message keeps its default$/)]);
    document.querySelector('script[data-storefront-messages]')!.remove();
    override('["Czekaj…"]');
    expect(message('loading')).toBe('Ładowanie…');
    expect(lines()[1]).toBe("[storefront] the page's data-storefront-messages must be a JSON object of message keys: every message keeps its default");
  });
});
