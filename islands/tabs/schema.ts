import { string } from '../runtime/schema';

export const tabsSchema = {
  label: string(),
  selected: string(''),
};
