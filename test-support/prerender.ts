/**
 * A test page that is being prerendered, and the moment the shopper opens it, as Chromium does them:
 * `document.prerendering` true, then false with `prerenderingchange` on the document.
 */
export function startPrerendering(): void {
  Object.defineProperty(document, 'prerendering', { value: true, configurable: true });
}

export function showPrerenderedPage(): void {
  Object.defineProperty(document, 'prerendering', { value: false, configurable: true });
  document.dispatchEvent(new Event('prerenderingchange'));
}

/** For afterEach: the document as the test DOM made it. */
export function forgetPrerendering(): void {
  Reflect.deleteProperty(document, 'prerendering');
}
