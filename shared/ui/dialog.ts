import { signal } from '@preact/signals-react';
import { createElement } from 'react';
import { dispatch } from '../events/dispatch';
import { activeDialog, type DialogOptions, type OpenDialog, type ShownDialog } from '../state/dialog';
import { ActiveDialog } from './ActiveDialog';
import { bodyRoot } from './body-root';

let sequence = 0;
const mountDialogRoot = bodyRoot(createElement(ActiveDialog));

class PopUp implements ShownDialog {
  readonly id = ++sequence;
  element: HTMLDialogElement | null = null;
  readonly closing = signal(false);
  private focusBack = false;

  constructor(
    readonly options: DialogOptions,
    private readonly opener: HTMLElement | null,
  ) {}

  close = (): void => {
    if (activeDialog.peek() !== this || this.closing.peek()) return;
    this.closing.value = true;
  };

  dismiss = (): HTMLElement | null => {
    if (this.remove()) this.options.onClose?.();
    return this.opener;
  };

  finishClosing = (): void => {
    if (!this.remove()) return;
    this.focusBack = true;
    this.options.onClose?.();
  };

  drawn = (): void => {
    dispatch(document, 'storefront:dialog', { open: true, title: this.options.title, className: this.options.className ?? '' });
  };

  removed = (): void => {
    if (this.focusBack && this.opener?.isConnected) this.opener.focus();
    this.focusBack = false;
    dispatch(document, 'storefront:dialog', { open: false, title: this.options.title, className: this.options.className ?? '' });
  };

  /** False if it was already gone (replaced by another pop-up, or dismissed twice). */
  private remove(): boolean {
    if (activeDialog.peek() !== this) return false;
    activeDialog.value = null;
    return true;
  }
}

/**
 * Opens the shared pop-up (PopupDialog), closed by its close button, Escape or a click on the
 * backdrop; it fades out and is removed after POPUP_REMOVE_DELAY_MS. Opening one dismisses any
 * other at once, and the new one gives focus back where the old one would have when it names no
 * opener, or one inside the pop-up it replaces. Every pop-up is
 * drawn in one React root, with React's next render: never inside the commit of an island that
 * opens or dismisses one.
 */
export function openDialog(options: DialogOptions): OpenDialog {
  const replaced = activeDialog.peek();
  // An opener inside the pop-up being replaced (an upsell button in the confirmation) goes with it.
  const given = replaced?.element?.contains(options.opener ?? null) ? null : options.opener;
  const inheritedOpener = replaced?.dismiss();
  const opener = given ?? inheritedOpener ?? (document.activeElement as HTMLElement | null);
  const dialog = new PopUp(options, opener);
  mountDialogRoot();
  activeDialog.value = dialog;
  return dialog;
}
