import { catalogue, type MessageKey, type PluralKey } from './catalogue';
import { parseOverrides, PLACEHOLDER, type Entry } from './overrides';

const SCRIPT = 'script[type="application/json"][data-storefront-messages]';

/** Each override script's entries, parsed (and its problems told) once. */
const parsed = new WeakMap<Element, Map<MessageKey, Entry>>();

function pageEntries(): Map<MessageKey, Entry> | undefined {
  // Outside a page (a plain logic test under Node): the defaults.
  const script = globalThis.document?.querySelector(SCRIPT);
  if (!script) return undefined;
  let entries = parsed.get(script);
  if (!entries) {
    entries = parseOverrides(script.textContent ?? '', (problem) => console.error(`[storefront] ${problem}`));
    parsed.set(script, entries);
  }
  return entries;
}

/**
 * Reads the page's overrides, so what is wrong with them is told when the first island mounts, not
 * only when the message shows.
 */
export const checkPageMessages = (): void => void pageEntries();

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralRulesFor(lang: string): Intl.PluralRules {
  let rules = pluralRules.get(lang);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(lang || 'pl');
    } catch {
      // Not a language tag Intl knows: the catalogue's own language.
      rules = new Intl.PluralRules('pl');
    }
    pluralRules.set(lang, rules);
  }
  return rules;
}

type Values = Readonly<Record<string, string | number>>;

const fill = (text: string, values: Values | undefined) => (values ? text.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole)) : text);

/** The text of `key` for this page: its override or the Polish default, its `{placeholders}` filled in. Always text, never markup. */
export function message(key: Exclude<MessageKey, PluralKey>, values?: Values): string;
/** A plural message: the form `values.count` takes in the page's language. */
export function message(key: PluralKey, values: Values & { count: number }): string;
export function message(key: MessageKey, values?: Values): string {
  const fallback = catalogue[key];
  const entry = pageEntries()?.get(key);
  if (typeof fallback === 'string') return fill(typeof entry === 'string' ? entry : fallback, values);
  const form = pluralRulesFor(globalThis.document?.documentElement.lang ?? 'pl').select(Number(values?.count));
  const given = typeof entry === 'object' ? entry : undefined;
  const text = given ? (given[form] ?? given.other ?? fallback[form as keyof typeof fallback] ?? fallback.other) : (fallback[form as keyof typeof fallback] ?? fallback.other);
  return fill(text, values);
}
