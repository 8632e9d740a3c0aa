/** GET /v1/admin/users?limit=n&cursor=c: the admin's org's client users (admins hidden), newest first. */
import { paginationQuery } from '../../shared/api-schemas';
import { defineRoute } from '../lib/define-route';
import { ok } from '../lib/http';
import { listPage } from '../lib/pagination';
import { listUsersOfOrg } from '../lib/repositories/users';

export const handler = defineRoute({ access: 'admin', query: paginationQuery }, async ({ caller, query }) =>
  ok(await listPage(caller, `org-clients:${caller.orgId}`, query, (page) => listUsersOfOrg(caller.orgId, 'client', page))),
);
