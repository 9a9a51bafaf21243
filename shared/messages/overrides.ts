import { catalogue, PLURAL_FORMS, type MessageKey, type PluralForms } from './catalogue';

/** An entry as a page may give it: text, or some of the plural forms (a missing one falls back to `other`). */
export type Entry = string | Partial<Record<(typeof PLURAL_FORMS)[number], string>>;

/** A `{name}` in a message: what an override must keep, and what `message` fills. */
export const PLACEHOLDER = /\{(\w+)\}/g;

/** The `{name}`s a text holds. */
export const placeholdersOf = (text: string): Set<string> => new Set(Array.from(text.matchAll(PLACEHOLDER), (match) => match[1]!));

const isKey = (key: string): key is MessageKey => Object.hasOwn(catalogue, key);

const listed = (names: Iterable<string>) => [...names].map((name) => `{${name}}`).join(', ');

/** What is wrong with `value` as the page's entry for `key`, or '' when it may replace the default. */
function problemOf(key: MessageKey, value: unknown): string {
  const fallback: string | PluralForms = catalogue[key];
  if (typeof fallback === 'string') {
    if (typeof value !== 'string') return 'expected text';
    return placeholdersProblem(placeholdersOf(fallback), placeholdersOf(value), new Set());
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return `expected an object of plural forms (${PLURAL_FORMS.join(', ')})`;
  const expected = placeholdersOf(fallback.other);
  for (const [form, text] of Object.entries(value)) {
    if (!(PLURAL_FORMS as readonly string[]).includes(form)) return `"${form}" is not a plural form (${PLURAL_FORMS.join(', ')})`;
    if (typeof text !== 'string') return `the form "${form}" is not text`;
    // A form may say its number in words ("one suggestion"): {count} is the one placeholder it may leave out.
    const problem = placeholdersProblem(expected, placeholdersOf(text), new Set(['count']));
    if (problem) return `the form "${form}" ${problem}`;
  }
  return '';
}

function placeholdersProblem(expected: Set<string>, given: Set<string>, optional: Set<string>): string {
  const added = [...given].filter((name) => !expected.has(name));
  if (added.length) return `adds ${listed(added)}, which this message does not have`;
  const dropped = [...expected].filter((name) => !given.has(name) && !optional.has(name));
  return dropped.length ? `drops ${listed(dropped)}` : '';
}

/**
 * The page's valid entries from the JSON of a `data-storefront-messages` script. What cannot be used is
 * reported, one line each (not JSON, not an object, an unknown key, a wrong shape, a placeholder
 * dropped or added), and that key keeps its default; every other entry still applies.
 */
export function parseOverrides(json: string, report: (problem: string) => void): Map<MessageKey, Entry> {
  const entries = new Map<MessageKey, Entry>();
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch (error) {
    report(`the page's data-storefront-messages is not JSON (${(error as Error).message}): every message keeps its default`);
    return entries;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    report('the page\'s data-storefront-messages must be a JSON object of message keys: every message keeps its default');
    return entries;
  }
  for (const [key, value] of Object.entries(parsed)) {
    if (!isKey(key)) {
      report(`the page's message "${key}" is not a message key (docs/messages.md lists them): ignored`);
      continue;
    }
    const problem = problemOf(key, value);
    if (problem) report(`the page's message "${key}": ${problem}; its default is used`);
    else entries.set(key, value as Entry);
  }
  return entries;
}
