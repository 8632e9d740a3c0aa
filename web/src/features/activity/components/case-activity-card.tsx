/**
 * The admin case page's 'Activity' card: the case's log, newest first, 25 records a page
 * with 'Load More'; filtered by person (the case's attorney and client, and whoever appears in the
 * records loaded) and by kind. Each line: when, who (name and role), what — in the reader's words, a
 * refused or failed request marked —, from where (IP and a shortened user agent). By default the
 * changes, uploads, downloads, messages and refusals; reads (the case, its documents, messages…
 * viewed) on demand with 'Show reads', the same person's reads of the same thing on one day in one
 * line ("viewed the case 12 times today"). 'Verify integrity' checks the chain and says what it found.
 */
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Fragment, useEffect, useId, useMemo, useState } from 'react';
import { ACTIVITY_KINDS, type ActivityActor, type ChainVerification } from '@shared/activity/types';
import type { StageDefinition } from '@shared/progress/types';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { LoadMore } from '@/components/ui/load-more';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { Select } from '@/components/ui/select';
import { refusalMessage } from '@/lib/refusal-messages';
import { dateTimeFormat, useFormat } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useCaseActivity } from '../api/list-case-activity';
import { useVerifyCaseActivity } from '../api/verify-case-activity';
import type { LoggedRecord } from '../types';
import { actorName, BROKEN_REASONS, isReadKind, kindName, ROLE_LABELS, shortUserAgent } from './activity-labels';
import { activityLines, outcomeOf, type ActivityLine } from './activity-lines';
import { ActivitySentence } from './activity-sentence';
import { ActivityLoadState } from './activity-load-state';

/** A person the log may be filtered by. */
export type ActivityPerson = Pick<ActivityActor, 'userId' | 'name' | 'role'>;

/** The people to choose from: the case's own, then whoever the loaded records name, each once, by name. */
function usePeople(known: readonly ActivityPerson[], records: readonly LoggedRecord[]): ActivityPerson[] {
  const { i18n } = useLingui();
  // Those seen stay choosable when a filter narrows the records shown.
  const [seen, setSeen] = useState<ReadonlyMap<string, ActivityPerson>>(new Map());
  useEffect(() => {
    const fresh = records.filter((record) => !seen.has(record.actor.userId));
    if (fresh.length === 0) return;
    setSeen((previous) => {
      const next = new Map(previous);
      for (const { actor } of fresh) if (!next.has(actor.userId)) next.set(actor.userId, { userId: actor.userId, name: actor.name, role: actor.role });
      return next;
    });
  }, [records, seen]);
  return useMemo(() => {
    const people = new Map<string, ActivityPerson>();
    for (const person of [...known, ...seen.values()]) if (person.userId && !people.has(person.userId)) people.set(person.userId, { ...person, name: actorName(person, i18n) });
    return [...people.values()].sort((a, b) => a.name.localeCompare(b.name));
  }, [known, seen, i18n]);
}

/** When: the newest record's day and time; several gathered, the time of the first of them too (when another minute). */
function When({ line }: { line: ActivityLine }) {
  const { formatDateTime, language } = useFormat();
  const { t } = useLingui();
  const newest = line.records[0];
  const first = line.records.at(-1);
  const timeOf = (at: string) => dateTimeFormat(language, { timeStyle: 'short' }).format(new Date(at));
  // Said when the first of several records was at another minute than the newest.
  const firstTime = first && line.records.length > 1 && timeOf(first.at) !== timeOf(newest.at) ? timeOf(first.at) : undefined;
  return (
    <>
      <time dateTime={newest.at}>{formatDateTime(newest.at)}</time>
      {firstTime && first ? (
        <span className="block text-xs text-slate-600">
          <time dateTime={first.at}>{t`first at ${firstTime}`}</time>
        </span>
      ) : null}
    </>
  );
}

function Who({ actor }: { actor: ActivityActor }) {
  const { i18n } = useLingui();
  return (
    <span className="break-words">
      <span className="font-medium text-slate-900">{actorName(actor, i18n)}</span>
      <span className="whitespace-nowrap text-slate-600"> · {i18n._(ROLE_LABELS[actor.role] ?? ROLE_LABELS.system)}</span>
    </span>
  );
}

/** The IP and the browser of the newest record (the full user agent in a tooltip); others of a gathered line counted. */
function FromWhere({ line }: { line: ActivityLine }) {
  const { ip, userAgent } = line.records[0].source ?? {};
  const places = new Set(line.records.map((record) => `${record.source?.ip ?? ''} ${record.source?.userAgent ?? ''}`)).size;
  const others = places - 1;
  if (!ip && !userAgent) return <span className="text-slate-600">—</span>;
  return (
    <span className="break-words">
      {ip ? <span className="font-mono text-xs">{ip}</span> : null}
      {ip && userAgent ? <br /> : null}
      {userAgent ? (
        <span title={userAgent} className="sm:whitespace-nowrap">
          {shortUserAgent(userAgent)}
        </span>
      ) : null}
      {others > 0 ? (
        <span className="block text-xs text-slate-600">
          <Plural value={others} one="and # other place" other="and # other places" />
        </span>
      ) : null}
    </span>
  );
}

