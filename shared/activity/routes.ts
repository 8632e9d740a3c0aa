/**
 * The activity log routes: a case's log for its firm's staff (filtered by person and kind),
 * the part about their documents for the case's client, and the chain's verification. Each entry is one
 * route of the table (shared/routes.ts gathers them). Reading the log is not itself recorded; an attempt
 * on another firm's case is (`uses: ['activity']`), as on every case route.
 */
import { NOT_FOUND } from '../core/refusals';
import { PAGINATION } from '../core/pagination';
import { answer, type RouteDefinition } from '../core/route-definition';
import { ACTIVITY } from './refusals';
import { activityQuery, myActivityQuery } from './schemas';
import type { ActivityPage, ChainVerification, ClientActivityPage } from './types';

export const activityRoutes = {
  listCaseActivity: {
    id: 'listCaseActivity',
    method: 'GET',
    path: '/v1/admin/cases/{caseId}/activity',
    handler: 'functions/activity/list-case-activity.ts',
    access: 'admin',
    query: activityQuery,
    summary:
      "A case's activity log, newest first: who read or changed what of the case, its documents, requests, messages and e-mails, when and from where; refused attempts on it too. Optionally only one person's (actor: user id) or one kind's (kind)",
    answer: answer<ActivityPage>(200),
    errors: [NOT_FOUND.CASE, PAGINATION.INVALID_CURSOR, ACTIVITY.KIND_UNKNOWN],
    uses: ['cursors', 'activity'],
  },
  listMyCaseActivity: {
    id: 'listMyCaseActivity',
    method: 'GET',
    path: '/v1/cases/{caseId}/my-activity',
    handler: 'functions/activity/list-my-case-activity.ts',
    access: 'client',
    query: myActivityQuery,
    summary:
      "For the case's client: what was done with the documents they see (uploaded, downloaded, previewed, shared, no longer shared), by them or the firm, newest first",
    answer: answer<ClientActivityPage>(200),
    errors: [NOT_FOUND.CASE, PAGINATION.INVALID_CURSOR],
    uses: ['cursors', 'activity'],
  },
  verifyCaseActivity: {
    id: 'verifyCaseActivity',
    method: 'GET',
    path: '/v1/admin/cases/{caseId}/activity/verify',
    handler: 'functions/activity/verify-case-activity.ts',
    access: 'admin',
    summary:
      "Checks the case's activity chain from its first record: each record's hash and its link to the one before. Answers intact, how many records were checked and, when broken, the first record that is not what was written",
    answer: answer<ChainVerification>(200),
    errors: [NOT_FOUND.CASE],
    uses: ['activity'],
  },
} as const satisfies Record<string, RouteDefinition>;
