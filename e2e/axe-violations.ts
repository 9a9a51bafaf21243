import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { AXE_RULES, AXE_TAGS } from './axe-config';

/** axe-core's violations on the page as it is now (WCAG 2.2 A/AA, target-size on), one line each: the one axe set-up of every journey. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).options({ rules: AXE_RULES }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
