/** GET /v1/branding: the firm's name for the sign-in page and the sidebar; public and cacheable. */
import { orgRoutes } from '../../shared/orgs/routes';
import { config } from '../core/config';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { getOrg } from './repository/orgs';

/** Browsers and CloudFront may keep the answer this long: a renamed firm shows within minutes. */
const CACHE_SECONDS = 300;

export const handler = defineRoute(orgRoutes.getBranding, async () => {
  const org = await getOrg(config.defaultOrgId);
  const answer = ok({ firmName: org?.name || config.firmName });
  return { ...answer, headers: { ...answer.headers, 'cache-control': `public, max-age=${CACHE_SECONDS}` } };
});
