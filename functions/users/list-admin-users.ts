/** GET /v1/admin/users?limit=n&cursor=c: the admin's org's client users (admins hidden), newest first. */
import { route } from '../../shared/routes';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { listPage } from '../core/pagination';
import { listUsersOfOrg } from './repository/users';

export const handler = defineRoute(route('listAdminUsers'), async ({ caller, query }) =>
  ok(await listPage(caller, `org-clients:${caller.orgId}`, query, (page) => listUsersOfOrg(caller.orgId, 'client', page))),
);
