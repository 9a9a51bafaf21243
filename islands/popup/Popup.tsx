import { useEffect } from 'react';
import { adoptNodes } from '../../shared/ui/adopt';
import { openDialog } from '../../shared/ui/dialog';
import type { PropsOf } from '../runtime/schema';
import type { IslandProps } from '../runtime/types';
import { readPopup, type PopupMarkup } from './read-popup';
import { popupSchema } from './schema';

export const schema = popupSchema;

type Props = PropsOf<typeof popupSchema> & PopupMarkup & IslandProps;

export const read = (element: HTMLElement, props: PropsOf<typeof popupSchema>) => readPopup(element, props.popupTemplate);

/**
 * A link whose target the shop also has as a <template> on the page: a click opens that content in
 * the shared pop-up instead of leaving the page. The link is the hook itself, so its click is
 * listened for on it; what it says stays the server's.
 */
export default function Popup({ popupTitle, template, label, context }: Props) {
  const link = context.element;
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      event.preventDefault();
      openDialog({ title: popupTitle, content: template.content.cloneNode(true), opener: link });
    };
    link.addEventListener('click', onClick);
    return () => link.removeEventListener('click', onClick);
  }, [link, popupTitle, template]);
  return adoptNodes(label);
}
