import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { animationsEnded } from './animations-ended';
import { AXE_RULES, AXE_TAGS } from './axe-config';

/**
 * axe-core's violations on the page once its animations have ended, one line each: the one axe set-up of every journey.
 * Judged mid-fade, axe measures the contrast of half-transparent text against the page behind it: a dialog just opened
 * failed color-contrast under CI load.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(animationsEnded);
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).options({ rules: AXE_RULES }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
