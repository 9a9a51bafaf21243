import { useId, useMemo, useRef, type MouseEvent, type PointerEvent } from 'react';
import { CarouselButton } from '../../shared/ui/carousel-button';
import { message } from '../../shared/messages/message';
import { Adopt, adoptNodes } from '../../shared/ui/adopt';
import { useServerNodes } from '../../shared/ui/server-nodes';
import { fullImage, imageAlt } from './images';
import { wasClick } from './press';
import type { GalleryMarkup } from './read-gallery';
import { useImagePainted } from './use-image-painted';
import { useLightbox } from './use-lightbox';
import { useSlider } from './use-slider';

const ZOOM_ICON = 'M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Zm1 2v3h3v2h-3v3H9v-3H6V9h3V6h2Z';

type MainSliderProps = Pick<GalleryMarkup, 'main' | 'mainNodes' | 'mainImage'> & {
  images: readonly string[];
  index: number;
  /** The product name, for the images' alt text. */
  alt: string;
  onShow: (index: number) => void;
};

/**
 * The main-image box, adopted. Once the server's image has painted (so the page's LCP does not wait
 * for our code) a glide.js slider of the full-size images fills it (same size, nothing shifts), with
 * previous/next buttons and a magnifier that opens the image in view in a lightbox, as a click on
 * the image does. The box's own nodes stay, hidden while the slider shows: a link that lent its image
 * would be an empty link. The server's image, loaded already, moves into the first slide whenever that
 * slide shows it, described as the slide it is; it goes back as it was when the slide goes.
 */
export function MainSlider({ main, mainNodes, mainImage: image, images, index, alt, onShow }: MainSliderProps) {
  const enhanced = useImagePainted(image?.element ?? null);
  const sliderRef = useSlider({ images: enhanced ? images : null, index, onMove: onShow });
  const { opener, open: openLightbox } = useLightbox({ images, alt, index, onClose: onShow });
  const moveImageIn = useServerNodes(useMemo(() => (image ? [image.element] : []), [image]));
  const pressX = useRef(0);
  const slidesId = useId();
  const count = images.length;
  const imageSlid = enhanced && image !== null && image.src === fullImage(images[0]!);

  // A click on the image in view opens it in the lightbox; a swipe does not.
  const press = {
    onPointerDown: (event: PointerEvent) => (pressX.current = event.clientX),
    onClick: (event: MouseEvent) => {
      if (wasClick(pressX.current, event.clientX)) openLightbox();
    },
  };
  // React holds the server's image in the box it came from, so its events reach React there, not
  // through the slide's track: as the first slide, it takes the track's handlers itself.
  const imageProps = imageSlid ? { alt: imageAlt(alt, 0, count), ...press } : { alt: image?.alt ?? undefined };
  const boxNode = (node: Node, key: number) => {
    if (!(node instanceof Element)) return node instanceof Text ? node.data : null;
    const isImage = node === image?.element;
    // The image is React's wherever it sits in the box: the box's node holding it is adopted around it.
    return (
      <Adopt key={key} node={node} hidden={(enhanced && !(imageSlid && isImage)) || undefined} {...(isImage && imageProps)}>
        {node === image?.holder && !isImage ? adoptNodes(image.holderNodes, new Map([[image.element, <Adopt node={image.element} {...imageProps} />]])) : undefined}
      </Adopt>
    );
  };
  return (
    <Adopt node={main}>
      {mainNodes.map(boxNode)}
      {enhanced && (
        <>
          <div className="glide gallery-slider" ref={sliderRef}>
            <div className="glide__track" data-glide-el="track" {...press}>
              <div className="glide__slides" id={slidesId}>
                {images.map((name, i) => (
                  <div key={`${i}:${name}`} className="glide__slide gallery-slide" aria-hidden={i !== index} ref={i === 0 && imageSlid ? moveImageIn : undefined}>
                    {(i > 0 || !imageSlid) && <img src={fullImage(name)} width={800} height={800} alt={imageAlt(alt, i, count)} decoding="async" loading={i > 0 ? 'lazy' : undefined} />}
                  </div>
                ))}
              </div>
            </div>
          </div>
          <CarouselButton className="gallery-main__nav gallery-main__nav--prev" label={message('gallery.previous')} glyph="‹" aria-controls={slidesId} hidden={count < 2} onClick={() => onShow(index - 1)} />
          <CarouselButton className="gallery-main__nav gallery-main__nav--next" label={message('gallery.next')} glyph="›" aria-controls={slidesId} hidden={count < 2} onClick={() => onShow(index + 1)} />
          <button type="button" className="gallery-main__zoom" aria-label={message('gallery.zoom')} ref={opener} onClick={openLightbox}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path fill="currentColor" d={ZOOM_ICON} />
            </svg>
          </button>
        </>
      )}
    </Adopt>
  );
}
