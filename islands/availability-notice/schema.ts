import { elementId, integer, string } from '../runtime/schema';

export const availabilityNoticeSchema = {
  productId: integer(),
  formTemplate: elementId(),
  // Optional: its default is the message availability-notice.title; the schema ships in boot, whose 3 KB carry no words.
  dialogTitle: string(null),
};
