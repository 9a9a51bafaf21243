import { POPUP_REMOVE_DELAY_MS } from '../constants';
import { activeDialog, type OpenDialog } from '../state/dialog';

export interface DialogOptions {
  /** Visible heading, also the dialog's accessible name. */
  title: string;
  content: Node;
  /** Receives focus back when the dialog closes; defaults to whatever had focus when it opened. */
  opener?: HTMLElement | null;
  /** Extra class on the <dialog>, for themes. */
  className?: string;
  onClose?: () => void;
}

let sequence = 0;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A native modal lets Tab leave the last control for the browser's own UI; the WAI-ARIA dialog
 * pattern wants Tab and Shift+Tab to wrap inside the dialog, so we wrap them ourselves.
 */
function wrapTab(dialog: HTMLDialogElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The shared pop-up: a native modal <dialog> (focus moves in, is trapped and the page behind
 * is inert, all by the browser), closed by its close button, Escape or a click on the backdrop.
 * It fades out and is removed after POPUP_REMOVE_DELAY_MS. Opening one closes any other.
 */
export function openDialog(options: DialogOptions): OpenDialog {
  const previous = activeDialog.peek();
  const inheritedOpener = previous?.dismiss();
  const opener = options.opener ?? inheritedOpener ?? (document.activeElement as HTMLElement | null);

  const titleId = `sf-dialog-title-${++sequence}`;
  const dialog = document.createElement('dialog');
  dialog.className = ['sf-dialog', options.className].filter(Boolean).join(' ');
  dialog.setAttribute('aria-labelledby', titleId);
  const frame = document.createElement('div');
  frame.className = 'sf-dialog__frame';
  const header = document.createElement('div');
  header.className = 'sf-dialog__header';
  const heading = document.createElement('h2');
  heading.id = titleId;
  heading.className = 'sf-dialog__title';
  heading.textContent = options.title;
  const closeButton = document.createElement('button');
  closeButton.type = 'button';
  closeButton.className = 'sf-dialog__close';
  closeButton.setAttribute('aria-label', 'Zamknij');
  closeButton.textContent = '×';
  const body = document.createElement('div');
  body.className = 'sf-dialog__body';
  body.append(options.content);
  header.append(heading, closeButton);
  frame.append(header, body);
  dialog.append(frame);

  let closing = false;
  const remove = () => {
    if (dialog.open) dialog.close();
    dialog.remove();
    if (activeDialog.peek() === handle) activeDialog.value = null;
  };
  const handle: OpenDialog = {
    element: dialog,
    close() {
      if (closing) return;
      closing = true;
      dialog.classList.add('is-closing');
      setTimeout(() => {
        remove();
        if (opener?.isConnected) opener.focus();
        options.onClose?.();
      }, POPUP_REMOVE_DELAY_MS);
    },
    dismiss() {
      closing = true;
      remove();
      options.onClose?.();
      return opener;
    },
  };

  closeButton.addEventListener('click', () => handle.close());
  // Escape: animate our own way instead of the browser's instant close.
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    handle.close();
  });
  dialog.addEventListener('keydown', (event) => wrapTab(dialog, event));
  // The frame fills the dialog box, so a click whose target is the <dialog> itself hit the backdrop.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) handle.close();
  });

  document.body.append(dialog);
  dialog.showModal();
  activeDialog.value = handle;
  return handle;
}
