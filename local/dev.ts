/**
 * `npm run dev`: the same local stack (its gateway serving `/v1` and `/config.json` only) plus Vite's
 * dev server with hot reload; Vite proxies `/v1` and `/config.json` to GATEWAY_URL.
 * Handler changes need a restart (handlers are loaded once, like a warm Lambda).
 */
import path from 'node:path';
import { resolveDataDir } from './data-dir';
import { stackOptionsFromEnv, startLocalStack } from './local-stack';
import { describeExit, spawnManaged } from './processes';
import { runUntilStopped } from './run-until-stopped';

void runUntilStopped(async (signal) => {
  const stack = await startLocalStack({ ...stackOptionsFromEnv(), dataDir: resolveDataDir(), serveWeb: false, signal });
  console.log(`Gateway ready: ${stack.url} (API and /config.json); starting Vite…`);
  const vite = spawnManaged('vite', path.join(process.cwd(), 'node_modules', '.bin', 'vite'), ['--config', 'web/vite.config.ts'], {
    env: { ...process.env, GATEWAY_URL: stack.url },
    inheritOutput: true,
  });
  return {
    failure: Promise.race([
      stack.failure,
      vite.exited.then((exit) => new Error(`vite ${describeExit(exit)}`)),
    ]),
    async stop() {
      await Promise.allSettled([vite.stop(), stack.stop()]);
    },
  };
});
