/** The URL when `raw` is an http(s) URL on the page's own origin; null for anything else (empty, foreign, javascript:). */
export function sameOriginUrl(raw: string, base: string = location.href): URL | null {
  if (raw.trim() === '') return null;
  try {
    const url = new URL(raw, base);
    return url.origin === new URL(base).origin && /^https?:$/.test(url.protocol) ? url : null;
  } catch {
    return null;
  }
}
