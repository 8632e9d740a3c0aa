import {
  AdminCreateUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminUpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ensureClientUser, updateUser } from '../../../../../functions/lib/domain/users';
import { useHarness } from '../../../support/harness';
import { INVITED_SUB, givenNoSignInYet } from '../../../support/identity';
import { describeWrites, putItem, transactItems, transactionCancelled, userItem } from '../../../support/table';
import { givenClientCreatedConcurrently } from '../../../support/races';
import { adminOfOrg, adminOfOtherOrg, clientOfOrg, clientOfOtherOrg, inactiveClient, newcomer, userFixture } from '../../../support/users';

const aws = useHarness();

const attributeUpdates = () =>
  aws.cognito.commandCalls(AdminUpdateUserAttributesCommand).map((update) => ({
    username: update.args[0].input.Username,
    attributes: Object.fromEntries((update.args[0].input.UserAttributes ?? []).map((a) => [a.Name, a.Value])),
  }));

describe('ensureClientUser', () => {
  beforeEach(() => givenNoSignInYet(aws.cognito));

  it('answers an existing client with created false, inviting and writing nothing', async () => {
    const outcome = await ensureClientUser(adminOfOrg, { email: clientOfOrg.email, name: 'Another name' });
    expect(outcome).toEqual({ user: clientOfOrg, created: false });
    expect(aws.cognito.commandCalls(AdminCreateUserCommand)).toHaveLength(0);
    expect(aws.dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('invites and records a new client with created true', async () => {
    const outcome = await ensureClientUser(adminOfOrg, newcomer);
    expect(outcome).toMatchObject({ created: true, user: { userId: INVITED_SUB, email: newcomer.email } });
    expect(describeWrites(transactItems(aws.dynamo))).toEqual([`Put USER#${INVITED_SUB}`, `Put EMAIL#${newcomer.email}`, 'Update ORG#org-1']);
  });

  it('answers the client a concurrent request created a moment ago, with created false', async () => {
    const concurrent = userFixture({ ...newcomer, userId: 'u-concurrent' });
    givenClientCreatedConcurrently(aws, concurrent);
    await expect(ensureClientUser(adminOfOrg, newcomer)).resolves.toEqual({ user: concurrent, created: false });
  });

  it('refuses the e-mail of another org’s user with 409', async () => {
    await expect(ensureClientUser(adminOfOrg, { email: clientOfOtherOrg.email, name: 'x' })).rejects.toMatchObject({ statusCode: 409 });
  });
});

describe('updateUser', () => {
  it('answers the user as changed', async () => {
    await expect(updateUser(adminOfOrg, clientOfOrg.userId, { phone: '+1 514 555 0222' })).resolves.toEqual({
      ...clientOfOrg,
      phone: '+1 514 555 0222',
    });
  });

  it('writes the record before it changes the sign-in', async () => {
    await updateUser(adminOfOrg, clientOfOrg.userId, { name: 'Casey C. Client' });
    const [recordWrite] = aws.dynamo.commandCalls(TransactWriteCommand);
    const [signInUpdate] = aws.cognito.commandCalls(AdminUpdateUserAttributesCommand);
    expect(recordWrite && signInUpdate && recordWrite.calledBefore(signInUpdate)).toBe(true);
  });

  it('writes the record only if it is as it was read', async () => {
    await updateUser(adminOfOrg, clientOfOrg.userId, { name: 'Casey C. Client' });
    expect(putItem(transactItems(aws.dynamo), `USER#${clientOfOrg.userId}`).ExpressionAttributeValues).toEqual({
      ':email': clientOfOrg.email,
      ':status': clientOfOrg.status,
      ':name': clientOfOrg.name,
    });
  });

  it('renames the sign-in when the name changes', async () => {
    await updateUser(adminOfOrg, clientOfOrg.userId, { name: 'Casey C. Client' });
    expect(attributeUpdates()).toEqual([{ username: clientOfOrg.email, attributes: { name: 'Casey C. Client' } }]);
  });

  it('moves the e-mail guard and the sign-in’s verified e-mail when the e-mail changes', async () => {
    await updateUser(adminOfOrg, clientOfOrg.userId, { email: 'casey.new@example.test' });
    expect(describeWrites(transactItems(aws.dynamo))).toEqual([
      `Put USER#${clientOfOrg.userId}`,
      'Put EMAIL#casey.new@example.test',
      `Delete EMAIL#${clientOfOrg.email}`,
    ]);
    expect(attributeUpdates()).toEqual([
      { username: clientOfOrg.email, attributes: { email: 'casey.new@example.test', email_verified: 'true' } },
    ]);
  });

  it('answers 409 when the new e-mail is taken', async () => {
    aws.dynamo.on(TransactWriteCommand).rejects(transactionCancelled('None', 'ConditionalCheckFailed', 'None'));
    await expect(updateUser(adminOfOrg, clientOfOrg.userId, { email: 'blake@example.test' })).rejects.toMatchObject({
      statusCode: 409,
      message: 'A user with this email already exists',
    });
    expect(aws.cognito.calls()).toHaveLength(0);
  });

  it('changes only the record when only the phone changes', async () => {
    await updateUser(adminOfOrg, clientOfOrg.userId, { phone: '+1 514 555 0222' });
    expect(aws.cognito.calls()).toHaveLength(0);
  });

  it('disables the sign-in when the user becomes inactive', async () => {
    await updateUser(adminOfOrg, clientOfOrg.userId, { status: 'inactive' });
    expect(aws.cognito.commandCalls(AdminDisableUserCommand).map((call) => call.args[0].input.Username)).toEqual([clientOfOrg.email]);
  });

  it('enables the sign-in when the user becomes active again', async () => {
    await updateUser(adminOfOrg, inactiveClient.userId, { status: 'active' });
    expect(aws.cognito.commandCalls(AdminEnableUserCommand).map((call) => call.args[0].input.Username)).toEqual([inactiveClient.email]);
  });

  it('refuses a user of another org with 404, changing nothing', async () => {
    await expect(updateUser(adminOfOtherOrg, clientOfOrg.userId, { status: 'inactive' })).rejects.toMatchObject({
      statusCode: 404,
      message: 'User not found',
    });
    expect(aws.dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(aws.cognito.calls()).toHaveLength(0);
  });

  describe('when the sign-in cannot follow', () => {
    it('puts the record back as it was and rethrows', async () => {
      const failure = new Error('Cognito is unavailable');
      aws.cognito.on(AdminDisableUserCommand).rejects(failure);
      await expect(updateUser(adminOfOrg, clientOfOrg.userId, { status: 'inactive' })).rejects.toBe(failure);
      expect(aws.table.get({ PK: `USER#${clientOfOrg.userId}`, SK: 'USER' })).toEqual(userItem(clientOfOrg));
    });

    it('restores the record only if nobody changed it since the failed update', async () => {
      aws.cognito.on(AdminUpdateUserAttributesCommand).rejects(new Error('Cognito is unavailable'));
      await updateUser(adminOfOrg, clientOfOrg.userId, { name: 'Casey C. Client' }).catch(() => undefined);
      const restore = putItem(transactItems(aws.dynamo, 1), `USER#${clientOfOrg.userId}`);
      expect(restore.Item).toMatchObject({ name: clientOfOrg.name });
      expect(restore.ExpressionAttributeValues).toMatchObject({ ':name': 'Casey C. Client' });
    });

    it('puts back the sign-in attributes it had already changed', async () => {
      aws.cognito.on(AdminDisableUserCommand).rejects(new Error('Cognito is unavailable'));
      await updateUser(adminOfOrg, clientOfOrg.userId, { name: 'Casey C. Client', status: 'inactive' }).catch(() => undefined);
      expect(attributeUpdates().at(-1)).toEqual({ username: clientOfOrg.email, attributes: { name: clientOfOrg.name } });
    });
  });
});
