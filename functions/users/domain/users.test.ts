import {
  AdminCreateUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ensureClientUser, updateUser } from './users';
import { useHarness } from '../../../test/unit/support/harness';
import { INVITED_SUB, givenNoSignInYet } from '../../../test/unit/support/identity';
import { describeWrites, transactItems, transactionCancelled, userItem } from '../../../test/unit/support/table';
import { givenClientCreatedConcurrently } from '../../../test/unit/support/races';
import { adminOfOrg, adminOfOtherOrg, clientOfOrg, clientOfOtherOrg, inactiveClient, newcomer, otherClientOfOrg as otherClient, userFixture } from '../../../test/unit/support/users';

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
    expect(describeWrites(transactItems(aws.dynamo))).toEqual([`Put USER#${INVITED_SUB}`, `Put EMAIL#${newcomer.email}`, 'Update ORG#org-1', 'Update ORG#org-1 ANALYTICS']);
  });

  it('answers the client a concurrent request created a moment ago, with created false', async () => {
    const concurrent = userFixture({ ...newcomer, userId: 'u-concurrent' });
    givenClientCreatedConcurrently(aws, concurrent);
    await expect(ensureClientUser(adminOfOrg, newcomer)).resolves.toEqual({ user: concurrent, created: false });
  });

  it('refuses the e-mail of another org’s user with 409', async () => {
    await expect(ensureClientUser(adminOfOrg, { email: clientOfOtherOrg.email, name: 'x' })).rejects.toMatchObject({ kind: 'conflict' });
  });
});

