/**
 * `npm start`: the whole portal on one machine. Prints `Portal ready: http://localhost:<port>` when
 * everything answers; Ctrl-C stops everything.
 *
 * Environment: PORT (3000), LOCAL_DATA_DIR (.local), LOCAL_SERVE_WEB=false (API and config only),
 * DYNAMODB_PORT (8000) and COGNITO_PORT (9229) when free.
 */
import { resolveDataDir } from './data-dir';
import { portsFromEnv, startLocalStack } from './local-stack';
import { runUntilStopped } from './run-until-stopped';

void runUntilStopped(async (signal) => {
  const stack = await startLocalStack({
    ...portsFromEnv(),
    dataDir: resolveDataDir(),
    serveWeb: process.env.LOCAL_SERVE_WEB !== 'false',
    signal,
  });
  console.log(`Portal ready: ${stack.url}`);
  return stack;
});
