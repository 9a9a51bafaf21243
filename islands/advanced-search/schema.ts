import { string } from '../runtime/schema';

export const advancedSearchSchema = {
  categoryField: string('category'),
  producerField: string('producer'),
};
