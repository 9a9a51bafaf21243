// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activeDialog } from '../../shared/state/dialog';
import { setProductVariant, type ProductVariant } from '../../shared/state/product-variant';
import { fakeReducedMotion } from '../../test-support/fake-reduced-motion';
import { pressEscape } from '../../test-support/press-escape';
import { renderIsland, strict, testContext } from '../../test-support/test-context';
import { mountIsland } from '../runtime/react-root';
import * as gallery from './Gallery';

const ALT = 'Kurtka zimowa';
const IMAGES = ['p-03-a.png', 'p-03-b.png', 'p-01-a.png'];

function page(images: readonly string[]): string {
  const thumbs = images
    .map((name, i) => `<li><a class="gallery-thumb" href="/dane/source/${name}"${i === 0 ? ' aria-current="true"' : ''}><img src="/dane/small/${name}" width="240" height="240" alt="${ALT} – zdjęcie ${i + 1} z ${images.length}" loading="lazy"></a></li>`)
    .join('');
  return `<p><a href="/" id="before">Start</a></p><section class="product-gallery" id="product-gallery" aria-label="Zdjęcia produktu" data-island="gallery">
<figure class="gallery-main"><a class="gallery-main__link" href="/dane/source/${images[0]}"><img id="gallery-main-image" src="/dane/full/${images[0]}" width="800" height="800" alt="${ALT}"></a></figure>
<ul class="gallery-thumbs" id="gallery-thumbs">${thumbs}</ul>
</section>`;
}

let hook: HTMLElement;
/** Mounts on the page set up already, or on a fresh one. */
const mount = (images = IMAGES) => {
  if (!document.getElementById('product-gallery')) document.body.innerHTML = page(images);
  hook = document.getElementById('product-gallery')!;
  return renderIsland(gallery, hook, { productId: 1, images: images.join(','), alt: ALT });
};
/** Mounted, and the slider built once the server's image has painted. */
const mountSlider = async (images = IMAGES) => {
  const mounted = mount(images);
  await screen.findByRole('button', { name: 'Powiększ zdjęcie' });
  return mounted;
};

const slides = () => [...hook.querySelectorAll<HTMLElement>('.glide__slide')];
const activeSlide = () => slides().findIndex((slide) => slide.getAttribute('aria-hidden') === 'false');
const activeImage = () => hook.querySelector('.glide__slide[aria-hidden="false"] img')!.getAttribute('src');
// The thumbnails shown: the server's stay, hidden, while a variant's images show.
const thumbLinks = () => within(within(hook).getByRole('list')).getAllByRole('link');
const currentThumbs = () => thumbLinks().flatMap((link, i) => (link.hasAttribute('aria-current') ? [[i, link.getAttribute('aria-current')]] : []));
const button = (name: string) => within(hook).getByRole('button', { name });
const zoom = () => button('Powiększ zdjęcie');
const lightbox = () => screen.getByRole('dialog', { name: ALT });
const lightboxImage = () => within(lightbox()).getByRole('img').getAttribute('src');
const variant = (images: readonly string[] | null, status: ProductVariant['status'] = 'confirmed') =>
  act(async () => setProductVariant(1, { optionId: 7, status, cartEnabled: true, images }));

beforeEach(() => {
  fakeReducedMotion(true);
  document.body.innerHTML = '';
});
afterEach(() => {
  activeDialog.peek()?.dismiss();
  setProductVariant(1, undefined);
});

