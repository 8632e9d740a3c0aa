/** The local stack the integration run started (see global-setup.ts). */
import path from 'node:path';
import { applyStackEnvironment, readStackFile, type StackInfo } from '../../../infra/local';

let cached: StackInfo | undefined;

/** Reads `<dataDir>/stack.json` of the running stack (PORTAL_STACK_FILE, else `.local/stack.json`). */
export function stack(): StackInfo {
  cached ??= readStackFile(process.env.PORTAL_STACK_FILE ?? path.join(process.cwd(), '.local', 'stack.json'));
  return cached;
}

/**
 * Points this test process at the stack the way the gateway points its handlers: so a test can call
 * repositories or the seed directly. Call before importing anything from functions/.
 */
export function useStackEnvironment(): StackInfo {
  const info = stack();
  applyStackEnvironment(info);
  return info;
}
