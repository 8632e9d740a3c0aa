import { AdminCreateUserCommand, AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { handler } from './create-case';
import { useHarness } from '../../test/unit/support/harness';
import { createCaseBody } from '../../test/unit/support/records';
import { INVITED_SUB, givenNoSignInYet, invitedAttributes } from '../../test/unit/support/identity';
import { callRoute } from '../../test/unit/support/route-event';
import { analyticsChanges, counterChanges, describeWrites, putItem, transactItems, transactionCancelled } from '../../test/unit/support/table';
import { ORG_ID, adminOfOrg, clientOfOrg, clientOfOtherOrg, newcomer } from '../../test/unit/support/users';

const aws = useHarness();

const newClientCase = createCaseBody(newcomer);
const existingClientCase = createCaseBody(clientOfOrg);

const createCase = (as: { userId: string }, body: unknown) =>
  callRoute(handler, { routeKey: 'POST /v1/admin/cases', body, as });

beforeEach(() => givenNoSignInYet(aws.cognito));

describe('POST /v1/admin/cases', () => {
  describe('for a new client', () => {
    it('answers 201 with success, the case and data.caseId', async () => {
      const { status, body } = await createCase(adminOfOrg, newClientCase);
      expect(status).toBe(201);
      expect(body).toEqual({ success: true, caseItem: expect.any(Object), data: { caseId: body.caseItem.caseId } });
    });

    it('opens the case in the admin’s org for the invited client, open by default', async () => {
      const { body } = await createCase(adminOfOrg, newClientCase);
      expect(body.caseItem).toMatchObject({
        ...newClientCase,
        orgId: ORG_ID,
        clientId: INVITED_SUB,
        attorneyId: adminOfOrg.userId,
        attorneyName: adminOfOrg.name,
        status: 'open',
        docsNum: 0,
        caseFolderName: newClientCase.caseName,
      });
    });

    it('invites the client into the admin’s org as a client', async () => {
      await createCase(adminOfOrg, newClientCase);
      expect(invitedAttributes(aws.cognito)).toEqual([
        expect.objectContaining({
          email: newClientCase.clientEmail,
          name: newClientCase.clientName,
          'custom:userType': 'client',
          'custom:orgId': ORG_ID,
        }),
      ]);
    });

    it('writes case, case-number guard, client, e-mail guard and org counters in one transaction', async () => {
      const { body } = await createCase(adminOfOrg, newClientCase);
      expect(aws.dynamo.commandCalls(TransactWriteCommand)).toHaveLength(1);
      expect(describeWrites(transactItems(aws.dynamo))).toEqual([
        `Put CASE#${body.caseItem.caseId}`,
        'Put ORG#org-1#CASENO#sp-2026-014',
        `Put USER#${INVITED_SUB}`,
        `Put EMAIL#${newcomer.email}`,
        'Update ORG#org-1',
        'Update ORG#org-1 ANALYTICS',
        `Put FOLDER#${body.caseItem.caseFolderId}`,
      ]);
    });

    it('counts one more client on the org item and the case on the analytics item only', async () => {
      await createCase(adminOfOrg, newClientCase);
      const items = transactItems(aws.dynamo);
      expect(counterChanges(items, ORG_ID)).toEqual({ clientsCount: 1 });
      expect(analyticsChanges(items, ORG_ID)).toMatchObject({ 'status:open': 1 });
    });

    it('counts the case by status, category, first stage and opening month, and the new client, in the same transaction (analytics)', async () => {
      const { body } = await createCase(adminOfOrg, newClientCase);
      const month = body.caseItem.openDate.slice(0, 7);
      expect(analyticsChanges(transactItems(aws.dynamo), ORG_ID)).toMatchObject({
        'status:open': 1,
        [`openCategory:${newClientCase.category}`]: 1,
        [`openStage:${body.caseItem.stage}:${newClientCase.category}`]: 1,
        [`opened:${month}`]: 1,
        [`clients:${month}`]: 1,
      });
    });

    it('starts the case in the first stage of its category, with its first history entry', async () => {
      const { body } = await createCase(adminOfOrg, newClientCase);
      expect(body.caseItem).toMatchObject({
        stage: 'intake',
        stageEnteredAt: body.caseItem.openDate,
        stageHistory: [{ stage: 'intake', at: body.caseItem.openDate, by: { userId: adminOfOrg.userId, name: adminOfOrg.name } }],
      });
    });

    it('writes the new client as an active client of the admin’s org', async () => {
      await createCase(adminOfOrg, newClientCase);
      expect(putItem(transactItems(aws.dynamo), `USER#${INVITED_SUB}`).Item).toMatchObject({
        userId: INVITED_SUB,
        orgId: ORG_ID,
        userType: 'client',
        status: 'active',
        email: newClientCase.clientEmail,
        phone: newClientCase.clientPhone,
      });
    });

    it('guards the case number and the e-mail against existing ones', async () => {
      await createCase(adminOfOrg, newClientCase);
      const items = transactItems(aws.dynamo);
      expect(putItem(items, 'ORG#org-1#CASENO#sp-2026-014').ConditionExpression).toBe('attribute_not_exists(PK)');
      expect(putItem(items, `EMAIL#${newcomer.email}`).ConditionExpression).toBe('attribute_not_exists(PK)');
    });
  });

  describe('for a client the org has already', () => {
    it('links the case to the existing client', async () => {
      const { status, body } = await createCase(adminOfOrg, existingClientCase);
      expect(status).toBe(201);
      expect(body.caseItem.clientId).toBe(clientOfOrg.userId);
    });

    it('invites no one', async () => {
      await createCase(adminOfOrg, existingClientCase);
      expect(aws.cognito.commandCalls(AdminCreateUserCommand)).toHaveLength(0);
      expect(aws.cognito.commandCalls(AdminGetUserCommand)).toHaveLength(0);
    });

    it('writes case, case-number guard and counters only, without counting a new client', async () => {
      const { body } = await createCase(adminOfOrg, existingClientCase);
      const items = transactItems(aws.dynamo);
      expect(describeWrites(items)).toEqual([`Put CASE#${body.caseItem.caseId}`, 'Put ORG#org-1#CASENO#sp-2026-014', 'Update ORG#org-1', 'Update ORG#org-1 ANALYTICS', `Put FOLDER#${body.caseItem.caseFolderId}`]);
      expect(counterChanges(items, ORG_ID)).toEqual({});
      expect(analyticsChanges(items, ORG_ID)).toMatchObject({ 'status:open': 1 });
    });
  });

  it('counts a case created closed as closed, not open', async () => {
    await createCase(adminOfOrg, { ...existingClientCase, status: 'closed' });
    const changes = analyticsChanges(transactItems(aws.dynamo), ORG_ID);
    expect(changes).toMatchObject({ 'status:closed': 1 });
    expect(changes).not.toHaveProperty('status:open');
  });

  it('creates the case folder, named newFolderName when given', async () => {
    const { body } = await createCase(adminOfOrg, { ...existingClientCase, newFolderName: 'SP-2026-014 Nora' });
    expect(aws.foldersOnDisk()).toEqual([
      expect.objectContaining({ id: body.caseItem.caseFolderId, name: 'SP-2026-014 Nora' }),
    ]);
  });

  it('answers 409 when the case number exists in the org', async () => {
    aws.dynamo.on(TransactWriteCommand).rejects(transactionCancelled('None', 'ConditionalCheckFailed', 'None'));
    const { status, body } = await createCase(adminOfOrg, existingClientCase);
    expect(status).toBe(409);
    expect(body).toEqual({ message: 'Case number already exists' });
  });

  it('refuses a client e-mail that belongs to another org with 409, writing nothing', async () => {
    const { status, body } = await createCase(adminOfOrg, { ...newClientCase, clientEmail: clientOfOtherOrg.email });
    expect(status).toBe(409);
    expect(body).toEqual({ message: 'A user with this email already exists' });
    expect(aws.dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('refuses a client with 403', async () => {
    const { status } = await createCase(clientOfOrg, newClientCase);
    expect(status).toBe(403);
  });

  it('refuses a missing case name with 400 naming it', async () => {
    const { caseName: _omitted, ...withoutName } = newClientCase;
    const { status, body } = await createCase(adminOfOrg, withoutName);
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'caseName: Case name is required' });
  });

  it('refuses an invalid client e-mail with 400 naming it', async () => {
    const { status, body } = await createCase(adminOfOrg, { ...newClientCase, clientEmail: 'nora-at-example' });
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'clientEmail: Client email must be a valid email address' });
  });

  it('opens a case for a new client without a phone, as New User does', async () => {
    const { status, body } = await createCase(adminOfOrg, { ...newClientCase, clientPhone: '' });
    expect(status).toBe(201);
    expect(body.caseItem).toMatchObject({ clientPhone: '' });
  });

  it('gives a case opened without a phone for an existing client the phone on the client’s record', async () => {
    const { clientPhone: _typed, ...withoutPhone } = existingClientCase;
    const { status, body } = await createCase(adminOfOrg, withoutPhone);
    expect(status).toBe(201);
    expect(body.caseItem).toMatchObject({ clientId: clientOfOrg.userId, clientPhone: clientOfOrg.phone });
  });

  it('refuses a client phone that is not a phone number with 400 naming it', async () => {
    const { status, body } = await createCase(adminOfOrg, { ...newClientCase, clientPhone: 'call me' });
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'clientPhone: Client phone must be a phone number' });
  });

  describe('discreet e-mails', () => {
    it.each([
      ["Demande d'asile", true],
      ['ERAR', true],
      ['Permis de travail', false],
      ['Consultation', false],
    ])('makes a %s case discreet: %s, when the request does not say', async (category, discreet) => {
      const { body } = await createCase(adminOfOrg, { ...existingClientCase, category });
      expect(body.caseItem.discreet).toBe(discreet);
      expect(putItem(transactItems(aws.dynamo), `CASE#${body.caseItem.caseId}`).Item).toMatchObject({ discreet });
    });

    it('keeps what the request says over the category\'s default', async () => {
      const refugee = await createCase(adminOfOrg, { ...existingClientCase, category: "Demande d'asile", discreet: false });
      expect(refugee.body.caseItem.discreet).toBe(false);
      const work = await createCase(adminOfOrg, { ...existingClientCase, caseNumber: 'WP-9', category: 'Permis de travail', discreet: true });
      expect(work.body.caseItem.discreet).toBe(true);
    });

    it('refuses a discreet that is not true or false with 400 and its code', async () => {
      const { status, headers, body } = await createCase(adminOfOrg, { ...existingClientCase, discreet: 'yes' });
      expect(status).toBe(400);
      expect(headers?.['x-refusal-code']).toBe('discreet-not-boolean');
      expect(body).toEqual({ message: 'discreet: discreet must be true or false' });
    });
  });

  it('refuses an orgId in the body with 400, so no admin opens a case in another org', async () => {
    const { status, body } = await createCase(adminOfOrg, { ...newClientCase, orgId: 'org-2' });
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'Unknown field: orgId' });
  });
});