describe('gallery island', () => {
  it('adopts the server markup, then fills the same box with a slider, the loaded image moved in as the first slide', async () => {
    document.body.innerHTML = page(IMAGES);
    const serverImage = document.getElementById('gallery-main-image')!;
    const serverThumbImages = [...document.querySelectorAll('#gallery-thumbs img')];
    const serverElements = [...document.querySelectorAll('#product-gallery *')];
    mount();
    const box = hook.querySelector('.gallery-main')!;
    expect(box.querySelector('.gallery-main__link > img')).toBe(serverImage);
    expect(hook.querySelector('.glide')).toBeNull();

    await screen.findByRole('button', { name: 'Powiększ zdjęcie' });
    expect(hook.querySelector('.gallery-main')).toBe(box);
    // The box's own link stays, emptied of the image it lent the slider.
    expect([...box.children].map((child) => child.className)).toEqual([
      'gallery-main__link',
      'glide gallery-slider glide--ltr glide--slider glide--swipeable',
      'carousel-control gallery-main__nav gallery-main__nav--prev',
      'carousel-control gallery-main__nav gallery-main__nav--next',
      'gallery-main__zoom',
    ]);
    expect(slides()).toHaveLength(3);
    expect(slides()[0]!.firstElementChild).toBe(serverImage);
    expect(serverImage.getAttribute('alt')).toBe(`${ALT} – zdjęcie 1 z 3`);
    expect(slides().map((slide) => slide.querySelector('img')!.getAttribute('src'))).toEqual(IMAGES.map((name) => `/dane/full/${name}`));
    expect(activeImage()).toBe('/dane/full/p-03-a.png');
    expect(button('Następne zdjęcie').getAttribute('aria-controls')).toBe(hook.querySelector('.glide__slides')!.id);
    // The thumbnails are the server's, adopted.
    expect([...hook.querySelectorAll('#gallery-thumbs img')]).toEqual(serverThumbImages);
    expect(serverElements.every((element) => element.isConnected)).toBe(true);
    expect(box.querySelector('.gallery-main__link')!.childElementCount).toBe(0);
    expect(thumbLinks().map((link) => link.getAttribute('href'))).toEqual(IMAGES.map((name) => `/dane/source/${name}`));
    expect(currentThumbs()).toEqual([[0, 'true']]);
  });

  it('by mouse: a thumbnail shows its slide instead of opening the image; previous and next go round', async () => {
    await mountSlider();
    await userEvent.click(thumbLinks()[2]!);
    expect(activeImage()).toBe('/dane/full/p-01-a.png');
    expect(currentThumbs()).toEqual([[2, 'true']]);
    expect(location.pathname).not.toBe('/dane/source/p-01-a.png');
    await userEvent.click(button('Następne zdjęcie'));
    expect(activeSlide()).toBe(0);
    expect(currentThumbs()).toEqual([[0, 'true']]);
    await userEvent.click(button('Poprzednie zdjęcie'));
    expect(activeImage()).toBe('/dane/full/p-01-a.png');
  });

  it('a thumbnail chosen before the slider exists is where the slider starts', async () => {
    mount();
    await userEvent.setup({ delay: null }).click(thumbLinks()[1]!);
    expect(hook.querySelector('.glide')).toBeNull();
    expect(currentThumbs()).toEqual([[1, 'true']]);
    await screen.findByRole('button', { name: 'Powiększ zdjęcie' });
    expect(activeImage()).toBe('/dane/full/p-03-b.png');
  });

  it('by keyboard: Enter on a thumbnail, the magnifier opens the lightbox, arrows move, Escape closes, focus and slider follow', async () => {
    await mountSlider();
    thumbLinks()[1]!.focus();
    await userEvent.keyboard('{Enter}');
    expect(activeImage()).toBe('/dane/full/p-03-b.png');
    zoom().focus();
    await userEvent.keyboard('{Enter}');
    expect(lightboxImage()).toBe('/dane/source/p-03-b.png');
    expect(lightbox().textContent).toContain('Zdjęcie 2 z 3');
    expect(lightbox().classList.contains('sf-lightbox')).toBe(true);
    within(lightbox()).getByRole('button', { name: 'Zamknij' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(lightboxImage()).toBe('/dane/source/p-01-a.png');
    expect(lightbox().textContent).toContain('Zdjęcie 3 z 3');
    await userEvent.keyboard('{ArrowRight}{ArrowLeft}{ArrowLeft}');
    expect(lightbox().textContent).toContain('Zdjęcie 2 z 3');
    await userEvent.keyboard('{ArrowLeft}');
    expect(lightboxImage()).toBe('/dane/source/p-03-a.png');
    await pressEscape(lightbox() as HTMLDialogElement);
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    expect(document.activeElement).toBe(zoom());
    expect(activeImage()).toBe('/dane/full/p-03-a.png');
    expect(currentThumbs()).toEqual([[0, 'true']]);
  });

  it('by mouse: a click on the image opens the lightbox, its buttons move, the close button closes; a swipe opens nothing', async () => {
    await mountSlider();
    const user = userEvent.setup();
    const image = slides()[0]!.querySelector('img')!;
    await user.pointer([
      { keys: '[MouseLeft>]', target: image, coords: { clientX: 300 } },
      { target: image, coords: { clientX: 200 } },
      { keys: '[/MouseLeft]', target: image, coords: { clientX: 200 } },
    ]);
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();

    await user.click(image);
    expect(lightboxImage()).toBe('/dane/source/p-03-a.png');
    await user.click(within(lightbox()).getByRole('button', { name: 'Poprzednie zdjęcie' }));
    expect(lightbox().textContent).toContain('Zdjęcie 3 z 3');
    await user.click(within(lightbox()).getByRole('button', { name: 'Następne zdjęcie' }));
    await user.click(within(lightbox()).getByRole('button', { name: 'Następne zdjęcie' }));
    expect(lightboxImage()).toBe('/dane/source/p-03-b.png');
    await user.click(within(lightbox()).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    // Focus goes to the magnifier, the lightbox's keyboard way in, whatever opened it.
    expect(document.activeElement).toBe(zoom());
    expect(activeImage()).toBe('/dane/full/p-03-b.png');
  });

  it('a variant with other images rebuilds slides and thumbnails; a pending one and one with the same images change nothing', async () => {
    await mountSlider();
    await userEvent.click(thumbLinks()[2]!);
    const before = slides();

    const shownImages = ['p-03-a.png', 'p-03-b.png', 'p-01-a.png'];
    await variant(shownImages);
    // A pending choice keeps the images of the choice before it (product-variant.ts).
    await variant(shownImages, 'pending');
    expect(slides()).toEqual(before);
    expect(activeSlide()).toBe(2);

    await variant(['p-01-a.png', 'p-01-b.png']);
    expect(slides()).toHaveLength(2);
    expect(activeImage()).toBe('/dane/full/p-01-a.png');
    expect(thumbLinks().map((link) => within(link).getByRole('img')).map((image) => [image.getAttribute('src'), image.getAttribute('alt')])).toEqual([
      ['/dane/small/p-01-a.png', `${ALT} – zdjęcie 1 z 2`],
      ['/dane/small/p-01-b.png', `${ALT} – zdjęcie 2 z 2`],
    ]);
    expect(thumbLinks().map((link) => link.getAttribute('href'))).toEqual(['/dane/source/p-01-a.png', '/dane/source/p-01-b.png']);
    expect(currentThumbs()).toEqual([[0, 'true']]);
    await userEvent.click(thumbLinks()[1]!);
    expect(activeImage()).toBe('/dane/full/p-01-b.png');
    await userEvent.click(zoom());
    expect(lightboxImage()).toBe('/dane/source/p-01-b.png');
    expect(lightbox().textContent).toContain('Zdjęcie 2 z 2');
  });

  it("a variant bringing the server's images back shows the server's loaded image and thumbnails again", async () => {
    document.body.innerHTML = page(IMAGES);
    const serverImage = document.getElementById('gallery-main-image')!;
    const serverThumb = document.querySelector('#gallery-thumbs img');
    await mountSlider();
    await variant(['p-02-a.png', 'p-02-b.png']);
    // Back in its own link, which hides while the slider shows other images, with the theme's alt.
    expect(serverImage.parentElement!.hidden).toBe(true);
    expect(slides().some((slide) => slide.contains(serverImage))).toBe(false);
    expect(serverImage.getAttribute('alt')).toBe(ALT);
    await variant([...IMAGES]);
    expect(slides()[0]!.firstElementChild).toBe(serverImage);
    expect(serverImage.getAttribute('alt')).toBe(`${ALT} – zdjęcie 1 z 3`);
    expect(hook.querySelector('#gallery-thumbs img')).toBe(serverThumb);
    expect(activeSlide()).toBe(0);
  });

  it("a variant with no images of its own (ASP.NET's empty list) shows the product's again, not the last variant's", async () => {
    document.body.innerHTML = page(IMAGES);
    const serverImage = document.getElementById('gallery-main-image')!;
    await mountSlider();
    await variant(['p-02-a.png', 'p-02-b.png']);
    expect(activeImage()).toBe('/dane/full/p-02-a.png');
    await variant([]);
    expect(slides()).toHaveLength(3);
    expect(slides()[0]!.firstElementChild).toBe(serverImage);
    expect(thumbLinks().map((link) => link.getAttribute('href'))).toEqual(IMAGES.map((name) => `/dane/source/${name}`));
    expect(currentThumbs()).toEqual([[0, 'true']]);
    // And so does one whose every name had to be left out.
    await variant(['p-02-a.png']);
    await variant(['../etc/passwd']);
    expect(thumbLinks().map((link) => link.getAttribute('href'))).toEqual(IMAGES.map((name) => `/dane/source/${name}`));
  });

  it('shows the images of a variant answered before it woke', async () => {
    setProductVariant(1, { optionId: 7, status: 'confirmed', cartEnabled: true, images: ['p-01-a.png', 'p-01-b.png'] });
    await mountSlider();
    expect(slides().map((slide) => slide.querySelector('img')!.getAttribute('src'))).toEqual(['/dane/full/p-01-a.png', '/dane/full/p-01-b.png']);
    expect(thumbLinks().map((link) => link.getAttribute('href'))).toEqual(['/dane/source/p-01-a.png', '/dane/source/p-01-b.png']);
  });

  it('leaves out variant image names that are not bare file names, and says so', async () => {
    const { context } = await mountSlider();
    await variant(['../etc/passwd', 'p-02-a.png']);
    expect(context.report).toHaveBeenCalledWith('skipped variant images whose names are not bare file names');
    expect(slides().map((slide) => slide.querySelector('img')!.getAttribute('src'))).toEqual(['/dane/full/p-02-a.png']);
  });

  it('with a single image hides previous and next, and its lightbox has no buttons to move', async () => {
    await mountSlider(['p-05-a.png']);
    // By the theme's classes: a hidden button has no accessible name to be found by.
    expect(hook.querySelector<HTMLElement>('.gallery-main__nav--prev')!.hidden).toBe(true);
    expect(hook.querySelector<HTMLElement>('.gallery-main__nav--next')!.hidden).toBe(true);
    expect(within(hook).queryByRole('button', { name: 'Następne zdjęcie' })).toBeNull();
    await userEvent.click(zoom());
    expect(lightbox().textContent).toContain('Zdjęcie 1 z 1');
    expect(within(lightbox()).queryByRole('button', { name: 'Następne zdjęcie' })).toBeNull();
  });

  it('takes its lightbox away when it goes', async () => {
    const { unmount } = await mountSlider();
    await userEvent.click(zoom());
    expect(lightbox()).toBeTruthy();
    unmount();
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
  });

  it("gives the server's image back as it came when it goes: in its link, with the theme's alt", async () => {
    document.body.innerHTML = page(IMAGES);
    hook = document.getElementById('product-gallery')!;
    const serverImage = document.getElementById('gallery-main-image')!;
    const props = { productId: 1, images: IMAGES.join(','), alt: ALT };
    const unmount = await mountIsland(hook, strict(gallery.default), { ...props, ...gallery.read(hook, props) }, testContext(hook), true);
    await screen.findByRole('button', { name: 'Powiększ zdjęcie' });
    expect(slides()[0]!.firstElementChild).toBe(serverImage);
    expect(serverImage.getAttribute('alt')).toBe(`${ALT} – zdjęcie 1 z 3`);
    unmount();
    expect(hook.querySelector('.gallery-main__link > img')).toBe(serverImage);
    expect(serverImage.getAttribute('alt')).toBe(ALT);
    expect(hook.querySelector('.glide')).toBeNull();
  });

  it('refuses markup without the main box or the thumbnail list, and a bad image name', () => {
    const props = { productId: 1, images: IMAGES.join(','), alt: ALT };
    document.body.innerHTML = page(IMAGES);
    hook = document.getElementById('product-gallery')!;
    hook.querySelector('#gallery-thumbs')!.remove();
    expect(() => gallery.read(hook, props)).toThrow('no #gallery-thumbs (or .gallery-thumbs) list inside the hook, for the thumbnails');
    document.body.innerHTML = page(IMAGES);
    hook = document.getElementById('product-gallery')!;
    hook.querySelector('.gallery-main')!.remove();
    expect(() => gallery.read(hook, props)).toThrow('no .gallery-main box inside the hook, for the slider');
    document.body.innerHTML = page(IMAGES);
    expect(() => gallery.read(document.getElementById('product-gallery')!, { ...props, images: 'a.png,../b.png' })).toThrow(/data-images/);
  });
});
