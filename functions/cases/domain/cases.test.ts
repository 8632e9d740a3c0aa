import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { caseFolders } from '../../documents';
import { createCase, updateCase } from './cases';
import { useHarness } from '../../../test/unit/support/harness';
import { INVITED_SUB, givenNoSignInYet, givenOrphanSignIn } from '../../../test/unit/support/identity';
import { caseFixture, createCaseBody } from '../../../test/unit/support/records';
import { givenClientCreatedConcurrently } from '../../../test/unit/support/races';
import { caseItem, describeWrites, transactItems, transactionCancelled, updateOf } from '../../../test/unit/support/table';
import { OTHER_ORG_ID, adminOfOrg, clientOfOrg, clientOfOtherOrg, newcomer, userFixture } from '../../../test/unit/support/users';

const aws = useHarness();

const newClientCase = createCaseBody(newcomer);
const existingClientCase = createCaseBody(clientOfOrg);

const CASE_NUMBER_TAKEN = { kind: 'conflict', message: 'Case number already exists' };
const caseNumberConflict = () => transactionCancelled('None', 'ConditionalCheckFailed', 'None', 'None', 'None');
const concurrentChange = () => transactionCancelled('ConditionalCheckFailed', 'None');

describe('createCase', () => {
  beforeEach(() => givenNoSignInYet(aws.cognito));

  it('stamps the open date and the update date with the time given', async () => {
    const created = await createCase(adminOfOrg, existingClientCase, caseFolders, '2026-04-01T08:00:00.000Z');
    expect(created).toMatchObject({ openDate: '2026-04-01T08:00:00.000Z', dateUpdated: '2026-04-01T08:00:00.000Z' });
  });

  it('names the folder after the case when no folder name is given', async () => {
    const created = await createCase(adminOfOrg, existingClientCase, caseFolders);
    expect(aws.foldersOnDisk()).toEqual([expect.objectContaining({ id: created.caseFolderId, name: existingClientCase.caseName })]);
  });

  it('puts the case folder under the fixed root, whatever parentFolderId the request names', async () => {
    await createCase(adminOfOrg, { ...existingClientCase, parentFolderId: 'x\r\nX-Injected: 1' }, caseFolders);
    expect(aws.foldersOnDisk()).toEqual([expect.objectContaining({ parentId: 'case-folders' })]);
  });


  it('invites no one for a client the org has already', async () => {
    await createCase(adminOfOrg, existingClientCase, caseFolders);
    expect(aws.cognito.commandCalls(AdminCreateUserCommand)).toHaveLength(0);
  });

  it('adopts an existing sign-in without a Users record instead of inviting again', async () => {
    givenOrphanSignIn(aws.cognito, 'u-orphan');
    const created = await createCase(adminOfOrg, newClientCase, caseFolders);
    expect(created.clientId).toBe('u-orphan');
    expect(aws.cognito.commandCalls(AdminCreateUserCommand)).toHaveLength(0);
  });

  it('opens the case for the client a concurrent request created a moment ago', async () => {
    const concurrent = userFixture({ ...newcomer, userId: 'u-concurrent' });
    givenClientCreatedConcurrently(aws, concurrent);
    const created = await createCase(adminOfOrg, newClientCase, caseFolders);
    expect(created.clientId).toBe('u-concurrent');
    expect(describeWrites(transactItems(aws.dynamo, 1))).toEqual([`Put CASE#${created.caseId}`, 'Put ORG#org-1#CASENO#sp-2026-014', 'Update ORG#org-1', 'Update ORG#org-1 ANALYTICS', `Put FOLDER#${created.caseFolderId}`]);
  });

  describe('when the case number is taken (the transaction fails)', () => {
    beforeEach(() => aws.dynamo.on(TransactWriteCommand).rejects(caseNumberConflict()));

    it('fails with 409 "Case number already exists"', async () => {
      await expect(createCase(adminOfOrg, newClientCase, caseFolders)).rejects.toMatchObject(CASE_NUMBER_TAKEN);
    });

    it('removes the folder it created', async () => {
      await createCase(adminOfOrg, newClientCase, caseFolders).catch(() => undefined);
      expect(aws.foldersOnDisk()).toEqual([]);
    });

    it('deletes the sign-in it invited', async () => {
      await createCase(adminOfOrg, newClientCase, caseFolders).catch(() => undefined);
      expect(aws.cognito.commandCalls(AdminDeleteUserCommand).map((del) => del.args[0].input.Username)).toEqual([INVITED_SUB]);
    });

    it('keeps an existing client’s sign-in', async () => {
      await createCase(adminOfOrg, existingClientCase, caseFolders).catch(() => undefined);
      expect(aws.cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(0);
    });

    it('keeps an adopted sign-in it did not create', async () => {
      givenOrphanSignIn(aws.cognito, 'u-orphan');
      await createCase(adminOfOrg, newClientCase, caseFolders).catch(() => undefined);
      expect(aws.cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(0);
    });

    it('still fails with 409 when the sign-in cannot be deleted', async () => {
      aws.cognito.on(AdminDeleteUserCommand).rejects(new Error('throttled'));
      await expect(createCase(adminOfOrg, newClientCase, caseFolders)).rejects.toMatchObject(CASE_NUMBER_TAKEN);
    });
  });

  it('removes the folder when the invitation fails', async () => {
    aws.cognito.on(AdminCreateUserCommand).rejects(Object.assign(new Error('down'), { name: 'InternalErrorException' }));
    await expect(createCase(adminOfOrg, newClientCase, caseFolders)).rejects.toMatchObject({ kind: 'unavailable' });
    expect(aws.foldersOnDisk()).toEqual([]);
  });

  it('refuses an e-mail of another org’s user with 409 before creating a folder or a sign-in', async () => {
    await expect(createCase(adminOfOrg, { ...newClientCase, clientEmail: clientOfOtherOrg.email }, caseFolders)).rejects.toMatchObject({
      kind: 'conflict',
      message: 'A user with this email already exists',
    });
    expect(aws.foldersOnDisk()).toEqual([]);
    expect(aws.cognito.commandCalls(AdminGetUserCommand)).toHaveLength(0);
  });
});

describe('updateCase', () => {
  it('reads the case again and retries when someone else changed it meanwhile', async () => {
    aws.table.put(caseItem(caseFixture({ dateUpdated: '2026-02-01T10:00:00.000Z' })));
    aws.dynamo.on(TransactWriteCommand).callsFakeOnce(() => {
      aws.table.put(caseItem(caseFixture({ dateUpdated: '2026-02-02T10:00:00.000Z', description: 'Edited by a colleague' })));
      throw concurrentChange();
    });
    const updated = await updateCase(adminOfOrg, 'case-1', { status: 'in-progress' });
    expect(updated).toMatchObject({ status: 'in-progress', description: 'Edited by a colleague' });
    expect(updateOf(transactItems(aws.dynamo, 1), 'CASE#case-1').ExpressionAttributeValues).toMatchObject({ ':updated': '2026-02-02T10:00:00.000Z' });
  });

  it('gives up with 409 after three concurrent changes in a row', async () => {
    aws.table.put(caseItem(caseFixture()));
    aws.dynamo.on(TransactWriteCommand).rejects(concurrentChange());
    await expect(updateCase(adminOfOrg, 'case-1', { status: 'closed' })).rejects.toMatchObject({
      kind: 'conflict',
      message: 'This case was changed by someone else. Please reload and try again.',
    });
    expect(aws.dynamo.commandCalls(TransactWriteCommand)).toHaveLength(3);
  });

  it('does not retry when the new case number is taken', async () => {
    aws.table.put(caseItem(caseFixture()));
    aws.dynamo.on(TransactWriteCommand).rejects(transactionCancelled('None', 'ConditionalCheckFailed', 'None'));
    await expect(updateCase(adminOfOrg, 'case-1', { caseNumber: 'WP-2026-999' })).rejects.toMatchObject(CASE_NUMBER_TAKEN);
    expect(aws.dynamo.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it('refuses a case of another org with 404', async () => {
    aws.table.put(caseItem(caseFixture({ orgId: OTHER_ORG_ID })));
    await expect(updateCase(adminOfOrg, 'case-1', { status: 'closed' })).rejects.toMatchObject({ kind: 'not-found', message: 'Case not found' });
  });
});
