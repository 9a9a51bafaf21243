/**
 * Every fixture page loads as its page type, every hook reaches mounted replacing no element it held
 * when parsing ended (the node invariant), and axe finds nothing.
 */
import { deepEqual, equal } from 'node:assert/strict';
import { EXPECTED_PAGE_TYPE, FIXTURE_PAGES, MORE_AXE_PAGES } from '../../e2e/fixture-pages';
import { replacedElements } from '../../fixtures/node-probe';
import { axeViolations } from '../axe';
import { islandsSettled, wakeEveryHook } from '../hooks';
import type { Journey } from '../journey';
import { startVisit } from '../shop';

const fixturePage = (key: keyof typeof FIXTURE_PAGES): Journey => ({
  name: `page ${FIXTURE_PAGES[key]}: loads, every hook mounted, no element replaced, axe`,
  async run(driver) {
    await startVisit(driver);
    await driver.open(FIXTURE_PAGES[key]);
    const [page, lang] = await driver.evaluate(() => [document.body.dataset.page, document.documentElement.lang]);
    equal(page, EXPECTED_PAGE_TYPE[key]);
    equal(lang, 'pl');
    await islandsSettled(driver);
    await wakeEveryHook(driver);
    const counts = await driver.evaluate(replacedElements);
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
  ...(Object.keys(FIXTURE_PAGES) as (keyof typeof FIXTURE_PAGES)[]).map(fixturePage),
  ...MORE_AXE_PAGES.map(axePage),
];
