import { useEffect, useId, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode, type Ref, type SyntheticEvent } from 'react';
import { POPUP_REMOVE_DELAY_MS } from '../constants';
import { message } from '../messages/message';
import type { DialogDescription } from '../state/dialog';
import { wrapTab } from './focus-wrap';
import { lockPageScroll } from './scroll-lock';
import { useServerNodes } from './server-nodes';

export interface PopupDialogProps {
  title: string;
  /** React nodes, or DOM nodes moved in as they are (a cloned <template>, parsed server HTML). */
  content: ReactNode | Node;
  /** Extra class on the <dialog>, for themes. */
  className?: string | undefined;
  /** Drawn first in the body and named by `aria-describedby`, so it is read as the pop-up opens. */
  description?: DialogDescription | undefined;
  /** Where focus lands as it opens, instead of its first control: read once its content is in. */
  initialFocus?: (() => HTMLElement | null) | undefined;
  /** Fading out: `is-closing` runs the fade, and `onFadedOut` follows POPUP_REMOVE_DELAY_MS later. */
  closing: boolean;
  /** The shopper asked to close: the close button, Escape, or a click on the backdrop. */
  onClose: () => void;
  onFadedOut: () => void;
  ref?: Ref<HTMLDialogElement>;
}

/**
 * The shared pop-up: a native modal <dialog> (focus moves in and the page behind is inert, all by
 * the browser), with Tab wrapped inside as the WAI-ARIA modal dialog pattern wants.
 */
export function PopupDialog({ title, content, className, description, initialFocus, closing, onClose, onFadedOut, ref }: PopupDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  useImperativeHandle(ref, () => dialog.current!, []);

  // Read once, as it opens: focus placed later would take the shopper's focus away.
  const [focusFirst] = useState(() => initialFocus);
  // A layout effect: whoever opened it finds it modal, with focus inside, before anything paints.
  useLayoutEffect(() => {
    const element = dialog.current!;
    element.showModal();
    const wanted = focusFirst?.();
    if (wanted && element.contains(wanted)) wanted.focus();
    const unlock = lockPageScroll();
    return () => {
      unlock();
      if (element.open) element.close();
    };
  }, [focusFirst]);

  useEffect(() => {
    if (!closing) return undefined;
    const timer = setTimeout(onFadedOut, POPUP_REMOVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [closing, onFadedOut]);

  const described = description && (
    <p id={descriptionId} className={description.className}>
      {description.text}
    </p>
  );

  // Escape: fade out our own way instead of the browser's instant close.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };
  // The frame fills the dialog box, so a click whose target is the <dialog> itself hit the backdrop.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <dialog
      ref={dialog}
      className={['sf-dialog', className, closing && 'is-closing'].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={onCancel}
      onClick={onClick}
      onKeyDown={(event) => wrapTab(event.currentTarget, event)}
    >
      <div className="sf-dialog__frame">
        <div className="sf-dialog__header">
          <h2 id={titleId} className="sf-dialog__title">
            {title}
          </h2>
          <button type="button" className="sf-dialog__close" aria-label={message('dialog.close')} onClick={onClose}>
            ×
          </button>
        </div>
        {content instanceof Node ? (
          <ServerBody content={content}>{described}</ServerBody>
        ) : (
          <div className="sf-dialog__body">
            {described}
            {content}
          </div>
        )}
      </div>
    </dialog>
  );
}

/**
 * The body for DOM content: its nodes (a fragment's children, or the node itself) are moved in, not
 * rebuilt, after the description (`children`), which is there from the first render on.
 */
function ServerBody({ content, children }: { content: Node; children: ReactNode }) {
  const nodes = useMemo(() => (content instanceof DocumentFragment ? [...content.childNodes] : [content]), [content]);
  return (
    <div className="sf-dialog__body" ref={useServerNodes(nodes)}>
      {children}
    </div>
  );
}
