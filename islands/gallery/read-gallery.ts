import type { PropsOf } from '../runtime/schema';
import { parseImageList } from './images';
import type { gallerySchema } from './schema';

/** What the gallery island takes from its server markup, once. */
export interface GalleryMarkup {
  /** The hook's nodes, drawn again around the React-drawn main box and thumbnail list (ServerTree). */
  nodes: readonly Node[];
  /** The `.gallery-main` box, whose size the theme fixes: the slider goes inside it. */
  main: Element;
  /** The server's main image, already loaded (often the LCP): the first slide whenever it shows the first image. */
  mainImage: { element: HTMLImageElement; src: string | null } | null;
  /** The thumbnail list, drawn again around the thumbnails. */
  thumbList: Element;
  /** The server's thumbnail links (`.gallery-thumb`), in order, kept while the server's images are shown. */
  thumbs: readonly Element[];
  /** The images `data-images` names, the gallery's until a variant brings others. */
  serverImages: readonly string[];
}

export function readGallery(element: HTMLElement, props: PropsOf<typeof gallerySchema>): GalleryMarkup {
  const main = element.querySelector('.gallery-main');
  const thumbList = element.querySelector('#gallery-thumbs, .gallery-thumbs');
  if (!main || !thumbList) throw new Error('the hook needs a .gallery-main box and a #gallery-thumbs list');
  const image = main.querySelector('img');
  return {
    nodes: [...element.childNodes],
    main,
    mainImage: image && { element: image, src: image.getAttribute('src') },
    thumbList,
    thumbs: [...thumbList.querySelectorAll('.gallery-thumb')],
    serverImages: parseImageList(props.images),
  };
}
