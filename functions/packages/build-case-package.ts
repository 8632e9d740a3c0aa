/** POST /v1/admin/cases/{caseId}/packages: starts a build of the case's IRCC package (202; the worker builds it). */
import { packageRoutes } from '../../shared/packages/routes';
import { noteCaseActivity } from '../core/activity';
import { defineRoute } from '../core/define-route';
import { accepted } from '../core/http';
import { startCasePackage } from './domain/packages';

export const handler = defineRoute(packageRoutes.buildCasePackage, async ({ caller, params, body }) => {
  const { caseRecord, record } = await startCasePackage(caller, params.caseId, body);
  noteCaseActivity(caseRecord, 'package.built', { details: { packageId: record.packageId } });
  return accepted({ packageId: record.packageId, status: 'building' as const });
});
