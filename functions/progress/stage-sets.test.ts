import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { handler as getStageSets } from './get-stage-sets';
import { handler as replaceStageSets } from './replace-stage-sets';
import { SHIPPED_STAGE_SETS } from '../../shared/progress/stages';
import { freezeClockAt, unfreezeClock } from '../../test/unit/support/clock';
import { useHarness } from '../../test/unit/support/harness';
import { callRoute } from '../../test/unit/support/route-event';
import { describeWrites, transactItems, transactionCancelled } from '../../test/unit/support/table';
import { ORG_ID, OTHER_ORG_ID, adminOfOrg, clientOfOrg } from '../../test/unit/support/users';

const aws = useHarness();

afterEach(unfreezeClock);

const WORK_PERMIT = {
  category: 'Permis de travail',
  stages: [
    { stageId: 'intake', label: { en: 'Intake', fr: 'Ouverture du dossier' } },
    { stageId: 'lmia', label: { en: 'LMIA', fr: 'EIMT' } },
  ],
};

const read = (as: { userId: string }, orgId: string) =>
  callRoute(getStageSets, { routeKey: 'GET /v1/admin/orgs/{orgId}/stage-sets', pathParameters: { orgId }, as });
const replace = (as: { userId: string }, orgId: string, body: unknown) =>
  callRoute(replaceStageSets, { routeKey: 'PUT /v1/admin/orgs/{orgId}/stage-sets', pathParameters: { orgId }, body, as });

describe('GET /v1/admin/orgs/{orgId}/stage-sets', () => {
  it('answers the shipped sets for a firm that never defined its own', async () => {
    const { status, body } = await read(adminOfOrg, ORG_ID);
    expect(status).toBe(200);
    expect(body).toEqual({ sets: SHIPPED_STAGE_SETS.map((set) => ({ ...set, source: 'shipped' })) });
  });

  it('refuses another org with 404 and a client with 403', async () => {
    expect((await read(adminOfOrg, OTHER_ORG_ID)).status).toBe(404);
    expect((await read(clientOfOrg, ORG_ID)).status).toBe(403);
  });
});

describe('PUT /v1/admin/orgs/{orgId}/stage-sets', () => {
  it('saves the firm’s sets, which then replace the shipped set of their category', async () => {
    freezeClockAt('2026-05-04T09:30:00.000Z');
    const { status, body } = await replace(adminOfOrg, ORG_ID, { sets: [WORK_PERMIT] });
    expect(status).toBe(200);
    expect(body.sets[0]).toEqual({ ...WORK_PERMIT, source: 'firm' });
    expect(body.sets.filter((set: { category: string }) => set.category === 'Permis de travail')).toHaveLength(1);
    expect(body.updatedBy).toEqual({ userId: adminOfOrg.userId, name: adminOfOrg.name });
    expect(describeWrites(transactItems(aws.dynamo))).toEqual(['Put ORG#org-1', 'ConditionCheck ORG#org-1']);
    expect((await read(adminOfOrg, ORG_ID)).body.sets[0]).toEqual({ ...WORK_PERMIT, source: 'firm' });
  });

  it('refuses two stages of the same id in a set with 400', async () => {
    const { status } = await replace(adminOfOrg, ORG_ID, { sets: [{ ...WORK_PERMIT, stages: [WORK_PERMIT.stages[0], WORK_PERMIT.stages[0]] }] });
    expect(status).toBe(400);
  });

  it('refuses two sets of the same category with 400', async () => {
    expect((await replace(adminOfOrg, ORG_ID, { sets: [WORK_PERMIT, WORK_PERMIT] })).status).toBe(400);
  });

  it('answers 404 when the org does not exist', async () => {
    aws.dynamo.on(TransactWriteCommand).rejects(transactionCancelled('None', 'ConditionalCheckFailed'));
    expect((await replace(adminOfOrg, ORG_ID, { sets: [WORK_PERMIT] })).status).toBe(404);
  });

  it('refuses another org with 404', async () => {
    expect((await replace(adminOfOrg, OTHER_ORG_ID, { sets: [WORK_PERMIT] })).status).toBe(404);
  });
});
