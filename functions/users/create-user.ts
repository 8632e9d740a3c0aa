/** POST /v1/admin/create-user: invites a client user of the admin's org. */
import { userRoutes } from '../../shared/users/routes';
import { defineRoute } from '../core/define-route';
import { createClientUser } from './domain/users';
import { created } from '../core/http';

export const handler = defineRoute(userRoutes.createUser, async ({ caller, body }) => {
  const user = await createClientUser(caller, body);
  // The spec's client reads back what it sent; the new id comes with it.
  return created({ ...body, userId: user.userId, success: true, data: user });
});
