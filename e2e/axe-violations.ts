import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { animationsEnded } from './animations-ended';
import { AXE_RULES, AXE_TAGS } from './axe-config';

/**
 * axe-core's violations on the page once its animations have ended, one line each: the one axe set-up of every journey.
 * Judged mid-fade, axe measures the contrast of half-transparent text against the page behind it: a dialog just opened
 * failed color-contrast under CI load. `include` limits the check to what those selectors match (an island's own UI),
 * still judged against the page around it.
 */
export async function axeViolations(page: Page, include: readonly string[] = []): Promise<string[]> {
  await page.evaluate(animationsEnded);
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS).options({ rules: AXE_RULES });
  for (const selector of include) builder.include(selector);
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
