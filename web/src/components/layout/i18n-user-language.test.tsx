/**
 * Signed in, the interface follows the user's `language` setting (GET /v1/me/settings), and the
 * header's EN/FR switch saves a new choice (PATCH /v1/me/settings `{ language }`).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Language } from '@shared/settings/language';
import type { UserSettings } from '@shared/settings/types';
import type { User } from '@shared/users/types';
import { AppShell } from '@/components/layout/app-shell';
import * as auth from '@/lib/auth';
import { LANGUAGE_STORAGE_KEY } from '@/lib/i18n';
import { API_BASE, useApiServer } from '@test-support/api';
import { renderScreen } from '@test-support/render';

const client = { userId: 'client-1', orgId: 'org-1', name: 'Casey Client', email: 'client@demo.test', userType: 'client', status: 'active' } as User;
const settings = { security: { sessionTimeout: 30 } } as UserSettings;
let saved: Language = 'fr';
const patches: unknown[] = [];
useApiServer(
  http.get(`${API_BASE}/clients/:userId`, () => HttpResponse.json({ Item: client })),
  http.get(`${API_BASE}/me/settings`, () => HttpResponse.json({ Item: settings, language: saved })),
  http.patch(`${API_BASE}/me/settings`, async ({ request }) => {
    const body = (await request.json()) as { language: Language };
    patches.push(body);
    saved = body.language;
    return HttpResponse.json({ success: true, Item: settings, language: saved });
  }),
);

beforeEach(() => {
  saved = 'fr';
  patches.length = 0;
  jest.mocked(auth.getSessionUserId).mockResolvedValue(client.userId);
});

function renderShell() {
  return renderScreen(<AppShell items={[]} areaLabel="Client" accountHref="/client/account" settingsHref="/client/settings">{null}</AppShell>, { withAuth: true });
}

test("the user's saved language applies once signed in, on this device too", async () => {
  renderShell();
  const switcher = await screen.findByRole('group', { name: 'Language / Langue' });
  await screen.findByRole('button', { name: /Français/, pressed: true });
  expect(document.documentElement).toHaveAttribute('lang', 'fr');
  expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
  expect(within(switcher).getByRole('button', { name: /English/ })).toHaveAttribute('aria-pressed', 'false');
  expect(patches).toEqual([]);
});

test('the header switch saves the choice as the user setting', async () => {
  saved = 'en';
  const { user } = renderShell();
  const english = await screen.findByRole('button', { name: /English/, pressed: true });
  expect(english).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: /Français/ }));

  await screen.findByRole('button', { name: /Français/, pressed: true });
  expect(document.documentElement).toHaveAttribute('lang', 'fr');
  await waitFor(() => expect(patches).toEqual([{ language: 'fr' }]));
});
