import { caseUpdateDetails } from './case-update-activity';
import { caseFixture } from '../../../test/unit/support/records';

const SUBMITTED = { en: 'Submitted to IRCC', fr: 'Soumise à IRCC' };

describe('what the activity log is told of a change to a case', () => {
  it('names the stage a case moved to, in both languages, with the expected date; the note only as a field', () => {
    const before = caseFixture({ stage: 'preparation' });
    const after = caseFixture({ stage: 'submitted' });

    const details = caseUpdateDetails({ stage: 'submitted', stageNote: 'Sent today', expectedDate: '2027-02-01' }, before, after);

    expect(details).toEqual({
      fields: ['expectedDate', 'stage', 'stageNote'],
      stage: { stageId: 'submitted', label: SUBMITTED, moved: true },
      expectedDate: '2027-02-01',
    });
    expect(JSON.stringify(details)).not.toContain('Sent today');
  });

  it('says a note on the stage the case was in did not move it', () => {
    const before = caseFixture({ stage: 'submitted' });

    const details = caseUpdateDetails({ stageNote: 'Still waiting' }, before, before);

    expect(details.stage).toEqual({ stageId: 'submitted', label: SUBMITTED, moved: false });
  });

  it("takes the stage's names from the firm's own set of the case's category", () => {
    const firmSets = [{ category: 'Permis de travail', stages: [{ stageId: 'filed', label: { en: 'Filed online', fr: 'Déposée en ligne' } }] }];
    const after = caseFixture({ stage: 'filed' });

    const details = caseUpdateDetails({ stage: 'filed' }, caseFixture({ stage: 'intake' }), after, firmSets);

    expect(details.stage).toEqual({ stageId: 'filed', label: { en: 'Filed online', fr: 'Déposée en ligne' }, moved: true });
  });

  it('gives the new status and category, the legal hold and the names of the key dates changed', () => {
    const after = caseFixture({ status: 'closed', category: 'ERAR', legalHold: true });

    const details = caseUpdateDetails(
      { status: 'closed', category: 'ERAR', legalHold: true, keyDates: { submittedOn: '2026-11-20', biometricsOn: '' }, description: 'New text' },
      caseFixture(),
      after,
    );

    expect(details).toEqual({
      fields: ['category', 'description', 'keyDates', 'legalHold', 'status'],
      status: 'closed',
      category: 'ERAR',
      legalHold: true,
      keyDates: ['biometricsOn', 'submittedOn'],
    });
  });

  it('names no stage when the change leaves the stage alone', () => {
    expect(caseUpdateDetails({ caseName: 'Renewal' }, caseFixture({ stage: 'intake' }), caseFixture({ stage: 'intake' }))).toEqual({ fields: ['caseName'] });
  });
});