describe('updateUser', () => {
  const updateOf = () => transactItems(aws.dynamo)[0]?.Update;

  it('answers the user as changed, one version on', async () => {
    await expect(updateUser(adminOfOrg, clientOfOrg.userId, { phone: '+1 514 555 0222' })).resolves.toEqual({
      ...clientOfOrg,
      phone: '+1 514 555 0222',
      version: 1,
    });
  });

  it('writes the record before it changes the sign-in', async () => {
    await updateUser(adminOfOrg, clientOfOrg.userId, { name: 'Casey C. Client' });
    const [recordWrite] = aws.dynamo.commandCalls(TransactWriteCommand);
    const [signInUpdate] = aws.cognito.commandCalls(AdminUpdateUserAttributesCommand);
    expect(recordWrite && signInUpdate && recordWrite.calledBefore(signInUpdate)).toBe(true);
  });

  it('sets only the changed attributes, conditional on the version it read', async () => {
    aws.table.put(userItem({ ...clientOfOrg, version: 4 }));
    await updateUser(adminOfOrg, clientOfOrg.userId, { name: 'Casey C. Client', phone: clientOfOrg.phone });
    const update = updateOf();
    expect(update?.UpdateExpression).toBe('SET #version = :next, #f0 = :f0');
    expect(update?.ExpressionAttributeNames).toEqual({ '#version': 'version', '#f0': 'name' });
    expect(update?.ConditionExpression).toBe('attribute_exists(PK) AND #version = :version');
    expect(update?.ExpressionAttributeValues).toMatchObject({ ':version': 4, ':next': 5, ':f0': 'Casey C. Client' });
  });

  it('answers 409 when someone changed the user since it was read', async () => {
    aws.dynamo.on(TransactWriteCommand).rejects(transactionCancelled('ConditionalCheckFailed'));
    await expect(updateUser(adminOfOrg, clientOfOrg.userId, { phone: '+1 514 555 0222' })).rejects.toMatchObject({
      kind: 'conflict',
      message: 'This user was changed by someone else. Please reload and try again.',
    });
  });

  it('renames the sign-in, addressed by its immutable id, when the name changes', async () => {
    await updateUser(adminOfOrg, clientOfOrg.userId, { name: 'Casey C. Client' });
    expect(attributeUpdates()).toEqual([{ username: clientOfOrg.userId, attributes: { name: 'Casey C. Client' } }]);
  });

  it('keeps a new e-mail pending, reserving it, and asks the provider to verify it (never marked verified)', async () => {
    const after = await updateUser(adminOfOrg, clientOfOrg.userId, { email: 'casey.new@example.test' });
    expect(after).toMatchObject({ email: clientOfOrg.email, pendingEmail: 'casey.new@example.test' });
    expect(describeWrites(transactItems(aws.dynamo))).toEqual([`Update USER#${clientOfOrg.userId}`, 'Put EMAIL#casey.new@example.test']);
    expect(attributeUpdates()).toEqual([{ username: clientOfOrg.userId, attributes: { email: 'casey.new@example.test' } }]);
  });

  it('answers 409 when the new e-mail is taken, changing nothing', async () => {
    await expect(updateUser(adminOfOrg, clientOfOrg.userId, { email: otherClient.email })).rejects.toMatchObject({ kind: 'conflict' });
    expect(aws.dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(aws.cognito.calls()).toHaveLength(0);
  });

  it('changes only the record when only the phone changes', async () => {
    await updateUser(adminOfOrg, clientOfOrg.userId, { phone: '+1 514 555 0222' });
    expect(aws.cognito.calls()).toHaveLength(0);
  });

  it('disables the sign-in and signs the user out everywhere when the user becomes inactive', async () => {
    await updateUser(adminOfOrg, clientOfOrg.userId, { status: 'inactive' });
    expect(aws.cognito.commandCalls(AdminDisableUserCommand).map((call) => call.args[0].input.Username)).toEqual([clientOfOrg.userId]);
    expect(aws.cognito.commandCalls(AdminUserGlobalSignOutCommand).map((call) => call.args[0].input.Username)).toEqual([clientOfOrg.userId]);
  });

  it('keeps the deactivation when the identity provider cannot follow (fail closed)', async () => {
    aws.cognito.on(AdminDisableUserCommand).rejects(Object.assign(new Error('boom'), { name: 'InternalErrorException' }));
    await expect(updateUser(adminOfOrg, clientOfOrg.userId, { status: 'inactive' })).resolves.toMatchObject({ status: 'inactive' });
    expect(aws.table.get({ PK: `USER#${clientOfOrg.userId}`, SK: 'USER' })).toMatchObject({ status: 'inactive' });
  });

  it('enables the sign-in when the user becomes active again', async () => {
    await updateUser(adminOfOrg, inactiveClient.userId, { status: 'active' });
    expect(aws.cognito.commandCalls(AdminEnableUserCommand)).toHaveLength(1);
  });

  it('refuses to deactivate the last active admin of an org with 409', async () => {
    aws.dynamo.on(QueryCommand).resolves({ Items: [userItem(adminOfOrg)] });
    await expect(updateUser(adminOfOrg, adminOfOrg.userId, { status: 'inactive' })).rejects.toMatchObject({
      kind: 'conflict',
      message: 'An organization must keep at least one active admin',
    });
    expect(aws.dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('deactivates an admin while another stays active, checking that one in the same transaction', async () => {
    const colleague = userFixture({ userId: 'u-admin-3', userType: 'admin', email: 'colleague@firm.test' });
    aws.dynamo.on(QueryCommand).resolves({ Items: [userItem(adminOfOrg), userItem(colleague)] });
    await updateUser(colleague, adminOfOrg.userId, { status: 'inactive' });
    expect(describeWrites(transactItems(aws.dynamo))).toEqual([`Update USER#${adminOfOrg.userId}`, 'ConditionCheck USER#u-admin-3']);
  });

  it('refuses a user of another org with 404, changing nothing', async () => {
    await expect(updateUser(adminOfOtherOrg, clientOfOrg.userId, { status: 'inactive' })).rejects.toMatchObject({ kind: 'not-found' });
    expect(aws.dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(aws.cognito.calls()).toHaveLength(0);
  });
});
