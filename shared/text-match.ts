/** Diacritics-insensitive text matching, so "lodz" finds "Łódź" (shoppers often type without Polish letters). */

/** Lower case without Polish (or any) diacritics; ł does not decompose, so it is mapped by hand. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLowerCase();
}

/** Every whitespace-separated token of the query occurs in the text (both normalised). */
export function matchesQuery(text: string, query: string): boolean {
  const tokens = normalize(query).split(/\s+/).filter(Boolean);
  if (tokens.length === 0) return false;
  const haystack = normalize(text);
  return tokens.every((token) => haystack.includes(token));
}
