/** The image `index` names in a list of `count`, going round at both ends. */
export const wrapIndex = (index: number, count: number): number => ((index % count) + count) % count;

/** The lightbox's keys: ArrowLeft one image back, ArrowRight one on, any other key 0. */
export const arrowStep = (key: string): -1 | 0 | 1 => (key === 'ArrowLeft' ? -1 : key === 'ArrowRight' ? 1 : 0);
