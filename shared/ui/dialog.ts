import { signal } from '@preact/signals-react';
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { activeDialog, type DialogOptions, type OpenDialog, type ShownDialog } from '../state/dialog';
import { ActiveDialog } from './ActiveDialog';
import { bodyRoot } from './body-root';

let sequence = 0;
const mountDialogRoot = bodyRoot(createElement(ActiveDialog));

class PopUp implements ShownDialog {
  readonly id = ++sequence;
  /** Drawn by ActiveDialog inside openDialog, so it is there when openDialog returns. */
  element!: HTMLDialogElement;
  readonly closing = signal(false);

  constructor(
    readonly options: DialogOptions,
    private readonly opener: HTMLElement | null,
  ) {}

  close = (): void => {
    if (activeDialog.peek() !== this || this.closing.peek()) return;
    // Not flushed: an island's cleanup closes its pop-up from inside React's commit, and the fade
    // starts with the next render just as well.
    this.closing.value = true;
  };

  dismiss = (): HTMLElement | null => {
    if (this.remove()) this.options.onClose?.();
    return this.opener;
  };

  finishClosing = (): void => {
    if (!this.remove()) return;
    if (this.opener?.isConnected) this.opener.focus();
    this.options.onClose?.();
  };

  /** False if it was already gone (replaced by another pop-up, or dismissed twice). */
  private remove(): boolean {
    if (activeDialog.peek() !== this) return false;
    flushSync(() => (activeDialog.value = null));
    return true;
  }
}

/**
 * Opens the shared pop-up (PopupDialog), closed by its close button, Escape or a click on the
 * backdrop; it fades out and is removed after POPUP_REMOVE_DELAY_MS. Opening one dismisses any
 * other at once, and the new one gives focus back where the old one would have. Every pop-up is
 * drawn in one React root, synchronously, so `element` is there when this returns.
 */
export function openDialog(options: DialogOptions): OpenDialog {
  const inheritedOpener = activeDialog.peek()?.dismiss();
  const opener = options.opener ?? inheritedOpener ?? (document.activeElement as HTMLElement | null);
  const dialog = new PopUp(options, opener);
  mountDialogRoot();
  flushSync(() => (activeDialog.value = dialog));
  return dialog;
}
