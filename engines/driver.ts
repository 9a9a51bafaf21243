/**
 * What an engine journey may do with a browser: the small surface both Firefox ESR (WebDriver BiDi,
 * puppeteer-core) and WebKit (classic WebDriver, webdriverio) offer alike, so each journey is written once.
 */
export type EngineName = 'firefox' | 'webkit';

export type Key =
  | 'Enter' | 'Tab' | 'Escape' | 'Space' | 'Backspace'
  | 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight'
  | 'Home' | 'End' | 'PageUp' | 'PageDown';

export interface Driver {
  readonly engine: EngineName;
  /** The fixture shop this browser visits, e.g. `http://127.0.0.1:41234`. */
  readonly origin: string;
  /** A new visitor (no cookies, no storage), left on a blank page of the shop. */
  newVisitor(): Promise<void>;
  /** Loads a path of the shop and waits for its load event. */
  open(path: string): Promise<void>;
  /** A real pointer click in the middle of the first element matching the CSS selector, scrolled into view. */
  click(selector: string): Promise<void>;
  hover(selector: string): Promise<void>;
  /** Types text, key by key, into whatever has focus. */
  type(text: string): Promise<void>;
  press(key: Key, options?: { shift?: boolean }): Promise<void>;
  /** Runs a function in the page; it must be self-contained (it is sent as source) and its result JSON. */
  evaluate<Args extends unknown[], Result>(fn: (...args: Args) => Result | Promise<Result>, ...args: Args): Promise<Result>;
  /** A PNG of the viewport, taken after two animation frames so the last change is painted. */
  screenshot(file: string): Promise<void>;
  /** Sets the viewport (the page's innerWidth × innerHeight). */
  resize(width: number, height: number): Promise<void>;
  close(): Promise<void>;
}

/** Where every journey starts: a page of the shop that runs no script, so cookies can be set first. */
export const BLANK_PATH = '/__fixture/blank';

export const VIEWPORT = { width: 1366, height: 900 } as const;

/** For the page: resolves once the last change has been painted. */
/** Gives focus to the element `selector` names, as a script would (the drivers have no focus of their own). */
export const focusOn = (driver: Driver, selector: string): Promise<void> =>
  driver.evaluate((s: string) => void document.querySelector<HTMLElement>(s)!.focus(), selector);

export const afterTwoFrames = (): Promise<null> => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null))));

/**
 * For the page: the element is scrolled into view and would itself get a click at its middle, not an
 * overlay above it (a loading indicator still fading): what Playwright checks before it clicks.
 */
export const takesClicks = (selector: string): boolean => {
  const element = document.querySelector(selector);
  if (!element) return false;
  element.scrollIntoView({ block: 'center', inline: 'center' });
  const box = element.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return hit !== null && (element === hit || element.contains(hit));
};
