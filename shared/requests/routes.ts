/**
 * The document requests routes: a case's requested documents and its readiness, the firm
 * adding items (by hand or from a template) and deciding on them, the starting templates.
 * Each entry is one route of the table (shared/routes.ts gathers them).
 */
import { COMMON, NOT_FOUND } from '../core/refusals';
import { answer, type RouteDefinition } from '../core/route-definition';
import { REQUESTS } from './refusals';
import { addRequestsBody, decideRequestBody, requestTemplateBody, templateIdParam } from './schemas';
import type { CaseRequests, DocumentRequest, ListedRequestTemplate } from './types';

export const requestRoutes = {
  listCaseRequests: {
    id: 'listCaseRequests',
    method: 'GET',
    path: '/v1/cases/{caseId}/requests',
    handler: 'functions/requests/list-case-requests.ts',
    access: 'signedIn',
    summary: "A case's requested documents, in the order they were added, and its readiness (accepted of all but the waived); for the firm's staff and the case's client",
    answer: answer<CaseRequests>(200),
    errors: [NOT_FOUND.CASE],
    uses: ['activity'],
  },
  addCaseRequests: {
    id: 'addCaseRequests',
    method: 'POST',
    path: '/v1/admin/cases/{caseId}/requests',
    handler: 'functions/requests/add-case-requests.ts',
    access: 'admin',
    body: addRequestsBody,
    summary: "Asks the client of a case of the admin's org for documents: the items given and/or a starting template's (the client is told by e-mail, in their next notices)",
    answer: answer<{ items: DocumentRequest[] }>(201),
    errors: [NOT_FOUND.CASE, REQUESTS.NOTHING_TO_ADD, REQUESTS.TEMPLATE_UNKNOWN, REQUESTS.TOO_MANY_ON_CASE, COMMON.BUSY],
    uses: ['mail', 'activity'],
  },
  decideCaseRequest: {
    id: 'decideCaseRequest',
    method: 'PATCH',
    path: '/v1/admin/cases/{caseId}/requests/{requestId}',
    handler: 'functions/requests/decide-case-request.ts',
    access: 'admin',
    body: decideRequestBody,
    summary: 'Accepts (with an optional expiry date), rejects (with a reason the client reads once signed in) or waives a requested document; the client is told of an acceptance or a rejection by e-mail, in their next notices',
    answer: answer<{ Item: DocumentRequest }>(200),
    errors: [
      NOT_FOUND.CASE,
      REQUESTS.REQUEST_MISSING,
      REQUESTS.REASON_REQUIRED,
      REQUESTS.EXPIRY_NEEDS_ACCEPTANCE,
      REQUESTS.WAIVED,
      REQUESTS.NOTHING_TO_REJECT,
      REQUESTS.UNCHANGED,
      REQUESTS.CHANGED,
      COMMON.BUSY,
    ],
    uses: ['mail', 'activity'],
  },
  listRequestTemplates: {
    id: 'listRequestTemplates',
    method: 'GET',
    path: '/v1/admin/request-templates',
    handler: 'functions/requests/list-request-templates.ts',
    access: 'admin',
    summary:
      "The firm's document request templates, by case category, in English and French: its own, and the portal's starting checklists it has not replaced (origin: portal or firm)",
    answer: answer<{ items: ListedRequestTemplate[] }>(200),
    errors: [],
  },
  saveRequestTemplate: {
    id: 'saveRequestTemplate',
    method: 'PUT',
    path: '/v1/admin/request-templates/{templateId}',
    handler: 'functions/requests/save-request-template.ts',
    access: 'admin',
    params: { templateId: templateIdParam },
    body: requestTemplateBody,
    summary:
      "Creates or replaces the firm's template of this id (lower-case letters, digits and dashes; 1 to 50 items in English and French); a shipped template's id saves the firm's version in its place, for this firm only",
    answer: answer<ListedRequestTemplate>(200),
    errors: [REQUESTS.TEMPLATE_ID_INVALID, REQUESTS.TEMPLATE_LIMIT, COMMON.BUSY],
  },
  deleteRequestTemplate: {
    id: 'deleteRequestTemplate',
    method: 'DELETE',
    path: '/v1/admin/request-templates/{templateId}',
    handler: 'functions/requests/delete-request-template.ts',
    access: 'admin',
    // Any id the firm holds, so that a template saved under an id PUT refuses can still be removed.
    summary: "Deletes the firm's template of this id; a shipped template the firm had replaced is the portal's again",
    answer: answer<{ success: true }>(200),
    errors: [REQUESTS.TEMPLATE_MISSING, COMMON.BUSY],
  },
} as const satisfies Record<string, RouteDefinition>;
