/** GET /v1/clients/{userId}: the caller's own record, or (for an admin) a user of the admin's org. */
import { z } from 'zod';
import { idParam } from '../../shared/api-schemas';
import { defineRoute } from '../lib/define-route';
import { httpError, ok } from '../lib/http';
import { getUserById } from '../lib/repositories/users';

export const handler = defineRoute(
  { access: 'signedIn', params: z.object({ userId: idParam('userId') }) },
  async ({ caller, params }) => {
    const isSelf = caller.userId === params.userId;
    const user = isSelf || caller.userType === 'admin' ? await getUserById(params.userId) : undefined;
    // Another org's user, or anyone else's for a client, answers as if it did not exist.
    if (!user || (!isSelf && user.orgId !== caller.orgId)) throw httpError(404, 'User not found');
    return ok({ Item: user });
  },
);
