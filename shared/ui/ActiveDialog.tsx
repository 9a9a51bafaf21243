import { useSignals } from '@preact/signals-react/runtime';
import { useLayoutEffect, useRef } from 'react';
import { activeDialog, type ShownDialog } from '../state/dialog';
import { PopupDialog } from './PopupDialog';

/** Draws the one pop-up open now (activeDialog), in the dialog root that openDialog mounts. */
export function ActiveDialog() {
  useSignals();
  const dialog = activeDialog.value;
  // A layout effect runs once React is done with the page (it restores the focus it found before a
  // commit): focus given back then stays, and is there before the next paint.
  const drawn = useRef<ShownDialog | null>(null);
  useLayoutEffect(() => {
    if (drawn.current === dialog) return;
    drawn.current?.removed();
    dialog?.drawn();
    drawn.current = dialog;
  }, [dialog]);
  if (!dialog) return null;
  const { title, content, className, description, initialFocus } = dialog.options;
  return (
    <PopupDialog
      key={dialog.id}
      ref={(element) => {
        dialog.element = element;
      }}
      title={title}
      content={content}
      className={className}
      description={description}
      initialFocus={initialFocus}
      closing={dialog.closing.value}
      onClose={dialog.close}
      onFadedOut={dialog.finishClosing}
    />
  );
}
