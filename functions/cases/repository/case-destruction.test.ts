import { useHarness } from '../../../test/unit/support/harness';
import { caseFixture } from '../../../test/unit/support/records';
import { analyticsChanges, counterChanges, describeWrites, transactItems } from '../../../test/unit/support/table';
import { ORG_ID } from '../../../test/unit/support/users';
import { type ClaimedCase, deleteDestroyedCase } from './case-destruction';

const aws = useHarness();

const claimed = (overrides: Partial<ClaimedCase> = {}): ClaimedCase => ({
  ...caseFixture({ status: 'closed', closedAt: '2018-03-04T10:00:00.000Z', openDate: '2017-01-02T10:00:00.000Z', docsNum: 2 }),
  destructionStartedAt: '2026-11-27T04:00:00.000Z',
  destructionClientDocuments: 1,
  ...overrides,
});

describe('deleteDestroyedCase', () => {
  it('takes the case off the firm’s cases by status, where every count of cases is read, in the transaction that deletes it', async () => {
    await deleteDestroyedCase(claimed());
    const items = transactItems(aws.dynamo);
    expect(describeWrites(items)).toEqual(expect.arrayContaining(['Delete CASE#case-1', 'Update ORG#org-1 ANALYTICS']));
    expect(analyticsChanges(items, ORG_ID)).toEqual({ 'status:closed': -1 });
  });

  it('takes its documents off the org’s documents and keeps no case counter on the org item', async () => {
    await deleteDestroyedCase(claimed());
    expect(counterChanges(transactItems(aws.dynamo), ORG_ID)).toEqual({ documentsUploadedCount: -2 });
  });
});
