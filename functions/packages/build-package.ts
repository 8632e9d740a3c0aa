/**
 * The packaging worker's entry (shared/packages/worker.ts): one asynchronous invocation per build,
 * `{ caseId, packageId }`, from the build route. Not a route: no caller, no middy stack.
 */
import type { PackageBuildEvent } from '../../shared/packages/worker';
import { logger } from '../core/logger';
import { type BuildSummary, buildCasePackage } from './domain/build';

export async function handler(event: PackageBuildEvent): Promise<BuildSummary> {
  const summary = await buildCasePackage(event.caseId, event.packageId);
  logger.info('Package built', { caseId: event.caseId, ...summary });
  return summary;
}
