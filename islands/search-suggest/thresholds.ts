import { SEARCH_SUGGEST_MIN_LENGTH_NARROW, SEARCH_SUGGEST_MIN_LENGTH_WIDE } from '../../shared/constants';

/** Suggestions are worth asking for only when the text is longer than the screen's threshold (spec §4, §5). */
export function wantsSuggestions(text: string, narrow: boolean): boolean {
  return text.trim().length > (narrow ? SEARCH_SUGGEST_MIN_LENGTH_NARROW : SEARCH_SUGGEST_MIN_LENGTH_WIDE);
}
