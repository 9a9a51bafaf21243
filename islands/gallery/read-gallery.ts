import type { PropsOf } from '../runtime/schema';
import { parseImageList } from './images';
import type { gallerySchema } from './schema';

/** What the gallery island takes from its server markup, once. */
export interface GalleryMarkup {
  /** The hook's nodes, adopted as they are around the main box and the thumbnail list. */
  nodes: readonly Node[];
  /** The `.gallery-main` box, whose size the theme fixes: the slider goes inside it, after its own nodes. */
  main: Element;
  /** The main box's own nodes, hidden while the slider shows (the main image moves into the slider). */
  mainNodes: readonly Node[];
  /** The server's main image, already loaded (often the LCP): the first slide whenever it shows the first image. */
  mainImage: { element: HTMLImageElement; src: string | null } | null;
  /** The thumbnail list, adopted around the thumbnails, and its own nodes. */
  thumbList: Element;
  thumbNodes: readonly Node[];
  /** The server's thumbnail links (`.gallery-thumb`), in order, kept while the server's images are shown. */
  thumbs: readonly Element[];
  /** The images `data-images` names, the gallery's until a variant brings others. */
  serverImages: readonly string[];
}

export function readGallery(element: HTMLElement, props: PropsOf<typeof gallerySchema>): GalleryMarkup {
  const main = element.querySelector('.gallery-main');
  const thumbList = element.querySelector('#gallery-thumbs, .gallery-thumbs');
  if (!main) throw new Error('no .gallery-main box inside the hook, for the slider');
  if (!thumbList) throw new Error('no #gallery-thumbs (or .gallery-thumbs) list inside the hook, for the thumbnails');
  const image = main.querySelector('img');
  return {
    nodes: [...element.childNodes],
    main,
    mainNodes: [...main.childNodes],
    mainImage: image && { element: image, src: image.getAttribute('src') },
    thumbList,
    thumbNodes: [...thumbList.childNodes],
    thumbs: [...thumbList.querySelectorAll('.gallery-thumb')],
    serverImages: parseImageList(props.images),
  };
}
