/**
 * The recently viewed list as stored in localStorage: plain functions, so the rules (cap, order, age,
 * what a tampered value loses) are tested without a browser. The stored text is the visitor's: every
 * entry is checked again when read, and anything odd is dropped, never repaired.
 */
import { RECENTLY_VIEWED_DAYS, RECENTLY_VIEWED_MAX } from './constants';
import { sameOriginUrl } from './same-origin';

export interface ViewedProduct {
  id: number;
  name: string;
  /** A same-origin path (with its query), never a full URL: what the shop linked on its product page. */
  url: string;
  /** A same-origin image path, or null: a product without one, or one whose image was not the shop's. */
  image: string | null;
  /** When it was last viewed (ms since the epoch). */
  at: number;
}

const DAY_MS = 86_400_000;
/** A product name longer than this is not one the shop wrote. */
export const NAME_MAX_LENGTH = 200;
/** Longer paths are not the shop's own links. */
export const PATH_MAX_LENGTH = 500;
/** The whole stored text, cap × the longest honest entry: anything longer is dropped unread. */
export const STORED_MAX_LENGTH = RECENTLY_VIEWED_MAX * (NAME_MAX_LENGTH + 2 * PATH_MAX_LENGTH + 100);

/** The path (with query) of a same-origin http(s) URL, or null: a foreign origin, javascript:, data:… */
export function ownPath(raw: string, base?: string): string | null {
  if (raw.length > PATH_MAX_LENGTH) return null;
  const url = sameOriginUrl(raw, base);
  return url ? url.pathname + url.search : null;
}

/** One entry as stored, or null when any field is missing, of the wrong kind, too long, foreign or too old. */
export function parseEntry(raw: unknown, now: number, base?: string): ViewedProduct | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { id, name, url, image, at } = raw as Record<string, unknown>;
  if (!Number.isSafeInteger(id) || (id as number) <= 0) return null;
  if (typeof name !== 'string' || name.trim() === '' || name.length > NAME_MAX_LENGTH) return null;
  if (typeof url !== 'string' || typeof at !== 'number' || !Number.isFinite(at)) return null;
  if (image !== null && typeof image !== 'string') return null;
  if (now - at > RECENTLY_VIEWED_DAYS * DAY_MS || at > now + DAY_MS) return null;
  const path = ownPath(url, base);
  if (path === null || path !== url) return null;
  const picture = image === null ? null : ownPath(image, base);
  if (image !== null && picture !== image) return null;
  return { id: id as number, name, url: path, image: picture, at };
}

/**
 * The stored list: [] when absent, not JSON, not an array or too long; each bad, old or repeated
 * entry dropped; newest first, at most RECENTLY_VIEWED_MAX.
 */
export function parseViewed(raw: string | null, now: number, base?: string): ViewedProduct[] {
  if (raw === null || raw.length > STORED_MAX_LENGTH) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data) || data.length > RECENTLY_VIEWED_MAX) return [];
  const seen = new Set<number>();
  const list: ViewedProduct[] = [];
  for (const item of data) {
    const entry = parseEntry(item, now, base);
    if (entry && !seen.has(entry.id)) {
      seen.add(entry.id);
      list.push(entry);
    }
  }
  return list.sort((a, b) => b.at - a.at);
}

/** `product` viewed now: first, its earlier entry gone, the oldest past the cap dropped. */
export function withViewed(list: readonly ViewedProduct[], product: Omit<ViewedProduct, 'at'>, now: number): ViewedProduct[] {
  return [{ ...product, at: now }, ...list.filter((entry) => entry.id !== product.id)].slice(0, RECENTLY_VIEWED_MAX);
}

/** The entries a hook shows: not the product of its own page, and only those under its product path. */
export function shownEntries(list: readonly ViewedProduct[], currentId: number | null, productPath: string): ViewedProduct[] {
  return list.filter((entry) => entry.id !== currentId && entry.url.startsWith(productPath));
}
