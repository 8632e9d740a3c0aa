import { changedCaseAnalytics, newCaseAnalytics } from './case-counters';
import { caseFixture } from '../../../test/unit/support/records';

const NOW = '2026-05-04T09:30:00.000Z';

describe('newCaseAnalytics', () => {
  it('counts a new case by status, category, stage and opening month', () => {
    expect(newCaseAnalytics(caseFixture({ stage: 'intake' }))).toEqual({
      'status:open': 1,
      'openCategory:Permis de travail': 1,
      'openStage:intake:Permis de travail': 1,
      'opened:2026-02': 1,
    });
  });

  it('counts a case opened closed as closed in its month, not as open', () => {
    expect(newCaseAnalytics(caseFixture({ status: 'closed', closedAt: '2026-02-01T10:00:00.000Z', stage: 'intake' }))).toEqual({
      'status:closed': 1,
      'opened:2026-02': 1,
      'closed:2026-02': 1,
    });
  });
});

describe('changedCaseAnalytics', () => {
  it('moves a closed case out of the open counters and into this month’s closings', () => {
    const before = caseFixture({ stage: 'submitted' });
    expect(changedCaseAnalytics(before, { ...before, status: 'closed', closedAt: NOW }, NOW)).toEqual({
      'status:open': -1,
      'status:closed': 1,
      'openCategory:Permis de travail': -1,
      'openStage:submitted:Permis de travail': -1,
      'closed:2026-05': 1,
    });
  });

  it('takes a reopened case’s closing back from the month it was closed in', () => {
    const before = caseFixture({ status: 'closed', closedAt: '2026-03-10T00:00:00.000Z' });
    expect(changedCaseAnalytics(before, { ...caseFixture(), status: 'in-progress' }, NOW)).toEqual({
      'status:closed': -1,
      'status:in-progress': 1,
      'openCategory:Permis de travail': 1,
      'closed:2026-03': -1,
    });
  });

  it('completes the stay in the stage left: its count, seconds and duration bucket', () => {
    const before = caseFixture({ stage: 'documents', stageEnteredAt: '2026-04-24T09:30:00.000Z' });
    expect(changedCaseAnalytics(before, { ...before, stage: 'submitted', stageEnteredAt: NOW }, NOW)).toEqual({
      'openStage:documents:Permis de travail': -1,
      'openStage:submitted:Permis de travail': 1,
      'stayCount:documents:Permis de travail': 1,
      'staySeconds:documents:Permis de travail': 10 * 86_400,
      // 10 days: the bucket of 10 to 14 days.
      'stayBucket6:documents:Permis de travail': 1,
    });
  });

  it('completes no stay for a case that had no stage (opened before stages existed)', () => {
    const before = caseFixture();
    expect(changedCaseAnalytics(before, { ...before, stage: 'intake', stageEnteredAt: NOW }, NOW)).toEqual({ 'openStage:intake:Permis de travail': 1 });
  });

  it('moves an open case between categories', () => {
    const before = caseFixture({ stage: 'intake' });
    expect(changedCaseAnalytics(before, { ...before, category: 'ERAR' }, NOW)).toEqual({
      'openCategory:Permis de travail': -1,
      'openCategory:ERAR': 1,
      'openStage:intake:Permis de travail': -1,
      'openStage:intake:ERAR': 1,
    });
  });

  it('moves nothing when only the name changes', () => {
    const before = caseFixture({ stage: 'intake' });
    expect(changedCaseAnalytics(before, { ...before, caseName: 'Renamed' }, NOW)).toEqual({});
  });
});
