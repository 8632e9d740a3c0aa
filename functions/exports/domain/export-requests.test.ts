/** Where a client's request for a copy of their information is, at a given moment. */
import { stateOf } from './export-requests';

const now = new Date('2026-03-10T12:00:00.000Z');
const pending = { userId: 'u-client', orgId: 'org-1', status: 'pending' as const, requestedAt: '2026-03-01T09:00:00.000Z' };
const approved = {
  ...pending,
  status: 'approved' as const,
  approvedAt: '2026-03-02T09:00:00.000Z',
  approvedBy: { userId: 'u-admin', name: 'Alex Admin' },
  availableUntil: '2026-04-01T09:00:00.000Z',
};

describe('stateOf', () => {
  it('reads no request as none', () => {
    expect(stateOf(undefined, now)).toEqual({ status: 'none' });
  });

  it('answers a pending request without its keys', () => {
    expect(stateOf(pending, now)).toEqual({ status: 'pending', requestedAt: pending.requestedAt });
  });

  it('answers an approval until its day, then expired', () => {
    expect(stateOf(approved, now)).toMatchObject({ status: 'approved', availableUntil: approved.availableUntil, approvedBy: { name: 'Alex Admin' } });
    expect(stateOf(approved, new Date('2026-04-01T09:00:00.000Z')).status).toBe('expired');
  });
});
