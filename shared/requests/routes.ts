/**
 * The document requests routes: a case's requested documents and its readiness, the firm
 * adding items (by hand or from a template) and deciding on them, the starting templates.
 * Each entry is one route of the table (shared/routes.ts gathers them).
 */
import * as z from 'zod/mini';
import { COMMON, NOT_FOUND } from '../core/refusals';
import { answer, type RouteDefinition } from '../core/route-definition';
import { REQUESTS } from './refusals';
import { addRequestsBody, changeRequestBody, remindRequestsBody, requestTemplateBody, templateIdParam } from './schemas';
import type { CaseRequests, DocumentRequest, ListedRequestTemplate, RequestReminder } from './types';

export const requestRoutes = {
  listCaseRequests: {
    id: 'listCaseRequests',
    method: 'GET',
    path: '/v1/cases/{caseId}/requests',
    handler: 'functions/requests/list-case-requests.ts',
    access: 'signedIn',
    summary:
      "A case's requested documents, in the order they were added, each titled in the reader's language with its history, and its readiness (accepted of all but the waived); for the firm's staff and the case's client (who reads the history of their own uploads and the firm's decisions)",
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
    summary:
      "Asks the client of a case of the admin's org for documents: the items given (a title in one language or both, a due date or a number of days) and/or a starting template's (in both languages, due dates from its days); the client is told by e-mail, in their next notices",
    answer: answer<{ items: DocumentRequest[] }>(201),
    errors: [NOT_FOUND.CASE, REQUESTS.NOTHING_TO_ADD, REQUESTS.TITLE_REQUIRED, REQUESTS.DUE_TWICE, REQUESTS.TEMPLATE_UNKNOWN, REQUESTS.TOO_MANY_ON_CASE, COMMON.BUSY],
    uses: ['mail', 'activity'],
  },
  decideCaseRequest: {
    id: 'decideCaseRequest',
    method: 'PATCH',
    path: '/v1/admin/cases/{caseId}/requests/{requestId}',
    handler: 'functions/requests/decide-case-request.ts',
    access: 'admin',
    body: changeRequestBody,
    summary:
      'Accepts (once something was uploaded for it; with an optional expiry date), rejects (with a reason the client reads once signed in) or waives a requested document, and/or edits its titles, instructions and due date; the client is told of an acceptance, a rejection or an edit of an item still waiting on them by e-mail, in their next notices',
    answer: answer<{ Item: DocumentRequest }>(200),
    errors: [
      NOT_FOUND.CASE,
      REQUESTS.REQUEST_MISSING,
      REQUESTS.NOTHING_TO_CHANGE,
      REQUESTS.REASON_NEEDS_DECISION,
      REQUESTS.REASON_REQUIRED,
      REQUESTS.EXPIRY_NEEDS_ACCEPTANCE,
      REQUESTS.TITLE_REQUIRED,
      REQUESTS.WAIVED,
      REQUESTS.NOTHING_TO_ACCEPT,
      REQUESTS.NOTHING_TO_REJECT,
      REQUESTS.UNCHANGED,
      REQUESTS.CHANGED,
      COMMON.BUSY,
    ],
    uses: ['mail', 'activity'],
  },
  deleteCaseRequest: {
    id: 'deleteCaseRequest',
    method: 'DELETE',
    path: '/v1/admin/cases/{caseId}/requests/{requestId}',
    handler: 'functions/requests/delete-case-request.ts',
    access: 'admin',
    summary: 'Deletes a requested document nothing was uploaded for (204); once something was, it stays on the case (waive it instead)',
    answer: answer<void>(204),
    errors: [NOT_FOUND.CASE, REQUESTS.REQUEST_MISSING, REQUESTS.HAS_UPLOADS, REQUESTS.CHANGED, COMMON.BUSY],
    uses: ['activity'],
  },
  remindCaseRequests: {
    id: 'remindCaseRequests',
    method: 'POST',
    path: '/v1/admin/cases/{caseId}/requests/remind',
    handler: 'functions/requests/remind-case-requests.ts',
    access: 'admin',
    // No body, or `{}`: every item of the case still waiting on the client.
    body: z.optional(remindRequestsBody),
    summary:
      "E-mails the case's client now a reminder of the documents named (all of the case's still waiting on them when none is): one e-mail each call, whatever the daily reminders sent (202: queued)",
    answer: answer<RequestReminder>(202),
    errors: [NOT_FOUND.CASE, REQUESTS.REQUEST_MISSING, REQUESTS.NOTHING_TO_REMIND, REQUESTS.CLIENT_NOT_EMAILED, REQUESTS.REMINDER_NOT_SENT],
    uses: ['activity', 'mail'],
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
