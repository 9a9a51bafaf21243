import { useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { InlineMessage } from '../../shared/ui/InlineMessage';
import type { PropsOf } from '../runtime/schema';
import type { IslandProps } from '../runtime/types';
import { openNoticeForm } from './notice-form';
import { readAvailabilityNotice, type AvailabilityNoticeMarkup } from './read-availability-notice';
import type { availabilityNoticeSchema } from './schema';

type Props = PropsOf<typeof availabilityNoticeSchema> & AvailabilityNoticeMarkup & IslandProps;

export const read = (_element: HTMLElement, props: PropsOf<typeof availabilityNoticeSchema>) => readAvailabilityNotice(props.formTemplate);

/** The link is the server's, label and all: React's root is off the page and never empties it. */
export const drawsNothing = true;

/**
 * "Notify me when available": the server's link to the page with the form (the no-JS path) opens
 * that form in the shared pop-up instead. A failed call is shown just after the link, in a box of
 * its own: a message inside the link would become part of its name and of what it opens.
 */
export default function AvailabilityNotice({ productId, dialogTitle, template, context }: Props) {
  const link = context.element;
  const [failure, setFailure] = useState('');
  const [box] = useState(() => document.createElement('div'));

  useLayoutEffect(() => {
    link.after(box);
    return () => box.remove();
  }, [link, box]);

  useEffect(() => {
    const gone = new AbortController();
    const onClick = (event: MouseEvent) => {
      event.preventDefault();
      setFailure('');
      openNoticeForm({ template, productId, dialogTitle, opener: link, report: context.report, signal: gone.signal, showFailure: setFailure });
    };
    link.addEventListener('click', onClick);
    return () => {
      link.removeEventListener('click', onClick);
      gone.abort();
    };
  }, [link, template, productId, dialogTitle, context]);

  return createPortal(<InlineMessage className="form-error availability-notice__failure" text={failure} />, box);
}
