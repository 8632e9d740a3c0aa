/**
 * The settings routes: the signed-in user's own settings.
 * Each entry is one route of the table (shared/routes.ts gathers them).
 */
import { NOT_FOUND } from '../core/refusals';
import { answer, type RouteDefinition } from '../core/route-definition';
import { updateMySettingsBody } from './schemas';
import { SETTINGS } from './refusals';
import type { MySettingsAnswer } from './types';

export const settingsRoutes = {
  getMySettings: {
    id: 'getMySettings',
    method: 'GET',
    path: '/v1/me/settings',
    handler: 'functions/settings/get-my-settings.ts',
    access: 'signedIn',
    summary: "The signed-in user's settings (profile, notifications, e-mail, security), defaults filled in, and their language ('en' or 'fr')",
    answer: answer<MySettingsAnswer>(200),
    errors: [NOT_FOUND.USER],
    staffTwoFactor: 'exempt',
  },
  updateMySettings: {
    id: 'updateMySettings',
    method: 'PATCH',
    path: '/v1/me/settings',
    handler: 'functions/settings/update-my-settings.ts',
    access: 'signedIn',
    body: updateMySettingsBody,
    summary:
      "Saves the sections of the signed-in user's settings that are sent (one per settings tab) and their language ('en' or 'fr'); the others are left as they are",
    identity: ['AdminUpdateUserAttributes'],
    answer: answer<MySettingsAnswer & { success: boolean }>(200),
    errors: [NOT_FOUND.USER, SETTINGS.LANGUAGE_NOT_OFFERED],
  },
} as const satisfies Record<string, RouteDefinition>;
