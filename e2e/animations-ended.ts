/**
 * Runs in the page (Playwright's `page.evaluate`, the engines' `driver.evaluate`): resolves when the fades and slides
 * running now have ended. Endless animations (a spinner) and paused ones never finish, so they are not waited for.
 */
export function animationsEnded(): Promise<unknown> {
  return Promise.all(
    document
      .getAnimations()
      .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined)),
  );
}
