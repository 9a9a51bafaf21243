import { boolean } from '../runtime/schema';

export const disclosureSchema = {
  closeOutside: boolean(true),
};
