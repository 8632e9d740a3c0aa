import type { StoredItem } from '@shared/documents/types';
import { DocumentList, type DocumentRow } from './document-list';

function rowOf(item: StoredItem): DocumentRow {
  return {
    id: item.id,
    name: item.name,
    size: item.size,
    contentType: item.file?.mimeType ?? '',
    uploadedAt: item.createdDateTime,
    uploaderName: item.createdBy.user.displayName,
    status: item.status ?? 'available',
    pending: item.id.startsWith('pending-'),
  };
}

/**
 * A folder's files (the folder listing's items): Name, Uploaded By, Date, Size, Status and, for
 * `last="view"`, Preview and Download; a card per file on a phone.
 */
export function DocumentsTable({
  caseId,
  files,
  last,
  emptyText,
  label,
}: {
  caseId: string;
  files: readonly StoredItem[];
  last: 'view' | 'status';
  emptyText: string;
  label: string;
}) {
  return <DocumentList caseId={caseId} rows={files.map(rowOf)} label={label} emptyText={emptyText} actions={last === 'view'} />;
}
