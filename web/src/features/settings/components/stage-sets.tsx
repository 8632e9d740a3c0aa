/**
 * Settings → Stages: the stages each case category follows, in order, named in English and
 * French. A category shows the firm's own set, or the portal's starting one until the firm saves its
 * own; 'Use the portal's stages' gives the starting set back. A stage's id stays as it was (the cases
 * and the analytics name it); a new stage gets one from its English name.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { StageDefinition, StageSet } from '@shared/progress/types';
import { PROGRESS_LIMITS } from '@shared/progress/limits';
import { useCaseLabels } from '@/components/cases/case-badges';
import { Button } from '@/components/ui/button';
import { InlineError, loadErrorText } from '@/components/ui/inline-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth-context';
import { useFormat } from '@/lib/format';
import { refusalMessage } from '@/lib/refusal-messages';
import { toast } from '@/lib/toast';
import { useFirmStageSets, useSaveFirmStageSets } from '../api/stage-sets';

/** A stage id from an English name: lower-case letters, digits and dashes, unique within the set. */
export function stageIdFrom(name: string, taken: readonly string[]): string {
  const base =
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, PROGRESS_LIMITS.stageId - 4) || 'stage';
  let id = base;
  for (let n = 2; taken.includes(id); n += 1) id = `${base}-${n}`;
  return id;
}

export function StageSetsSettings() {
  const { user } = useAuth();
  const query = useFirmStageSets(user?.orgId);
  const { t } = useLingui();
  const [category, setCategory] = useState<string>();
  const labels = useCaseLabels();
  const selectId = useId();

  if (!query.data) {
    return query.isError ? <InlineError onRetry={() => void query.refetch()}>{loadErrorText(t`the stages`, query.error)}</InlineError> : <Spinner />;
  }
  const sets = query.data.sets;
  const chosen = sets.find((set) => set.category === category) ?? sets[0];
  if (!chosen) return null;
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-600">
        <Trans>Each case category follows its own stages, in order. Clients see them on their case page, in their language, and are e-mailed the name of each new stage.</Trans>
      </p>
      <div className="max-w-sm space-y-1.5">
        <Label htmlFor={selectId}>
          <Trans>Case category</Trans>
        </Label>
        <Select id={selectId} value={chosen.category} onChange={(event) => setCategory(event.target.value)}>
          {sets.map((set) => (
            <option key={set.category} value={set.category}>
              {labels.category(set.category)}
            </option>
          ))}
        </Select>
      </div>
      <StageSetEditor
        key={`${chosen.category}:${query.data.updatedAt ?? ''}`}
        set={chosen}
        own={chosen.source === 'firm'}
        firmSets={sets.filter((set) => set.source === 'firm').map(({ category: name, stages }) => ({ category: name, stages }))}
      />
    </div>
  );
}

