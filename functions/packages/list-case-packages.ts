/** GET /v1/admin/cases/{caseId}/packages: the case's builds, newest first. */
import { packageRoutes } from '../../shared/packages/routes';
import { defineRoute } from '../core/define-route';
import { okList } from '../core/http';
import { listCasePackages } from './domain/packages';

export const handler = defineRoute(packageRoutes.listCasePackages, async ({ caller, params }) => okList(await listCasePackages(caller, params.caseId)));
