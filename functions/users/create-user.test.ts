import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { REFUSAL_CODE_HEADER } from '../../shared/core/refusals';
import { handler } from './create-user';
import { freezeClockAt, unfreezeClock } from '../../test/unit/support/clock';
import { useHarness } from '../../test/unit/support/harness';
import { INVITED_SUB, givenNoSignInYet, invitedAttributes } from '../../test/unit/support/identity';
import { givenClientCreatedConcurrently } from '../../test/unit/support/races';
import { callRoute } from '../../test/unit/support/route-event';
import { analyticsChanges, counterChanges, describeWrites, putItem, transactItems, transactionCancelled } from '../../test/unit/support/table';
import { ORG_ID, adminOfOrg, clientOfOrg, clientOfOtherOrg, newcomer, userFixture } from '../../test/unit/support/users';

const aws = useHarness();

afterEach(unfreezeClock);

const nora = { ...newcomer, status: 'active' as const };

const createUser = (as: { userId: string }, body: unknown) =>
  callRoute(handler, { routeKey: 'POST /v1/admin/create-user', body, as });

beforeEach(() => givenNoSignInYet(aws.cognito));

describe('POST /v1/admin/create-user', () => {
  it('answers 201 with the body sent, the new userId, success and the user', async () => {
    const { status, body } = await createUser(adminOfOrg, nora);
    expect(status).toBe(201);
    expect(body).toEqual({
      ...nora,
      userId: INVITED_SUB,
      success: true,
      data: expect.objectContaining({ ...nora, userId: INVITED_SUB, orgId: ORG_ID, userType: 'client' }),
    });
  });

  it('invites the user by e-mail as a client of the admin’s org', async () => {
    await createUser(adminOfOrg, nora);
    expect(invitedAttributes(aws.cognito)).toEqual([
      expect.objectContaining({ email: nora.email, name: nora.name, 'custom:userType': 'client', 'custom:orgId': ORG_ID }),
    ]);
  });

  it('sets the sign-in’s locale and the record’s language to the language chosen, so the invitation is in it', async () => {
    const { status, body } = await createUser(adminOfOrg, { ...nora, language: 'fr' });
    expect(status).toBe(201);
    expect(invitedAttributes(aws.cognito)).toEqual([expect.objectContaining({ email: nora.email, locale: 'fr' })]);
    expect(putItem(transactItems(aws.dynamo), `USER#${INVITED_SUB}`).Item?.language).toBe('fr');
    expect(body).toMatchObject({ language: 'fr', data: { language: 'fr' } });
  });

  it('sets no locale and no language when none is chosen (as before)', async () => {
    await createUser(adminOfOrg, nora);
    expect(invitedAttributes(aws.cognito)[0]).not.toHaveProperty('locale');
    expect(putItem(transactItems(aws.dynamo), `USER#${INVITED_SUB}`).Item).not.toHaveProperty('language');
  });

  it('refuses a language other than en or fr with 400 and its code, inviting no one', async () => {
    const { status, body, headers } = await createUser(adminOfOrg, { ...nora, language: 'de' });
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'language: Language must be one of en, fr' });
    expect(headers?.[REFUSAL_CODE_HEADER]).toBe('language-not-offered');
    expect(aws.cognito.commandCalls(AdminCreateUserCommand)).toHaveLength(0);
  });

  it('writes the user, its e-mail guard and one more client in one transaction', async () => {
    await createUser(adminOfOrg, nora);
    const items = transactItems(aws.dynamo);
    expect(describeWrites(items)).toEqual([`Put USER#${INVITED_SUB}`, `Put EMAIL#${nora.email}`, 'Update ORG#org-1', 'Update ORG#org-1 ANALYTICS']);
    expect(counterChanges(items, ORG_ID)).toEqual({ clientsCount: 1 });
  });

  it('counts the new client in this month’s and this ISO week’s clients added (analytics), in the same transaction', async () => {
    freezeClockAt('2026-05-04T09:30:00.000Z');
    await createUser(adminOfOrg, nora);
    expect(analyticsChanges(transactItems(aws.dynamo), ORG_ID)).toEqual({ 'clients:2026-05': 1, 'clients:2026-W19': 1 });
  });

  it('stores the e-mail in lower case', async () => {
    await createUser(adminOfOrg, { ...nora, email: nora.email.toUpperCase() });
    expect(putItem(transactItems(aws.dynamo), `USER#${INVITED_SUB}`).Item?.email).toBe(nora.email);
  });

  it('disables the sign-in of a user created inactive', async () => {
    await createUser(adminOfOrg, { ...nora, status: 'inactive' });
    expect(aws.cognito.commandCalls(AdminDisableUserCommand).map((call) => call.args[0].input.Username)).toEqual([INVITED_SUB]);
  });

  it('refuses an e-mail of a client of the org with 409, inviting no one', async () => {
    const { status, body } = await createUser(adminOfOrg, { ...nora, email: clientOfOrg.email });
    expect(status).toBe(409);
    expect(body).toEqual({ message: 'A user with this email already exists' });
    expect(aws.cognito.commandCalls(AdminCreateUserCommand)).toHaveLength(0);
  });

  it('refuses an e-mail of another org’s user with 409', async () => {
    const { status } = await createUser(adminOfOrg, { ...nora, email: clientOfOtherOrg.email });
    expect(status).toBe(409);
  });

  it('deletes the invited sign-in when the e-mail was taken meanwhile', async () => {
    aws.dynamo.on(TransactWriteCommand).rejects(transactionCancelled('None', 'ConditionalCheckFailed', 'None'));
    const { status, body } = await createUser(adminOfOrg, nora);
    expect(status).toBe(409);
    expect(body).toEqual({ message: 'A user with this email already exists' });
    expect(aws.cognito.commandCalls(AdminDeleteUserCommand).map((call) => call.args[0].input.Username)).toEqual([INVITED_SUB]);
  });

  describe('when another request creates the same user at the same moment', () => {
    beforeEach(() => givenClientCreatedConcurrently(aws, userFixture({ userId: 'u-concurrent', ...nora, status: 'active' })));

    it('answers 409, not a server error', async () => {
      const { status, body } = await createUser(adminOfOrg, nora);
      expect(status).toBe(409);
      expect(body.message).toMatch(/already exists/);
    });

    it('leaves the other request’s sign-in alone', async () => {
      await createUser(adminOfOrg, nora);
      expect(aws.cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(0);
    });
  });

  it('refuses a client with 403', async () => {
    const { status } = await createUser(clientOfOrg, nora);
    expect(status).toBe(403);
  });

  it('refuses an invalid e-mail with 400 naming email', async () => {
    const { status, body } = await createUser(adminOfOrg, { ...nora, email: 'nora' });
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'email: Email must be a valid email address' });
  });

  it('refuses a missing name with 400 naming name', async () => {
    const { status, body } = await createUser(adminOfOrg, { email: nora.email });
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'name: Name is required' });
  });

  it('refuses a userType in the body with 400, so no admin is created through it', async () => {
    const { status, body } = await createUser(adminOfOrg, { ...nora, userType: 'admin' });
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'Unknown field: userType' });
  });
});
