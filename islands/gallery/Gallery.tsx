import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import type { OpenDialog } from '../../shared/state/dialog';
import { productVariants } from '../../shared/state/product-variant';
import { CarouselButton } from '../../shared/ui/carousel-button';
import { openDialog } from '../../shared/ui/dialog';
import { Adopt, adoptNodes } from '../../shared/ui/adopt';
import { useAwake } from '../../shared/ui/awake';
import { useServerNodes } from '../../shared/ui/server-nodes';
import type { PropsOf } from '../runtime/schema';
import type { IslandProps } from '../runtime/types';
import { afterImagePainted } from './after-paint';
import { wrapIndex } from './image-steps';
import { fullImage, imageAlt, safeImages, sameImages, smallImage, sourceImage } from './images';
import { Lightbox } from './Lightbox';
import { wasClick } from './press';
import { readGallery, type GalleryMarkup } from './read-gallery';
import { gallerySchema } from './schema';
import { useSlider } from './use-slider';

export const schema = gallerySchema;

type Props = PropsOf<typeof gallerySchema> & GalleryMarkup & IslandProps;

export const read = readGallery;

const ZOOM_ICON = 'M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Zm1 2v3h3v2h-3v3H9v-3H6V9h3V6h2Z';

/** The images shown, and which of them is in view. */
interface Shown {
  images: readonly string[];
  index: number;
}

/**
 * A ref for the first slide: the server's image, loaded already, moves in and is described as the
 * slide it now is; it goes back as it was when the slide goes.
 */
function useServerImage(image: HTMLImageElement | undefined, alt: string) {
  const adopt = useServerNodes(useMemo(() => (image ? [image] : []), [image]));
  return useCallback(
    (slide: HTMLElement | null) => {
      if (!slide || !image) return undefined;
      const serverAlt = image.getAttribute('alt');
      image.setAttribute('alt', alt);
      const putBack = adopt(slide);
      return () => {
        putBack?.();
        if (serverAlt === null) image.removeAttribute('alt');
        else image.setAttribute('alt', serverAlt);
      };
    },
    [image, alt, adopt],
  );
}

/**
 * The product gallery. It adopts the server's markup as it is; once the server's image has painted
 * (so the page's LCP does not wait for our code) a glide.js slider of the full-size images fills the
 * server's main-image box (same size, nothing shifts; the box's own nodes stay, hidden, and its image
 * moves into the first slide), with previous/next buttons and a magnifier that opens
 * the image in view in the shared pop-up as a lightbox. The thumbnails choose the slide; the chosen
 * variant's images, when they differ, replace slides and thumbnails.
 */
