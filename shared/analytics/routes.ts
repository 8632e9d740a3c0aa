/**
 * The analytics routes: the firm's figures, read from the counters its changes keep on write.
 * Each entry is one route of the table (shared/routes.ts gathers them).
 */
import { NOT_FOUND } from '../core/refusals';
import { answer, type RouteDefinition } from '../core/route-definition';
import type { OrgAnalytics } from './counters';

export const analyticsRoutes = {
  getOrgAnalytics: {
    id: 'getOrgAnalytics',
    method: 'GET',
    path: '/v1/admin/orgs/{orgId}/analytics',
    handler: 'functions/analytics/get-org-analytics.ts',
    access: 'admin',
    summary:
      "The admin's own org's analytics, from counters kept on write: cases by status, open cases by category and stage, cases opened and closed and documents recorded in each of the last 12 months, median days in each stage, clients added this week and this month, and the open cases by readiness (their own request counters)",
    answer: answer<OrgAnalytics>(200),
    errors: [NOT_FOUND.ORG],
  },
} as const satisfies Record<string, RouteDefinition>;
