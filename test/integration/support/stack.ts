/** The local stacks the integration run started (see global-setup.ts). */
import path from 'node:path';
import { applyStackEnvironment, readStackFile, type StackInfo } from '../../../local';

let cached: StackInfo | undefined;
let cachedOnedrive: StackInfo | undefined;

/** Reads `<dataDir>/stack.json` of the running stack (PORTAL_STACK_FILE, else `.local/stack.json`). */
export function stack(): StackInfo {
  cached ??= readStackFile(process.env.PORTAL_STACK_FILE ?? path.join(process.cwd(), '.local', 'stack.json'));
  return cached;
}

/** The run's second stack, whose documents live in the fake Microsoft Graph (`STORAGE=onedrive`): PORTAL_ONEDRIVE_STACK_FILE. */
export function onedriveStack(): StackInfo {
  const file = process.env.PORTAL_ONEDRIVE_STACK_FILE;
  if (!file) throw new Error('PORTAL_ONEDRIVE_STACK_FILE is not set: the integration global setup starts the OneDrive stack');
  cachedOnedrive ??= readStackFile(file);
  if (!cachedOnedrive.onedrive) throw new Error(`${file} describes a stack without OneDrive storage`);
  return cachedOnedrive;
}

let applied: StackInfo | undefined;

/**
 * Points this test process at a stack (the default one unless named) the way the gateway points its
 * handlers: so a test can call repositories or the seed directly. Call before importing anything
 * from functions/. A test file works on one stack's table: the repositories make their clients once.
 */
export function useStackEnvironment(info: StackInfo = stack()): StackInfo {
  if (applied && applied.url !== info.url) {
    throw new Error(`This test file already points the repositories at ${applied.url}: it cannot switch them to ${info.url}`);
  }
  applyStackEnvironment(info);
  applied = info;
  return info;
}
