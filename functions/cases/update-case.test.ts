import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { handler } from './update-case';
import type { Case } from '../../shared/cases/types';
import { freezeClockAt, unfreezeClock } from '../../test/unit/support/clock';
import { useHarness } from '../../test/unit/support/harness';
import { caseFixture } from '../../test/unit/support/records';
import { callRoute } from '../../test/unit/support/route-event';
import { keys } from '../../shared/core/table';
import { analyticsChanges, caseItem, counterChanges, describeWrites, transactItems, transactionCancelled, updateOf } from '../../test/unit/support/table';
import { ORG_ID, OTHER_ORG_ID, adminOfOrg, adminOfOtherOrg, clientOfOrg } from '../../test/unit/support/users';
import { noteCaseActivity } from '../core/activity';

// The notes the handler makes, recorded as usual (the log's own tests cover the recording).
jest.mock('../core/activity', () => {
  const actual = jest.requireActual<typeof import('../core/activity')>('../core/activity');
  return { ...actual, noteCaseActivity: jest.fn(actual.noteCaseActivity) };
});
const deniedNotes = () => jest.mocked(noteCaseActivity).mock.calls.filter(([, kind]) => kind === 'access.denied');

const aws = useHarness();

afterEach(unfreezeClock);

function givenCase(overrides: Partial<Case> = {}): Case {
  const stored = caseFixture(overrides);
  aws.table.put(caseItem(stored));
  return stored;
}

const updateCase = (as: { userId: string }, orgId: string, caseId: string, body: unknown) =>
  callRoute(handler, { routeKey: 'PATCH /v1/admin/orgs/{orgId}/cases/{caseId}', pathParameters: { orgId, caseId }, body, as });

