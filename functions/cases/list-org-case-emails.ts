/** GET /v1/admin/orgs/{orgId}/case-emails?limit=n&cursor=c: the firm's e-mail log, newest first. */
import { caseRoutes } from '../../shared/cases/routes';
import { defineRoute } from '../core/define-route';
import { listEmailsOfOrg } from './domain/case-emails';
import { ok } from '../core/http';

export const handler = defineRoute(caseRoutes.listOrgCaseEmails, async ({ caller, params, query }) => ok(await listEmailsOfOrg(caller, params.orgId, query)));
