/** GET /v1/admin/cases/{caseId}/packages/{packageId}: one build, with a link to its ZIP once ready. */
import { packageRoutes } from '../../shared/packages/routes';
import { noteCaseActivity } from '../core/activity';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { getCasePackage } from './domain/packages';

export const handler = defineRoute(packageRoutes.getCasePackage, async ({ caller, params }) => {
  const { caseRecord, answer } = await getCasePackage(caller, params.caseId, params.packageId);
  // A link handed out is a download as far as the log goes.
  if (answer.downloadUrl) noteCaseActivity(caseRecord, 'package.downloaded', { details: { packageId: answer.packageId } });
  return ok(answer);
});