export default function Gallery({ productId, alt, nodes, main, mainNodes, mainImage, thumbList, thumbNodes, thumbs, serverImages, context }: Props) {
  useSignals();
  const awake = useAwake();
  // The images alone: a pending variant keeps the previous images, so choosing an option does not draw the gallery again.
  const variantImages = useComputed(() => productVariants.value.get(productId)?.images ?? null).value;
  const [shown, setShown] = useState<Shown>({ images: serverImages, index: 0 });
  const [enhanced, setEnhanced] = useState(false);
  const { images, index } = shown;
  const count = images.length;

  const moveTo = useCallback((next: number) => setShown((now) => (now.index === next ? now : { ...now, index: next })), []);
  const { sliderRef, go } = useSlider({ images: enhanced ? images : null, index, onMove: moveTo });
  // Before the slider exists a thumbnail still chooses: the slider then starts there.
  const show = (target: number) => {
    const next = wrapIndex(target, count);
    moveTo(next);
    go(next);
  };

  useEffect(() => {
    let live = true;
    void afterImagePainted(mainImage?.element ?? null).then(() => {
      if (live) setEnhanced(true);
    });
    return () => {
      live = false;
    };
  }, [mainImage]);

  // A new variant's images replace the slides while rendering, so no frame shows the old ones with the
  // new index. Not while hydrating, which must draw the server's images: those of a variant answered
  // before the gallery woke replace them from the awake render on. A variant with none of its own
  // (ASP.NET answers `"Images": []`) shows the product's, as the server rendered them, not the last
  // variant's.
  const [variantShown, setVariantShown] = useState<readonly string[] | null>(null);
  if (awake && variantImages !== variantShown) {
    setVariantShown(variantImages);
    const wanted = variantImages ? safeImages(variantImages) : [];
    const next = wanted.length > 0 ? wanted : serverImages;
    if (!sameImages(next, images)) setShown({ images: next, index: 0 });
  }
  useEffect(() => {
    if (variantImages && safeImages(variantImages).length < variantImages.length) context.report('skipped variant images whose names are not bare file names');
  }, [variantImages, context]);

  const zoomRef = useRef<HTMLButtonElement>(null);
  const lastSeen = useRef(0);
  const lightbox = useRef<OpenDialog | null>(null);
  const openLightbox = () => {
    lastSeen.current = index;
    lightbox.current = openDialog({
      title: alt,
      content: <Lightbox images={images} alt={alt} startAt={index} onShow={(seen) => (lastSeen.current = seen)} />,
      opener: zoomRef.current,
      className: 'sf-lightbox',
      onClose: () => {
        lightbox.current = null;
        show(lastSeen.current);
      },
    });
  };
  // No lightbox outlives its gallery.
  useEffect(() => () => void lightbox.current?.dismiss(), []);

  const pressX = useRef(0);
  const slidesId = useId();
  const firstIsServer = mainImage !== null && mainImage.src === fullImage(images[0]!);
  const serverImageRef = useServerImage(firstIsServer ? mainImage.element : undefined, imageAlt(alt, 0, count));

  // While the slider shows, the box's own nodes hide: a link that lent its image would be an empty
  // link. The image itself is left alone while it is the first slide (React still holds it in the box).
  const hideInBox = (node: Element) => (enhanced && !(firstIsServer && node === mainImage.element) ? true : undefined);
  const slider = (
    <>
      <div className="glide gallery-slider" ref={sliderRef}>
        <div
          className="glide__track"
          data-glide-el="track"
          onPointerDown={(event) => (pressX.current = event.clientX)}
          onClick={(event) => {
            if (wasClick(pressX.current, event.clientX)) openLightbox();
          }}
        >
          <div className="glide__slides" id={slidesId}>
            {images.map((name, i) =>
              i === 0 && firstIsServer ? (
                <div key={`${i}:${name}`} className="glide__slide gallery-slide" aria-hidden={i !== index} ref={serverImageRef} />
              ) : (
                <div key={`${i}:${name}`} className="glide__slide gallery-slide" aria-hidden={i !== index}>
                  <img src={fullImage(name)} width={800} height={800} alt={imageAlt(alt, i, count)} decoding="async" loading={i > 0 ? 'lazy' : undefined} />
                </div>
              ),
            )}
          </div>
        </div>
      </div>
      <CarouselButton className="gallery-main__nav gallery-main__nav--prev" label="Poprzednie zdjęcie" glyph="‹" aria-controls={slidesId} hidden={count < 2} onClick={() => show(index - 1)} />
      <CarouselButton className="gallery-main__nav gallery-main__nav--next" label="Następne zdjęcie" glyph="›" aria-controls={slidesId} hidden={count < 2} onClick={() => show(index + 1)} />
      <button type="button" className="gallery-main__zoom" aria-label="Powiększ zdjęcie" ref={zoomRef} onClick={openLightbox}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d={ZOOM_ICON} />
        </svg>
      </button>
    </>
  );
  const mainBox = (
    <Adopt node={main}>
      {mainNodes.map((node, key) =>
        node instanceof Element ? <Adopt key={key} node={node} hidden={hideInBox(node)} /> : node instanceof Text ? node.data : null,
      )}
      {enhanced && slider}
    </Adopt>
  );

  const thumbProps = (i: number) => ({
    'aria-current': i === index ? ('true' as const) : undefined,
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      show(i);
    },
  });
  // The server's own thumbnails (links and loaded images) stay, hidden while a variant's images show:
  // React never takes a node of the theme's out, so they are there again when the server's images return.
  const serverShown = sameImages(images, serverImages);
  const serverThumbs = new Map<Element, ReactNode>(
    thumbs.map((link, i) => {
      const item = link.closest('li') ?? link;
      const hidden = serverShown ? undefined : true;
      const ownLink = <Adopt node={link} {...(serverShown ? thumbProps(i) : {})} hidden={item === link ? hidden : undefined} />;
      return [item, item === link ? ownLink : <Adopt node={item} hidden={hidden}>{adoptNodes([...item.childNodes], new Map([[link, ownLink]]))}</Adopt>];
    }),
  );
  const thumbItems: ReactNode = (
    <>
      {adoptNodes(thumbNodes, serverThumbs)}
      {!serverShown &&
        images.map((name, i) => (
          <li key={`${i}:${name}`}>
            <a className="gallery-thumb" href={sourceImage(name)} {...thumbProps(i)}>
              <img src={smallImage(name)} width={240} height={240} alt={imageAlt(alt, i, count)} />
            </a>
          </li>
        ))}
    </>
  );

  const owned = new Map<Element, ReactNode>([
    [main, mainBox],
    [thumbList, <Adopt node={thumbList}>{thumbItems}</Adopt>],
  ]);
  return adoptNodes(nodes, owned);
}
