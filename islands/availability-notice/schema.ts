import { elementId, integer, string } from '../runtime/schema';

export const availabilityNoticeSchema = {
  productId: integer(),
  formTemplate: elementId(),
  dialogTitle: string('Powiadom o dostępności'),
};
