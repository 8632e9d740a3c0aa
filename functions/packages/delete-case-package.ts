/** DELETE /v1/admin/cases/{caseId}/packages/{packageId}: deletes a build and its ZIP. */
import { packageRoutes } from '../../shared/packages/routes';
import { noteCaseActivity } from '../core/activity';
import { defineRoute } from '../core/define-route';
import { noContent } from '../core/http';
import { deleteCasePackage } from './domain/packages';

export const handler = defineRoute(packageRoutes.deleteCasePackage, async ({ caller, params }) => {
  const { caseRecord, record } = await deleteCasePackage(caller, params.caseId, params.packageId);
  noteCaseActivity(caseRecord, 'package.deleted', { details: { packageId: record.packageId } });
  return noContent();
});
