/**
 * The progress routes: the stage sets the firm's cases follow, per category. A case's stage,
 * note for the client and key dates change with the case's own PATCH (shared/cases/routes.ts).
 * Each entry is one route of the table (shared/routes.ts gathers them).
 */
import { COMMON, NOT_FOUND } from '../core/refusals';
import { answer, type RouteDefinition } from '../core/route-definition';
import { replaceStageSetsBody } from './schemas';
import type { StageSets } from './types';

export const progressRoutes = {
  getStageSets: {
    id: 'getStageSets',
    method: 'GET',
    path: '/v1/admin/orgs/{orgId}/stage-sets',
    handler: 'functions/progress/get-stage-sets.ts',
    access: 'admin',
    summary: "The stage sets the admin's org's cases follow, one per category: the firm's own and the shipped ones it did not replace",
    answer: answer<StageSets>(200),
    errors: [NOT_FOUND.ORG],
  },
  replaceStageSets: {
    id: 'replaceStageSets',
    method: 'PUT',
    path: '/v1/admin/orgs/{orgId}/stage-sets',
    handler: 'functions/progress/replace-stage-sets.ts',
    access: 'admin',
    body: replaceStageSetsBody,
    summary: "Replaces the firm's own stage sets (a category left out follows the shipped set again): the admin's own org only",
    answer: answer<StageSets>(200),
    errors: [NOT_FOUND.ORG, COMMON.BUSY],
  },
} as const satisfies Record<string, RouteDefinition>;
