/**
 * `npm start`: the whole portal on one machine. Prints `Portal ready: http://localhost:<port>` when
 * everything answers, and on the next line `Local inbox: http://localhost:<port>` (the mail catcher's
 * web inbox; scripts read both lines); Ctrl-C stops everything.
 *
 * Environment: PORT (3000), LOCAL_DATA_DIR (.local), LOCAL_SERVE_WEB=false (API and config only),
 * DYNAMODB_PORT (8000), COGNITO_PORT (9229), S3_PORT (4568), SMTP_PORT (1025), MAIL_INBOX_PORT (1080),
 * SQS_PORT (9324) and GRAPH_PORT (9530) when free; STORAGE=onedrive keeps documents in a fake
 * Microsoft Graph instead of the S3-compatible server.
 */
import { resolveDataDir } from './data-dir';
import { stackOptionsFromEnv, startLocalStack } from './local-stack';
import { runUntilStopped } from './run-until-stopped';

void runUntilStopped(async (signal) => {
  const stack = await startLocalStack({
    ...stackOptionsFromEnv(),
    dataDir: resolveDataDir(),
    serveWeb: process.env.LOCAL_SERVE_WEB !== 'false',
    signal,
  });
  console.log(`Portal ready: ${stack.url}`);
  console.log(`Local inbox: ${stack.info.mailInboxUrl}`);
  return stack;
});
