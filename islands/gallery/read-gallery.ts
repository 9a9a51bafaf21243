import type { PropsOf } from '../runtime/schema';
import { parseImageList } from './images';
import type { gallerySchema } from './schema';

/** The server's main image, already loaded (often the LCP): the first slide whenever it shows the first image. */
export interface ServerImage {
  element: HTMLImageElement;
  src: string | null;
  alt: string | null;
  /** The main box's child that holds the image (a link, say), or the image itself, and that child's nodes. */
  holder: Element;
  holderNodes: readonly Node[];
}

/** What the gallery island takes from its server markup, once. */
export interface GalleryMarkup {
  /** The hook's nodes, adopted as they are around the main box and the thumbnail list. */
  nodes: readonly Node[];
  /** The `.gallery-main` box, whose size the theme fixes: the slider goes inside it, after its own nodes. */
  main: Element;
  /** The main box's own nodes, hidden while the slider shows (the main image moves into the slider). */
  mainNodes: readonly Node[];
  mainImage: ServerImage | null;
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
  const holder = image?.closest('.gallery-main > *');
  return {
    nodes: [...element.childNodes],
    main,
    mainNodes: [...main.childNodes],
    mainImage: image && { element: image, src: image.getAttribute('src'), alt: image.getAttribute('alt'), holder: holder!, holderNodes: [...holder!.childNodes] },
    thumbList,
    thumbNodes: [...thumbList.childNodes],
    thumbs: [...thumbList.querySelectorAll('.gallery-thumb')],
    serverImages: parseImageList(props.images),
  };
}
