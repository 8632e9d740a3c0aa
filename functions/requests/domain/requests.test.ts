import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { useHarness } from '../../../test/unit/support/harness';
import { caseCounterChanges, requestFixture, requestItem } from '../../../test/unit/support/requests';
import { describeWrites, transactItems } from '../../../test/unit/support/table';
import { adminOfOrg, adminOfOtherOrg, clientOfOrg, otherClientOfOrg } from '../../../test/unit/support/users';
import { markRequestUploaded } from '..';
import type { RequestRecord } from '../repository/requests';
import { dayAfter } from './requests';

const aws = useHarness();
const now = () => '2026-04-11T08:00:00.000Z';

const given = (overrides: Partial<RequestRecord> = {}) => aws.table.put(requestItem(requestFixture(overrides)));
const codeOf = async (promise: Promise<unknown>) => promise.then(() => undefined, (error: { code?: string }) => error.code);

describe('markRequestUploaded (the documents feature calls it)', () => {
  it('moves a requested item to uploaded, appends the documents and stamps the client', async () => {
    given({ status: 'requested' });
    const item = await markRequestUploaded('case-1', 'req-1', ['doc-1', 'doc-2'], clientOfOrg, now);
    expect(item).toMatchObject({
      status: 'uploaded',
      documentIds: ['doc-1', 'doc-2'],
      updatedAt: '2026-04-11T08:00:00.000Z',
      updatedBy: { userId: clientOfOrg.userId, name: clientOfOrg.name, role: 'client' },
    });
    const items = transactItems(aws.dynamo);
    expect(describeWrites(items)).toEqual(['Put CASE#case-1', 'Update CASE#case-1']);
    expect(caseCounterChanges(items, 'case-1')).toEqual({ requestsOutstanding: -1, requestsAwaitingReview: 1 });
  });

  it('moves a rejected item to uploaded again, clearing the rejection’s reason and keeping the earlier documents', async () => {
    given({ status: 'rejected', reason: 'Blurry', documentIds: ['doc-1'] });
    const item = await markRequestUploaded('case-1', 'req-1', ['doc-3'], clientOfOrg, now);
    expect(item).toMatchObject({ status: 'uploaded', reason: '', documentIds: ['doc-1', 'doc-3'] });
  });

  it('adds to an uploaded item without moving a counter', async () => {
    given({ status: 'uploaded', documentIds: ['doc-1'] });
    const item = await markRequestUploaded('case-1', 'req-1', ['doc-1', 'doc-2'], clientOfOrg, now);
    expect(item.documentIds).toEqual(['doc-1', 'doc-2']);
    expect(describeWrites(transactItems(aws.dynamo))).toEqual(['Put CASE#case-1']);
  });

  it('writes nothing when every document is linked already (a repeated completion), even on an item accepted since', async () => {
    given({ status: 'accepted', documentIds: ['doc-1'] });
    const item = await markRequestUploaded('case-1', 'req-1', ['doc-1'], clientOfOrg, now);
    expect(item).toMatchObject({ status: 'accepted', documentIds: ['doc-1'] });
    expect(aws.dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('lets staff of the case’s org upload for the client', async () => {
    given();
    expect((await markRequestUploaded('case-1', 'req-1', ['doc-1'], adminOfOrg, now)).updatedBy.role).toBe('admin');
  });

  it.each([
    ['another client', otherClientOfOrg],
    ['an admin of another org', adminOfOtherOrg],
  ])('answers request-missing to %s', async (_who, caller) => {
    given();
    expect(await codeOf(markRequestUploaded('case-1', 'req-1', ['doc-1'], caller, now))).toBe('request-missing');
  });

  it('answers request-missing for an item of another case', async () => {
    given();
    expect(await codeOf(markRequestUploaded('case-2', 'req-1', ['doc-1'], clientOfOrg, now))).toBe('request-missing');
  });

  it.each(['accepted', 'waived'] as const)('refuses an upload against a %s item', async (status) => {
    given({ status });
    expect(await codeOf(markRequestUploaded('case-1', 'req-1', ['doc-1'], clientOfOrg, now))).toBe('request-closed');
  });
});

describe('dayAfter', () => {
  it('counts days from the UTC day, across months', () => {
    expect(dayAfter('2026-04-25T23:59:00.000Z', 15)).toBe('2026-05-10');
  });
});
