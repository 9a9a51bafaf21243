import { integer, string } from '../runtime/schema';

export const gallerySchema = {
  productId: integer(),
  images: string(),
  alt: string(),
};
