/** axe-core in any engine: its source injected into the page, run with the one configuration of e2e/axe-config.ts. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { animationsEnded } from '../e2e/animations-ended';
import { AXE_RULES, AXE_TAGS } from '../e2e/axe-config';
import type { Driver } from './driver';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's violations on the page once its animations have ended, one line each (as e2e/axe-violations.ts words them). */
export async function axeViolations(driver: Driver): Promise<string[]> {
  await driver.evaluate(animationsEnded);
  return driver.evaluate(
    async (source: string, tags: string[], rules: Record<string, { enabled: boolean }>) => {
      type Axe = { run: (context: Document, options: unknown) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> };
      const page = window as unknown as { axe?: Axe };
      // Indirect eval: the pages of the engine runs carry no CSP, and axe defines itself globally.
      if (!page.axe) (0, eval)(source);
      const results = await page.axe!.run(document, { runOnly: { type: 'tag', values: tags }, rules });
      return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    },
    axeSource,
    AXE_TAGS,
    AXE_RULES,
  );
}