function StageSetEditor({ set, own, firmSets }: { set: StageSet; own: boolean; firmSets: StageSet[] }) {
  const { user } = useAuth();
  const save = useSaveFirmStageSets(user?.orgId);
  const { t, i18n } = useLingui();
  const { language } = useFormat();
  const [stages, setStages] = useState<StageDefinition[]>(set.stages);
  const [newName, setNewName] = useState({ en: '', fr: '' });
  const newEnId = useId();
  const newFrId = useId();

  const rename = (index: number, language: 'en' | 'fr', value: string) =>
    setStages(stages.map((stage, at) => (at === index ? { ...stage, label: { ...stage.label, [language]: value } } : stage)));
  const move = (index: number, by: number) => {
    const next = [...stages];
    const [moved] = next.splice(index, 1);
    if (moved) next.splice(index + by, 0, moved);
    setStages(next);
  };
  const add = () => {
    if (!newName.en.trim() || !newName.fr.trim()) return;
    const stageId = stageIdFrom(newName.en, stages.map((stage) => stage.stageId));
    setStages([...stages, { stageId, label: { en: newName.en.trim(), fr: newName.fr.trim() } }]);
    setNewName({ en: '', fr: '' });
  };
  const submit = async (sets: StageSet[], done: string) => {
    try {
      await save.mutateAsync(sets);
      toast.success(done);
    } catch (error) {
      toast.error(i18n._(msg`The stages could not be saved`), { description: refusalMessage(error) });
    }
  };
  const incomplete = stages.some((stage) => !stage.label.en.trim() || !stage.label.fr.trim());

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        {own ? <Trans>Your firm's stages for this category.</Trans> : <Trans>The portal's starting stages: saving makes them your firm's own.</Trans>}
      </p>
      <ol className="space-y-3">
        {stages.map((stage, index) => (
          <li key={stage.stageId} className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[2rem_1fr_1fr_auto] sm:items-end">
            <span className="text-sm font-semibold text-slate-500" aria-hidden="true">
              {index + 1}.
            </span>
            <div className="space-y-1">
              <Label htmlFor={`stage-${stage.stageId}-en`} className="text-xs">
                <Trans>Name in English</Trans>
              </Label>
              <Input id={`stage-${stage.stageId}-en`} value={stage.label.en} maxLength={PROGRESS_LIMITS.stageLabel} onChange={(event) => rename(index, 'en', event.target.value)} />
            </div>
            <div className="space-y-1">
              <Label htmlFor={`stage-${stage.stageId}-fr`} className="text-xs">
                <Trans>Name in French</Trans>
              </Label>
              <Input id={`stage-${stage.stageId}-fr`} lang="fr" value={stage.label.fr} maxLength={PROGRESS_LIMITS.stageLabel} onChange={(event) => rename(index, 'fr', event.target.value)} />
            </div>
            <div className="flex gap-1">
              <Button variant="ghost" size="sm" disabled={index === 0} onClick={() => move(index, -1)} aria-label={t`Move ${stage.label[language]} up`}>
                ↑
              </Button>
              <Button variant="ghost" size="sm" disabled={index === stages.length - 1} onClick={() => move(index, 1)} aria-label={t`Move ${stage.label[language]} down`}>
                ↓
              </Button>
              <Button variant="ghost" size="sm" disabled={stages.length === 1} onClick={() => setStages(stages.filter((_, at) => at !== index))} aria-label={t`Remove ${stage.label[language]}`}>
                ✕
              </Button>
            </div>
          </li>
        ))}
      </ol>
      {stages.length < PROGRESS_LIMITS.stagesPerSet ? (
        <fieldset className="grid gap-2 rounded-lg border border-dashed border-slate-300 p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <legend className="px-1 text-sm font-medium text-slate-700">
            <Trans>Add a stage</Trans>
          </legend>
          <div className="space-y-1">
            <Label htmlFor={newEnId} className="text-xs">
              <Trans>Name in English</Trans>
            </Label>
            <Input id={newEnId} value={newName.en} maxLength={PROGRESS_LIMITS.stageLabel} onChange={(event) => setNewName({ ...newName, en: event.target.value })} />
          </div>
          <div className="space-y-1">
            <Label htmlFor={newFrId} className="text-xs">
              <Trans>Name in French</Trans>
            </Label>
            <Input id={newFrId} lang="fr" value={newName.fr} maxLength={PROGRESS_LIMITS.stageLabel} onChange={(event) => setNewName({ ...newName, fr: event.target.value })} />
          </div>
          <Button variant="outline" onClick={add} disabled={!newName.en.trim() || !newName.fr.trim()}>
            <Trans>Add</Trans>
          </Button>
        </fieldset>
      ) : null}
      <p className="text-xs text-slate-500">
        <Trans>Cases in a stage you remove keep it until they are moved; the analytics keep counting them under it.</Trans>
      </p>
      <div className="flex flex-wrap justify-end gap-3">
        {own ? (
          <Button
            variant="outline"
            disabled={save.isPending}
            onClick={() => void submit(firmSets.filter((firm) => firm.category !== set.category), i18n._(msg`The portal's stages are used again`))}
          >
            <Trans>Use the portal's stages</Trans>
          </Button>
        ) : null}
        <Button
          disabled={save.isPending || incomplete}
          onClick={() => void submit([...firmSets.filter((firm) => firm.category !== set.category), { category: set.category, stages }], i18n._(msg`Stages saved`))}
        >
          {save.isPending ? <Trans>Saving…</Trans> : <Trans>Save stages</Trans>}
        </Button>
      </div>
    </div>
  );
}
