import { msg, plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { CasePackage, PackageProblem, PackageProblemKind } from '@shared/packages/types';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CompactTable } from '@/components/ui/compact-table';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { DateInput } from '@/components/ui/date-input';
import { InlineError, loadErrorText } from '@/components/ui/inline-error';
import { useFormat } from '@/lib/format';
import { refusalMessage } from '@/lib/refusal-messages';
import { toast } from '@/lib/toast';
import { useBuildCasePackage, useCasePackages, useDeleteCasePackage, useDownloadCasePackage } from '../api/case-packages';

/** The anchor of a staff checklist item on the case page (`#request-…`): a problem links to the item to fix. */
export const checklistAnchor = (requestId: string) => `request-${requestId}`;

const KIND_LABELS: Record<PackageProblemKind, ReturnType<typeof msg>> = {
  'empty-slot': msg`Empty slot`,
  expires: msg`Expires`,
  'too-large': msg`Too large`,
  unreadable: msg`Unreadable`,
  'not-accepted': msg`Format not accepted`,
};

/** The formats a slot takes, as IRCC names them. */
const FORMAT_NAMES = { pdf: 'PDF', jpeg: 'JPEG', png: 'PNG' } as const;

/**
 * The staff case page's "IRCC package": build the package of the case (documents expiring before an
 * optional date are problems), follow the build while it goes on (the list is read again every few
 * seconds), then each IRCC slot's file (name, size, pages), the problems found with a link to the
 * checklist item to fix, and Download ZIP; earlier builds below with who built them and when, each
 * shown, downloaded or deleted on demand. `itemTitles`: the case's checklist items' titles by id.
 */
export function CasePackageCard({ caseId, itemTitles }: { caseId: string; itemTitles: ReadonlyMap<string, string> }) {
  const { t } = useLingui();
  const titleId = useId();
  const query = useCasePackages(caseId);
  const build = useBuildCasePackage(caseId);
  const [checkDate, setCheckDate] = useState('');
  const [dateIncomplete, setDateIncomplete] = useState(false);
  const [shownId, setShownId] = useState<string>();
  const [doomed, setDoomed] = useState<CasePackage>();
  const builds = query.data ?? [];
  const shown = builds.find((candidate) => candidate.packageId === shownId) ?? builds[0];
  const building = builds.some((candidate) => candidate.status === 'building');

  async function start() {
    try {
      const started = await build.mutateAsync(checkDate || undefined);
      setShownId(started.packageId);
    } catch (error) {
      toast.error(t`Could not build the IRCC package`, { description: refusalMessage(error) });
    }
  }

  return (
    <Card role="region" aria-labelledby={titleId} className="mt-6">
      <CardHeader>
        <CardTitle id={titleId}>
          <Trans>IRCC package</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            The accepted documents made into the files IRCC’s portal takes: one per upload slot, in checklist order, under each slot’s size limit. Each build is kept until you delete it.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <form
          className="flex flex-col gap-4 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            void start();
          }}
        >
          <DateInput
            legend={t`Check expiry dates against (optional)`}
            hint={t`Documents that expire before this day are listed as problems. Without a date: the day of the build.`}
            value={checkDate}
            onChange={(value, incomplete) => {
              setCheckDate(value);
              setDateIncomplete(incomplete);
            }}
          />
          <Button type="submit" disabled={build.isPending || building || dateIncomplete} className="shrink-0">
            {building ? <Trans>Building…</Trans> : <Trans>Build package</Trans>}
          </Button>
        </form>

        {query.isError && !query.data ? (
          <InlineError onRetry={() => void query.refetch()}>{loadErrorText(t`the IRCC packages`, query.error)}</InlineError>
        ) : query.isPending ? (
          <p className="text-sm text-slate-500">
            <Trans>Loading packages…</Trans>
          </p>
        ) : !shown ? (
          <p className="text-sm text-slate-500">
            <Trans>No package built yet.</Trans>
          </p>
        ) : (
          <BuildView caseId={caseId} build={shown} itemTitles={itemTitles} />
        )}

        {builds.length > 0 ? (
          <BuildList caseId={caseId} builds={builds} shownId={shown?.packageId} onShow={setShownId} onDelete={setDoomed} />
        ) : null}
      </CardContent>
      <DeleteBuildDialog caseId={caseId} build={doomed} onClose={() => setDoomed(undefined)} />
    </Card>
  );
}

/** Who built it and when. */
function useBuiltBy() {
  const { t } = useLingui();
  const { formatDateTime } = useFormat();
  return (build: CasePackage) => {
    const when = formatDateTime(build.createdAt);
    const who = build.createdBy.name;
    return t`Built ${when} by ${who}`;
  };
}

