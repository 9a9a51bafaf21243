import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, testChromiumPath } from './scripts/chromium-path.mjs';
import { CSP_REQUEST_HEADER } from './fixtures/csp';

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
    // The whole suite again, every page under the strict CSP with Trusted Types (fixtures/csp.ts).
    { name: 'strict-csp', use: { extraHTTPHeaders: { [CSP_REQUEST_HEADER]: 'strict' } } },
  ],
  webServer: {
    command: `npx tsx fixtures/server.ts`,
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
