/** GET /v1/admin/users?limit=n&cursor=c: the admin's org's client users (admins hidden), newest first. */
import { userRoutes } from '../../shared/users/routes';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { listPage } from '../core/pagination';
import { listUsersOfOrg } from './repository/users';

export const handler = defineRoute(userRoutes.listAdminUsers, async ({ caller, query }) =>
  ok(await listPage(caller, `org-clients:${caller.orgId}`, query, (page) => listUsersOfOrg(caller.orgId, 'client', page))),
);
