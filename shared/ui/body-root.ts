import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/**
 * What shared/ui draws outside every island (the pop-up, the loading indicator, the live region) has
 * a React root of its own, in an element at the end of <body>. The returned function mounts it on
 * first use (drawn with React's next render, like any change to what it shows), and again if the
 * body has been replaced since and took the host element with it.
 */
export function bodyRoot(children: ReactNode): () => void {
  let host: HTMLElement | undefined;
  let root: Root | undefined;
  return () => {
    if (host?.isConnected) return;
    root?.unmount();
    const next = createRoot((host = document.body.appendChild(document.createElement('div'))));
    next.render(children);
    root = next;
  };
}
