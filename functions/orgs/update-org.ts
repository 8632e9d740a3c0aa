/** PATCH /v1/admin/orgs/{orgId}: the firm's details (Settings → Firm), the admin's own org only. */
import { orgRoutes } from '../../shared/orgs/routes';
import { defineRoute } from '../core/define-route';
import { updateFirm } from './domain/firm';
import { ok } from '../core/http';

export const handler = defineRoute(orgRoutes.updateOrg, async ({ caller, params, body }) =>
  ok({ success: true, Item: await updateFirm(caller, params.orgId, body) }),
);
