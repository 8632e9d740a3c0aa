/** GET /v1/admin/cases?limit=n&cursor=c: the admin's org's cases, newest first. */
import { caseRoutes } from '../../shared/cases/routes';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { listPage } from '../core/pagination';
import { listCasesOfOrg } from './repository/cases';

export const handler = defineRoute(caseRoutes.listAdminCases, async ({ caller, query }) =>
  ok(await listPage(caller, `org-cases:${caller.orgId}`, query, (page) => listCasesOfOrg(caller.orgId, page))),
);
