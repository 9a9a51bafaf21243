import { elementId, string } from '../runtime/schema';

export const popupSchema = {
  popupTemplate: elementId(),
  popupTitle: string(),
};
