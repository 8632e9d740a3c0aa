/** GET /v1/admin/cases?limit&cursor[&sort=readiness][&waiting=client|firm]: the admin's org's cases, newest first or least ready first. */
import { caseRoutes } from '../../shared/cases/routes';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { listAdminCases } from './domain/admin-case-list';

export const handler = defineRoute(caseRoutes.listAdminCases, async ({ caller, query }) => ok(await listAdminCases(caller, query)));
