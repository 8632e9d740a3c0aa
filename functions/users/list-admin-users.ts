/** GET /v1/admin/users?limit=n&cursor=c: the admin's org's client users (admins hidden), newest first. */
import { route } from '../../shared/routes';
import { defineRoute } from '../lib/define-route';
import { ok } from '../lib/http';
import { listPage } from '../lib/pagination';
import { listUsersOfOrg } from '../lib/repositories/users';

export const handler = defineRoute(route('listAdminUsers'), async ({ caller, query }) =>
  ok(await listPage(caller, `org-clients:${caller.orgId}`, query, (page) => listUsersOfOrg(caller.orgId, 'client', page))),
);