describe('PATCH /v1/admin/orgs/{orgId}/cases/{caseId}', () => {
  it('answers success and the updated case', async () => {
    const before = givenCase();
    const { status, body } = await updateCase(adminOfOrg, ORG_ID, before.caseId, { caseName: 'Work permit (renewal)' });
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      updatedItem: { ...before, caseName: 'Work permit (renewal)', dateUpdated: expect.any(String) },
    });
  });

  it('stamps dateUpdated with the time of the change', async () => {
    const before = givenCase();
    freezeClockAt('2026-05-04T09:30:00.000Z');
    const { body } = await updateCase(adminOfOrg, ORG_ID, before.caseId, { description: 'Biometrics done' });
    expect(body.updatedItem.dateUpdated).toBe('2026-05-04T09:30:00.000Z');
  });

  it('writes the case only if nobody changed it since it was read', async () => {
    const before = givenCase();
    await updateCase(adminOfOrg, ORG_ID, before.caseId, { category: 'ERAR' });
    const update = updateOf(transactItems(aws.dynamo), 'CASE#case-1');
    // …and only while the retention job has not started destroying it.
    expect(update.ConditionExpression).toBe('attribute_exists(PK) AND #updated = :updated AND attribute_not_exists(destructionStartedAt)');
    expect(update.ExpressionAttributeValues).toMatchObject({ ':updated': before.dateUpdated });
  });

  it('sets only the changed attributes, so counters other writes add to the case are never written back', async () => {
    givenCase();
    await updateCase(adminOfOrg, ORG_ID, 'case-1', { category: 'ERAR' });
    const update = updateOf(transactItems(aws.dynamo), 'CASE#case-1');
    expect(update.UpdateExpression).toBe('SET #a0 = :a0, #a1 = :a1');
    expect(update.ExpressionAttributeNames).toMatchObject({ '#a0': 'category', '#a1': 'dateUpdated' });
    expect(update.ExpressionAttributeValues).toMatchObject({ ':a0': 'ERAR' });
  });

  it('counts an open case closed as closed and no longer open, on the analytics item only, in the same transaction', async () => {
    givenCase({ status: 'open' });
    await updateCase(adminOfOrg, ORG_ID, 'case-1', { status: 'closed' });
    const items = transactItems(aws.dynamo);
    expect(describeWrites(items)).toEqual(['Update CASE#case-1', 'Update ORG#org-1 ANALYTICS']);
    expect(analyticsChanges(items, ORG_ID)).toMatchObject({ 'status:open': -1, 'status:closed': 1 });
    expect(counterChanges(items, ORG_ID)).toEqual({});
  });

  it('counts a closed case reopened as open again and no longer closed', async () => {
    givenCase({ status: 'closed' });
    await updateCase(adminOfOrg, ORG_ID, 'case-1', { status: 'in-progress' });
    expect(analyticsChanges(transactItems(aws.dynamo), ORG_ID)).toMatchObject({ 'status:closed': -1, 'status:in-progress': 1 });
  });

  it('leaves the counters alone when a closed case stays closed', async () => {
    givenCase({ status: 'closed' });
    await updateCase(adminOfOrg, ORG_ID, 'case-1', { status: 'closed' });
    expect(describeWrites(transactItems(aws.dynamo))).toEqual(['Update CASE#case-1']);
  });

  it('moves only the analytics by status when a case moves between open statuses', async () => {
    givenCase({ status: 'open' });
    await updateCase(adminOfOrg, ORG_ID, 'case-1', { status: 'on-hold' });
    const items = transactItems(aws.dynamo);
    expect(describeWrites(items)).toEqual(['Update CASE#case-1', 'Update ORG#org-1 ANALYTICS']);
    expect(counterChanges(items, ORG_ID)).toEqual({});
  });

  it('moves the case-number guard when the case number changes', async () => {
    givenCase({ caseNumber: 'WP-2026-001' });
    await updateCase(adminOfOrg, ORG_ID, 'case-1', { caseNumber: 'WP-2026-002' });
    expect(describeWrites(transactItems(aws.dynamo))).toEqual([
      'Update CASE#case-1',
      'Put ORG#org-1#CASENO#wp-2026-002',
      'Delete ORG#org-1#CASENO#wp-2026-001',
    ]);
  });

  it('keeps the case-number guard when only the letter case of the number changes', async () => {
    givenCase({ caseNumber: 'WP-2026-001' });
    await updateCase(adminOfOrg, ORG_ID, 'case-1', { caseNumber: 'wp-2026-001' });
    expect(describeWrites(transactItems(aws.dynamo))).toEqual(['Update CASE#case-1']);
  });

  it('answers 409 when the new case number exists in the org', async () => {
    givenCase();
    aws.dynamo.on(TransactWriteCommand).rejects(transactionCancelled('None', 'ConditionalCheckFailed', 'None'));
    const { status, body } = await updateCase(adminOfOrg, ORG_ID, 'case-1', { caseNumber: 'WP-2026-002' });
    expect(status).toBe(409);
    expect(body).toEqual({ message: 'Case number already exists' });
  });

  it('refuses another org’s id in the path with 404, noting the attempt on that org’s case, changing nothing', async () => {
    jest.mocked(noteCaseActivity).mockClear();
    givenCase({ orgId: OTHER_ORG_ID });
    const { status, body } = await updateCase(adminOfOrg, OTHER_ORG_ID, 'case-1', { caseName: 'Hijacked' });
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Case not found' });
    expect(deniedNotes()).toEqual([[expect.objectContaining({ caseId: 'case-1', orgId: OTHER_ORG_ID }), 'access.denied', expect.objectContaining({ evenIfRefused: true })]]);
    expect(aws.dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('refuses the caller’s own case under another org’s id with 404, noting nothing: it is theirs', async () => {
    jest.mocked(noteCaseActivity).mockClear();
    givenCase();
    expect((await updateCase(adminOfOrg, OTHER_ORG_ID, 'case-1', { caseName: 'Renamed' })).status).toBe(404);
    expect(deniedNotes()).toEqual([]);
    expect(aws.dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('refuses a case of another org named under the caller’s own org with 404', async () => {
    givenCase({ orgId: OTHER_ORG_ID });
    const { status } = await updateCase(adminOfOrg, ORG_ID, 'case-1', { caseName: 'Hijacked' });
    expect(status).toBe(404);
    expect(aws.dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('refuses an admin of another org with 404', async () => {
    givenCase();
    const { status } = await updateCase(adminOfOtherOrg, ORG_ID, 'case-1', { caseName: 'Hijacked' });
    expect(status).toBe(404);
  });

  it('refuses a client with 403', async () => {
    givenCase();
    const { status } = await updateCase(clientOfOrg, ORG_ID, 'case-1', { caseName: 'Mine now' });
    expect(status).toBe(403);
  });

  it('sets closedAt and the closed cases’ GSI3 keys when the case is closed (retention)', async () => {
    givenCase({ status: 'open' });
    freezeClockAt('2026-05-04T09:30:00.000Z');
    const { body } = await updateCase(adminOfOrg, ORG_ID, 'case-1', { status: 'closed' });
    expect(body.updatedItem).toMatchObject({ status: 'closed', closedAt: '2026-05-04T09:30:00.000Z' });
    const update = updateOf(transactItems(aws.dynamo), 'CASE#case-1');
    const assigned = Object.fromEntries(
      Object.entries(update.ExpressionAttributeNames as Record<string, string>)
        .filter(([alias]) => alias.startsWith('#a'))
        .map(([alias, name]) => [name, (update.ExpressionAttributeValues as Record<string, unknown>)[`:${alias.slice(1)}`]]),
    );
    expect(assigned).toMatchObject({ closedAt: '2026-05-04T09:30:00.000Z', GSI3PK: 'CASES#CLOSED', GSI3SK: '2026-05-04T09:30:00.000Z#case-1' });
  });

  it('removes closedAt and the GSI3 keys when a closed case is reopened', async () => {
    givenCase({ status: 'closed', closedAt: '2026-01-01T00:00:00.000Z' });
    const { body } = await updateCase(adminOfOrg, ORG_ID, 'case-1', { status: 'open' });
    expect(body.updatedItem).not.toHaveProperty('closedAt');
    const update = updateOf(transactItems(aws.dynamo), 'CASE#case-1');
    expect(update.UpdateExpression).toMatch(/ REMOVE #r0, #r1, #r2$/);
    expect(update.ExpressionAttributeNames).toMatchObject({ '#r0': 'closedAt', '#r1': 'GSI3PK', '#r2': 'GSI3SK' });
  });

  it('keeps the closing date when a closed case changes otherwise', async () => {
    givenCase({ status: 'closed', closedAt: '2026-01-01T00:00:00.000Z' });
    const { body } = await updateCase(adminOfOrg, ORG_ID, 'case-1', { legalHold: true });
    expect(body.updatedItem).toMatchObject({ closedAt: '2026-01-01T00:00:00.000Z', legalHold: true });
    const update = updateOf(transactItems(aws.dynamo), 'CASE#case-1');
    expect(update.UpdateExpression).toBe('SET #a0 = :a0, #a1 = :a1');
    expect(update.ExpressionAttributeNames).toMatchObject({ '#a0': 'legalHold', '#a1': 'dateUpdated' });
  });

  it('refuses any change to a case the retention job is destroying with 409 case-being-destroyed', async () => {
    givenCase({ status: 'closed', closedAt: '2016-01-01T00:00:00.000Z', destructionStartedAt: '2026-05-04T09:30:00.000Z' });
    const { status, body, headers } = await updateCase(adminOfOrg, ORG_ID, 'case-1', { legalHold: true });
    expect(status).toBe(409);
    expect(body).toEqual({ message: "This case is being destroyed under the firm's retention rule and can no longer be changed" });
    expect(headers?.['x-refusal-code']).toBe('case-being-destroyed');
  });

  it('refuses a legal hold that is not true or false with 400', async () => {
    givenCase();
    const { status } = await updateCase(adminOfOrg, ORG_ID, 'case-1', { legalHold: 'yes' });
    expect(status).toBe(400);
  });

  it('makes a case discreet, storing and answering it', async () => {
    givenCase({ discreet: false });
    const made = await updateCase(adminOfOrg, ORG_ID, 'case-1', { discreet: true });
    expect(made.body.updatedItem.discreet).toBe(true);
    expect(updateOf(transactItems(aws.dynamo), 'CASE#case-1').ExpressionAttributeValues).toMatchObject({ ':a0': true });
    expect(aws.table.get(keys.case('case-1'))).toMatchObject({ discreet: true });
  });

  it('answers a refugee claim stored without the flag as discreet, and lets the firm turn it off', async () => {
    const { discreet: _discreet, ...stored } = caseItem(caseFixture({ category: "Demande d'asile" }));
    aws.table.put(stored);
    const { body } = await updateCase(adminOfOrg, ORG_ID, 'case-1', { description: 'Hearing set' });
    expect(body.updatedItem.discreet).toBe(true);
    const off = await updateCase(adminOfOrg, ORG_ID, 'case-1', { discreet: false });
    expect(off.body.updatedItem.discreet).toBe(false);
  });

  it('refuses a discreet that is not true or false with 400 and its code, before reading the case', async () => {
    const { status, headers, body } = await updateCase(adminOfOrg, ORG_ID, 'case-1', { discreet: 'yes' });
    expect(status).toBe(400);
    expect(headers?.['x-refusal-code']).toBe('discreet-not-boolean');
    expect(body).toEqual({ message: 'discreet: discreet must be true or false' });
  });

  it('refuses an empty change with 400', async () => {
    givenCase();
    const { status, body } = await updateCase(adminOfOrg, ORG_ID, 'case-1', {});
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'Nothing to update' });
  });

  it('refuses an unknown status with 400 naming status', async () => {
    givenCase();
    const { status, body } = await updateCase(adminOfOrg, ORG_ID, 'case-1', { status: 'archived' });
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'status: Status must be one of open, in-progress, closed, on-hold' });
  });

  it('refuses a change of the client with 400 (clientId is not editable)', async () => {
    givenCase();
    const { status, body } = await updateCase(adminOfOrg, ORG_ID, 'case-1', { clientId: 'u-client-b' });
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'Unknown field: clientId' });
  });
});

describe('PATCH /v1/admin/orgs/{orgId}/cases/{caseId}: progress', () => {
  it('moves the case to a stage of its category with a history entry naming who moved it', async () => {
    givenCase({ stage: 'documents', stageEnteredAt: '2026-04-24T09:30:00.000Z', stageHistory: [] });
    freezeClockAt('2026-05-04T09:30:00.000Z');
    const { status, body } = await updateCase(adminOfOrg, ORG_ID, 'case-1', { stage: 'submitted', stageNote: 'Sent to IRCC today', expectedDate: '2026-08-01' });
    expect(status).toBe(200);
    expect(body.updatedItem).toMatchObject({
      stage: 'submitted',
      stageEnteredAt: '2026-05-04T09:30:00.000Z',
      stageHistory: [
        { stage: 'submitted', at: '2026-05-04T09:30:00.000Z', by: { userId: adminOfOrg.userId, name: adminOfOrg.name }, note: 'Sent to IRCC today', expectedDate: '2026-08-01' },
      ],
    });
  });

  it('moves the stage counters and completes the stay in the same transaction as the case', async () => {
    givenCase({ stage: 'documents', stageEnteredAt: '2026-04-24T09:30:00.000Z' });
    freezeClockAt('2026-05-04T09:30:00.000Z');
    await updateCase(adminOfOrg, ORG_ID, 'case-1', { stage: 'submitted' });
    const items = transactItems(aws.dynamo);
    expect(describeWrites(items)).toEqual(['Update CASE#case-1', 'Update ORG#org-1 ANALYTICS']);
    expect(analyticsChanges(items, ORG_ID)).toEqual({
      'openStage:documents:Permis de travail': -1,
      'openStage:submitted:Permis de travail': 1,
      'stayCount:documents:Permis de travail': 1,
      'staySeconds:documents:Permis de travail': 864_000,
      'stayBucket6:documents:Permis de travail': 1,
    });
  });

  it('refuses a stage the firm’s set for the category does not have with 400 and writes nothing', async () => {
    givenCase({ stage: 'documents' });
    const { status, body, headers } = await updateCase(adminOfOrg, ORG_ID, 'case-1', { stage: 'hearing' });
    expect(status).toBe(400);
    expect(body).toEqual({ message: "Stage is not one of the firm's stages for this case's category" });
    expect(headers?.['x-refusal-code']).toBe('stage-unknown');
    expect(aws.dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('follows the firm’s own stage set for the category', async () => {
    givenCase({ stage: 'intake' });
    aws.table.put({
      ...keys.orgStageSets(ORG_ID),
      sets: [{ category: 'Permis de travail', stages: [{ stageId: 'intake', label: { en: 'Intake', fr: 'Ouverture' } }, { stageId: 'lmia', label: { en: 'LMIA', fr: 'EIMT' } }] }],
    });
    const { status } = await updateCase(adminOfOrg, ORG_ID, 'case-1', { stage: 'lmia' });
    expect(status).toBe(200);
  });

  it('refuses a stage note on a case without a stage with 400 stage-required', async () => {
    givenCase();
    const { status, headers } = await updateCase(adminOfOrg, ORG_ID, 'case-1', { stageNote: 'Hello' });
    expect(status).toBe(400);
    expect(headers?.['x-refusal-code']).toBe('stage-required');
  });

  it('sets the key dates given, keeps the others and removes those sent empty', async () => {
    givenCase({ keyDates: { submittedOn: '2026-05-01', biometricsOn: '2026-05-20' } });
    const { body } = await updateCase(adminOfOrg, ORG_ID, 'case-1', { keyDates: { biometricsOn: '', applicationNumber: 'W3076' } });
    expect(body.updatedItem.keyDates).toEqual({ submittedOn: '2026-05-01', applicationNumber: 'W3076' });
  });

  it('stamps closedAt when the case is closed and counts the closing in its month', async () => {
    givenCase({ status: 'open' });
    freezeClockAt('2026-05-04T09:30:00.000Z');
    const { body } = await updateCase(adminOfOrg, ORG_ID, 'case-1', { status: 'closed' });
    expect(body.updatedItem.closedAt).toBe('2026-05-04T09:30:00.000Z');
    expect(analyticsChanges(transactItems(aws.dynamo), ORG_ID)).toMatchObject({ 'status:closed': 1, 'closed:2026-05': 1 });
  });

  it('removes closedAt when the case is reopened and takes the closing back from its month', async () => {
    givenCase({ status: 'closed', closedAt: '2026-03-10T00:00:00.000Z' });
    const { body } = await updateCase(adminOfOrg, ORG_ID, 'case-1', { status: 'open' });
    expect(body.updatedItem.closedAt).toBeUndefined();
    const items = transactItems(aws.dynamo);
    // closedAt and the closed cases' index keys (the retention job's).
    expect(updateOf(items, 'CASE#case-1').UpdateExpression).toMatch(/ REMOVE #r0, #r1, #r2$/);
    expect(analyticsChanges(items, ORG_ID)).toMatchObject({ 'status:closed': -1, 'status:open': 1, 'closed:2026-03': -1 });
  });
});
