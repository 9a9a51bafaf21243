import { carouselButton } from '../../shared/ui/carousel';

/** The banner's controls (rotation, previous, next, "2 / 3"), built as DOM: the server markup has none, they do nothing without JS. */
export interface BannerControls {
  element: HTMLElement;
  rotation: HTMLButtonElement;
  previous: HTMLButtonElement;
  next: HTMLButtonElement;
  position: HTMLElement;
}

export function buildControls(slidesId: string): BannerControls {
  const element = document.createElement('div');
  element.className = 'main-banner__controls';
  const rotation = carouselButton('main-banner__control main-banner__rotation', '', '');
  const previous = carouselButton('main-banner__control', 'Poprzedni slajd', '‹', slidesId);
  const next = carouselButton('main-banner__control', 'Następny slajd', '›', slidesId);
  const position = document.createElement('span');
  position.className = 'main-banner__position';
  position.setAttribute('aria-hidden', 'true');
  // Rotation first: APG wants it first in the carousel's tab order.
  element.append(rotation, previous, position, next);
  return { element, rotation, previous, next, position };
}

/** Shows the rotation control's state: its label names the action, the icon shows it. */
export function setRotationControl(control: HTMLButtonElement, label: string, playing: boolean): void {
  control.setAttribute('aria-label', label);
  control.dataset.state = playing ? 'playing' : 'stopped';
  control.firstElementChild!.textContent = playing ? '❚❚' : '▶';
}
