/**
 * Every fixture page loads as its page type, every hook reaches mounted replacing no element it held
 * when parsing ended (the node invariant), and axe finds nothing.
 */
import { deepEqual, equal, ok } from 'node:assert/strict';
import { EXPECTED_PAGE_TYPE, FIXTURE_PAGES, MORE_AXE_PAGES, THEME_2_PAGES } from '../../e2e/fixture-pages';
import { replacedElements } from '../../fixtures/node-probe';
import { axeViolations } from '../axe';
import { islandsSettled, wakeEveryHook } from '../hooks';
import type { Journey } from '../journey';
import { startVisit } from '../shop';

const fixturePage = (path: string, pageType: string): Journey => ({
  name: `page ${path}: loads, every hook mounted, no element replaced, axe`,
  async run(driver) {
    await startVisit(driver);
    await driver.open(path);
    const [page, lang] = await driver.evaluate(() => [document.body.dataset.page, document.documentElement.lang]);
    equal(page, pageType);
    equal(lang, 'pl');
    await islandsSettled(driver);
    await wakeEveryHook(driver);
    const counts = await driver.evaluate(replacedElements);
    ok(Object.values(counts).some((count) => count.elements > 0), 'the probe noted no element inside a hook');
    deepEqual(Object.entries(counts).filter(([, count]) => count.replaced > 0), []);
    deepEqual(await axeViolations(driver), []);
  },
});

const axePage = (path: string): Journey => ({
  name: `page ${path}: axe`,
  async run(driver) {
    await startVisit(driver);
    await driver.open(path);
    await islandsSettled(driver);
    deepEqual(await axeViolations(driver), []);
  },
});

export const pageJourneys: Journey[] = [
  ...(Object.keys(FIXTURE_PAGES) as (keyof typeof FIXTURE_PAGES)[]).map((key) => fixturePage(FIXTURE_PAGES[key], EXPECTED_PAGE_TYPE[key])),
  ...THEME_2_PAGES.map(([path, pageType]) => fixturePage(path, pageType)),
  ...MORE_AXE_PAGES.map(axePage),
];
