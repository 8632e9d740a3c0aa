import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { RequestEditableField } from '@shared/requests/constants';
import type { DocumentRequest, RequestHistoryEntry } from '@shared/requests/types';
import { listFormat, useFormat } from '@/lib/format';
import { CLIENT_HISTORY_LABELS, HISTORY_LABELS, dayOf } from './request-labels';
import type { RequestAudience } from './request-details';

/** What an edit changed, named. */
const FIELD_LABELS: Record<RequestEditableField, MessageDescriptor> = {
  titles: msg`title`,
  instructions: msg`instructions`,
  dueDate: msg`due date`,
  irccSlot: msg`IRCC upload slot`,
};

/**
 * An item's history, oldest first, folded under "History": each upload (its files, by name when the
 * page has them), each decision with who made it and, for a rejection, why; for staff also the edits
 * and the firm's notes. The client's list is what the API answers them: their own files' history.
 */
export function RequestHistory({
  request,
  audience,
  documentNames,
}: {
  request: Pick<DocumentRequest, 'history'>;
  audience: RequestAudience;
  documentNames?: ReadonlyMap<string, string>;
}) {
  const { t } = useLingui();
  const history = request.history ?? [];
  if (history.length === 0) return null;
  return (
    <details className="group text-sm text-slate-600">
      <summary className="cursor-pointer rounded-sm font-medium text-slate-700 hover:text-slate-900">{t`History (${history.length})`}</summary>
      <ol aria-label={t`History`} className="mt-2 space-y-2 border-l-2 border-slate-200 pl-3">
        {history.map((entry, index) => (
          <HistoryLine key={`${entry.at}-${index}`} entry={entry} audience={audience} documentNames={documentNames} />
        ))}
      </ol>
    </details>
  );
}

function HistoryLine({ entry, audience, documentNames }: { entry: RequestHistoryEntry; audience: RequestAudience; documentNames?: ReadonlyMap<string, string> }) {
  const { t, i18n } = useLingui();
  const { formatDateTime, formatDate, language } = useFormat();
  const count = entry.documentIds?.length ?? 0;
  // An item asked before its history was kept does not say who asked: the firm did.
  const name = entry.by.name || t`the firm`;
  const labels = audience === 'client' ? CLIENT_HISTORY_LABELS : HISTORY_LABELS;
  const label = labels[entry.action];
  const sentence = i18n._(label.id, { name, count }, { message: label.message });
  const names = (entry.documentIds ?? []).map((documentId) => documentNames?.get(documentId)).filter((found): found is string => Boolean(found));
  const fields = listFormat(language, { style: 'long', type: 'conjunction' }).format((entry.fields ?? []).map((field) => i18n._(FIELD_LABELS[field])));
  const dueDate = entry.dueDate ? formatDate(dayOf(entry.dueDate)) : undefined;
  const expires = entry.expiresOn ? formatDate(dayOf(entry.expiresOn)) : undefined;
  return (
    <li>
      <p>
        <span className="font-medium text-slate-800">{sentence}</span> <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
      </p>
      {entry.action === 'edited' && fields ? (
        <p className="text-xs">{entry.fields?.includes('dueDate') && entry.dueDate === '' ? t`Changed: ${fields} (due date removed)` : t`Changed: ${fields}`}</p>
      ) : null}
      {dueDate && (entry.action === 'edited' || entry.action === 'requested') ? <p className="text-xs">{t`Due ${dueDate}`}</p> : null}
      {names.length > 0 ? (
        <p className="text-xs break-words" data-user-content>
          {names.join(', ')}
        </p>
      ) : null}
      {count > 0 && names.length === 0 && entry.action !== 'uploaded' ? <p className="text-xs">{t`${plural(count, { one: '# file', other: '# files' })}`}</p> : null}
      {entry.reason ? (
        <p className="text-xs break-words whitespace-pre-line">
          {entry.action === 'rejected' ? t`Reason:` : t`Note:`} <span data-user-content>{entry.reason}</span>
        </p>
      ) : null}
      {expires ? <p className="text-xs">{t`Expires ${expires}`}</p> : null}
    </li>
  );
}
