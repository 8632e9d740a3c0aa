import { RETENTION_YEARS, destructionDate, retentionRule, retentionYearsOf } from '../../../shared/orgs/retention';
import { updateOrgBody } from '../../../shared/orgs/schemas';
import { closedBeforeCutoff, retentionVerdict } from './retention-rule';

const NOW = new Date('2026-11-27T04:00:00.000Z');
const closed = (closedAt: string, legalHold?: boolean) => ({ status: 'closed' as const, closedAt, ...(legalHold === undefined ? {} : { legalHold }) });

describe('the retention rule', () => {
  it('destroys a case closed more than its firm’s years ago', () => {
    expect(retentionVerdict(closed('2019-11-27T03:59:59.000Z'), 7, NOW)).toBe('destroy');
    expect(retentionVerdict(closed('2016-01-01T00:00:00.000Z'), 10, NOW)).toBe('destroy');
  });

  it('keeps a case until the very instant its years are up', () => {
    expect(retentionVerdict(closed('2019-11-27T04:00:01.000Z'), 7, NOW)).toBe('not-yet-due');
    expect(retentionVerdict(closed('2019-11-27T04:00:00.000Z'), 7, NOW)).toBe('destroy');
  });

  it('counts from the firm’s own setting: 8 years closed is due at 6 or 7, not at 9 or 10', () => {
    const eightYears = closed('2018-11-01T00:00:00.000Z');
    expect([6, 7, 8, 9, 10].map((years) => retentionVerdict(eightYears, years, NOW))).toEqual(['destroy', 'destroy', 'destroy', 'not-yet-due', 'not-yet-due']);
  });

  it('never destroys a case under legal hold, whatever its date', () => {
    expect(retentionVerdict(closed('2000-01-01T00:00:00.000Z', true), 6, NOW)).toBe('held');
    expect(retentionVerdict(closed('2000-01-01T00:00:00.000Z', false), 6, NOW)).toBe('destroy');
  });

  it('leaves a case that is not closed, or has no closing date, alone', () => {
    expect(retentionVerdict({ status: 'open', closedAt: '2000-01-01T00:00:00.000Z' }, 6, NOW)).toBe('not-closed');
    expect(retentionVerdict({ status: 'closed' }, 6, NOW)).toBe('not-closed');
  });

  it('reads only cases closed before now minus the smallest retention (6 years)', () => {
    expect(closedBeforeCutoff(NOW)).toBe('2020-11-27T04:00:00.000Z');
  });

  it('lands 29 February on 1 March of a common year', () => {
    expect(destructionDate('2020-02-29T12:00:00.000Z', 7).toISOString()).toBe('2027-03-01T12:00:00.000Z');
  });

  it('names its rule without content', () => {
    expect(retentionRule(7)).toBe('retention: 7 years after closing');
  });
});

describe('the firm’s retention setting', () => {
  it('reads 7 years when never set (or not a valid value)', () => {
    expect(retentionYearsOf(undefined)).toBe(RETENTION_YEARS.fallback);
    expect(retentionYearsOf(12)).toBe(7);
    expect(retentionYearsOf(9)).toBe(9);
  });

  it.each([6, 7, 10])('accepts %p years', (retentionYears) => {
    expect(updateOrgBody.safeParse({ retentionYears }).success).toBe(true);
  });

  it.each([5, 11, 6.5, '7', null, true])('refuses %p years with the retention-out-of-range sentence', (retentionYears) => {
    const result = updateOrgBody.safeParse({ retentionYears });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Retention years must be a whole number from 6 to 10');
  });
});
