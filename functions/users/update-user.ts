/** PATCH /v1/admin/users/{userId}: updates a user of the admin's org; inactive turns sign-in off. */
import { z } from 'zod';
import { idParam, updateUserBody } from '../../shared/api-schemas';
import { defineRoute } from '../lib/define-route';
import { updateUser } from '../lib/domain/users';
import { ok } from '../lib/http';

export const handler = defineRoute(
  { access: 'admin', params: z.object({ userId: idParam('userId') }), body: updateUserBody },
  async ({ caller, params, body }) => ok({ success: true, data: await updateUser(caller, params.userId, body) }),
);
