/** POST /v1/me/privacy-acceptance: the signed-in user accepts the version of their firm's privacy notice they read. */
import { privacyRoutes } from '../../shared/privacy/routes';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { acceptPrivacyNotice } from './domain/privacy';

export const handler = defineRoute(privacyRoutes.acceptPrivacyNotice, async ({ caller, body }) =>
  ok({ success: true, privacy: await acceptPrivacyNotice(caller, body.version) }),
);
