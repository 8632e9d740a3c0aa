/**
 * A record's sentence as an element: the reader's words around the names as they were written (a
 * document's, a request's, a folder's), which are marked as what a user wrote (`data-user-content`:
 * in whatever language its author used) and set in medium weight.
 */
import type { MessageDescriptor } from '@lingui/core';
import { Trans } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ActivityRecord } from '@shared/activity/types';
import { useFormat } from '@/lib/format';
import { fieldsText, KIND_LABELS, listOf } from './activity-labels';

/** Names as written by a user. */
export function UserText({ children }: { children: ReactNode }) {
  return (
    <span className="font-medium break-words text-slate-900" data-user-content>
      {children}
    </span>
  );
}

/** A descriptor said with element values (Lingui's runtime Trans places them into the translation). */
export function SentenceOf({ descriptor, values }: { descriptor: MessageDescriptor; values: Record<string, ReactNode> }) {
  return <Trans id={descriptor.id} message={descriptor.message} values={values} />;
}

/** What the person did ("downloaded passport.pdf"), for the staff's log. */
export function ActivitySentence({ record }: { record: Pick<ActivityRecord, 'kind' | 'details'> }) {
  const { i18n, t } = useLingui();
  const { language } = useFormat();
  const labels = (KIND_LABELS as Partial<Record<string, (typeof KIND_LABELS)[keyof typeof KIND_LABELS]>>)[record.kind];
  // A kind this build does not know yet (a newer API): its code, rather than nothing.
  if (!labels) return <code className="text-xs">{record.kind}</code>;
  const details = record.details ?? {};
  const documents = (details.documents ?? []).map((document) => document.name);
  const requests = (details.requests ?? []).map((request) => request.title);
  const values: Record<string, ReactNode> = {
    documents: documents.length > 0 ? <UserText>{listOf(documents, language)}</UserText> : t`a document`,
    requests: requests.length > 0 ? <UserText>{listOf(requests, language)}</UserText> : t`documents`,
    fields: fieldsText(details.fields ?? [], i18n, language),
    folder: <UserText>{details.folderName ?? ''}</UserText>,
    route: <code className="text-xs break-words">{details.route ?? ''}</code>,
    rule: details.rule ?? '',
  };
  return <SentenceOf descriptor={labels.sentence} values={values} />;
}
