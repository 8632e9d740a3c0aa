/** PATCH /v1/me/settings: saves the settings sections sent (one per tab). */
import { route } from '../../shared/routes';
import { defineRoute } from '../lib/define-route';
import { updateMySettings } from '../lib/domain/settings';
import { ok } from '../lib/http';

export const handler = defineRoute(route('updateMySettings'), async ({ caller, body }) =>
  ok({ success: true, Item: await updateMySettings(caller, body) }),
);
