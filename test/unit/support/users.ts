/** The people the unit tests act as: principals of two orgs, each a Users record like the table holds. */
import type { User } from '../../../shared/users/types';

export const ORG_ID = 'org-1';
export const OTHER_ORG_ID = 'org-2';

export function userFixture(overrides: Partial<User> = {}): User {
  return {
    userId: 'u-someone',
    orgId: ORG_ID,
    name: 'Sam Someone',
    email: 'sam@example.test',
    phone: '',
    userType: 'client',
    status: 'active',
    dateCreated: '2026-01-01T00:00:00.000Z',
    photoURL: '',
    ...overrides,
  };
}

export const adminOfOrg = userFixture({ userId: 'u-admin-1', userType: 'admin', name: 'Alex Admin', email: 'alex@firm.test' });
export const adminOfOtherOrg = userFixture({
  userId: 'u-admin-2',
  orgId: OTHER_ORG_ID,
  userType: 'admin',
  name: 'Robin Rival',
  email: 'robin@rival.test',
});
export const clientOfOrg = userFixture({ userId: 'u-client-a', name: 'Casey Client', email: 'casey@example.test', phone: '+1 514 555 0100' });
export const otherClientOfOrg = userFixture({ userId: 'u-client-b', name: 'Blake Client', email: 'blake@example.test' });
export const clientOfOtherOrg = userFixture({ userId: 'u-client-c', orgId: OTHER_ORG_ID, name: 'Charlie Client', email: 'charlie@example.test' });
export const inactiveClient = userFixture({ userId: 'u-inactive', name: 'Ivy Inactive', email: 'ivy@example.test', status: 'inactive' });

/** Everyone above: they are in the table before each test, so any of them can call a handler. */
export const principals: readonly User[] = [
  adminOfOrg,
  adminOfOtherOrg,
  clientOfOrg,
  otherClientOfOrg,
  clientOfOtherOrg,
  inactiveClient,
];

/** A signed-in person with no Users record (e.g. the post-confirmation trigger never ran). */
export const unregisteredUserId = 'u-unregistered';

/** Someone the firm has not met yet: no Users record and no sign-in. */
export const newcomer = { name: 'Nora New', email: 'nora@example.test', phone: '+1 438 555 0111' } as const;
