/** Two requests creating the same client at the same moment, as this request sees it happen. */
import { AdminCreateUserCommand, AdminGetUserCommand, UsernameExistsException } from '@aws-sdk/client-cognito-identity-provider';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { TransactItem } from '../../../functions/core/transact';
import { keys } from '../../../shared/core/table';
import type { User } from '../../../shared/users/types';
import type { Harness } from './harness';
import { userNotFound } from './identity';
import { registeredUser, transactionCancelled } from './table';

/**
 * The other request is one step ahead: its sign-in does not exist when this request looks first, but
 * exists when this one invites (UsernameExists); its record is written just before this one's
 * transaction, which therefore fails on the user and e-mail guards.
 */
export function givenClientCreatedConcurrently(aws: Pick<Harness, 'cognito' | 'dynamo' | 'table'>, other: User): void {
  aws.cognito.on(AdminGetUserCommand).rejectsOnce(userNotFound()).resolves({ UserAttributes: [{ Name: 'sub', Value: other.userId }] });
  aws.cognito.on(AdminCreateUserCommand).rejects(new UsernameExistsException({ message: 'An account with the given email already exists.', $metadata: {} }));
  aws.dynamo.on(TransactWriteCommand).callsFakeOnce((input: { TransactItems: TransactItem[] }) => {
    aws.table.put(...registeredUser(other));
    // As DynamoDB would: the puts of this user's record and e-mail guard fail their condition.
    const taken = new Set([keys.user(other.userId).PK, keys.email(other.email).PK]);
    throw transactionCancelled(...input.TransactItems.map((item) => (taken.has(String(item.Put?.Item?.PK)) ? 'ConditionalCheckFailed' : 'None')));
  });
}
