import { openDialog } from '../../shared/ui/dialog';
import { imageAlt, sourceImage } from './images';

export interface LightboxOptions {
  images: readonly string[];
  index: number;
  alt: string;
  opener: HTMLElement;
  /** The image shown last, so the gallery can follow the shopper. */
  onClose: (index: number) => void;
}

function navButton(label: string, text: string, onClick: () => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'lightbox__nav-button';
  button.textContent = text;
  button.setAttribute('aria-label', label);
  button.addEventListener('click', onClick);
  return button;
}

/** The active image at full size in the shared pop-up: previous/next by button or arrow key, Escape closes. */
export function openLightbox(options: LightboxOptions): void {
  const count = options.images.length;
  let index = options.index;
  const figure = document.createElement('figure');
  figure.className = 'lightbox';
  const image = document.createElement('img');
  image.className = 'lightbox__image';
  image.width = 1600;
  image.height = 1600;
  const caption = document.createElement('figcaption');
  caption.className = 'lightbox__caption';
  caption.setAttribute('aria-live', 'polite');
  figure.append(image, caption);

  const show = (next: number) => {
    index = (next + count) % count;
    image.src = sourceImage(options.images[index]!);
    image.alt = imageAlt(options.alt, index, count);
    caption.textContent = `Zdjęcie ${index + 1} z ${count}`;
  };
  show(index);

  const content = document.createDocumentFragment();
  content.append(figure);
  if (count > 1) {
    const nav = document.createElement('div');
    nav.className = 'lightbox__nav';
    nav.append(navButton('Poprzednie zdjęcie', '‹ Poprzednie', () => show(index - 1)), navButton('Następne zdjęcie', 'Następne ›', () => show(index + 1)));
    content.append(nav);
  }
  const dialog = openDialog({ title: options.alt, content, opener: options.opener, className: 'sf-lightbox', onClose: () => options.onClose(index) });
  dialog.element.addEventListener('keydown', (event) => {
    if (count < 2 || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    show(index + (event.key === 'ArrowLeft' ? -1 : 1));
  });
}
