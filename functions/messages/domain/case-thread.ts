/** A case's whole thread, oldest first, as the API shows its messages (a client's export, functions/exports). */
import type { Message } from '../../../shared/messages/types';
import { allItems } from '../../core/query-all';
import { listMessages } from '../repository/messages';
import { toMessage } from './messages';

const PAGE = 100;

export async function listAllMessagesOfCase(caseId: string): Promise<Message[]> {
  const records = await allItems((page) => listMessages(caseId, page), PAGE);
  return records.filter((record) => record.caseId === caseId).map(toMessage).reverse();
}
