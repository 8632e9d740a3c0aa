/**
 * The exports themselves: staff's of any client of their firm, the client's own once their
 * request is approved; each recorded in the client's activity chain (`client.exported`). Apart from
 * the request routes (export-requests.ts), whose functions need none of the features' readers.
 */
import { EXPORTS } from '../../../shared/exports/refusals';
import type { ClientExport } from '../../../shared/exports/types';
import type { Caller } from '../../core/caller';
import { refusal } from '../../core/errors';
import { getUserById } from '../../users';
import { getExportRequest } from '../repository/export-requests';
import { buildClientExport } from './client-export';
import { clientOfFirm, noteOnClient, stateOf } from './export-requests';

/** Staff: everything of a client of their firm, recorded in the client's chain. */
export async function exportClientForStaff(caller: Caller, userId: string, now = new Date()): Promise<ClientExport> {
  const client = await clientOfFirm(caller, userId);
  const exported = await buildClientExport(client, 'staff', now);
  noteOnClient(client, 'client.exported');
  return exported;
}

/** The client's copy of their information, once the firm approved it; recorded in their chain. */
export async function exportForClient(caller: Caller, now = new Date()): Promise<ClientExport> {
  const [request, client] = await Promise.all([getExportRequest(caller.userId), getUserById(caller.userId)]);
  if (stateOf(request, now).status !== 'approved' || !client) throw refusal(EXPORTS.NOT_APPROVED);
  const exported = await buildClientExport(client, 'client', now);
  noteOnClient(client, 'client.exported');
  return exported;
}
