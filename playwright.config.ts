import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, testChromiumPath } from './scripts/chromium-path.mjs';
import { CSP_REQUEST_HEADER, type FixtureCspMode } from './fixtures/csp';

const port = Number(process.env.E2E_PORT ?? 8091);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 8_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: testChromiumPath(), args: CHROMIUM_ARGS },
    viewport: { width: 1366, height: 900 },
    locale: 'pl-PL',
    trace: 'off',
  },
  projects: [
    { name: 'chromium' },
    // The suite again, every page under the CSP with reCAPTCHA and Trusted Types a shop is told to send
    // (docs/security.md, fixtures/csp.ts).
    // All but the fault matrix: each of its cases breaks one answer (a status, a delay, a cut body), which the
    // policy has no part in, and a second pass of them cost CI seven minutes of its 45; what a broken answer
    // puts in the page under the policy is hostile-input.spec.ts's, here and under the nonce.
    { name: 'strict-csp', testIgnore: ['fault-matrix.spec.ts'], use: { extraHTTPHeaders: { [CSP_REQUEST_HEADER]: 'strict' satisfies FixtureCspMode } } },
    // Under the nonce + 'strict-dynamic' one, every page with a fresh nonce its script tags carry. Not the whole
    // suite: a third full pass would cost CI more than six minutes, and what the nonce changes is which scripts
    // run. So the journeys that load every kind of script and HTML: every island woken on every page type of
    // both themes, the pop-ups and the forms with the captcha (its script inserted by our code), every answer
    // that puts server HTML in the page (hostile ones too), the theme script, and the policy's own proof.
    {
      name: 'strict-csp-nonce',
      testMatch: [
        'node-invariant.spec.ts',
        'react-islands.spec.ts',
        'dialog.spec.ts',
        'forms-question.spec.ts',
        'detail-availability.spec.ts',
        'theme-2-pages.spec.ts',
        'detail-cart.spec.ts',
        'cart-page.spec.ts',
        'listing-swap.spec.ts',
        'hostile-input.spec.ts',
        'theme-script.spec.ts',
        'strict-csp.spec.ts',
        // The one inline script our code writes, the speculation rules, inserted under the nonce.
        'speculation.spec.ts',
      ],
      use: { extraHTTPHeaders: { [CSP_REQUEST_HEADER]: 'strict-nonce' satisfies FixtureCspMode } },
    },
  ],
  webServer: {
    command: `npx tsx fixtures/server.ts`,
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
