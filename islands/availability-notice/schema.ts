import { elementId, integer, string } from '../runtime/schema';

export const availabilityNoticeSchema = {
  productId: integer(),
  formTemplate: elementId(),
  // Optional: its default is the island's words (below); the schema ships in boot, whose 3 KB carry no words.
  dialogTitle: string(null),
};

/** The pop-up's heading when the hook names none. */
export const DEFAULT_DIALOG_TITLE = 'Powiadom o dostępności';
