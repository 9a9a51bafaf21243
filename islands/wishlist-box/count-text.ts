/**
 * The theme's count text with its first number replaced by `count`: "(2)", "2 produkty", "Schowek: 2".
 * A text with no number gets the number after it.
 */
export const countText = (themeText: string, count: number): string =>
  /\d+/.test(themeText) ? themeText.replace(/\d+/, String(count)) : `${themeText}${count}`;
