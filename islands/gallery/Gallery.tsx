import { useSignals } from '@preact/signals-react/runtime';
import { adoptNodes } from '../../shared/ui/adopt';
import type { PropsOf } from '../runtime/schema';
import type { IslandProps } from '../runtime/types';
import { MainSlider } from './MainSlider';
import { readGallery, type GalleryMarkup } from './read-gallery';
import { gallerySchema } from './schema';
import { Thumbnails } from './Thumbnails';
import { useShownImages } from './use-shown-images';

export const schema = gallerySchema;
export const read = readGallery;

type Props = PropsOf<typeof gallerySchema> & GalleryMarkup & IslandProps;

/**
 * The product gallery: the server's markup, adopted as it is around its main-image box, which becomes
 * a slider, and its thumbnail list, which chooses the slide. The chosen variant's images, when they
 * differ, replace slides and thumbnails.
 */
export default function Gallery(props: Props) {
  useSignals();
  const { productId, nodes, main, thumbList, serverImages, context } = props;
  const shown = { ...props, ...useShownImages(productId, serverImages, context) };
  return adoptNodes(
    nodes,
    new Map([
      [main, <MainSlider {...shown} />],
      [thumbList, <Thumbnails {...shown} />],
    ]),
  );
}
