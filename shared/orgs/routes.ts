/**
 * The orgs routes: the firm's details and dashboard counters, its public branding.
 * Each entry is one route of the table (shared/routes.ts gathers them).
 */
import { COMMON, NOT_FOUND } from '../core/refusals';
import { answer, type RouteDefinition } from '../core/route-definition';
import { updateOrgBody } from './schemas';
import type { OrgSummary } from './types';

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
    summary: "Saves the firm's details (Settings → Firm): the admin's own org only",
    answer: answer<{ success: boolean; Item: OrgSummary }>(200),
    errors: [NOT_FOUND.ORG, COMMON.TWO_FACTOR_SELF_FIRST],
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
