/**
 * Quick add for a product with options: its product page's form (fetched, or taken from the page
 * fetched ahead) in the shared pop-up, where the same islands as on the product page wake on it (the
 * runtime mounts the hooks that come in), so choosing, the quantity and the add are the product
 * page's own flow. One opening at a time: a newer one (another card) drops one still loading.
 */
import { signal } from '@preact/signals-react';
import { afterNextPaint } from '../../shared/after-next-paint';
import { isAbort } from '../../shared/api';
import { parseServerHtml } from '../../shared/html';
import { message } from '../../shared/messages/message';
import { setProductVariant } from '../../shared/state/product-variant';
import { announce } from '../../shared/ui/announce';
import { openDialog } from '../../shared/ui/dialog';
import { showLoadFailure } from '../../shared/ui/load-failure';
import { whileLoading } from '../../shared/ui/loading-indicator';
import { readProductBlock } from './product-block';
import { productPages } from './product-pages';

/** The product whose form is loading for its pop-up, if any: its button is busy meanwhile. */
export const openingProduct = signal<number | null>(null);

export interface QuickAddOpening {
  productId: number;
  /** The pop-up's title. */
  productName: string;
  /** The product page on this shop. */
  productUrl: string;
  /** The card's button: focus comes back to it. */
  opener: HTMLElement;
  report: (problem: string, cause?: unknown) => void;
}

let loading: AbortController | undefined;

function failed(opening: QuickAddOpening): void {
  const text = message('quick-add.failed');
  announce(text);
  showLoadFailure({
    title: opening.productName,
    notice: { text, className: 'sf-quick-add__notice' },
    page: { href: opening.productUrl, text: message('quick-add.open-page') },
    opener: opening.opener,
  });
}

/** Never rejects: a failure is reported once and the pop-up says so, with a link to the product page. */
export async function openQuickAdd(opening: QuickAddOpening): Promise<void> {
  const { productId, productUrl, report } = opening;
  loading?.abort();
  const mine = new AbortController();
  loading = mine;
  openingProduct.value = productId;
  let html: string;
  try {
    // The press shows first (the busy button): parsing a product page and opening a modal are long tasks.
    // Asked through the cache: the answer is kept for the next opening; a failure is this opening's.
    html = await whileLoading(afterNextPaint().then(() => productPages.fetch(productUrl, mine.signal, { keep: true })));
  } catch (error) {
    if (isAbort(error) || mine.signal.aborted) return;
    report('could not load the product page for quick add', error);
    failed(opening);
    return;
  } finally {
    if (loading === mine) {
      loading = undefined;
      openingProduct.value = null;
    }
  }
  if (mine.signal.aborted) return;
  const block = readProductBlock(parseServerHtml(html), productId);
  if (!block.ok) {
    report(`quick add: ${block.problem}`);
    failed(opening);
    return;
  }
  // A fresh form shows no choice: a variant chosen in an earlier opening would stand behind its back.
  setProductVariant(productId, undefined);
  openDialog({
    title: opening.productName,
    content: block.content,
    opener: opening.opener,
    className: 'sf-quick-add',
    initialFocus: () => block.firstFocus,
  });
}
