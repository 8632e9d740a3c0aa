/** A case's whole thread, oldest first, as the API shows its messages (a client's export, functions/exports). */
import type { Message } from '../../../shared/messages/types';
import { listMessages } from '../repository/messages';
import { toMessage } from './messages';

const PAGE = 100;

export async function listAllMessagesOfCase(caseId: string): Promise<Message[]> {
  const found: Message[] = [];
  let exclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await listMessages(caseId, { limit: PAGE, exclusiveStartKey });
    found.push(...page.items.filter((record) => record.caseId === caseId).map(toMessage));
    exclusiveStartKey = page.lastEvaluatedKey;
  } while (exclusiveStartKey);
  return found.reverse();
}
