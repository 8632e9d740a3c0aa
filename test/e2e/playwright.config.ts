/**
 * End-to-end tests: the portal started exactly as `npm start` starts it (fresh data dir, own port),
 * driven in Debian's Chromium. Playwright cannot download browsers here, so it uses /usr/bin/chromium.
 */
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = '.local-e2e';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/e2e.json' }]],
  outputDir: '../../test-results/e2e-artifacts',
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && npm start`,
    cwd: '../..',
    url: `http://localhost:${port}/config.json`,
    timeout: 180_000,
    reuseExistingServer: false,
    // SIGTERM lets the start script stop DynamoDB Local and cognito-local (SIGKILL would orphan them).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: { PORT: String(port), LOCAL_DATA_DIR: dataDir },
  },
});
