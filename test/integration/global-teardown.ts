/** Stops the integration run's local stacks (each one's whole process group) at once and waits for them to exit. */
import { stopSpawnedStack } from './support/spawned-stack';

export default async function globalTeardown(): Promise<void> {
  const handles = globalThis.__PORTAL_INTEGRATION_STACKS__ ?? [];
  globalThis.__PORTAL_INTEGRATION_STACKS__ = undefined;
  await Promise.all(handles.map(stopSpawnedStack));
}
