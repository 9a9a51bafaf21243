import { textRow, type TextRow } from '../../shared/ui/text-row';
import { textSlot, type TextSlot } from '../../shared/ui/text-slot';

/** The server's availability block: all its nodes, adopted as they are, and the parts the island renders. */
export interface AvailabilityMarkup {
  nodes: readonly Node[];
  /** The state's words and the description, each with its row, hidden while the variant's is empty. */
  text: TextRow | null;
  description: TextRow | null;
  /** The number of working days alone; its `data-availability-days` value, if the theme gave one, follows it. */
  days: (TextSlot & { value: string | null }) | null;
  /** An SVG shape whose `fill` is the state's colour. */
  color: { element: Element; fill: string | null } | null;
}

export function readAvailability(element: HTMLElement): AvailabilityMarkup {
  const days = textSlot(element, '[data-availability-days]');
  const colored = element.querySelector('[data-availability-color]');
  const markup: AvailabilityMarkup = {
    nodes: [...element.childNodes],
    text: textRow(element, 'data-availability-text'),
    description: textRow(element, 'data-availability-description'),
    days: days && { ...days, value: days.element.getAttribute('data-availability-days') },
    color: colored && { element: colored, fill: colored.getAttribute('fill') },
  };
  if (!markup.text && !markup.description && !markup.days && !markup.color) {
    throw new Error('the hook holds none of [data-availability-text], [data-availability-description], [data-availability-days], [data-availability-color]');
  }
  return markup;
}
