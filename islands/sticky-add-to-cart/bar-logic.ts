import { NO_MATCHING_OPTION_ID } from '../../shared/constants';

/**
 * Whether the observed button has left the window through its top edge, not through the bottom (the
 * page's start), whatever the observer's root: the window or the window stretched down.
 */
export function scrolledAbove(entry: Pick<IntersectionObserverEntry, 'isIntersecting' | 'boundingClientRect'>): boolean {
  return !entry.isIntersecting && entry.boundingClientRect.bottom <= 0;
}

export interface BarScene {
  /** The form's button has scrolled out above the window. */
  buttonAbove: boolean;
  /** Focus is in the bar: hiding it would drop focus to the page's start. */
  holdsFocus: boolean;
  /** A pop-up is open: the bar would sit over it, or beside a modal that made the page inert. */
  dialogOpen: boolean;
  /** The cookie notice shows at the bottom, where the bar would cover it. */
  noticeShown: boolean;
}

export const barShown = ({ buttonAbove, holdsFocus, dialogOpen, noticeShown }: BarScene): boolean => (buttonAbove || holdsFocus) && !dialogOpen && !noticeShown;

/** Whether an add would stop at "choose an option" (payload.ts's cartRequest): options, none matched. */
export const optionMissing = (hasOptions: boolean, optionId: number): boolean => hasOptions && optionId === NO_MATCHING_OPTION_ID;

/** The first radio of the first option list with nothing chosen: where the shopper goes on. */
export function firstUnchosenOption(options: Element): HTMLInputElement | null {
  for (const list of options.querySelectorAll('fieldset.product-option')) {
    const radios = [...list.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    if (!radios.some((radio) => radio.checked)) return radios.find((radio) => !radio.disabled) ?? null;
  }
  return null;
}
