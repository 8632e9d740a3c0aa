import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import type { Case } from '@shared/cases/types';
import type { CaseKeyDates, StageDefinition, StageHistoryEntry } from '@shared/progress/types';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useFormat } from '@/lib/format';
import { dayOf, stageName } from '@/lib/stage-names';

type StepState = 'done' | 'current' | 'next';

/**
 * The case's current stage: its own, or — a case opened before stages existed — the first of its set
 * (the portal treats an absent stage as the category's first stage when it reads one).
 */
export function currentStageOf(item: Pick<Case, 'stage'>, stages: readonly StageDefinition[]): string | undefined {
  return item.stage ?? stages[0]?.stageId;
}

/** The entries of the current stay, newest first (the history's tail while it names the current stage). */
export function currentStay(history: readonly StageHistoryEntry[], stage: string | undefined): StageHistoryEntry[] {
  const stay: StageHistoryEntry[] = [];
  for (let i = history.length - 1; i >= 0; i -= 1) {
    const entry = history[i];
    if (!entry || entry.stage !== stage) break;
    stay.push(entry);
  }
  return stay;
}

/** The key dates a case page shows, in order, with their names. */
function useKeyDateNames(): [keyof CaseKeyDates, string][] {
  const { t } = useLingui();
  return [
    ['submittedOn', t`Submitted to IRCC on`],
    ['applicationNumber', t`Application number`],
    ['acknowledgedOn', t`Acknowledgment of receipt`],
    ['biometricsRequestedOn', t`Biometrics requested on`],
    ['biometricsOn', t`Biometrics appointment`],
    ['medicalOn', t`Medical exam`],
    ['interviewOn', t`Interview`],
    ['decisionOn', t`Decision on`],
    ['expiresOn', t`Status expires on`],
  ];
}

/** The case's key dates as a description list (nothing when none is filled in). */
export function KeyDatesList({ keyDates }: { keyDates: CaseKeyDates | undefined }) {
  const names = useKeyDateNames();
  const { formatDate } = useFormat();
  const filled = names.filter(([name]) => keyDates?.[name]);
  if (filled.length === 0) return null;
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {filled.map(([name, label]) => {
        const value = keyDates?.[name] as string;
        return (
          <div key={name}>
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
            <dd className="mt-0.5 text-sm text-slate-900">
              {name === 'applicationNumber' ? value : <time dateTime={value}>{formatDate(dayOf(value))}</time>}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/**
 * A case's progress: its stages in order (done, current, next), the firm's latest note for the client
 * and the date it expects the next step, what the client is expected to do now (`expected`, e.g. the
 * outstanding document requests) and the key dates. Read by the client (their case page and
 * dashboard) and by staff (above their stage picker).
 */
export function CaseTimeline({
  item,
  stages,
  expected,
  title,
  compact = false,
}: {
  item: Case;
  stages: readonly StageDefinition[];
  /** What is expected of the client now (the client's pages); nothing for staff. */
  expected?: ReactNode;
  title?: string;
  /** The dashboard's short form: the timeline and the note, no key dates. */
  compact?: boolean;
}) {
  const titleId = useId();
  const { t } = useLingui();
  const { formatDate, language } = useFormat();
  const current = currentStageOf(item, stages);
  const currentIndex = stages.findIndex((stage) => stage.stageId === current);
  const stay = currentStay(item.stageHistory ?? [], current);
  const note = stay.find((entry) => entry.note);
  const expectedDate = stay.find((entry) => entry.expectedDate)?.expectedDate;
  const stateOf = (index: number): StepState => (currentIndex < 0 ? 'next' : index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'next');
  // A context of their own: "Done" of a stage is feminine in French (« étape terminée »), unlike the requests' "Done".
  const stateText: Record<StepState, string> = {
    done: t({ message: 'Done', context: 'stage' }),
    current: t({ message: 'Current stage', context: 'stage' }),
    next: t({ message: 'Next', context: 'stage' }),
  };

  return (
    <Card role="region" aria-labelledby={titleId} className="mt-6">
      <CardHeader>
        <CardTitle id={titleId}>{title ?? t`Progress`}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        <ol className="flex flex-col gap-3 md:flex-row md:flex-wrap md:gap-0" aria-label={t`Stages of the case`}>
          {stages.map((stage, index) => {
            const state = stateOf(index);
            return (
              <li
                key={stage.stageId}
                aria-current={state === 'current' ? 'step' : undefined}
                data-state={state}
                className="flex items-center gap-3 md:flex-1 md:flex-col md:items-start md:gap-2 md:pr-2"
              >
                <span className="flex items-center gap-0 md:w-full">
                  <span
                    aria-hidden="true"
                    className={
                      state === 'done'
                        ? 'flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xs font-semibold text-white'
                        : state === 'current'
                          ? 'flex h-7 w-7 shrink-0 items-center justify-center rounded-full border-2 border-brand-700 bg-white text-xs font-semibold text-brand-800 ring-4 ring-brand-100'
                          : 'flex h-7 w-7 shrink-0 items-center justify-center rounded-full border-2 border-slate-300 bg-white text-xs font-medium text-slate-500'
                    }
                  >
                    {state === 'done' ? '✓' : index + 1}
                  </span>
                  {index < stages.length - 1 ? (
                    <span aria-hidden="true" className={`hidden h-0.5 flex-1 md:block ${state === 'done' ? 'bg-brand-700' : 'bg-slate-200'}`} />
                  ) : null}
                </span>
                <span className="min-w-0">
                  <span className={`block text-sm ${state === 'current' ? 'font-semibold text-slate-900' : state === 'done' ? 'text-slate-800' : 'text-slate-600'}`}>
                    {stage.label[language]}
                  </span>
                  <span className={`block text-xs ${state === 'current' ? 'font-medium text-brand-800' : 'text-slate-500'}`}>{stateText[state]}</span>
                </span>
              </li>
            );
          })}
        </ol>

        {current && currentIndex < 0 ? (
          <p className="text-sm text-slate-700">
            <Trans>Current stage: {stageName(current, language, stages)}</Trans>
          </p>
        ) : null}

        {note || expectedDate ? (
          <div className="rounded-lg border border-brand-100 bg-brand-50 p-4 text-sm">
            {note ? (
              <>
                <p className="font-medium text-slate-900">
                  <Trans>Note from the firm</Trans>{' '}
                  <span className="font-normal text-slate-600">
                    · <time dateTime={note.at}>{formatDate(note.at)}</time>
                  </span>
                </p>
                <p className="mt-1 whitespace-pre-line text-slate-800" data-user-content>
                  {note.note}
                </p>
              </>
            ) : null}
            {expectedDate ? (
              <p className={note ? 'mt-2 text-slate-700' : 'text-slate-700'}>
                <Trans>
                  Next step expected by <time dateTime={expectedDate}>{formatDate(dayOf(expectedDate))}</time>
                </Trans>
              </p>
            ) : null}
          </div>
        ) : null}

        {expected ? (
          <div>
            <h3 className="mb-2 text-sm font-semibold text-slate-900">
              <Trans>What we need from you now</Trans>
            </h3>
            {expected}
          </div>
        ) : null}

        {compact ? null : <KeyDatesSection keyDates={item.keyDates} />}
      </CardContent>
    </Card>
  );
}

function KeyDatesSection({ keyDates }: { keyDates: CaseKeyDates | undefined }) {
  const hasAny = Object.values(keyDates ?? {}).some(Boolean);
  if (!hasAny) return null;
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold text-slate-900">
        <Trans>Key dates</Trans>
      </h3>
      <KeyDatesList keyDates={keyDates} />
    </div>
  );
}
