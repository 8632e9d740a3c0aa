/**
 * The IRCC package routes: staff build a case's package (off the request path: the packaging worker,
 * shared/packages/worker.ts), follow it, list the builds kept, download one's ZIP and delete one.
 * Each entry is one route of the table (shared/routes.ts gathers them).
 */
import { NOT_FOUND } from '../core/refusals';
import { answer, type RouteDefinition } from '../core/route-definition';
import type { Page } from '../core/pagination';
import { PACKAGES } from './refusals';
import { buildPackageBody } from './schemas';
import type { CasePackage, StartedPackage } from './types';

export const packageRoutes = {
  buildCasePackage: {
    id: 'buildCasePackage',
    method: 'POST',
    path: '/v1/admin/cases/{caseId}/packages',
    handler: 'functions/packages/build-case-package.ts',
    access: 'admin',
    otherRoleRefusal: NOT_FOUND.CASE,
    body: buildPackageBody,
    summary:
      "Builds the IRCC package of a case of the admin's firm, off the request path: for each IRCC upload slot its items feed, one PDF of their accepted documents under the slot's limit, with the problems found (empty slots, documents expiring before expiryCheckDate, files too large, unreadable PDFs), in one ZIP; answers at once with the build's id (status building); recorded in the case's activity",
    answer: answer<StartedPackage>(202),
    errors: [NOT_FOUND.CASE, PACKAGES.TOO_MANY, PACKAGES.NOT_STARTED],
    uses: ['packages', 'activity'],
  },
  listCasePackages: {
    id: 'listCasePackages',
    method: 'GET',
    path: '/v1/admin/cases/{caseId}/packages',
    handler: 'functions/packages/list-case-packages.ts',
    access: 'admin',
    otherRoleRefusal: NOT_FOUND.CASE,
    summary: "The IRCC package builds kept for a case of the admin's firm, newest first: who built each and when, its status, slots and problems (no download links)",
    answer: answer<Page<CasePackage>>(200),
    errors: [NOT_FOUND.CASE],
    // Only to record another firm's attempt (access.denied), as every route reading a case does.
    uses: ['activity'],
  },
  getCasePackage: {
    id: 'getCasePackage',
    method: 'GET',
    path: '/v1/admin/cases/{caseId}/packages/{packageId}',
    handler: 'functions/packages/get-case-package.ts',
    access: 'admin',
    otherRoleRefusal: NOT_FOUND.CASE,
    summary:
      "One IRCC package build of a case of the admin's firm: its status (building with its progress, ready or failed), slots, problems and, once ready, a short-lived link to its ZIP (recorded in the case's activity when one is given)",
    answer: answer<CasePackage>(200),
    errors: [NOT_FOUND.CASE, PACKAGES.PACKAGE_MISSING],
    uses: ['documents', 'activity'],
  },
  deleteCasePackage: {
    id: 'deleteCasePackage',
    method: 'DELETE',
    path: '/v1/admin/cases/{caseId}/packages/{packageId}',
    handler: 'functions/packages/delete-case-package.ts',
    access: 'admin',
    otherRoleRefusal: NOT_FOUND.CASE,
    summary: "Deletes an IRCC package build of a case of the admin's firm and its ZIP; recorded in the case's activity",
    answer: answer<void>(204),
    errors: [NOT_FOUND.CASE, PACKAGES.PACKAGE_MISSING],
    uses: ['documents', 'activity'],
  },
} as const satisfies Record<string, RouteDefinition>;
