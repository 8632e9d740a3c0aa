/** The exports feature's public entry: what other features use of a client's request for a copy of their information (the mail sender reads it). */
export { getExportRequest } from './repository/export-requests';
export type { ExportRequestRecord } from './repository/export-requests';
