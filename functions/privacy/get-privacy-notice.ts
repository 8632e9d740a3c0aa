/**
 * GET /v1/privacy-notice: the notice of the firm a sign-up joins (the default org) and where the data
 * is kept, for the sign-up page; public and cacheable for a minute (a changed notice shows soon, and
 * an acceptance of the older version is refused with its code, so the page shows the new one).
 */
import { privacyRoutes } from '../../shared/privacy/routes';
import { config } from '../core/config';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { noticeInForce } from '../../shared/privacy/default-notice';
import { deploymentDataLocation, getOrg } from '../orgs';

const CACHE_SECONDS = 60;

export const handler = defineRoute(privacyRoutes.getPrivacyNotice, async () => {
  const org = await getOrg(config.defaultOrgId);
  const answer = ok({ notice: noticeInForce(org?.privacyNotice), dataLocation: deploymentDataLocation() });
  return { ...answer, headers: { ...answer.headers, 'cache-control': `public, max-age=${CACHE_SECONDS}` } };
});
