/**
 * How an item changes: read, decide its next state (or refuse), write conditional on the version
 * read, again from a fresh read when someone changed it meanwhile. Kept apart from the templates so
 * the documents feature's upload functions carry only this.
 */
import { REQUESTS } from '../../../shared/requests/refusals';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/settings/language';
import type { DocumentRequest, RequestUpdatedBy } from '../../../shared/requests/types';
import type { Caller } from '../../core/caller';
import { refusal } from '../../core/errors';
import { isConflict } from '../../core/transact';
import { type RequestRecord, saveRequestChange } from '../repository/requests';
import { clientHistory, historyOf } from './history';
import { instructionsIn, titleIn, titlesOf } from './texts';

/** Who an answer is written for: their language, and whether they are the case's client (who reads their part of the history). */
export interface RequestReader {
  language: Language;
  client: boolean;
}

export const readerOf = (caller: Pick<Caller, 'language' | 'userType'>): RequestReader => ({
  language: caller.language ?? DEFAULT_LANGUAGE,
  client: caller.userType !== 'admin',
});

/** The answer's fields of a stored item, as `reader` reads them: texts in their language, the history they may read. */
export function toDocumentRequest(record: RequestRecord, reader: RequestReader): DocumentRequest {
  const {
    orgId: _orgId,
    clientId,
    position: _position,
    version: _version,
    titles: _titles,
    instructionTexts: _instructionTexts,
    history: _history,
    irccSlot,
    ...answer
  } = record;
  const history = historyOf(record);
  return {
    ...answer,
    // Where a document goes in IRCC's portal is the firm's business: staff read it, the client does not.
    ...(irccSlot && !reader.client ? { irccSlot } : {}),
    title: titleIn(record, reader.language),
    titles: titlesOf(record),
    instructions: instructionsIn(record, reader.language),
    history: reader.client ? clientHistory(history, clientId) : history,
  };
}

export const updatedBy = (caller: Caller): RequestUpdatedBy => ({ userId: caller.userId, name: caller.name, role: caller.userType === 'admin' ? 'admin' : 'client' });

const MAX_ATTEMPTS = 3;

/**
 * Reads an item, lets `change` decide its next state from it (or refuse), and writes it conditional
 * on the version read; when someone else changed it meanwhile, reads and decides again.
 */
export async function changeRequest(
  caseId: string,
  requestId: string,
  read: () => Promise<RequestRecord | undefined>,
  change: (record: RequestRecord) => Omit<RequestRecord, 'version'>,
): Promise<RequestRecord> {
  for (let attempt = 1; ; attempt += 1) {
    const before = await read();
    if (!before || before.caseId !== caseId || before.requestId !== requestId) throw refusal(REQUESTS.REQUEST_MISSING);
    const after: RequestRecord = { ...change(before), version: before.version + 1 };
    try {
      await saveRequestChange(before, after);
      return after;
    } catch (error) {
      if (!isConflict(error, REQUESTS.CHANGED) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}
