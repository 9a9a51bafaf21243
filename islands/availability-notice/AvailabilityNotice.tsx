import { useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { message } from '../../shared/messages/message';
import { announce } from '../../shared/ui/announce';
import { Added, adoptNodes } from '../../shared/ui/adopt';
import { InlineMessage } from '../../shared/ui/InlineMessage';
import type { PropsOf } from '../runtime/schema';
import type { IslandProps } from '../runtime/types';
import { copyNoticeForm, openNoticeForm, type NoticeFormCopy } from './notice-form';
import { readAvailabilityNotice, type AvailabilityNoticeMarkup } from './read-availability-notice';
import { availabilityNoticeSchema } from './schema';

export const schema = availabilityNoticeSchema;

type Props = PropsOf<typeof availabilityNoticeSchema> & AvailabilityNoticeMarkup & IslandProps;

export const read = (element: HTMLElement, props: PropsOf<typeof availabilityNoticeSchema>) => readAvailabilityNotice(element, props.formTemplate);

/**
 * "Notify me when available": the server's link to the page with the form (the no-JS path), its
 * label adopted as it is, opens that form in the shared pop-up instead (NoticeFormBody). A failed
 * call is shown just after the link, in a box of its own: a message inside the link would become
 * part of its name and of what it opens; the next opening shows the same form again, filled in. The island going closes its pop-up, captcha and all.
 */
export default function AvailabilityNotice({ productId, dialogTitle, template, label, context }: Props) {
  const link = context.element;
  const [failure, setFailure] = useState('');
  const [box] = useState(() => document.createElement('div'));

  useLayoutEffect(() => {
    link.after(box);
    return () => box.remove();
  }, [link, box]);

  useEffect(() => {
    const gone = new AbortController();
    let shown: ReturnType<typeof openNoticeForm> | undefined;
    /** The form whose call failed: the next opening shows it again, with what the shopper entered. */
    let failed: NoticeFormCopy | undefined;
    const onClick = (event: MouseEvent) => {
      event.preventDefault();
      setFailure('');
      const copy = failed ?? copyNoticeForm(template, productId);
      failed = undefined;
      const onFailed = () => {
        failed = copy;
        const text = message('availability-notice.failed');
        setFailure(text);
        announce(text);
      };
      shown = openNoticeForm({ copy, dialogTitle: dialogTitle ?? message('availability-notice.title'), opener: link, report: context.report, signal: gone.signal, onFailed });
    };
    link.addEventListener('click', onClick);
    return () => {
      link.removeEventListener('click', onClick);
      gone.abort();
      shown?.close();
    };
  }, [link, template, productId, dialogTitle, context]);

  return (
    <>
      {adoptNodes(label)}
      <Added>{createPortal(<InlineMessage className="form-error availability-notice__failure" text={failure} />, box)}</Added>
    </>
  );
}
