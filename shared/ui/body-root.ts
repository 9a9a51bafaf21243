import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';

/**
 * What shared/ui draws outside every island (the pop-up, the loading indicator, the live region) has
 * a React root of its own, in an element at the end of <body>. The returned function mounts it on
 * first use, synchronously so the caller finds it drawn, and again if the body has been replaced
 * since and took the host element with it.
 */
export function bodyRoot(children: ReactNode): () => void {
  let host: HTMLElement | undefined;
  let root: Root | undefined;
  return () => {
    if (host?.isConnected) return;
    root?.unmount();
    const next = createRoot((host = document.body.appendChild(document.createElement('div'))));
    flushSync(() => next.render(children));
    root = next;
  };
}
