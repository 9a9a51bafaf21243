import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Adopt, adoptNodes } from '../../shared/ui/adopt';
import type { PropsOf } from '../runtime/schema';
import type { IslandProps } from '../runtime/types';
import { readDisclosure, type DisclosureMarkup } from './read-disclosure';
import { disclosureSchema } from './schema';
import { isSlidingShut, slideDetails } from './slide';

export const schema = disclosureSchema;

type Props = PropsOf<typeof disclosureSchema> & DisclosureMarkup & IslandProps;

export const read = readDisclosure;

/**
 * WAI-ARIA disclosure over the server's <details>, adopted as it is: the <details> element's own
 * `open` tells assistive technology whether it is expanded (ARIA in HTML allows no state on a
 * <summary>), the panel slides, Escape closes it and gives the summary focus, an outside click closes a dropdown.
 * The <details> is the hook, so the browser's own `toggle` (an accordion group, a script, the FAQ
 * fragment) is followed from it.
 */
export default function Disclosure({ closeOutside, summary, nodes, context }: Props) {
  const details = context.element as HTMLDetailsElement;
  const [open, setOpen] = useState(details.open);
  // Where the panel was last sent. Not `details.open`: that stays true while a closing slide runs,
  // and opening again then must still turn the slide round.
  const sentTo = useRef(details.open);
  const summaryRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (sentTo.current === open) return;
    sentTo.current = open;
    void slideDetails(details, open);
  }, [details, open]);

  useEffect(() => {
    // Someone else toggled it (an accordion group, a script, the FAQ fragment): it is already there.
    const onToggle = () => {
      // Toggle events are queued tasks, and a busy page may run a shopper's next key first: the echo
      // of an opening then lands in the closing slide that key started, and must not undo it.
      if (isSlidingShut(details)) return;
      sentTo.current = details.open;
      setOpen(details.open);
    };
    const onKeydown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      event.stopPropagation();
      setOpen(false);
      summaryRef.current?.focus();
    };
    details.addEventListener('toggle', onToggle);
    details.addEventListener('keydown', onKeydown);
    return () => {
      details.removeEventListener('toggle', onToggle);
      details.removeEventListener('keydown', onKeydown);
    };
  }, [details]);

  useEffect(() => {
    if (!open || !closeOutside) return;
    const onOutside = (event: PointerEvent) => {
      if (!details.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onOutside);
    return () => document.removeEventListener('pointerdown', onOutside);
  }, [details, open, closeOutside]);

  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    setOpen((wasOpen) => !wasOpen);
  };
  return adoptNodes(nodes, new Map([[summary, <Adopt node={summary} ref={summaryRef} onClick={onClick} />]]));
}
