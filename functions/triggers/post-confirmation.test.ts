import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { handler } from './post-confirmation';
import { useHarness } from '../../test/unit/support/harness';
import { lambdaContext } from '../../test/unit/support/route-event';
import { counterChanges, describeWrites, putItem, transactItems, transactionCancelled } from '../../test/unit/support/table';
import { postConfirmationEvent } from '../../test/unit/support/trigger-event';
import { registeredUser } from '../../test/unit/support/table';
import { userFixture } from '../../test/unit/support/users';

const aws = useHarness();

const DEFAULT_ORG = 'firm-default';
const signUp = { sub: 'u-self-signed', email: 'sasha@example.test', name: 'Sasha Self', phone_number: '+15145550123' };

beforeAll(() => {
  process.env.DEFAULT_ORG_ID = DEFAULT_ORG;
});

afterAll(() => {
  delete process.env.DEFAULT_ORG_ID;
});

beforeEach(() => {
  aws.dynamo.on(PutCommand).resolves({});
});

const confirm = (attributes: Record<string, string> = signUp, source?: Parameters<typeof postConfirmationEvent>[1]) =>
  handler(postConfirmationEvent(attributes, source), lambdaContext);

describe('post-confirmation trigger', () => {
  it('writes the client record, its e-mail guard and one more client of DEFAULT_ORG_ID in one transaction', async () => {
    await confirm();
    const items = transactItems(aws.dynamo);
    expect(describeWrites(items)).toEqual(['Put USER#u-self-signed', 'Put EMAIL#sasha@example.test', `Update ORG#${DEFAULT_ORG}`, `Update ORG#${DEFAULT_ORG} ANALYTICS`]);
    expect(counterChanges(items, DEFAULT_ORG)).toEqual({ clientsCount: 1 });
  });

  it('registers the user as an active client with the sign-up’s name and phone', async () => {
    await confirm();
    expect(putItem(transactItems(aws.dynamo), 'USER#u-self-signed').Item).toMatchObject({
      userId: 'u-self-signed',
      orgId: DEFAULT_ORG,
      userType: 'client',
      status: 'active',
      name: 'Sasha Self',
      email: 'sasha@example.test',
      phone: '+15145550123',
    });
  });

  it('keeps the language the sign-up’s locale names as the user’s language, and none for another language', async () => {
    await confirm({ ...signUp, locale: 'fr-CA' });
    expect(putItem(transactItems(aws.dynamo), 'USER#u-self-signed').Item).toMatchObject({ language: 'fr' });
    aws.dynamo.resetHistory();
    await confirm({ ...signUp, locale: 'es-MX' });
    expect(putItem(transactItems(aws.dynamo), 'USER#u-self-signed').Item).not.toHaveProperty('language');
  });

  it('names a user who gave no name after their e-mail', async () => {
    await confirm({ sub: 'u-self-signed', email: 'sasha@example.test' });
    expect(putItem(transactItems(aws.dynamo), 'USER#u-self-signed').Item).toMatchObject({ name: 'sasha@example.test', phone: '' });
  });

  it('creates the default org unless it exists', async () => {
    await confirm();
    expect(aws.dynamo.commandCalls(PutCommand).map((put) => put.args[0].input)).toEqual([
      expect.objectContaining({
        Item: expect.objectContaining({ PK: `ORG#${DEFAULT_ORG}`, orgId: DEFAULT_ORG, clientsCount: 0, documentsUploadedCount: 0 }),
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    ]);
  });

  it('registers the client when the default org exists already', async () => {
    aws.dynamo.on(PutCommand).rejects(new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} }));
    await confirm();
    expect(aws.dynamo.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it('answers Cognito with the event it was given', async () => {
    const event = postConfirmationEvent(signUp);
    await expect(handler(event, lambdaContext)).resolves.toBe(event);
  });

  it('is idempotent: a record this user’s earlier delivery wrote is left as it is', async () => {
    aws.table.put(...registeredUser(userFixture({ userId: signUp.sub, email: signUp.email, orgId: DEFAULT_ORG })));
    aws.dynamo.on(TransactWriteCommand).rejects(transactionCancelled('ConditionalCheckFailed', 'ConditionalCheckFailed', 'None'));
    const event = postConfirmationEvent(signUp);
    await expect(handler(event, lambdaContext)).resolves.toBe(event);
  });

  it('refuses to take an e-mail guard held by another user for a repeated delivery', async () => {
    aws.table.put(...registeredUser(userFixture({ userId: 'u-somebody-else', email: signUp.email })));
    aws.dynamo.on(TransactWriteCommand).rejects(transactionCancelled('None', 'ConditionalCheckFailed', 'None'));
    await expect(confirm()).rejects.toThrow('This e-mail address belongs to another user of the portal');
  });

  it('stores a name under the shared text rules: control characters removed, at most 200 characters', async () => {
    await confirm({ ...signUp, name: `Eve\u0007 \u001b[31mEvil${'x'.repeat(1500)}` });
    const name = putItem(transactItems(aws.dynamo), 'USER#u-self-signed').Item?.name as string;
    expect(name).toHaveLength(200);
    // eslint-disable-next-line no-control-regex -- looking for control characters is the point
    expect(name).not.toMatch(/[\u0000-\u001f]/);
  });

  it('never reports success when a concurrent sign-up’s transaction conflict kept the record out', async () => {
    aws.dynamo.on(TransactWriteCommand).rejectsOnce(transactionCancelled('None', 'None', 'TransactionConflict')).resolves({});
    const outcome = await confirm().then(
      () => 'registered',
      () => 'reported as failed',
    );
    const attempts = aws.dynamo.commandCalls(TransactWriteCommand).length;
    // Retrying until the record is written, or failing loudly, are both right; swallowing the conflict is not.
    expect({ outcome, attempts }).not.toEqual({ outcome: 'registered', attempts: 1 });
  });

  it('ignores other trigger sources', async () => {
    await confirm(signUp, 'PostConfirmation_ConfirmForgotPassword');
    expect(aws.dynamo.calls()).toHaveLength(0);
  });

  it('throws when the confirmed user has no sub', async () => {
    const { sub: _missing, ...withoutSub } = signUp;
    await expect(confirm(withoutSub)).rejects.toThrow('Confirmed user has no sub or email');
  });

  it('throws when the confirmed user has no email', async () => {
    const { email: _missing, ...withoutEmail } = signUp;
    await expect(confirm(withoutEmail)).rejects.toThrow('Confirmed user has no sub or email');
  });

  it('throws on a database fault so the failure is not hidden', async () => {
    aws.dynamo.on(TransactWriteCommand).rejects(new Error('connection reset'));
    await expect(confirm()).rejects.toThrow('connection reset');
  });
});
