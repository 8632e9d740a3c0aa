/**
 * Links to a case's documents, whichever store holds them: a download, a preview in the page, and
 * staff's links to several at once (the browser zips them). Who may reach a document is decided from
 * the table's record (document-visibility.ts): staff, any document of their firm's case; the case's
 * client, only a recorded document they see — a file dropped into OneDrive by hand has no record,
 * so it is staff's only.
 */
import type { Case } from '../../../shared/cases/types';
import { NOT_FOUND } from '../../../shared/core/refusals';
import { isPreviewable } from '../../../shared/documents/limits';
import { DOCUMENTS } from '../../../shared/documents/refusals';
import type { DocumentLink, DocumentLinks } from '../../../shared/documents/types';
import type { Caller } from '../../core/caller';
import { caseForCaller, getCaseOfOrg } from '../../cases';
import { refusal } from '../../core/errors';
import { type DocumentRecord, getDocument } from '../repository/documents';
import { documentStore } from '../store';
import type { CatalogueDocument } from '../store/document-store';
import { seenByClient, uploaderRole } from './document-visibility';
import { noteDocumentActivity } from './document-activity';

/** Download and preview links live this long. */
export const DOWNLOAD_LINK_SECONDS = 5 * 60;

/**
 * A client's link to a document the firm shared lives this long: the firm may stop sharing it, and
 * a link handed out cannot be withdrawn (docs/spec-deviations.md). The web opens a link at once.
 */
export const UNSHAREABLE_LINK_SECONDS = 60;

/** The table's record of a document when it is one of this case's. */
async function recordOfCase(caseRecord: Case, documentId: string): Promise<DocumentRecord | undefined> {
  const recorded = await getDocument(documentId);
  return recorded?.caseId === caseRecord.caseId ? recorded : undefined;
}

interface ReachableDocument {
  caseRecord: Case;
  document: CatalogueDocument;
  /** The case's client sees it (a recorded document of theirs, or shared with them). */
  visibleToClient: boolean;
  /** How long a link to it lives for this caller: shorter for a client reaching what the firm may unshare. */
  linkSeconds: number;
}

/** A document of the case the caller may reach (404 otherwise), and whether it may be served now. */
async function reachableDocument(caller: Caller, caseId: string, documentId: string): Promise<ReachableDocument> {
  // The record is read while the case is: the case's check still comes first.
  const [caseRecord, read] = await Promise.all([caseForCaller(caller, caseId), getDocument(documentId)]);
  const recorded = read?.caseId === caseRecord.caseId ? read : undefined;
  const visibleToClient = recorded !== undefined && seenByClient(recorded, caseRecord);
  if (caller.userType !== 'admin' && !visibleToClient) throw refusal(NOT_FOUND.DOCUMENT);
  const document = await documentStore().catalogue.findDocument(caseRecord, documentId, recorded);
  if (!document) throw refusal(NOT_FOUND.DOCUMENT);
  const unshareable = caller.userType !== 'admin' && recorded !== undefined && uploaderRole(recorded, caseRecord) === 'admin';
  return { caseRecord, document, visibleToClient, linkSeconds: unshareable ? UNSHAREABLE_LINK_SECONDS : DOWNLOAD_LINK_SECONDS };
}

function checkServable(document: CatalogueDocument): void {
  if (document.status === 'scanning') throw refusal(DOCUMENTS.STILL_SCANNING);
  if (document.status === 'blocked') throw refusal(DOCUMENTS.BLOCKED);
}

/** A short-lived link that downloads a document of the case under its name. */
export async function documentDownload(caller: Caller, caseId: string, documentId: string): Promise<DocumentLink> {
  const { caseRecord, document, visibleToClient, linkSeconds } = await reachableDocument(caller, caseId, documentId);
  checkServable(document);
  const link = { url: await document.link(linkSeconds), fileName: document.name };
  noteDocumentActivity(caseRecord, 'document.downloaded', [{ documentId, name: document.name, visibleToClient }]);
  return link;
}

/** A short-lived link that shows a PDF or an image of the case in the page, served as its checked type. */
export async function documentPreview(caller: Caller, caseId: string, documentId: string): Promise<DocumentLink> {
  const { caseRecord, document, visibleToClient, linkSeconds } = await reachableDocument(caller, caseId, documentId);
  const { contentType } = document;
  if (!isPreviewable(contentType)) throw refusal(DOCUMENTS.NOT_PREVIEWABLE);
  checkServable(document);
  const link = { url: await document.link(linkSeconds, 'inline'), fileName: document.name, contentType };
  noteDocumentActivity(caseRecord, 'document.previewed', [{ documentId, name: document.name, visibleToClient }]);
  return link;
}

/**
 * Staff: download links of several documents of a case, all looked up at once; what cannot be
 * downloaded now (still scanning, blocked, not a document of the case) is named in `skipped`.
 */
export async function documentLinks(caller: Caller, caseId: string, documentIds: readonly string[]): Promise<DocumentLinks> {
  const caseRecord = await getCaseOfOrg(caller, caseId);
  const { catalogue } = documentStore();
  const found = await Promise.all(
    [...new Set(documentIds)].map(async (documentId) => {
      const recorded = await recordOfCase(caseRecord, documentId);
      return {
        documentId,
        visibleToClient: recorded !== undefined && seenByClient(recorded, caseRecord),
        document: await catalogue.findDocument(caseRecord, documentId, recorded),
      };
    }),
  );
  const answer: DocumentLinks = { links: [], skipped: [] };
  await Promise.all(
    found.map(async ({ documentId, document }) => {
      if (!document) answer.skipped.push({ documentId, reason: 'not-found' });
      else if (document.status === 'scanning') answer.skipped.push({ documentId, reason: 'scanning' });
      else if (document.status === 'blocked') answer.skipped.push({ documentId, reason: 'blocked' });
      else answer.links.push({ documentId, fileName: document.name, url: await document.link(DOWNLOAD_LINK_SECONDS) });
    }),
  );
  // In the order asked for, whatever order the links were made in.
  const order = new Map(documentIds.map((documentId, i) => [documentId, i]));
  const byAsked = (a: { documentId: string }, b: { documentId: string }) => (order.get(a.documentId) ?? 0) - (order.get(b.documentId) ?? 0);
  const linked = new Set(answer.links.map((link) => link.documentId));
  noteDocumentActivity(
    caseRecord,
    'document.downloaded',
    found
      .filter(({ documentId }) => linked.has(documentId))
      .sort(byAsked)
      .map(({ documentId, document, visibleToClient }) => ({ documentId, name: document?.name ?? documentId, visibleToClient })),
  );
  return { links: answer.links.sort(byAsked), skipped: answer.skipped.sort(byAsked) };
}
