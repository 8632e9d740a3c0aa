/** PATCH /v1/me/settings: saves the settings sections sent (one per tab) and the language. */
import { settingsRoutes } from '../../shared/settings/routes';
import { defineRoute } from '../core/define-route';
import { updateMySettings } from './domain/settings';
import { ok } from '../core/http';

export const handler = defineRoute(settingsRoutes.updateMySettings, async ({ caller, body }) =>
  ok({ success: true, ...(await updateMySettings(caller, body)) }),
);
