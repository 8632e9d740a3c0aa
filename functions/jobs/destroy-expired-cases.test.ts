import type { Case } from '../../shared/cases/types';
import { caseFixture } from '../../test/unit/support/records';
// The mocks below are hoisted above this import (jest).
import { MAX_CASES_PER_RUN, destroyExpiredCases } from './destroy-expired-cases';

const mockList = jest.fn();
const mockGetOrg = jest.fn();
const mockDestroy = jest.fn();

jest.mock('../cases', () => ({ listClosedCasesBefore: (...args: unknown[]) => mockList(...args) }));
jest.mock('../orgs', () => ({ getOrg: (...args: unknown[]) => mockGetOrg(...args) }));
jest.mock('./retention/destroy-case', () => ({ destroyCase: (...args: unknown[]) => mockDestroy(...args) }));

const RUN = { time: '2026-11-27T04:00:00Z' } as Parameters<typeof destroyExpiredCases>[0];
const closedCase = (caseId: string, closedAt: string, overrides: Partial<Case> = {}) =>
  caseFixture({ caseId, status: 'closed', closedAt, ...overrides });

beforeEach(() => {
  mockList.mockReset();
  mockGetOrg.mockReset().mockImplementation((orgId: string) => Promise.resolve({ orgId, retentionYears: orgId === 'org-9' ? 9 : 7 }));
  mockDestroy.mockReset().mockResolvedValue({ documents: 1 });
});

describe('destroyExpiredCases', () => {
  it('reads closed cases from 6 years back, destroys those past their firm’s years, and counts the others', async () => {
    mockList.mockResolvedValueOnce({
      items: [
        closedCase('due', '2018-01-01T00:00:00.000Z'),
        closedCase('held', '2010-01-01T00:00:00.000Z', { legalHold: true }),
        closedCase('young', '2019-12-31T00:00:00.000Z'),
        closedCase('nine', '2018-01-01T00:00:00.000Z', { orgId: 'org-9' }),
      ],
    });
    const result = await destroyExpiredCases(RUN);
    expect(mockList).toHaveBeenCalledWith('2020-11-27T04:00:00.000Z', { limit: 100, exclusiveStartKey: undefined });
    expect(result).toMatchObject({ destroyed: ['due'], held: 1, notYetDue: 2, skipped: 0, failed: [], examined: 4, more: false });
    expect(mockDestroy).toHaveBeenCalledWith(expect.objectContaining({ caseId: 'due' }), 7, new Date('2026-11-27T04:00:00Z'));
    // Each firm's settings are read once.
    expect(mockGetOrg).toHaveBeenCalledTimes(2);
  });

  it('counts a case it could not claim (reopened or held meanwhile) as skipped', async () => {
    mockList.mockResolvedValueOnce({ items: [closedCase('raced', '2018-01-01T00:00:00.000Z')] });
    mockDestroy.mockResolvedValueOnce(undefined);
    expect(await destroyExpiredCases(RUN)).toMatchObject({ destroyed: [], skipped: 1 });
  });

  it('goes on after a case that fails, and fails only when every case it tried failed', async () => {
    mockList.mockResolvedValueOnce({ items: [closedCase('a', '2018-01-01T00:00:00.000Z'), closedCase('b', '2018-01-01T00:00:00.000Z')] });
    mockDestroy.mockRejectedValueOnce(new Error('throttled'));
    expect(await destroyExpiredCases(RUN)).toMatchObject({ destroyed: ['b'], failed: ['a'] });

    mockList.mockResolvedValueOnce({ items: [closedCase('c', '2018-01-01T00:00:00.000Z')] });
    mockDestroy.mockRejectedValueOnce(new Error('throttled'));
    await expect(destroyExpiredCases(RUN)).rejects.toThrow('Could not destroy 1 cases past their retention');
  });

  it(`destroys at most ${MAX_CASES_PER_RUN} cases a run and says more is left`, async () => {
    const many = Array.from({ length: MAX_CASES_PER_RUN + 5 }, (_, i) => closedCase(`case-${i}`, '2018-01-01T00:00:00.000Z'));
    mockList.mockResolvedValueOnce({ items: many, lastEvaluatedKey: { PK: 'x' } });
    const result = await destroyExpiredCases(RUN);
    expect(result.destroyed).toHaveLength(MAX_CASES_PER_RUN);
    expect(result.more).toBe(true);
    expect(mockList).toHaveBeenCalledTimes(1);
  });

  it('reads the next page while there is one', async () => {
    mockList.mockResolvedValueOnce({ items: [closedCase('p1', '2018-01-01T00:00:00.000Z')], lastEvaluatedKey: { PK: 'k' } });
    mockList.mockResolvedValueOnce({ items: [closedCase('p2', '2018-01-01T00:00:00.000Z')] });
    expect(await destroyExpiredCases(RUN)).toMatchObject({ destroyed: ['p1', 'p2'], more: false });
    expect(mockList).toHaveBeenLastCalledWith('2020-11-27T04:00:00.000Z', { limit: 100, exclusiveStartKey: { PK: 'k' } });
  });
});
