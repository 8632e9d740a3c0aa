import { firstStage, isStageOf, keyDatesAfter, progressAfter, startingProgress } from './stages';
import { SHIPPED_STAGE_SETS, stageSetFor } from '../../../shared/progress/stages';
import type { StageSet } from '../../../shared/progress/types';

const BY = { userId: 'u-admin-1', name: 'Alex Admin' };
const NOW = '2026-05-04T09:30:00.000Z';
const FIRM_WORK_PERMIT: StageSet = {
  category: 'Permis de travail',
  stages: [
    { stageId: 'intake', label: { en: 'Intake', fr: 'Ouverture' } },
    { stageId: 'lmia', label: { en: 'LMIA', fr: 'EIMT' } },
  ],
};
const inDocuments = { category: 'Permis de travail', stage: 'documents', stageEnteredAt: '2026-04-01T00:00:00.000Z', stageHistory: [] };

describe('stage sets', () => {
  it('ships a set in English and French for every case category', () => {
    for (const set of SHIPPED_STAGE_SETS) for (const stage of set.stages) expect(stage.label.en && stage.label.fr).toBeTruthy();
  });

  it('follows the firm’s set of a category over the shipped one', () => {
    expect(stageSetFor('Permis de travail', [FIRM_WORK_PERMIT])).toBe(FIRM_WORK_PERMIT);
  });

  it('follows the Other set for a category nobody defined', () => {
    expect(stageSetFor('Citizenship').category).toBe('Other');
  });

  it('starts a new case in the first stage of its category, entered when it is opened', () => {
    expect(startingProgress('Permis de travail', [], BY, NOW)).toEqual({
      stage: 'intake',
      stageEnteredAt: NOW,
      stageHistory: [{ stage: 'intake', at: NOW, by: BY }],
    });
    expect(firstStage('Permis de travail', [{ ...FIRM_WORK_PERMIT, stages: FIRM_WORK_PERMIT.stages.slice(1) }])).toBe('lmia');
  });

  it('knows which stages a category has', () => {
    expect(isStageOf('Permis de travail', 'biometrics', [])).toBe(true);
    expect(isStageOf('Permis de travail', 'biometrics', [FIRM_WORK_PERMIT])).toBe(false);
  });
});

describe('progressAfter', () => {
  it('moves the case to the new stage with a history entry carrying the note and the expected date', () => {
    const after = progressAfter(inDocuments, 'Permis de travail', { stage: 'submitted', stageNote: 'Sent to IRCC today', expectedDate: '2026-08-01' }, [], BY, NOW);
    expect(after).toEqual({
      stage: 'submitted',
      stageEnteredAt: NOW,
      stageHistory: [{ stage: 'submitted', at: NOW, by: BY, note: 'Sent to IRCC today', expectedDate: '2026-08-01' }],
    });
  });

  it('adds a note on the current stage without restarting its stay', () => {
    const after = progressAfter(inDocuments, 'Permis de travail', { stageNote: 'Still missing your passport' }, [], BY, NOW);
    expect(after?.stage).toBe('documents');
    expect(after?.stageEnteredAt).toBe(inDocuments.stageEnteredAt);
    expect(after?.stageHistory).toEqual([{ stage: 'documents', at: NOW, by: BY, note: 'Still missing your passport' }]);
  });

  it('refuses a stage the category’s set does not have', () => {
    expect(() => progressAfter(inDocuments, 'Permis de travail', { stage: 'hearing' }, [], BY, NOW)).toThrow(
      expect.objectContaining({ code: 'stage-unknown' }),
    );
  });

  it('refuses a change of category that leaves the current stage outside the new set', () => {
    expect(() => progressAfter(inDocuments, 'Consultation', {}, [], BY, NOW)).toThrow(expect.objectContaining({ code: 'stage-unknown' }));
  });

  it('accepts a change of category with a stage of the new set', () => {
    expect(progressAfter(inDocuments, 'Consultation', { stage: 'follow-up' }, [], BY, NOW)?.stage).toBe('follow-up');
  });

  it('refuses a note on a case that has no stage yet', () => {
    expect(() => progressAfter({ category: 'Permis de travail' }, 'Permis de travail', { stageNote: 'Hello' }, [], BY, NOW)).toThrow(
      expect.objectContaining({ code: 'stage-required' }),
    );
  });

  it('leaves the progress alone when nothing of it changes', () => {
    expect(progressAfter(inDocuments, 'Permis de travail', {}, [], BY, NOW)).toBeUndefined();
  });

  it('keeps the last 50 history entries on the case', () => {
    const long = { ...inDocuments, stageHistory: Array.from({ length: 50 }, (_, i) => ({ stage: 'documents', at: `2026-01-01T00:00:${String(i).padStart(2, '0')}.000Z`, by: BY })) };
    const after = progressAfter(long, 'Permis de travail', { stageNote: 'newest' }, [], BY, NOW);
    expect(after?.stageHistory).toHaveLength(50);
    expect(after?.stageHistory?.at(-1)?.note).toBe('newest');
    expect(after?.stageHistory?.[0]?.at).toBe('2026-01-01T00:00:01.000Z');
  });
});

describe('keyDatesAfter', () => {
  it('replaces the dates given, removes those given empty and keeps the others', () => {
    expect(keyDatesAfter({ submittedOn: '2026-05-01', biometricsOn: '2026-05-20' }, { biometricsOn: '', applicationNumber: 'W3076' })).toEqual({
      submittedOn: '2026-05-01',
      applicationNumber: 'W3076',
    });
  });
});
