import { IMAGE_PATH_FULL, IMAGE_PATH_SMALL, IMAGE_PATH_SOURCE } from '../../shared/constants';
import { message } from '../../shared/messages/message';

/** A bare file name: nothing that could climb out of the image folders or become another URL. */
const FILE_NAME = /^[\w][\w.-]*$/;

/** `data-images="a.png, b.png"` → the file names; throws naming the first bad one. */
export function parseImageList(raw: string): string[] {
  const names = raw.split(',').map((name) => name.trim()).filter((name) => name !== '');
  if (names.length === 0) throw new Error('data-images lists no image file name');
  const bad = names.find((name) => !FILE_NAME.test(name));
  if (bad !== undefined) throw new Error(`data-images holds ${JSON.stringify(bad)}, which is not a bare file name`);
  return names;
}

/** The variant's images that are safe to show; when none is, the gallery shows the product's own. */
export const safeImages = (names: readonly string[]): string[] => names.filter((name) => FILE_NAME.test(name));

export const smallImage = (name: string) => IMAGE_PATH_SMALL + name;
export const fullImage = (name: string) => IMAGE_PATH_FULL + name;
export const sourceImage = (name: string) => IMAGE_PATH_SOURCE + name;

/** "Kurtka – zdjęcie 2 z 3" for the image at `index` (0-based). */
export const imageAlt = (alt: string, index: number, count: number) => message('gallery.image-alt', { alt, position: index + 1, count });

export const sameImages = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((name, i) => name === b[i]);
