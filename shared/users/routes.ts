/**
 * The users routes: a user's record, inviting and updating clients, the org's users.
 * Each entry is one route of the table (shared/routes.ts gathers them).
 */
import { type Page, PAGINATION, paginationQuery } from '../core/pagination';
import { COMMON, NOT_FOUND } from '../core/refusals';
import { answer, type RouteDefinition } from '../core/route-definition';
import { SETTINGS } from '../settings/refusals';
import { USERS } from './refusals';
import { createUserBody, type CreateUserBody, ensureClientBody, updateUserBody } from './schemas';
import type { User } from './types';

export const userRoutes = {
  getUser: {
    id: 'getUser',
    method: 'GET',
    path: '/v1/clients/{userId}',
    handler: 'functions/users/get-user.ts',
    access: 'signedIn',
    summary: "A user's record: the caller's own, or (for an admin) any user of the admin's org",
    answer: answer<{ Item: User }>(200),
    errors: [NOT_FOUND.USER],
    staffTwoFactor: 'ownRecord',
  },
  syncUserEmail: {
    id: 'syncUserEmail',
    method: 'PUT',
    path: '/v1/clients/{userId}/email',
    handler: 'functions/users/sync-user-email.ts',
    access: 'signedIn',
    summary: "Makes the sign-in's verified e-mail the record's (after the user entered the code sent to a new address); the user or an admin of their org",
    answer: answer<{ success: boolean; data: User }>(200),
    errors: [NOT_FOUND.USER, USERS.EMAIL_NOT_VERIFIED, USERS.EMAIL_TAKEN, USERS.USER_CHANGED, USERS.LAST_ADMIN, COMMON.BUSY],
    identity: ['AdminGetUser'],
  },
  createUser: {
    id: 'createUser',
    method: 'POST',
    path: '/v1/admin/create-user',
    handler: 'functions/users/create-user.ts',
    access: 'admin',
    body: createUserBody,
    summary: "Invites a client user into the admin's org; the invitation and their e-mails in `language` ('en' or 'fr') when given",
    answer: answer<CreateUserBody & { userId: string; success: boolean; data: User }>(201),
    errors: [USERS.EMAIL_TAKEN, USERS.USER_TAKEN, NOT_FOUND.ORG, COMMON.BUSY, SETTINGS.LANGUAGE_NOT_OFFERED],
    identity: ['AdminGetUser', 'AdminCreateUser', 'AdminDeleteUser', 'AdminDisableUser'],
  },
  ensureClient: {
    id: 'ensureClient',
    method: 'POST',
    path: '/v1/admin/clients',
    handler: 'functions/users/ensure-client.ts',
    access: 'admin',
    body: ensureClientBody,
    summary: "The org's client with this e-mail, invited first when there is none",
    answer: answer<{ userId: string; created: boolean; Item: User }>(200, 201),
    errors: [USERS.EMAIL_TAKEN, USERS.USER_TAKEN, NOT_FOUND.ORG, COMMON.BUSY],
    identity: ['AdminGetUser', 'AdminCreateUser', 'AdminDeleteUser'],
  },
  listAdminUsers: {
    id: 'listAdminUsers',
    method: 'GET',
    path: '/v1/admin/users',
    handler: 'functions/users/list-admin-users.ts',
    access: 'admin',
    query: paginationQuery,
    summary: "The admin's org's client users, newest first; admins are not listed (limit, cursor)",
    answer: answer<Page<User>>(200),
    errors: [PAGINATION.INVALID_CURSOR],
    uses: ['cursors'],
  },
  updateUser: {
    id: 'updateUser',
    method: 'PATCH',
    path: '/v1/admin/users/{userId}',
    handler: 'functions/users/update-user.ts',
    access: 'admin',
    body: updateUserBody,
    summary: "Updates a user of the admin's org; inactive turns sign-in and API access off",
    answer: answer<{ success: boolean; data: User }>(200),
    errors: [NOT_FOUND.USER, USERS.EMAIL_TAKEN, USERS.LAST_ADMIN, USERS.USER_CHANGED, COMMON.BUSY],
    identity: ['AdminUpdateUserAttributes', 'AdminDisableUser', 'AdminEnableUser', 'AdminUserGlobalSignOut'],
  },
} as const satisfies Record<string, RouteDefinition>;
