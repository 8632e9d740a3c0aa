/** PATCH /v1/admin/users/{userId}: updates a user of the admin's org; inactive turns sign-in off. */
import { userRoutes } from '../../shared/users/routes';
import { defineRoute } from '../core/define-route';
import { updateUser } from './domain/users';
import { ok } from '../core/http';

export const handler = defineRoute(
  userRoutes.updateUser,
  async ({ caller, params, body }) => ok({ success: true, data: await updateUser(caller, params.userId, body) }),
);
