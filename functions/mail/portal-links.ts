/**
 * The portal pages an e-mail links to, built from the portal's origin. The paths are the web app's
 * routes (web/src/config/paths.ts): a case page (for a client, open at one item or document), a thread
 * and the settings page, for staff and for clients.
 */
export type MailAudience = 'staff' | 'client';

const AREA: Record<MailAudience, string> = { staff: 'admin', client: 'client' };

/** The origin without a trailing slash, so a path can be appended as it is. */
export function portalOrigin(portalUrl: string): string {
  return portalUrl.replace(/\/+$/, '');
}

/** `{portal}/admin/cases/{caseId}` for staff, `{portal}/client/cases/{caseId}` for clients. */
export function caseLink(portalUrl: string, audience: MailAudience, caseId: string): string {
  return `${portalOrigin(portalUrl)}/${AREA[audience]}/cases/${encodeURIComponent(caseId)}`;
}

/** A case's thread: `{portal}/admin/messages?case={caseId}` for staff, `{portal}/client/messages?case={caseId}` for clients. */
export function messagesLink(portalUrl: string, audience: MailAudience, caseId: string): string {
  return `${portalOrigin(portalUrl)}/${AREA[audience]}/messages?case=${encodeURIComponent(caseId)}`;
}

/** An item the firm asks of a client, on their case page: `{portal}/client/cases/{caseId}?item={requestId}`. */
export function clientItemLink(portalUrl: string, caseId: string, requestId: string): string {
  return `${caseLink(portalUrl, 'client', caseId)}?item=${encodeURIComponent(requestId)}`;
}

/** A document the firm shared with a client, on their case page: `{portal}/client/cases/{caseId}?document={documentId}`. */
export function clientDocumentLink(portalUrl: string, caseId: string, documentId: string): string {
  return `${caseLink(portalUrl, 'client', caseId)}?document=${encodeURIComponent(documentId)}`;
}

/** Where the recipient turns e-mail notifications off: `{portal}/admin/settings` or `{portal}/client/settings`. */
export function settingsLink(portalUrl: string, audience: MailAudience): string {
  return `${portalOrigin(portalUrl)}/${AREA[audience]}/settings`;
}

/** A client's page for staff: `{portal}/admin/users/{userId}`. */
export function staffClientLink(portalUrl: string, userId: string): string {
  return `${portalOrigin(portalUrl)}/admin/users/${encodeURIComponent(userId)}`;
}

/** The recipient's account page: `{portal}/admin/account` or `{portal}/client/account`. */
export function accountLink(portalUrl: string, audience: MailAudience): string {
  return `${portalOrigin(portalUrl)}/${AREA[audience]}/account`;
}
