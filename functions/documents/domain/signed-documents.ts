/**
 * What the signatures feature needs of the documents: a document of a case with its bytes (the PDF
 * to sign), and the signed PDF recorded as a document of the case like any upload (checked, placed,
 * immutable), shared with the client. The documents feature decides from its records; the signatures
 * feature words the refusals.
 */
import type { Case } from '../../../shared/cases/types';
import type { DocumentStatus, StoredItem } from '../../../shared/documents/types';
import type { Caller } from '../../core/caller';
import { getDocument } from '../repository/documents';
import { documentStore } from '../store';
import { seenByClient } from './document-visibility';
import { uploadBytes } from './inline-uploads';

/** A recorded document of a case, and how to read its bytes. */
export interface CaseDocumentToRead {
  documentId: string;
  name: string;
  mimeType: string;
  size: number;
  status: DocumentStatus;
  folderId: string;
  visibleToClient: boolean;
  /** Its bytes, whole (undefined when the store no longer holds it). */
  read(): Promise<Uint8Array | undefined>;
}

/** How long the link the bytes are read through lives: they are read at once. */
const READ_LINK_SECONDS = 60;

/** A document recorded on this case (undefined for another case's, or none). */
export async function caseDocumentToRead(caseRecord: Case, documentId: string): Promise<CaseDocumentToRead | undefined> {
  const recorded = await getDocument(documentId, { consistent: true });
  if (!recorded || recorded.caseId !== caseRecord.caseId) return undefined;
  return {
    documentId: recorded.documentId,
    name: recorded.name,
    mimeType: recorded.mimeType,
    size: recorded.size,
    status: recorded.status ?? 'available',
    folderId: recorded.folderId,
    visibleToClient: seenByClient(recorded, caseRecord),
    async read() {
      const found = await documentStore().catalogue.findDocument(caseRecord, documentId, recorded);
      if (!found) return undefined;
      // Through the store's own short link, whichever store it is (S3, OneDrive).
      const response = await fetch(await found.link(READ_LINK_SECONDS));
      if (!response.ok) throw new Error(`Reading document ${documentId} answered ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    },
  };
}

/**
 * Records a signed PDF in the case's folder as `caller`'s upload, shared with the client (a client's
 * own upload is; staff's is shared by this call): checked, placed and recorded as every upload is.
 */
export async function recordSignedPdf(caller: Caller, caseRecord: Case, fileName: string, bytes: Uint8Array): Promise<StoredItem> {
  const [recorded] = await uploadBytes(caller, caseRecord, caseRecord.caseFolderId, [{ fileName, fileType: 'application/pdf', bytes }], true);
  if (!recorded) throw new Error('The signed PDF was not recorded');
  return recorded;
}
