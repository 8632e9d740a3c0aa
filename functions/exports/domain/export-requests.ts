/**
 * Exports of a client's information and the client's requests for theirs (issue 24). Staff export any
 * client of their firm at once; a client asks, the firm's admins are told and one approves, and the
 * client then downloads their copy for EXPORT_APPROVAL_DAYS. Each step is recorded in the client's
 * activity chain (CLIENT#{userId}): export.requested, export.approved, client.exported.
 */
import { NOT_FOUND } from '../../../shared/core/refusals';
import { EXPORT_APPROVAL_DAYS } from '../../../shared/exports/limits';
import { EXPORTS } from '../../../shared/exports/refusals';
import type { ExportRequestState } from '../../../shared/exports/types';
import type { User } from '../../../shared/users/types';
import { chains, noteActivity } from '../../core/activity';
import type { Caller } from '../../core/caller';
import { refusal } from '../../core/errors';
import { publishExportMail } from '../mail/events';
import { getUserById } from '../../users';
import { type ExportRequestRecord, approveExportRequest, getExportRequest, putPendingExportRequest } from '../repository/export-requests';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A client of the caller's firm; anyone else (another firm's, an admin, nobody) answers 404 Client not found. */
export async function clientOfFirm(caller: Caller, userId: string): Promise<User> {
  const user = await getUserById(userId);
  if (!user || user.orgId !== caller.orgId || user.userType !== 'client') throw refusal(NOT_FOUND.CLIENT);
  return user;
}

/** Where a request is at `now`: an approval past its day reads as expired. */
export function stateOf(record: ExportRequestRecord | undefined, now: Date): ExportRequestState {
  if (!record) return { status: 'none' };
  const { requestedAt, approvedAt, approvedBy, availableUntil } = record;
  const lapsed = record.status === 'approved' && (!availableUntil || availableUntil <= now.toISOString());
  return {
    status: lapsed ? 'expired' : record.status,
    requestedAt,
    ...(approvedAt ? { approvedAt } : {}),
    ...(approvedBy ? { approvedBy } : {}),
    ...(availableUntil ? { availableUntil } : {}),
  };
}

export function noteOnClient(client: Pick<User, 'userId' | 'orgId'>, kind: 'client.exported' | 'export.requested' | 'export.approved'): void {
  noteActivity({ chain: chains.ofClient(client.userId), orgId: client.orgId, kind, details: { clientId: client.userId } });
}

/** Staff: where the client's request is. */
export async function clientExportRequest(caller: Caller, userId: string, now = new Date()): Promise<ExportRequestState> {
  const client = await clientOfFirm(caller, userId);
  const record = await getExportRequest(userId);
  return stateOf(record?.orgId === client.orgId ? record : undefined, now);
}

/** Staff approve the client's pending request (an approved one answers as it is); the client is told by e-mail. */
export async function approveClientExport(caller: Caller, userId: string, now = new Date()): Promise<ExportRequestState> {
  const client = await clientOfFirm(caller, userId);
  const current = stateOf(await getExportRequest(userId), now);
  if (current.status === 'approved') return current;
  if (current.status !== 'pending') throw refusal(EXPORTS.NOT_REQUESTED);
  const approvedAt = now.toISOString();
  const approved = await approveExportRequest(userId, client.orgId, {
    approvedAt,
    approvedBy: { userId: caller.userId, name: caller.name ?? caller.email ?? caller.userId },
    availableUntil: new Date(now.getTime() + EXPORT_APPROVAL_DAYS * DAY_MS).toISOString(),
  });
  if (!approved) {
    // Approved by another admin meanwhile: answered as it is now.
    const again = stateOf(await getExportRequest(userId), now);
    if (again.status === 'approved') return again;
    throw refusal(EXPORTS.NOT_REQUESTED);
  }
  await publishExportMail({ kind: 'exportApproved', eventId: `export-approved-${userId}-${approvedAt}`, orgId: client.orgId, clientId: userId });
  noteOnClient(client, 'export.approved');
  return stateOf(approved, now);
}

/** A client asks for a copy of their information; the firm's admins are told by e-mail. */
export async function requestMyExport(caller: Caller, now = new Date()): Promise<ExportRequestState> {
  const requestedAt = now.toISOString();
  const record: ExportRequestRecord & { status: 'pending' } = { userId: caller.userId, orgId: caller.orgId, status: 'pending', requestedAt };
  if (!(await putPendingExportRequest(record, requestedAt))) throw refusal(EXPORTS.ALREADY_REQUESTED);
  await publishExportMail({ kind: 'exportRequested', eventId: `export-requested-${caller.userId}-${requestedAt}`, orgId: caller.orgId, clientId: caller.userId });
  noteOnClient(caller, 'export.requested');
  return stateOf(record, now);
}

/** The client: where their request is. */
export async function myExportRequest(caller: Caller, now = new Date()): Promise<ExportRequestState> {
  return stateOf(await getExportRequest(caller.userId), now);
}
