/** Stops the integration run's local stacks (each one's whole process group) at once and waits for them to exit. */
import { rmSync } from 'node:fs';
import { dataPaths, reapOrphans } from '../../infra/local';
import type { IntegrationStackHandle } from './global-setup';

const STOP_TIMEOUT_MS = 20_000;

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

async function stopIntegrationStack({ storage, child, dataDir }: IntegrationStackHandle): Promise<void> {
  if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    signalGroup(child.pid, 'SIGTERM');
    const timedOut = await Promise.race([
      exited.then(() => false),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(true), STOP_TIMEOUT_MS).unref()),
    ]);
    if (timedOut) {
      console.error(`The ${storage} local stack did not stop within 20 s: killing it`);
      signalGroup(child.pid, 'SIGKILL');
      await exited;
      // Its DynamoDB Local and cognito-local run in their own process groups.
      await reapOrphans(dataPaths(dataDir).pidFile);
    }
  }
  if (process.env.KEEP_STACK_DATA) console.log(`The ${storage} local stack's data kept in ${dataDir}`);
  else rmSync(dataDir, { recursive: true, force: true });
}

export default async function globalTeardown(): Promise<void> {
  const handles = globalThis.__PORTAL_INTEGRATION_STACKS__ ?? [];
  globalThis.__PORTAL_INTEGRATION_STACKS__ = undefined;
  await Promise.all(handles.map(stopIntegrationStack));
}
