/** GET /v1/me/settings: the signed-in user's settings, defaults filled in, and their language. */
import { settingsRoutes } from '../../shared/settings/routes';
import { defineRoute } from '../core/define-route';
import { getMySettings } from './domain/settings';
import { ok } from '../core/http';

export const handler = defineRoute(settingsRoutes.getMySettings, async ({ caller }) => ok(await getMySettings(caller)));
