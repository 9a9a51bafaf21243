import { boolean } from '../runtime/schema';

export const searchSuggestSchema = {
  keepRecent: boolean(true),
};
