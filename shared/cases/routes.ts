/**
 * The cases routes: a client's and an admin's cases, opening and updating one, the messages e-mailed about it.
 * Each entry is one route of the table (shared/routes.ts gathers them).
 */
import { type Page, PAGINATION, paginationQuery } from '../core/pagination';
import { COMMON, NOT_FOUND } from '../core/refusals';
import { answer, type RouteDefinition } from '../core/route-definition';
import { DOCUMENTS } from '../documents/refusals';
import { USERS } from '../users/refusals';
import { CASES } from './refusals';
import { PROGRESS } from '../progress/refusals';
import { adminCasesQuery, createCaseBody, sendCaseEmailBody, updateCaseBody } from './schemas';
import type { Case, CaseEmail, CaseEmailEntry, OrgCaseEmail } from './types';
import type { StageDefinition } from '../progress/types';

export const caseRoutes = {
  listClientCases: {
    id: 'listClientCases',
    method: 'GET',
    path: '/v1/clients/{userId}/cases',
    handler: 'functions/cases/list-client-cases.ts',
    access: 'client',
    query: paginationQuery,
    summary: "The signed-in client's own cases, newest first",
    answer: answer<Page<Case>>(200),
    errors: [PAGINATION.INVALID_CURSOR, NOT_FOUND.CLIENT],
    uses: ['cursors'],
  },
  getClientCase: {
    id: 'getClientCase',
    method: 'GET',
    path: '/v1/clients/{clientId}/cases/{caseId}',
    handler: 'functions/cases/get-client-case.ts',
    access: 'client',
    summary: "One of the signed-in client's own cases, with the stages of its category (the firm's set) for its progress timeline",
    answer: answer<{ Item: Case; stages: StageDefinition[] }>(200),
    errors: [NOT_FOUND.CASE],
    uses: ['activity'],
  },
  listAdminCases: {
    id: 'listAdminCases',
    method: 'GET',
    path: '/v1/admin/cases',
    handler: 'functions/cases/list-admin-cases.ts',
    access: 'admin',
    query: adminCasesQuery,
    summary:
      "The admin's org's cases with their document requests' counters, newest first (limit, cursor); sort=readiness: least ready first (accepted of total, cases without requests last); waiting=client or firm: those with documents to upload or to review",
    answer: answer<Page<Case>>(200),
    errors: [PAGINATION.INVALID_CURSOR],
    uses: ['cursors'],
  },
  getAdminCase: {
    id: 'getAdminCase',
    method: 'GET',
    path: '/v1/admin/cases/{caseId}',
    handler: 'functions/cases/get-admin-case.ts',
    access: 'admin',
    summary: "A case of the admin's org, with the stages of its category (the firm's set)",
    answer: answer<{ Item: Case; stages: StageDefinition[] }>(200),
    errors: [NOT_FOUND.CASE],
    uses: ['activity'],
  },
  createCase: {
    id: 'createCase',
    method: 'POST',
    path: '/v1/admin/cases',
    handler: 'functions/cases/create-case.ts',
    access: 'admin',
    body: createCaseBody,
    summary:
      "Opens a case for a client (found by e-mail or invited) with its document folder; `discreet` (the client's e-mails name neither the case nor its category) defaults to true for a refugee category (Demande d'asile, ERAR), false for any other",
    answer: answer<{ success: boolean; caseItem: Case; data: { caseId: string } }>(201),
    errors: [CASES.DISCREET_NOT_BOOLEAN, CASES.CASE_NUMBER_TAKEN, CASES.CASE_EXISTS, USERS.EMAIL_TAKEN, USERS.USER_TAKEN, DOCUMENTS.FOLDER_EXISTS, NOT_FOUND.ORG, COMMON.BUSY],
    uses: ['documents', 'mail', 'activity'],
    identity: ['AdminGetUser', 'AdminCreateUser', 'AdminDeleteUser'],
  },
  updateCase: {
    id: 'updateCase',
    method: 'PATCH',
    path: '/v1/admin/orgs/{orgId}/cases/{caseId}',
    handler: 'functions/cases/update-case.ts',
    access: 'admin',
    body: updateCaseBody,
    summary:
      "Partial update of a case of the admin's org; `stage` (of the firm's set for the case's category), `stageNote` and `expectedDate` add an entry to the case's stage history, `keyDates` replaces the dates given ('' removes one); `legalHold: true` keeps it from the retention job's destruction, `discreet` makes the client's e-mails about it name neither the case nor its category, closing it sets `closedAt` (reopening removes it)",
    answer: answer<{ success: boolean; updatedItem: Case }>(200),
    errors: [CASES.DISCREET_NOT_BOOLEAN, NOT_FOUND.CASE, NOT_FOUND.ORG, CASES.CASE_CHANGED, CASES.CASE_NUMBER_TAKEN, CASES.BEING_DESTROYED, PROGRESS.STAGE_UNKNOWN, PROGRESS.STAGE_REQUIRED, COMMON.BUSY],
    uses: ['mail', 'activity'],
  },
  sendCaseEmail: {
    id: 'sendCaseEmail',
    method: 'POST',
    path: '/v1/admin/cases/{caseId}/emails',
    handler: 'functions/cases/send-case-email.ts',
    access: 'admin',
    body: sendCaseEmailBody,
    summary: "E-mails the admin's message to the client of a case of the admin's org (asynchronously, through the mail queue) and keeps it on the case",
    answer: answer<{ Item: CaseEmail }>(201),
    errors: [NOT_FOUND.CASE, NOT_FOUND.CLIENT],
    uses: ['mail', 'activity'],
  },
  listCaseEmails: {
    id: 'listCaseEmails',
    method: 'GET',
    path: '/v1/admin/cases/{caseId}/emails',
    handler: 'functions/cases/list-case-emails.ts',
    access: 'admin',
    query: paginationQuery,
    summary:
      "The e-mails sent about a case of the admin's org, newest first (limit, cursor): its staff's messages to the client with their delivery, and the portal's automatic e-mails (`automatic: true`, their `kind`, never their content)",
    answer: answer<{ messages: CaseEmailEntry[]; nextCursor?: string }>(200),
    errors: [NOT_FOUND.CASE, PAGINATION.INVALID_CURSOR],
    uses: ['cursors', 'activity'],
  },
  listOrgCaseEmails: {
    id: 'listOrgCaseEmails',
    method: 'GET',
    path: '/v1/admin/orgs/{orgId}/case-emails',
    handler: 'functions/cases/list-org-case-emails.ts',
    access: 'admin',
    query: paginationQuery,
    summary:
      "The firm's e-mail log: every e-mail sent about any of its cases, newest first (limit, cursor), with its case and delivery: its staff's messages, and the portal's automatic e-mails (`automatic: true`, their `kind`, never their content)",
    answer: answer<{ Items: OrgCaseEmail[]; nextCursor?: string }>(200),
    errors: [NOT_FOUND.ORG, PAGINATION.INVALID_CURSOR],
    uses: ['cursors'],
  },
  listUserCases: {
    id: 'listUserCases',
    method: 'GET',
    path: '/v1/admin/users/{userId}/cases',
    handler: 'functions/cases/list-user-cases.ts',
    access: 'admin',
    query: paginationQuery,
    summary: "A client's cases, for an admin of the client's org",
    answer: answer<Page<Case>>(200),
    errors: [PAGINATION.INVALID_CURSOR, NOT_FOUND.USER],
    uses: ['cursors'],
  },
} as const satisfies Record<string, RouteDefinition>;
