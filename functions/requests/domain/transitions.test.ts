import { REQUESTS } from '../../../shared/requests/refusals';
import { afterUpload, counterDelta, decide } from './transitions';

const state = (status: Parameters<typeof decide>[0]['status'], reason = '', expiresOn?: string, documentIds: string[] = status === 'requested' ? [] : ['doc-1']) => ({
  status,
  reason,
  documentIds,
  ...(expiresOn ? { expiresOn } : {}),
});
const refusedWith = (action: () => unknown) => {
  try {
    action();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return undefined;
};

describe('decide', () => {
  it.each(['uploaded', 'rejected'] as const)('accepts a %s item', (status) => {
    expect(decide(state(status), { status: 'accepted', expiresOn: '2031-05-01' })).toEqual({ status: 'accepted', reason: '', expiresOn: '2031-05-01' });
  });

  it('refuses accepting an item nothing was uploaded for: it is waived instead', () => {
    expect(refusedWith(() => decide(state('requested'), { status: 'accepted' }))).toBe(REQUESTS.NOTHING_TO_ACCEPT.code);
    expect(decide(state('requested'), { status: 'waived', reason: 'Received on paper' })).toEqual({ status: 'waived', reason: 'Received on paper' });
  });

  it('accepts a requested item something was uploaded for before (rejected, then asked again)', () => {
    expect(decide(state('requested', '', undefined, ['doc-1']), { status: 'accepted' })).toEqual({ status: 'accepted', reason: '' });
  });

  it('rejects an uploaded item with its reason', () => {
    expect(decide(state('uploaded'), { status: 'rejected', reason: 'Blurry scan' })).toEqual({ status: 'rejected', reason: 'Blurry scan' });
  });

  it('rejects an accepted item found wanting later, dropping its expiry date', () => {
    expect(decide(state('accepted', '', '2030-01-01'), { status: 'rejected', reason: 'Expired' })).toEqual({ status: 'rejected', reason: 'Expired' });
  });

  it.each(['requested', 'rejected'] as const)('refuses rejecting a %s item: nothing new was uploaded', (status) => {
    expect(refusedWith(() => decide(state(status), { status: 'rejected', reason: 'No' }))).toBe(REQUESTS.NOTHING_TO_REJECT.code);
  });

  it.each(['accepted', 'rejected'] as const)('refuses making a waived item %s', (status) => {
    expect(refusedWith(() => decide(state('waived'), { status, reason: 'x' }))).toBe(REQUESTS.WAIVED.code);
  });

  it.each(['requested', 'uploaded', 'accepted', 'rejected'] as const)('waives a %s item', (status) => {
    expect(decide(state(status), { status: 'waived', reason: 'Not needed' })).toEqual({ status: 'waived', reason: 'Not needed' });
  });

  it('refuses the same decision again', () => {
    expect(refusedWith(() => decide(state('accepted', '', '2031-05-01'), { status: 'accepted', expiresOn: '2031-05-01' }))).toBe(REQUESTS.UNCHANGED.code);
    expect(refusedWith(() => decide(state('waived', 'x'), { status: 'waived', reason: 'x' }))).toBe(REQUESTS.UNCHANGED.code);
  });

  it('accepts an accepted item again to correct its expiry date', () => {
    expect(decide(state('accepted', '', '2031-05-01'), { status: 'accepted', expiresOn: '2032-05-01' })).toMatchObject({ expiresOn: '2032-05-01' });
  });
});

describe('counterDelta', () => {
  it('counts a new item as outstanding and in the total', () => {
    expect(counterDelta([{ to: 'requested' }, { to: 'requested' }])).toEqual({ requestsTotal: 2, requestsOutstanding: 2 });
  });

  it('moves an upload from waiting on the client to waiting on the firm', () => {
    expect(counterDelta([{ from: 'requested', to: 'uploaded' }])).toEqual({ requestsOutstanding: -1, requestsAwaitingReview: 1 });
  });

  it('counts an acceptance', () => {
    expect(counterDelta([{ from: 'uploaded', to: 'accepted' }])).toEqual({ requestsAwaitingReview: -1, requestsAccepted: 1 });
  });

  it('takes a waived item out of the total', () => {
    expect(counterDelta([{ from: 'accepted', to: 'waived' }])).toEqual({ requestsAccepted: -1, requestsTotal: -1 });
  });

  it('moves nothing when a rejected item is uploaded again and rejected again', () => {
    expect(counterDelta([{ from: 'rejected', to: 'uploaded' }, { from: 'uploaded', to: 'rejected' }])).toEqual({});
  });
});

describe('afterUpload', () => {
  it('appends new documents once each, in order', () => {
    expect(afterUpload({ status: 'rejected', documentIds: ['d1'] }, ['d2', 'd1', 'd3'])).toEqual(['d1', 'd2', 'd3']);
  });

  it.each(['accepted', 'waived'] as const)('refuses an upload against a %s item', (status) => {
    expect(refusedWith(() => afterUpload({ status, documentIds: [] }, ['d1']))).toBe(REQUESTS.CLOSED.code);
  });

  it('refuses more than 50 documents on one item', () => {
    const many = Array.from({ length: 50 }, (_, i) => `d${i}`);
    expect(refusedWith(() => afterUpload({ status: 'uploaded', documentIds: many }, ['one-more']))).toBe(REQUESTS.TOO_MANY_DOCUMENTS.code);
  });
});