function BuildView({ caseId, build, itemTitles }: { caseId: string; build: CasePackage; itemTitles: ReadonlyMap<string, string> }) {
  const { t } = useLingui();
  const { formatDate, formatFileSize } = useFormat();
  const download = useDownloadCasePackage(caseId);
  const builtBy = useBuiltBy()(build);
  const checkDate = formatDate(build.expiryCheckDate);

  if (build.status === 'building') {
    const done = build.progress?.done ?? 0;
    const total = build.progress?.total ?? 0;
    return (
      <div role="status" className="space-y-2 rounded-md border border-slate-200 p-4">
        <p className="text-sm font-medium text-slate-900">
          <Trans>Building the package…</Trans>
        </p>
        {total > 0 ? (
          <>
            <progress className="h-2 w-full" max={total} value={done} aria-label={t`Documents processed`} />
            <p className="text-xs text-slate-600">
              {t`${plural(total, { one: `${done} of # document processed`, other: `${done} of # documents processed` })}`}
            </p>
          </>
        ) : null}
        <p className="text-xs text-slate-500">{builtBy}</p>
      </div>
    );
  }

  if (build.status === 'failed') {
    return (
      <Alert variant="destructive">
        <Trans>The package could not be built. Build it again; if it fails again, tell your administrator.</Trans> <span className="text-xs">{builtBy}</span>
      </Alert>
    );
  }

  async function downloadZip() {
    try {
      await download.mutateAsync(build.packageId);
    } catch (error) {
      toast.error(t`Download failed`, { description: refusalMessage(error) ?? t`Please try again.` });
    }
  }

  return (
    <section className="space-y-4" aria-label={t`Package contents`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="text-sm text-slate-600">
          <p>{builtBy}</p>
          <p>
            <Trans>Expiry dates checked against {checkDate}</Trans>
            {build.zipBytes !== undefined ? ` · ${formatFileSize(build.zipBytes)}` : ''}
          </p>
        </div>
        <Button onClick={() => void downloadZip()} disabled={download.isPending}>
          <Trans>Download ZIP</Trans>
        </Button>
      </div>

      <CompactTable
        label={t`IRCC slots`}
        columns={[{ title: <Trans>Slot</Trans> }, { title: <Trans>File</Trans> }, { title: <Trans>Size</Trans>, className: 'text-right' }, { title: <Trans>Pages</Trans>, className: 'text-right' }]}
        isEmpty={build.slots.length === 0}
        emptyText={t`No checklist item names an IRCC slot: edit the items to name the slot each feeds.`}
      >
        {build.slots.map((slot) => (
          <tr key={slot.name}>
            <td className="px-4 py-2 font-medium text-slate-900">{slot.name}</td>
            <td className="px-4 py-2 break-all text-slate-700">{slot.fileName || <span className="text-slate-500">{t`No file`}</span>}</td>
            <td className="px-4 py-2 text-right whitespace-nowrap text-slate-700">{slot.fileName ? formatFileSize(slot.bytes) : '—'}</td>
            <td className="px-4 py-2 text-right text-slate-700">{slot.fileName ? slot.pages : '—'}</td>
          </tr>
        ))}
      </CompactTable>

      <ProblemList problems={build.problems} itemTitles={itemTitles} />
    </section>
  );
}

function ProblemList({ problems, itemTitles }: { problems: readonly PackageProblem[]; itemTitles: ReadonlyMap<string, string> }) {
  const { t, i18n } = useLingui();
  const sentence = useProblemSentence();
  const headingId = useId();
  const count = problems.length;
  if (count === 0) {
    return (
      <Alert variant="success">
        <Trans>No problems found: every slot has its file.</Trans>
      </Alert>
    );
  }
  return (
    <div>
      <h3 id={headingId} className="mb-2 text-sm font-semibold text-slate-900">
        <Plural value={count} one="# problem" other="# problems" />
      </h3>
      <ul aria-labelledby={headingId} className="divide-y divide-slate-100 rounded-md border border-amber-200 bg-amber-50/40">
        {problems.map((problem, index) => {
          const title = problem.requestId ? itemTitles.get(problem.requestId) : undefined;
          return (
            <li key={`${problem.kind}-${problem.slot}-${problem.documentId ?? ''}-${index}`} className="flex flex-col gap-1 p-3 text-sm sm:flex-row sm:items-center sm:justify-between">
              <div className="flex items-start gap-2">
                <Badge tone={problem.kind === 'expires' ? 'yellow' : 'red'} className="shrink-0">
                  {i18n._(KIND_LABELS[problem.kind])}
                </Badge>
                <span className="text-slate-800">{sentence(problem)}</span>
              </div>
              {problem.requestId ? (
                <a href={`#${checklistAnchor(problem.requestId)}`} className="shrink-0 font-medium text-brand-700 hover:text-brand-900 hover:underline">
                  {title ? t`Go to the item “${title}”` : t`Go to the item`}
                </a>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** A problem in a sentence of the reader's language. */
function useProblemSentence() {
  const { t } = useLingui();
  const { formatDate, formatFileSize } = useFormat();
  return (problem: PackageProblem): string => {
    const slot = problem.slot;
    const name = problem.documentName ?? '';
    switch (problem.kind) {
      case 'empty-slot':
        return t`${slot}: no accepted document yet.`;
      case 'expires': {
        const on = formatDate(problem.expiresOn ?? '');
        return name ? t`${slot}: ${name} expires on ${on}, before the check date.` : t`${slot}: the document expires on ${on}, before the check date.`;
      }
      case 'too-large': {
        const size = formatFileSize(problem.bytes ?? 0);
        const limit = formatFileSize(problem.maxBytes ?? 0);
        return t`${slot}: still ${size} once reduced, over the slot’s limit of ${limit}. No file was made for it.`;
      }
      case 'unreadable':
        return name ? t`${slot}: ${name} could not be read (encrypted or damaged) and was left out.` : t`${slot}: a document could not be read and was left out.`;
      case 'not-accepted': {
        const formats = (problem.formats ?? []).map((format) => FORMAT_NAMES[format]).join(', ');
        return t`${slot}: ${name} was left out: this slot takes a single image (${formats}).`;
      }
    }
  };
}

function BuildList({
  caseId,
  builds,
  shownId,
  onShow,
  onDelete,
}: {
  caseId: string;
  builds: readonly CasePackage[];
  shownId: string | undefined;
  onShow: (packageId: string) => void;
  onDelete: (build: CasePackage) => void;
}) {
  const { t } = useLingui();
  const builtBy = useBuiltBy();
  const download = useDownloadCasePackage(caseId);
  const headingId = useId();
  const STATUS = { building: t`Building`, ready: t`Ready`, failed: t`Failed` };

  async function downloadZip(packageId: string) {
    try {
      await download.mutateAsync(packageId);
    } catch (error) {
      toast.error(t`Download failed`, { description: refusalMessage(error) ?? t`Please try again.` });
    }
  }

  return (
    <div>
      <h3 id={headingId} className="mb-2 text-sm font-semibold text-slate-900">
        <Trans>Builds</Trans>
      </h3>
      <ul aria-labelledby={headingId} className="divide-y divide-slate-100 rounded-md border border-slate-200">
        {builds.map((build) => {
          const by = builtBy(build);
          const count = build.problems.length;
          return (
            <li key={build.packageId} className="flex flex-col gap-2 p-3 text-sm sm:flex-row sm:items-center sm:justify-between" aria-current={build.packageId === shownId ? 'true' : undefined}>
              <div className="flex flex-wrap items-center gap-2">
                <Badge tone={build.status === 'ready' ? 'green' : build.status === 'failed' ? 'red' : 'blue'}>{STATUS[build.status]}</Badge>
                <span className="text-slate-800">{by}</span>
                {build.status === 'ready' ? (
                  <span className="text-slate-500">
                    <Plural value={count} one="# problem" other="# problems" />
                  </span>
                ) : null}
              </div>
              <div className="flex shrink-0 flex-wrap gap-2">
                {build.packageId !== shownId ? (
                  <Button size="sm" variant="outline" onClick={() => onShow(build.packageId)} aria-label={t`Show: ${by}`}>
                    <Trans>Show</Trans>
                  </Button>
                ) : null}
                {build.status === 'ready' ? (
                  <Button size="sm" variant="outline" disabled={download.isPending} onClick={() => void downloadZip(build.packageId)} aria-label={t`Download ZIP: ${by}`}>
                    <Trans>Download</Trans>
                  </Button>
                ) : null}
                <Button size="sm" variant="outline" onClick={() => onDelete(build)} aria-label={t`Delete: ${by}`}>
                  <Trans>Delete</Trans>
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function DeleteBuildDialog({ caseId, build, onClose }: { caseId: string; build: CasePackage | undefined; onClose: () => void }) {
  const { t } = useLingui();
  const remove = useDeleteCasePackage(caseId);
  const builtBy = useBuiltBy();
  const description = build ? builtBy(build) : undefined;

  async function confirm() {
    if (!build) return;
    try {
      await remove.mutateAsync(build.packageId);
      toast.success(t`Package deleted`);
      onClose();
    } catch (error) {
      toast.error(t`Could not delete the package`, { description: refusalMessage(error) });
    }
  }

  return (
    <ConfirmDeleteDialog
      open={build !== undefined}
      onClose={onClose}
      title={t`Delete this package and its ZIP?`}
      description={description}
      onConfirm={() => void confirm()}
      pending={remove.isPending}
    />
  );
}
