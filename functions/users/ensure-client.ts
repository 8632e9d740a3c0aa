/** POST /v1/admin/clients: the org's client with this e-mail, invited first when there is none. */
import { userRoutes } from '../../shared/users/routes';
import { defineRoute } from '../core/define-route';
import { ensureClientUser } from './domain/users';
import { created, ok } from '../core/http';

export const handler = defineRoute(userRoutes.ensureClient, async ({ caller, body }) => {
  const { user, created: isNew } = await ensureClientUser(caller, body);
  const answer = { userId: user.userId, created: isNew, Item: user };
  return isNew ? created(answer) : ok(answer);
});
