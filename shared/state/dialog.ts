import { signal } from '@preact/signals-react';

/** What any island may do with the pop-up that is open now. */
export interface OpenDialog {
  /** Fades out, removes the pop-up after POPUP_REMOVE_DELAY_MS and returns focus to the opener. */
  close: () => void;
  /** Removes at once without returning focus: used when another pop-up replaces this one. */
  dismiss: () => HTMLElement | null;
  element: HTMLDialogElement;
}

/** The one open pop-up, if any: opening another closes it (only one pop-up at a time). */
export const activeDialog = signal<OpenDialog | null>(null);
