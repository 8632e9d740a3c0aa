/**
 * The privacy routes: the firm's privacy notice in force (public, for the sign-up page) and a user's
 * acceptance of it.
 * Each entry is one route of the table (shared/routes.ts gathers them).
 */
import { NOT_FOUND } from '../core/refusals';
import { answer, type RouteDefinition } from '../core/route-definition';
import { PRIVACY } from './refusals';
import { acceptPrivacyBody } from './schemas';
import type { PrivacyNoticeAnswer, PrivacyStatus } from './types';

export const privacyRoutes = {
  getPrivacyNotice: {
    id: 'getPrivacyNotice',
    method: 'GET',
    path: '/v1/privacy-notice',
    handler: 'functions/privacy/get-privacy-notice.ts',
    access: 'public',
    summary:
      "The firm's privacy notice in force (its own, else the portal's default; both languages, its version) and where the portal keeps the data (the deployment's AWS region; the firm's Microsoft 365 tenant for documents on OneDrive), for the sign-up page (public, read-only, cacheable for a minute)",
    answer: answer<PrivacyNoticeAnswer>(200),
    errors: [],
  },
  acceptPrivacyNotice: {
    id: 'acceptPrivacyNotice',
    method: 'POST',
    path: '/v1/me/privacy-acceptance',
    handler: 'functions/privacy/accept-privacy-notice.ts',
    access: 'signedIn',
    body: acceptPrivacyBody,
    summary:
      "Records that the signed-in user accepted the version of their firm's privacy notice they read (on their record, and `privacy.accepted` in their activity chain, once per version); another version than the one in force is refused",
    answer: answer<{ success: boolean; privacy: PrivacyStatus }>(200),
    errors: [NOT_FOUND.USER, PRIVACY.VERSION_OUTDATED],
    uses: ['activity'],
  },
} as const satisfies Record<string, RouteDefinition>;
