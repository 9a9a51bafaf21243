/**
 * docs/events.md's "Sending errors to the shop", run as it is written: a monitoring script that loads
 * after a failure still sends it (storefront.errors()), then sends each new one as it happens, each
 * with the release and the Error's stack and cause.
 */
import { ERROR_BEACON_RECIPE } from '../scripts/events-doc';
import { fault, JACKET, option } from './detail-helpers';
import { acceptCookies, expect, test } from './test';

test.beforeEach(async ({ page }) => acceptCookies(page));

interface Sent {
  island: string;
  message: string;
  call?: string;
  status?: number;
  release: { version: string; build: string };
  page: string;
  stack?: string;
  cause?: string;
}

test("the ten-line recipe sends a failure reported before it loaded and one after, with the release and the Error's stack", async ({ page, expectConsoleError }) => {
  expectConsoleError(/status of 500/);
  expectConsoleError(/^\[storefront\] island "product-options" on <[^>]+>: could not load the chosen variant; the previous choice is back: GetOptions: HTTP 500/);
  const sent: Sent[] = [];
  await page.route('**/api/storefront-errors', async (route) => {
    sent.push(JSON.parse(route.request().postData() ?? 'null') as Sent);
    await route.fulfill({ status: 204 });
  });
  await page.goto(JACKET);
  await fault(page, { call: 'GetOptions', status: 500, times: 2 });
  await option(page, 'Czerwony').click();
  await expect.poll(() => page.evaluate(() => window.storefront.errors().length)).toBe(1);

  await page.evaluate(ERROR_BEACON_RECIPE);
  await expect.poll(() => sent.length).toBe(1);
  await option(page, 'Czarny').click();
  await expect.poll(() => sent.length).toBe(2);

  const release = await page.evaluate(() => ({ version: window.storefront.version, build: window.storefront.build }));
  expect(release.version).toMatch(/^\d+\.\d+\.\d+/);
  for (const report of sent) {
    expect(report).toEqual({
      island: 'product-options',
      message: expect.stringMatching(/^could not load the chosen variant; the previous choice is back: GetOptions: HTTP 500/),
      call: 'GetOptions',
      status: 500,
      release,
      page: JACKET,
      stack: expect.stringMatching(/^(Api)?Error: GetOptions: HTTP 500[^\n]*\n\s+at .*\/dist\/chunks\//),
      cause: expect.stringMatching(/^HTTPError: Request failed with status code 500/),
    });
  }
});
