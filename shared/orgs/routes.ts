/**
 * The orgs routes: the firm's details and dashboard counters, its public branding, the accepted
 * documents of its cases about to expire.
 * Each entry is one route of the table (shared/routes.ts gathers them).
 */
import { COMMON, NOT_FOUND } from '../core/refusals';
import { answer, type RouteDefinition } from '../core/route-definition';
import { PRIVACY } from '../privacy/refusals';
import { ORGS } from './refusals';
import { expiringDocumentsQuery, updateOrgBody } from './schemas';
import type { ExpiringDocument, OrgSummary } from './types';

export const orgRoutes = {
  getOrg: {
    id: 'getOrg',
    method: 'GET',
    path: '/v1/admin/orgs/{orgId}',
    handler: 'functions/orgs/get-org.ts',
    access: 'admin',
    summary: "The admin's own org: profile and dashboard counters",
    answer: answer<{ Item: OrgSummary }>(200),
    errors: [NOT_FOUND.ORG],
  },
  updateOrg: {
    id: 'updateOrg',
    method: 'PATCH',
    path: '/v1/admin/orgs/{orgId}',
    handler: 'functions/orgs/update-org.ts',
    access: 'admin',
    body: updateOrgBody,
    summary: "Saves the firm's details (Settings → Firm): the admin's own org only; `discreetCases: true` makes every case's client e-mails name neither the case nor its category",
    answer: answer<{ success: boolean; Item: OrgSummary }>(200),
    errors: [
      NOT_FOUND.ORG,
      COMMON.TWO_FACTOR_SELF_FIRST,
      ORGS.RETENTION_OUT_OF_RANGE,
      ORGS.DISCREET_CASES_NOT_BOOLEAN,
      // --- privacy notice ---
      PRIVACY.NOTICE_EMPTY,
      PRIVACY.NOTICE_LANGUAGE_MISSING,
      PRIVACY.NOTICE_TOO_LONG,
      PRIVACY.NOTICE_CHARACTERS,
      PRIVACY.NOTICE_URL,
      // --- end privacy notice ---
    ],
  },
  listExpiringDocuments: {
    id: 'listExpiringDocuments',
    method: 'GET',
    path: '/v1/admin/orgs/{orgId}/expiring-documents',
    handler: 'functions/requests/list-expiring-documents.ts',
    access: 'admin',
    query: expiringDocumentsQuery,
    summary:
      "Accepted documents of the admin's org that expire within `days` days (1 to 365, 180 by default; already expired ones are not listed), soonest first: the admin's own org only",
    answer: answer<{ items: ExpiringDocument[] }>(200),
    errors: [NOT_FOUND.ORG],
  },
  getBranding: {
    id: 'getBranding',
    method: 'GET',
    path: '/v1/branding',
    handler: 'functions/orgs/get-branding.ts',
    access: 'public',
    summary: "The firm's name, for the sign-in page and the sidebar (public, read-only, cacheable for five minutes)",
    answer: answer<{ firmName: string }>(200),
    errors: [],
  },
} as const satisfies Record<string, RouteDefinition>;
