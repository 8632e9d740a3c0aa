import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { findClientByEmail, withNewClient } from './clients';
import { useHarness } from '../../../test/unit/support/harness';
import { INVITED_SUB, givenNoSignInYet, givenOrphanSignIn, givenUnconfirmedSignUp, invitedAttributes } from '../../../test/unit/support/identity';
import { emailGuardItem } from '../../../test/unit/support/table';
import { ORG_ID, adminOfOrg, clientOfOrg, clientOfOtherOrg, newcomer } from '../../../test/unit/support/users';

const aws = useHarness();

const EMAIL_TAKEN = { kind: 'conflict', message: 'A user with this email already exists' };
const NOW = '2026-04-01T08:00:00.000Z';

describe('findClientByEmail', () => {
  it('finds a client of the caller’s org by e-mail', async () => {
    await expect(findClientByEmail(adminOfOrg, clientOfOrg.email)).resolves.toEqual(clientOfOrg);
  });

  it('finds nobody for an e-mail no one uses', async () => {
    await expect(findClientByEmail(adminOfOrg, 'nobody@example.test')).resolves.toBeUndefined();
  });

  it('finds nobody when the e-mail guard points at a record that is gone', async () => {
    aws.table.put(emailGuardItem('ghost@example.test', 'u-ghost'));
    await expect(findClientByEmail(adminOfOrg, 'ghost@example.test')).resolves.toBeUndefined();
  });

  it('refuses the e-mail of a user of another org with 409', async () => {
    await expect(findClientByEmail(adminOfOrg, clientOfOtherOrg.email)).rejects.toMatchObject(EMAIL_TAKEN);
  });

  it('refuses the e-mail of an admin with 409, even of the same org', async () => {
    await expect(findClientByEmail(adminOfOrg, adminOfOrg.email)).rejects.toMatchObject(EMAIL_TAKEN);
  });

  it('looks the e-mail up without regard to case', async () => {
    await expect(findClientByEmail(adminOfOrg, 'Casey@Example.TEST')).resolves.toEqual(clientOfOrg);
  });
});

describe('withNewClient', () => {
  beforeEach(() => givenNoSignInYet(aws.cognito));

  it('hands the write an active client of the caller’s org under the invited sub', async () => {
    const written = await withNewClient(adminOfOrg, newcomer, NOW, async (user) => user);
    expect(written).toEqual({
      userId: INVITED_SUB,
      orgId: ORG_ID,
      name: newcomer.name,
      email: newcomer.email,
      phone: newcomer.phone,
      userType: 'client',
      status: 'active',
      dateCreated: NOW,
      photoURL: '',
      version: 1,
    });
  });

  it('disables the sign-in of an inactive client before its record is written', async () => {
    const order: string[] = [];
    aws.cognito.on(AdminDisableUserCommand).callsFake(() => {
      order.push('disable sign-in');
      return {};
    });
    await withNewClient(adminOfOrg, { ...newcomer, status: 'inactive' }, NOW, async () => {
      order.push('write record');
    });
    expect(order).toEqual(['disable sign-in', 'write record']);
  });

  it('deletes the invited sign-in and rethrows when the write fails', async () => {
    const failure = new Error('write failed');
    await expect(withNewClient(adminOfOrg, newcomer, NOW, () => Promise.reject(failure))).rejects.toBe(failure);
    expect(aws.cognito.commandCalls(AdminDeleteUserCommand).map((del) => del.args[0].input.Username)).toEqual([INVITED_SUB]);
  });

  it('keeps an adopted sign-in when the write fails', async () => {
    givenOrphanSignIn(aws.cognito, 'u-orphan');
    await expect(withNewClient(adminOfOrg, newcomer, NOW, () => Promise.reject(new Error('write failed')))).rejects.toThrow();
    expect(aws.cognito.commandCalls(AdminCreateUserCommand)).toHaveLength(0);
    expect(aws.cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(0);
  });

  it('replaces an unconfirmed self sign-up with an invitation instead of adopting it', async () => {
    givenUnconfirmedSignUp(aws.cognito, 'u-unconfirmed');
    const written = await withNewClient(adminOfOrg, newcomer, NOW, async (user) => user);
    expect(aws.cognito.commandCalls(AdminDeleteUserCommand).map((del) => del.args[0].input.Username)).toEqual(['u-unconfirmed']);
    expect(invitedAttributes(aws.cognito)).toHaveLength(1);
    expect(written.userId).toBe(INVITED_SUB);
  });
});
