/**
 * End-to-end tests: the portal started exactly as `npm start` starts it (fresh data dir, own port),
 * driven in Debian's Chromium. Playwright cannot download browsers here, so it uses /usr/bin/chromium.
 *
 * Two portals: the default one (documents in the embedded S3-compatible server) runs every journey;
 * a second one started as `STORAGE=onedrive npm start` (documents in the fake Microsoft Graph) runs
 * the document journeys again, so both document stores are driven by a real browser.
 */
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const onedrivePort = Number(process.env.E2E_ONEDRIVE_PORT ?? 3200);
/** The portals' data directories (E2E_DATA_DIR names the first; specs read its stack.json through support.ts). */
const dataDir = process.env.E2E_DATA_DIR ?? '.local-e2e';
const DOCUMENT_JOURNEYS = /documents\.spec\.ts$/;

const chromium = {
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
};

/**
 * One portal as `npm start` runs it, in a fresh data directory. Only the first builds the web app:
 * two builds writing web/dist at once replaced the app under a running test. The second serves the
 * same web/dist (read per request), and tests start only once the first, which builds, is ready.
 */
function portal(portalPort: number, dataDir: string, env: Record<string, string> = {}, build = true) {
  return {
    command: `rm -rf ${dataDir} && ${build ? 'npm start' : 'exec node_modules/.bin/tsx local/start.ts'}`,
    cwd: '../..',
    url: `http://localhost:${portalPort}/config.json`,
    timeout: 180_000,
    reuseExistingServer: false,
    // SIGTERM lets the start script stop DynamoDB Local and cognito-local (SIGKILL would orphan them).
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 },
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(portalPort),
      LOCAL_DATA_DIR: dataDir,
      // What the firm asks of or gives a client within 3 s makes one e-mail to them (10 minutes when
      // deployed): a journey reads the client's notice seconds after the firm's change, not minutes.
      CLIENT_NOTICE_WINDOW_SECONDS: '3',
      ...env,
    },
  };
}

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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', use: { ...chromium, baseURL: `http://localhost:${port}` } },
    { name: 'onedrive', testMatch: DOCUMENT_JOURNEYS, use: { ...chromium, baseURL: `http://localhost:${onedrivePort}` } },
  ],
  webServer: [
    portal(port, dataDir),
    // Both start at once: the second one's servers get their own ports, so the two never race for one.
    portal(onedrivePort, `${dataDir}-onedrive`, {
      STORAGE: 'onedrive',
      DYNAMODB_PORT: '8100',
      COGNITO_PORT: '9329',
      S3_PORT: '4668',
      SMTP_PORT: '1125',
      MAIL_INBOX_PORT: '1180',
      SQS_PORT: '9424',
      GRAPH_PORT: '9530',
    }, false),
  ],
});
