/**
 * The export routes: staff export one client's information; a client asks for theirs, the
 * firm approves, the client downloads it. Each entry is one route of the table (shared/routes.ts
 * gathers them). Every export is recorded in the client's activity chain (CLIENT#{userId}).
 */
import { NOT_FOUND } from '../core/refusals';
import { answer, type RouteDefinition } from '../core/route-definition';
import { EXPORTS } from './refusals';
import type { ClientExport, ExportRequestState } from './types';

export const exportRoutes = {
  exportClient: {
    id: 'exportClient',
    method: 'GET',
    path: '/v1/admin/clients/{userId}/export',
    handler: 'functions/exports/export-client.ts',
    access: 'admin',
    summary:
      "Everything the portal holds of one client of the admin's firm, as JSON: their record, cases, document requests, messages, case e-mails, documents (with short-lived download links, for a ZIP) and the activity of their cases and of their own; recorded in the client's activity chain",
    answer: answer<ClientExport>(200),
    errors: [NOT_FOUND.CLIENT],
    uses: ['documents', 'activity'],
  },
  getClientExportRequest: {
    id: 'getClientExportRequest',
    method: 'GET',
    path: '/v1/admin/clients/{userId}/export-requests',
    handler: 'functions/exports/get-client-export-request.ts',
    access: 'admin',
    summary: "Where a client of the admin's firm's request for a copy of their information is: none, pending, approved (until when) or expired",
    answer: answer<ExportRequestState>(200),
    errors: [NOT_FOUND.CLIENT],
  },
  approveClientExport: {
    id: 'approveClientExport',
    method: 'POST',
    path: '/v1/admin/clients/{userId}/export-requests/approve',
    handler: 'functions/exports/approve-client-export.ts',
    access: 'admin',
    summary:
      "Approves a client's pending request for a copy of their information (again: nothing changes): the client may download it for 30 days and is told by e-mail; recorded in the client's activity chain",
    answer: answer<ExportRequestState>(200),
    errors: [NOT_FOUND.CLIENT, EXPORTS.NOT_REQUESTED],
    uses: ['mail', 'activity'],
  },
  requestMyExport: {
    id: 'requestMyExport',
    method: 'POST',
    path: '/v1/me/export-requests',
    handler: 'functions/exports/request-my-export.ts',
    access: 'client',
    summary:
      "A client asks their firm for a copy of their information: the request waits for the firm's approval, and the firm's admins are told by e-mail (the client's name only); recorded in the client's activity chain",
    answer: answer<ExportRequestState>(201),
    errors: [EXPORTS.ALREADY_REQUESTED],
    uses: ['mail', 'activity'],
  },
  getMyExportRequest: {
    id: 'getMyExportRequest',
    method: 'GET',
    path: '/v1/me/export-requests',
    handler: 'functions/exports/get-my-export-request.ts',
    access: 'client',
    summary: "Where the client's request for a copy of their information is: none, pending, approved (until when) or expired",
    answer: answer<ExportRequestState>(200),
    errors: [],
  },
  getMyExport: {
    id: 'getMyExport',
    method: 'GET',
    path: '/v1/me/export',
    handler: 'functions/exports/get-my-export.ts',
    access: 'client',
    summary:
      "The client's copy of their information, once the firm approved their request: as staff's export, with the documents and activity the client sees; recorded in the client's activity chain",
    answer: answer<ClientExport>(200),
    errors: [EXPORTS.NOT_APPROVED],
    uses: ['documents', 'activity'],
  },
} as const satisfies Record<string, RouteDefinition>;
