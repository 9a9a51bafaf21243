/**
 * The element id a URL fragment names (`#faq-3` → `faq-3`, percent-escapes decoded), or '' when there
 * is none. A fragment anyone can type into the address bar must never throw in a listener.
 */
export function fragmentId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return '';
  }
}
