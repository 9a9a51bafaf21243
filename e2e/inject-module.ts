import * as esbuild from 'esbuild';
import type { Page } from '@playwright/test';

/**
 * Bundles a shared module on the fly and exposes it on `window[globalName]`, so a widget no island
 * uses yet can still be proved in real Chromium, with the real stylesheet of the page.
 */
export async function injectModule(page: Page, entry: string, globalName: string): Promise<void> {
  const result = await esbuild.build({ entryPoints: [entry], bundle: true, format: 'iife', globalName, write: false, target: 'chrome111' });
  await page.addScriptTag({ content: result.outputFiles[0]!.text });
}
