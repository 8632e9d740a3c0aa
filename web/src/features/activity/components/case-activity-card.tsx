/**
 * The admin case page's 'Activity' card (issue 24): the case's log, newest first, 25 records a page
 * with 'Load More'; filtered by person (the case's attorney and client, and whoever appears in the
 * records loaded) and by kind. Each record: when, who (name and role), what, from where (IP and a
 * shortened user agent); refused attempts stand out. 'Verify integrity' checks the chain and says
 * what it found.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Fragment, useEffect, useId, useMemo, useState } from 'react';
import { ACTIVITY_KINDS, type ActivityActor, type ActivityRecord, type ChainVerification } from '@shared/activity/types';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { LoadMore } from '@/components/ui/load-more';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { Select } from '@/components/ui/select';
import { refusalMessage } from '@/lib/refusal-messages';
import { useFormat } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useCaseActivity } from '../api/list-case-activity';
import { useVerifyCaseActivity } from '../api/verify-case-activity';
import { BROKEN_REASONS, kindName, ROLE_LABELS, shortUserAgent } from './activity-labels';
import { ActivitySentence } from './activity-sentence';
import { ActivityLoadState } from './activity-load-state';

/** A person the log may be filtered by. */
export type ActivityPerson = Pick<ActivityActor, 'userId' | 'name' | 'role'>;

const isRefused = (record: ActivityRecord) => record.kind === 'access.denied';

/** The people to choose from: the case's own, then whoever the loaded records name, each once, by name. */
function usePeople(known: readonly ActivityPerson[], records: readonly ActivityRecord[]): ActivityPerson[] {
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
    for (const person of [...known, ...seen.values()]) if (person.userId && !people.has(person.userId)) people.set(person.userId, person);
    return [...people.values()].sort((a, b) => a.name.localeCompare(b.name));
  }, [known, seen]);
}

function When({ at }: { at: string }) {
  const { formatDateTime } = useFormat();
  return <time dateTime={at}>{formatDateTime(at)}</time>;
}

function Who({ actor }: { actor: ActivityActor }) {
  const { i18n } = useLingui();
  return (
    <span className="break-words">
      <span className="font-medium text-slate-900">{actor.name}</span>
      <span className="whitespace-nowrap text-slate-600"> · {i18n._(ROLE_LABELS[actor.role] ?? ROLE_LABELS.system)}</span>
    </span>
  );
}

/** The IP and the browser: the full user agent in a tooltip. */
function FromWhere({ record }: { record: ActivityRecord }) {
  const { ip, userAgent } = record.source ?? {};
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
    </span>
  );
}

/** The sentence, after a 'Refused' badge on a refused attempt (not told by its colour only). */
function What({ record }: { record: ActivityRecord }) {
  return (
    <span className="break-words">
      {isRefused(record) ? (
        <>
          <Badge tone="red" className="mr-1 align-middle">
            <Trans>Refused</Trans>
          </Badge>{' '}
        </>
      ) : null}
      <ActivitySentence record={record} />
    </span>
  );
}

/** Below 640 px: a card per record, the sentence on top and when, who, from where as labelled lines. */
function ActivityCards({ records, label }: { records: readonly ActivityRecord[]; label: string }) {
  const { t } = useLingui();
  const fields = (record: ActivityRecord) => [
    { label: t`When`, value: <When at={record.at} /> },
    { label: t`Who`, value: <Who actor={record.actor} /> },
    { label: t`From where`, value: <FromWhere record={record} /> },
  ];
  return (
    <ul aria-label={label} className="flex flex-col gap-3 sm:hidden">
      {records.map((record) => (
        <li
          key={record.seq}
          className={cn('min-w-0 rounded-lg border p-4 shadow-xs', isRefused(record) ? 'border-red-300 bg-red-50' : 'border-slate-200 bg-white')}
        >
          <p className="mb-3 text-sm text-slate-900">
            <What record={record} />
          </p>
          <dl className="grid grid-cols-[fit-content(8rem)_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
            {fields(record).map((field) => (
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

/** From 640 px: a table of the records. */
function ActivityTable({ records, label }: { records: readonly ActivityRecord[]; label: string }) {
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
            {records.map((record) => (
              <tr key={record.seq} className={cn('align-top', isRefused(record) && 'bg-red-50')}>
                <td className={cn('border-l-4 px-4 py-2 whitespace-nowrap text-slate-600', isRefused(record) ? 'border-red-500' : 'border-transparent')}>
                  <When at={record.at} />
                </td>
                <td className="px-4 py-2 whitespace-nowrap text-slate-700">
                  <Who actor={record.actor} />
                </td>
                <td className="max-w-md px-4 py-2 text-slate-900">
                  <What record={record} />
                </td>
                <td className="px-4 py-2 text-slate-600">
                  <FromWhere record={record} />
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
  if (result.intact) {
    return (
      <Alert variant="success">
        <Plural value={result.checked} one="Intact — # record checked" other="Intact — # records checked" />
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

export function CaseActivityCard({ caseId, people: known }: { caseId: string; people: readonly ActivityPerson[] }) {
  const titleId = useId();
  const personId = useId();
  const kindId = useId();
  const { i18n, t } = useLingui();
  const [actor, setActor] = useState('');
  const [kind, setKind] = useState('');
  const filters = useMemo(() => ({ actor: actor || undefined, kind: kind || undefined }), [actor, kind]);
  const query = useCaseActivity(caseId, filters);
  const records = useMemo(() => query.data?.pages.flatMap((page) => page.Items) ?? [], [query.data]);
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

        <ActivityLoadState
          query={query}
          empty={records.length === 0}
          emptyText={actor || kind ? <Trans>No activity matches these filters.</Trans> : <Trans>No activity recorded yet.</Trans>}
        >
          <ActivityCards records={records} label={label} />
          <ActivityTable records={records} label={label} />
          <LoadMore query={query} />
        </ActivityLoadState>
      </CardContent>
    </Card>
  );
}
