/**
 * The privacy step before the app: the user's first acceptance ever of the firm's notice makes this
 * tab their first visit (the dashboard says "Welcome", not "Welcome back"); accepting a notice the
 * firm changed since does not.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { PrivacyStatus } from '@shared/privacy/types';
import { adminOfSettings } from '@test-support/fixtures';
import { PrivacyGate } from '@/components/privacy/privacy-gate';
import * as auth from '@/lib/auth';
import { isFirstVisit } from '@/lib/first-visit';
import { API_BASE, server, useApiServer } from '@test-support/api';
import { renderScreen } from '@test-support/render';

const client = { ...adminOfSettings.admin, userId: 'user-1', userType: 'client' as const };
const accepted: string[] = [];

useApiServer(
  http.get(`${API_BASE}/clients/:userId`, () => HttpResponse.json({ Item: client })),
  http.post(`${API_BASE}/me/privacy-acceptance`, async ({ request }) => {
    const { version } = (await request.json()) as { version: string };
    accepted.push(version);
    return HttpResponse.json({ success: true, privacy: { currentVersion: version, accepted: true, acceptedVersion: version } });
  }),
);

beforeEach(() => {
  accepted.length = 0;
  sessionStorage.clear();
  jest.mocked(auth.getSessionUserId).mockResolvedValue(client.userId);
  jest.mocked(auth.isTotpOn).mockResolvedValue(false);
});

function settingsSaying(privacy: PrivacyStatus) {
  server.use(http.get(`${API_BASE}/me/settings`, () => HttpResponse.json({ Item: adminOfSettings.settings, language: 'en', privacy })));
}

test('a first acceptance ever makes this tab the user’s first visit', async () => {
  settingsSaying({ currentVersion: 'v2', accepted: false });
  const { user } = renderScreen(<PrivacyGate>app</PrivacyGate>, { withAuth: true });

  await user.click(await screen.findByRole('button', { name: 'Accept and continue' }));
  expect(await screen.findByText('app')).toBeInTheDocument();
  expect(accepted).toEqual(['v2']);
  expect(isFirstVisit('user-1')).toBe(true);
});

test('accepting a notice the firm changed since is no first visit', async () => {
  settingsSaying({ currentVersion: 'v2', accepted: false, acceptedVersion: 'v1', acceptedAt: '2026-01-05T10:00:00.000Z' });
  const { user } = renderScreen(<PrivacyGate>app</PrivacyGate>, { withAuth: true });

  await user.click(await screen.findByRole('button', { name: 'Accept and continue' }));
  await waitFor(() => expect(accepted).toEqual(['v2']));
  expect(await screen.findByText('app')).toBeInTheDocument();
  expect(isFirstVisit('user-1')).toBe(false);
});
