/** Download links of a case's documents, whichever store holds them. */
import { DOCUMENTS } from '../../../shared/documents/refusals';
import { NOT_FOUND } from '../../../shared/core/refusals';
import type { Caller } from '../../core/caller';
import { refusal } from '../../core/errors';
import { documentStore } from '../store';
import { caseForCaller } from './case-access';

/** Download links live this long. */
export const DOWNLOAD_LINK_SECONDS = 5 * 60;

/** A short-lived link that downloads a document of the case under its name. */
export async function documentDownload(caller: Caller, caseId: string, documentId: string): Promise<{ url: string; fileName: string }> {
  const caseRecord = await caseForCaller(caller, caseId);
  const document = await documentStore().catalogue.findDocument(caseRecord, documentId);
  if (!document) throw refusal(NOT_FOUND.DOCUMENT);
  // A client sees only their case's root folder.
  if (caller.userType !== 'admin' && document.folderId !== caseRecord.caseFolderId) throw refusal(NOT_FOUND.DOCUMENT);
  if (document.status === 'scanning') throw refusal(DOCUMENTS.STILL_SCANNING);
  if (document.status === 'blocked') throw refusal(DOCUMENTS.BLOCKED);
  return { url: await document.link(DOWNLOAD_LINK_SECONDS), fileName: document.name };
}
