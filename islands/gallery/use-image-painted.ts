import { useEffect, useState } from 'react';
import { afterImagePainted } from './after-paint';

/** False until `image` has loaded and a frame with it has painted (`afterImagePainted`), then true. */
export function useImagePainted(image: HTMLImageElement | null): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let live = true;
    void afterImagePainted(image).then(() => {
      if (live) setPainted(true);
    });
    return () => {
      live = false;
    };
  }, [image]);
  return painted;
}
