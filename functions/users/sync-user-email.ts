/**
 * PUT /v1/clients/{userId}/email: once the user entered the code sent to their new address, the
 * address the identity provider has verified becomes the record's e-mail. Idempotent: with nothing
 * to carry over it answers the record as it is. The user themself, or an admin of their org.
 */
import { userRoutes } from '../../shared/users/routes';
import { defineRoute } from '../core/define-route';
import { syncEmailFromSignIn } from './domain/users';
import { ok } from '../core/http';

export const handler = defineRoute(
  userRoutes.syncUserEmail,
  async ({ caller, params }) => ok({ success: true, data: await syncEmailFromSignIn(caller, params.userId) }),
);
