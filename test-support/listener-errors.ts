/** Test helper: listeners' exceptions treated as browsers treat them. */
import nodeConsole from 'node:console';
import { onTestFinished, vi } from 'vitest';

interface HappyDomWindow {
  happyDOM: { settings: { disableErrorCapturing: boolean } };
}

/**
 * For the rest of the test, an exception thrown by an event listener is reported the way the DOM says
 * browsers report it (the window's `error` event and the console) while dispatchEvent goes on with
 * the next listener; vitest turns that off in happy-dom, so by default it reaches the dispatcher.
 * Returns the window's `error` events' errors, and the spy on the console happy-dom logs them to
 * (Node's own, which it was made with), kept quiet.
 */
export function listenerErrorsAsInBrowsers(): { reported: unknown[]; logged: ReturnType<typeof vi.spyOn> } {
  const settings = (window as unknown as HappyDomWindow).happyDOM.settings;
  settings.disableErrorCapturing = false;
  const reported: unknown[] = [];
  const onError = (event: ErrorEvent) => reported.push(event.error);
  window.addEventListener('error', onError);
  onTestFinished(() => {
    settings.disableErrorCapturing = true;
    window.removeEventListener('error', onError);
  });
  return { reported, logged: vi.spyOn(nodeConsole, 'error').mockImplementation(() => undefined) };
}
