import { analyticsFromCounters, lastTwelveMonths, medianFromBuckets } from './analytics';
import { isoWeekOf, stayBucket } from '../../../shared/analytics/counters';

const NOW = new Date('2026-05-04T09:30:00.000Z');

describe('medianFromBuckets', () => {
  it('interpolates the median inside the bucket of the middle stay', () => {
    // Buckets [0,1) [1,2) [2,3) [3,5): 4 stays, the middle (2 of 4) falls half-way through [1,2).
    expect(medianFromBuckets([1, 2, 0, 1])).toBe(1.5);
  });

  it('answers the lower bound of the open-ended last bucket', () => {
    const buckets = Array<number>(19).fill(0);
    buckets[18] = 3;
    expect(medianFromBuckets(buckets)).toBe(730);
  });

  it('answers nothing without stays', () => {
    expect(medianFromBuckets([0, 0])).toBeUndefined();
  });

  it('puts a stay in the bucket whose bounds hold it', () => {
    expect([stayBucket(0.5), stayBucket(1), stayBucket(9.9), stayBucket(10), stayBucket(5000)]).toEqual([0, 1, 5, 6, 18]);
  });
});

describe('isoWeekOf and lastTwelveMonths', () => {
  it('names ISO weeks, whose year may be the next or the last around New Year', () => {
    expect([isoWeekOf('2026-05-04T09:30:00.000Z'), isoWeekOf('2024-12-30'), isoWeekOf('2027-01-01')]).toEqual(['2026-W19', '2025-W01', '2026-W53']);
  });

  it('lists the 12 months up to the current one, oldest first', () => {
    expect(lastTwelveMonths(NOW)).toEqual([
      '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05',
    ]);
  });
});

describe('analyticsFromCounters', () => {
  const counters = {
    'status:open': 3,
    'status:closed': 2,
    'openCategory:Permis de travail': 2,
    "openCategory:Demande d'asile": 1,
    'openCategory:ERAR': 0,
    'openStage:submitted:Permis de travail': 2,
    "openStage:hearing:Demande d'asile": 1,
    'opened:2026-05': 4,
    'opened:2024-01': 9,
    'closed:2026-04': 2,
    'clients:2026-05': 5,
    'clients:2026-W19': 2,
    'stayCount:documents:Permis de travail': 2,
    'staySeconds:documents:Permis de travail': 20 * 86_400,
    'stayBucket6:documents:Permis de travail': 2,
  };

  it('answers every part of the analytics from the counters', () => {
    const answer = analyticsFromCounters(counters, { '2026-05': 7 }, NOW);
    expect(answer.byStatus).toEqual({ open: 3, 'in-progress': 0, closed: 2, 'on-hold': 0 });
    expect(answer.byCategory).toEqual({ 'Permis de travail': 2, "Demande d'asile": 1 });
    expect(answer.byStage).toEqual({ 'Permis de travail': { submitted: 2 }, "Demande d'asile": { hearing: 1 } });
    expect(answer.openedPerMonth).toHaveLength(12);
    expect(answer.openedPerMonth.at(-1)).toEqual({ month: '2026-05', count: 4 });
    expect(answer.closedPerMonth.at(-2)).toEqual({ month: '2026-04', count: 2 });
    expect(answer.documentsPerMonth.at(-1)).toEqual({ month: '2026-05', count: 7 });
    expect(answer.medianDaysInStage).toEqual({ 'Permis de travail': { documents: { medianDays: 12, meanDays: 10, stays: 2 } } });
    expect(answer.newClients).toEqual({ week: 2, month: 5 });
  });

  it('never answers a negative count (counters started after cases existed)', () => {
    expect(analyticsFromCounters({ 'status:open': -1 }, {}, NOW).byStatus.open).toBe(0);
  });
});