/** The sentence, after a 'Refused' or 'Failed' badge (not told by its colour only). */
function What({ line, stages }: { line: ActivityLine; stages: readonly StageDefinition[] }) {
  const record = line.records[0];
  const outcome = outcomeOf(record);
  return (
    <span className="break-words">
      {outcome === 'refused' ? (
        <>
          <Badge tone="red" className="mr-1 align-middle">
            <Trans>Refused</Trans>
          </Badge>{' '}
        </>
      ) : outcome === 'failed' ? (
        <>
          <Badge tone="orange" className="mr-1 align-middle">
            <Trans>Failed</Trans>
          </Badge>{' '}
        </>
      ) : null}
      <ActivitySentence record={record} count={line.records.length} stages={stages} />
    </span>
  );
}

/** A line stands out when its request was refused, or the portal could not answer it. */
const lineTone = (line: ActivityLine) => {
  const outcome = outcomeOf(line.records[0]);
  return outcome === 'refused' ? 'refused' : outcome === 'failed' ? 'failed' : 'answered';
};

interface LinesProps {
  lines: readonly ActivityLine[];
  label: string;
  stages: readonly StageDefinition[];
}

/** Below 640 px: a card per line, the sentence on top and when, who, from where as labelled lines. */
function ActivityCards({ lines, label, stages }: LinesProps) {
  const { t } = useLingui();
  const fields = (line: ActivityLine) => [
    { label: t`When`, value: <When line={line} /> },
    { label: t`Who`, value: <Who actor={line.records[0].actor} /> },
    { label: t`From where`, value: <FromWhere line={line} /> },
  ];
  return (
    <ul aria-label={label} className="flex flex-col gap-3 sm:hidden">
      {lines.map((line) => (
        <li
          key={line.key}
          className={cn(
            'min-w-0 rounded-lg border p-4 shadow-xs',
            { refused: 'border-red-300 bg-red-50', failed: 'border-orange-300 bg-orange-50', answered: 'border-slate-200 bg-white' }[lineTone(line)],
          )}
        >
          <p className="mb-3 text-sm text-slate-900">
            <What line={line} stages={stages} />
          </p>
          <dl className="grid grid-cols-[fit-content(8rem)_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
            {fields(line).map((field) => (
              <Fragment key={field.label}>
                <dt className="pt-0.5 text-xs font-medium tracking-wide break-words text-slate-600 uppercase">{field.label}</dt>
                <dd className="min-w-0 break-words text-slate-700">{field.value}</dd>
              </Fragment>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** From 640 px: a table of the lines. */
function ActivityTable({ lines, label, stages }: LinesProps) {
  const { t } = useLingui();
  const columns = [t`When`, t`Who`, t`What`, t`From where`];
  return (
    <div className="hidden sm:block">
      <ScrollRegion label={label}>
        <table className="w-full text-left text-sm" aria-label={label}>
          <thead className="border-b border-slate-200 text-xs font-medium tracking-wide whitespace-nowrap text-slate-500 uppercase">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-4 py-2">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {lines.map((line) => (
              <tr key={line.key} className={cn('align-top', { refused: 'bg-red-50', failed: 'bg-orange-50', answered: '' }[lineTone(line)])}>
                <td
                  className={cn(
                    'border-l-4 px-4 py-2 whitespace-nowrap text-slate-600',
                    { refused: 'border-red-500', failed: 'border-orange-500', answered: 'border-transparent' }[lineTone(line)],
                  )}
                >
                  <When line={line} />
                </td>
                <td className="px-4 py-2 whitespace-nowrap text-slate-700">
                  <Who actor={line.records[0].actor} />
                </td>
                <td className="max-w-md px-4 py-2 text-slate-900">
                  <What line={line} stages={stages} />
                </td>
                <td className="px-4 py-2 text-slate-600">
                  <FromWhere line={line} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}

/** What the check found: intact and how many records, or the first record that is not what was written. */
function VerificationResult({ result }: { result: ChainVerification }) {
  const { i18n } = useLingui();
  const { formatNumber } = useFormat();
  const waiting = result.pending > 0 ? <> <Plural value={result.pending} one="(# more being added)" other="(# more being added)" /></> : null;
  if (result.intact) {
    return (
      <Alert variant="success">
        <Plural value={result.checked} one="Intact — # record checked" other="Intact — # records checked" />
        {waiting}
      </Alert>
    );
  }
  const seq = formatNumber(result.firstBroken?.seq ?? result.checked);
  const reason = i18n._(BROKEN_REASONS[result.firstBroken?.reason ?? 'hash-mismatch']);
  return (
    <Alert variant="destructive">
      <Trans>
        Broken at record {seq} ({reason})
      </Trans>
    </Alert>
  );
}

/** The check could not be made (the API refused, or did not answer). */
function VerificationError({ error }: { error: unknown }) {
  const { t } = useLingui();
  const reason = refusalMessage(error);
  return <Alert variant="destructive">{reason ? t`Could not verify the log: ${reason}.` : t`Could not verify the log. Please try again.`}</Alert>;
}

export function CaseActivityCard({
  caseId,
  people: known,
  stages = [],
}: {
  caseId: string;
  people: readonly ActivityPerson[];
  /** The case's stages, to name the stage of a change recorded before records carried its names. */
  stages?: readonly StageDefinition[];
}) {
  const titleId = useId();
  const personId = useId();
  const kindId = useId();
  const readsId = useId();
  const { i18n, t } = useLingui();
  const [actor, setActor] = useState('');
  const [kind, setKind] = useState('');
  const [readsWanted, setReadsWanted] = useState(false);
  const filters = useMemo(() => ({ actor: actor || undefined, kind: kind || undefined }), [actor, kind]);
  const query = useCaseActivity(caseId, filters);
  const records = useMemo(() => query.data?.pages.flatMap((page) => page.Items) ?? [], [query.data]);
  // Reads asked for by their kind are shown whatever the switch says.
  const readKindChosen = Boolean(kind) && isReadKind(kind);
  const showReads = readsWanted || readKindChosen;
  const { lines, hiddenReads } = useMemo(() => activityLines(records, showReads), [records, showReads]);
  const people = usePeople(known, records);
  const verify = useVerifyCaseActivity(caseId);
  const label = t`Activity records`;
  const kinds = ACTIVITY_KINDS.map((value) => ({ value, name: kindName(value, i18n) }));

  return (
    <Card role="region" aria-labelledby={titleId} className="mt-6">
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1.5">
          <CardTitle id={titleId}>
            <Trans>Activity</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>Who read or changed what of this case, when and from where; refused attempts too.</Trans>
          </CardDescription>
        </div>
        <Button variant="outline" className="shrink-0 self-start" onClick={() => verify.mutate()} disabled={verify.isPending}>
          {verify.isPending ? t`Verifying…` : t`Verify integrity`}
        </Button>
      </CardHeader>
      <CardContent className="space-y-4">
        {verify.data ? <VerificationResult result={verify.data} /> : null}
        {verify.isError ? <VerificationError error={verify.error} /> : null}

        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1.5">
            <Label htmlFor={personId}>
              <Trans>Person</Trans>
            </Label>
            <Select id={personId} value={actor} onChange={(event) => setActor(event.target.value)}>
              <option value="">{t`Everyone`}</option>
              {people.map((person) => (
                <option key={person.userId} value={person.userId}>
                  {`${person.name} (${i18n._(ROLE_LABELS[person.role] ?? ROLE_LABELS.system)})`}
                </option>
              ))}
            </Select>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={kindId}>
              <Trans>Kind</Trans>
            </Label>
            <Select id={kindId} value={kind} onChange={(event) => setKind(event.target.value)}>
              <option value="">{t`All kinds`}</option>
              {kinds.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.name}
                </option>
              ))}
            </Select>
          </div>
        </div>

        {readKindChosen ? null : (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <div className="flex min-h-6 items-center gap-2">
              <input
                id={readsId}
                type="checkbox"
                role="switch"
                aria-checked={readsWanted}
                checked={readsWanted}
                onChange={(event) => setReadsWanted(event.target.checked)}
                className="h-4 w-4 rounded border-slate-300 text-brand-600 focus-visible:ring-2 focus-visible:ring-brand-500"
              />
              <label htmlFor={readsId} className="text-sm font-medium text-slate-900">
                <Trans>Show reads</Trans>
              </label>
            </div>
            <p className="text-sm text-slate-600">
              {readsWanted ? (
                <Trans>A person&apos;s reads of the same thing on one day are shown as one line.</Trans>
              ) : hiddenReads > 0 ? (
                <Plural value={hiddenReads} one="# read of those loaded is not shown." other="# reads of those loaded are not shown." />
              ) : (
                <Trans>Shown: changes, uploads, downloads, messages and refusals. Reads on demand.</Trans>
              )}
            </p>
          </div>
        )}

        <ActivityLoadState
          query={query}
          empty={records.length === 0}
          emptyText={actor || kind ? <Trans>No activity matches these filters.</Trans> : <Trans>No activity recorded yet.</Trans>}
        >
          {lines.length > 0 ? (
            <>
              <ActivityCards lines={lines} label={label} stages={stages} />
              <ActivityTable lines={lines} label={label} stages={stages} />
            </>
          ) : (
            <p className="py-6 text-center text-sm text-slate-500">{i18n._(msg`Only reads among the records loaded: turn on Show reads to see them.`)}</p>
          )}
          <LoadMore query={query} />
        </ActivityLoadState>
      </CardContent>
    </Card>
  );
}
