/** GET /v1/clients/{userId}: the caller's own record, or (for an admin) a user of the admin's org. */
import { userRoutes } from '../../shared/users/routes';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { getUserById } from './repository/users';
import { refusal } from '../core/errors';
import { NOT_FOUND } from '../../shared/core/refusals';

export const handler = defineRoute(
  userRoutes.getUser,
  async ({ caller, params }) => {
    const isSelf = caller.userId === params.userId;
    const user = isSelf || caller.userType === 'admin' ? await getUserById(params.userId) : undefined;
    // Another org's user, or anyone else's for a client, answers as if it did not exist.
    if (!user || (!isSelf && user.orgId !== caller.orgId)) throw refusal(NOT_FOUND.USER);
    return ok({ Item: user });
  },
);
