import * as esbuild from 'esbuild';
import type { Page } from '@playwright/test';

/**
 * Bundles a shared module on the fly and exposes it on `window[globalName]`, so a widget no island
 * uses yet can still be proved in real Chromium, with the real stylesheet of the page.
 * Evaluated through the DevTools protocol rather than a <script> element: that is outside the page's
 * CSP and Trusted Types, so the strict-CSP project runs these journeys unchanged.
 */
export async function injectModule(page: Page, entry: string, globalName: string): Promise<void> {
  const result = await esbuild.build({ entryPoints: [entry], bundle: true, format: 'iife', globalName, write: false, target: 'chrome111' });
  await page.evaluate(`${result.outputFiles[0]!.text}\nwindow[${JSON.stringify(globalName)}] = ${globalName};`);
}
