import { signal, type ReadonlySignal } from '@preact/signals-react';
import type { ReactNode } from 'react';

/** What a pop-up shows (shared/ui/dialog.ts `openDialog`). */
export interface DialogOptions {
  /** Visible heading, also the dialog's accessible name. */
  title: string;
  /** React nodes, or DOM nodes that are moved in as they are: a cloned <template>, server HTML parsed by shared/html.ts. */
  content: ReactNode | Node;
  /** Receives focus back when the dialog closes; defaults to whatever had focus when it opened. */
  opener?: HTMLElement | null;
  /** Extra class on the <dialog>, for themes. */
  className?: string;
  /** What a screen reader reads as the pop-up opens, after its name: drawn first in its body. */
  description?: DialogDescription;
  /**
   * Where focus lands as it opens (the first option not chosen yet), instead of its first control;
   * null, or an element outside the pop-up, leaves it there.
   */
  initialFocus?: () => HTMLElement | null;
  onClose?: () => void;
}

/** A message the pop-up is described by (`aria-describedby`), as text, with the theme's class. */
export interface DialogDescription {
  text: string;
  className: string;
}

/** What any island may do with the pop-up that is open now. */
export interface OpenDialog {
  /** Fades out, removes the pop-up after POPUP_REMOVE_DELAY_MS and returns focus to the opener. */
  close: () => void;
  /** Removes at once without returning focus: used when another pop-up replaces this one. */
  dismiss: () => HTMLElement | null;
}

/** The open pop-up as the one dialog root draws it. */
export interface ShownDialog extends OpenDialog {
  /** Tells one pop-up from the next, so each is drawn as a fresh <dialog>. */
  readonly id: number;
  readonly options: DialogOptions;
  /** True from close() until the pop-up is removed: it fades out meanwhile. */
  readonly closing: ReadonlySignal<boolean>;
  /** Once it has faded out: removes it and calls onClose; focus goes back to the opener once it is gone. */
  readonly finishClosing: () => void;
  /** Called by the dialog root after the commit that put its <dialog> on the page: theme scripts hear it opened. */
  readonly drawn: () => void;
  /**
   * Called by the dialog root after the commit that took its <dialog> away: focus can go back only
   * then, since the page behind a modal dialog is inert while it is open; theme scripts hear it closed.
   */
  readonly removed: () => void;
  /** The <dialog>, once the dialog root has drawn it. */
  element: HTMLDialogElement | null;
}

/** The one open pop-up, if any: opening another closes it (only one pop-up at a time). */
export const activeDialog = signal<ShownDialog | null>(null);
