/**
 * A record's sentence as an element: the reader's words around the names as they were written (a
 * document's, a request's, a folder's), which are marked as what a user wrote (`data-user-content`:
 * in whatever language its author used) and set in medium weight. Never a field's name or a route's
 * id: a refused attempt says what was refused ("was refused the case page"), a change what it set.
 * A refused or failed request says what was tried; several records gathered in one line say how many
 * times, and on which day ("viewed the case 12 times today").
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { Fragment, type ReactNode } from 'react';
import type { StageDefinition } from '@shared/progress/types';
import { formatDate, listFormat, relativeTimeFormat, useFormat } from '@/lib/format';
import type { Language } from '@/lib/i18n';
import type { LoggedRecord } from '../types';
import { KIND_LABELS } from './activity-labels';
import { caseChangeText, caseDestroyedText, emailDeliveredText, type SentenceContext } from './activity-details';
import { localDay, outcomeOf } from './activity-lines';
import { refusedRouteWords } from './refused-routes';

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

/** Items joined as the reader's language joins a list ("a, b and c" / « a, b et c »), each item an element. */
export function ListOf({ items, language }: { items: readonly ReactNode[]; language: Language }) {
  let next = 0;
  const parts = listFormat(language, { style: 'long', type: 'conjunction' }).formatToParts(items.map((_, index) => String(index)));
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>{part.type === 'element' ? items[next++] : part.value}</Fragment>
      ))}
    </>
  );
}

/** Names shown in full up to this many; beyond, the first three and how many others. */
const NAMES_SHOWN = 4;

/** Names as written (a document's, a request's), the first few and "2 other documents" when there are many. */
export function NamesOf({ names, language }: { names: readonly string[]; language: Language }) {
  const { i18n } = useLingui();
  const shown = names.length > NAMES_SHOWN ? names.slice(0, NAMES_SHOWN - 1) : names;
  const others = names.length - shown.length;
  const items: ReactNode[] = shown.map((name, index) => <UserText key={index}>{name}</UserText>);
  if (others > 0) items.push(i18n._(msg`${plural(others, { one: '# other document', other: '# other documents' })}`));
  return <ListOf items={items} language={language} />;
}

/** The day of several records in one line: "today", "yesterday" (Intl's words), else "on Nov 25, 2026". */
export function dayWords(at: string, language: Language, i18n: SentenceContext['i18n'], now = new Date()): string {
  const day = localDay(at);
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  const relative = relativeTimeFormat(language, { numeric: 'auto' });
  if (day === localDay(now)) return relative.format(0, 'day');
  if (day === localDay(yesterday)) return relative.format(-1, 'day');
  const date = formatDate(at, language);
  return i18n._(msg`on ${date}`);
}

/** What the person did (or tried), its values in place, before any count or outcome. */
function useAction(record: Pick<LoggedRecord, 'kind' | 'details' | 'outcome'>, stages: readonly StageDefinition[]): ReactNode {
  const { i18n } = useLingui();
  const { language } = useFormat();
  const labels = (KIND_LABELS as Partial<Record<string, (typeof KIND_LABELS)[keyof typeof KIND_LABELS]>>)[record.kind];
  // A kind this build does not know yet (a newer API): general words, never its code.
  if (!labels) return i18n._(msg`did something this version of the portal cannot describe yet`);
  const details = record.details ?? {};
  const context: SentenceContext = { i18n, language, stages };
  const tried = outcomeOf(record) !== 'answered' && record.kind !== 'access.denied';
  if (!tried) {
    const special =
      record.kind === 'case.updated'
        ? caseChangeText(details, context)
        : record.kind === 'case.destroyed'
          ? caseDestroyedText(details, context)
          : record.kind === 'email.delivered'
            ? emailDeliveredText(details, context)
            : undefined;
    if (special !== undefined) return special;
  }
  const documents = (details.documents ?? []).map((document) => document.name);
  // An item titled in both languages is named in the reader's; one typed in one language, as typed.
  const requests = (details.requests ?? []).map((request) => request.titles?.[language] || request.title);
  const values: Record<string, ReactNode> = {
    documents: documents.length > 0 ? <NamesOf names={documents} language={language} /> : i18n._(msg`a document`),
    requests: requests.length > 0 ? <NamesOf names={requests} language={language} /> : i18n._(msg`documents`),
    folder: <UserText>{details.folderName}</UserText>,
    what: refusedRouteWords(details.route, i18n),
    version: details.version,
    invoice: details.invoiceNumber !== undefined ? `#${details.invoiceNumber}` : '',
  };
  let descriptor = tried ? labels.attempt : labels.sentence;
  if (!details.folderName && (record.kind === 'folder.viewed' || record.kind === 'folder.created')) {
    const unnamed = { 'folder.viewed': [msg`opened a folder`, msg`tried to open a folder`], 'folder.created': [msg`created a folder`, msg`tried to create a folder`] };
    descriptor = unnamed[record.kind][tried ? 1 : 0] ?? descriptor;
  } else if (!tried && record.kind === 'request.accepted' && details.status === 'waived') {
    descriptor = msg`waived {requests}`;
  } else if (!tried && record.kind === 'privacy.accepted' && details.version) {
    descriptor = msg`accepted the privacy notice (version {version})`;
  }
  return <SentenceOf descriptor={descriptor} values={values} />;
}

/**
 * The sentence of a record, or of `count` records gathered (the same person's reads of the same thing
 * on one day, `record` the newest): what was done, how many times and when, and whether it was refused
 * or failed. `stages`: the case's stages, to name the stage of a record older than the names it carries.
 */
export function ActivitySentence({
  record,
  count = 1,
  stages = [],
}: {
  record: Pick<LoggedRecord, 'kind' | 'details' | 'outcome' | 'at'>;
  count?: number;
  stages?: readonly StageDefinition[];
}) {
  const { i18n } = useLingui();
  const { language } = useFormat();
  let sentence = useAction(record, stages);
  if (count > 1) {
    sentence = (
      <SentenceOf
        descriptor={msg`{action} {count, plural, one {# time} other {# times}} {day}`}
        values={{ action: sentence, count, day: dayWords(record.at, language, i18n) }}
      />
    );
  }
  const outcome = outcomeOf(record);
  if (record.kind !== 'access.denied' && outcome === 'refused') return <SentenceOf descriptor={msg`{action} (refused)`} values={{ action: sentence }} />;
  if (outcome === 'failed') return <SentenceOf descriptor={msg`{action} (the portal could not answer)`} values={{ action: sentence }} />;
  return <>{sentence}</>;
}
