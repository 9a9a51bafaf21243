import Glide, { Images, Swipe } from '@glidejs/glide/dist/glide.modular.esm.js';
import { effect } from '@preact/signals-react';
import { SLIDE_ANIMATION_MS } from '../../shared/constants';
import { productVariants } from '../../shared/state/product-variant';
import type { PropsOf } from '../runtime/schema';
import type { IslandModule } from '../runtime/types';
import { afterImagePainted } from './after-paint';
import { fullImage, imageAlt, parseImageList, safeImages, sameImages, smallImage, sourceImage } from './images';
import { openLightbox } from './lightbox';
import type { gallerySchema } from './schema';

const ZOOM_ICON = 'M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Zm1 2v3h3v2h-3v3H9v-3H6V9h3V6h2Z';
/** A pointer that moved further than this between press and click was swiping, not clicking. */
const CLICK_SLOP_PX = 6;

function button(className: string, label: string, text: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = className;
  element.setAttribute('aria-label', label);
  element.textContent = text;
  return element;
}

function zoomButton(): HTMLButtonElement {
  const element = button('gallery-main__zoom', 'Powiększ zdjęcie', '');
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('width', '24');
  svg.setAttribute('height', '24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute('fill', 'currentColor');
  path.setAttribute('d', ZOOM_ICON);
  svg.append(path);
  element.append(svg);
  return element;
}

/**
 * The product gallery: a glide.js slider of the full-size images in the server's main-image box
 * (same size, so nothing shifts), thumbnails that choose the slide, a magnifier that opens the
 * active image in a lightbox, and a rebuild whenever the chosen variant brings other images.
 */
const gallery: IslandModule<PropsOf<typeof gallerySchema>> = {
  mount(element, props, context) {
    const mainBox = element.querySelector<HTMLElement>('.gallery-main');
    const thumbList = element.querySelector<HTMLElement>('#gallery-thumbs, .gallery-thumbs');
    if (!mainBox || !thumbList) throw new Error('the hook needs a .gallery-main box and a #gallery-thumbs list');
    const main: HTMLElement = mainBox;
    const thumbs: HTMLElement = thumbList;
    let images = parseImageList(props.images);
    let index = 0;
    let glide: Glide | undefined;
    const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)').matches;

    const serverImage = main.querySelector<HTMLImageElement>('img');
    const slider = document.createElement('div');
    slider.className = 'glide gallery-slider';
    const track = document.createElement('div');
    track.className = 'glide__track';
    track.dataset.glideEl = 'track';
    const slides = document.createElement('div');
    slides.className = 'glide__slides';
    track.append(slides);
    slider.append(track);
    const previous = button('gallery-main__nav gallery-main__nav--prev', 'Poprzednie zdjęcie', '‹');
    const next = button('gallery-main__nav gallery-main__nav--next', 'Następne zdjęcie', '›');
    const zoom = zoomButton();

    const syncActive = () => {
      [...slides.children].forEach((slide, i) => slide.setAttribute('aria-hidden', String(i !== index)));
      thumbs.querySelectorAll('.gallery-thumb').forEach((thumb, i) => thumb.toggleAttribute('aria-current', i === index));
      previous.hidden = next.hidden = images.length < 2;
    };

    function buildSlides(): void {
      const nodes = images.map((name, i) => {
        const slide = document.createElement('div');
        slide.className = 'glide__slide gallery-slide';
        // The server's main image is kept when it is the first slide: it is already loaded (often the LCP).
        const reuse = i === 0 && serverImage && serverImage.getAttribute('src') === fullImage(name) ? serverImage : null;
        const image = reuse ?? document.createElement('img');
        if (!reuse) {
          image.src = fullImage(name);
          image.width = 800;
          image.height = 800;
          image.decoding = 'async';
          if (i > 0) image.loading = 'lazy';
        }
        image.alt = imageAlt(props.alt, i, images.length);
        image.draggable = false;
        slide.append(image);
        return slide;
      });
      slides.replaceChildren(...nodes);
    }

    function buildThumbs(): void {
      thumbs.replaceChildren(
        ...images.map((name, i) => {
          const item = document.createElement('li');
          const link = document.createElement('a');
          link.className = 'gallery-thumb';
          link.href = sourceImage(name);
          const image = document.createElement('img');
          image.src = smallImage(name);
          image.width = 240;
          image.height = 240;
          image.alt = imageAlt(props.alt, i, images.length);
          link.append(image);
          item.append(link);
          return item;
        }),
      );
    }

    function mountGlide(): void {
      glide?.destroy();
      glide = new Glide(slider, {
        type: 'slider',
        perView: 1,
        gap: 0,
        startAt: index,
        keyboard: false,
        rewind: true,
        // Every thumbnail click counts, even in the middle of a slide.
        waitForTransition: false,
        animationDuration: reducedMotion ? 0 : SLIDE_ANIMATION_MS,
      });
      glide.on('run', () => {
        index = glide?.index ?? 0;
        syncActive();
      });
      glide.mount({ Swipe, Images });
      syncActive();
    }

    // glide owns the index: its 'run' event (swipes included) updates ours.
    const go = (target: number) => glide?.go(`=${(target + images.length) % images.length}`);

    function enhance(): () => void {
      buildSlides();
      main.replaceChildren(slider, previous, next, zoom);
      mountGlide();

      const openZoom = () =>
        openLightbox({ images, index, alt: props.alt, opener: zoom, onClose: (last) => last !== index && go(last) });

      let pressX = 0;
      const onPress = (event: PointerEvent) => (pressX = event.clientX);
      const onSlideClick = (event: MouseEvent) => {
        if (Math.abs(event.clientX - pressX) <= CLICK_SLOP_PX) openZoom();
      };
      const onThumbClick = (event: MouseEvent) => {
        const link = event.target instanceof Element ? event.target.closest('.gallery-thumb') : null;
        if (!link) return;
        event.preventDefault();
        go([...thumbs.querySelectorAll('.gallery-thumb')].indexOf(link));
      };
      const onPrevious = () => go(index - 1);
      const onNext = () => go(index + 1);

      track.addEventListener('pointerdown', onPress);
      track.addEventListener('click', onSlideClick);
      thumbs.addEventListener('click', onThumbClick);
      previous.addEventListener('click', onPrevious);
      next.addEventListener('click', onNext);
      zoom.addEventListener('click', openZoom);

      const stopFollowing = effect(() => {
        const variant = productVariants.value.get(props.productId);
        if (variant?.status !== 'confirmed' || !variant.images) return;
        const wanted = safeImages(variant.images);
        if (wanted.length < variant.images.length) context.report('skipped variant images whose names are not bare file names');
        if (wanted.length === 0 || sameImages(wanted, images)) return;
        images = wanted;
        index = 0;
        buildSlides();
        buildThumbs();
        mountGlide();
      });

      return () => {
        stopFollowing();
        glide?.destroy();
        track.removeEventListener('pointerdown', onPress);
        track.removeEventListener('click', onSlideClick);
        thumbs.removeEventListener('click', onThumbClick);
      };
    }

    let stopped = false;
    let teardown: (() => void) | undefined;
    afterImagePainted(serverImage)
      .then(() => {
        if (!stopped) teardown = enhance();
      })
      .catch((error: unknown) => context.report('could not build the gallery; the server images stay', error));
    return () => {
      stopped = true;
      teardown?.();
    };
  },
};

export default gallery;
