/** GET /v1/me/settings: the signed-in user's settings, defaults filled in. */
import { route } from '../../shared/routes';
import { defineRoute } from '../lib/define-route';
import { getMySettings } from '../lib/domain/settings';
import { ok } from '../lib/http';

export const handler = defineRoute(route('getMySettings'), async ({ caller }) => ok({ Item: await getMySettings(caller) }));
