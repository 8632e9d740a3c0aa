/**
 * The admin area's two-factor gate (a firm that requires two-factor sign-in, an admin without it) in
 * French: its title, the refusal from its code and the instructions in French, not the server's English.
 */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { User } from '@shared/users/types';
import * as auth from '@/lib/auth';
import { activateLanguage, loadCatalog } from '@/lib/i18n';
import { API_BASE, useApiServer } from '@test-support/api';
import { renderScreen } from '@test-support/render';

const admin = { userId: 'admin-1', orgId: 'org-1', name: 'Alex Admin', email: 'admin@demo.test', userType: 'admin', status: 'active' } as User;

useApiServer(
  http.get(`${API_BASE}/clients/:userId`, () => HttpResponse.json({ Item: admin })),
  http.get(`${API_BASE}/me/settings`, () => HttpResponse.json({})),
  http.get(`${API_BASE}/admin/orgs/:orgId`, () =>
    HttpResponse.json(
      { message: "Your firm requires two-factor sign-in: turn it on in Settings → Security to work on the firm's cases and documents" },
      { status: 403, headers: { 'x-refusal-code': 'two-factor-required' } },
    ),
  ),
);

beforeEach(() => {
  jest.mocked(auth.getSessionUserId).mockResolvedValue(admin.userId);
  jest.mocked(auth.isTotpOn).mockResolvedValue(false);
});

test('in French, the gate says why and what to do in French', async () => {
  await activateLanguage('fr');
  await loadCatalog('settings');
  const { AdminArea } = await import('@/app/routes/areas');
  renderScreen(<AdminArea />, { withAuth: true });
  expect(await screen.findByRole('heading', { name: 'Connexion à deux facteurs requise' })).toBeInTheDocument();
  expect(
    screen.getByText(
      'Votre cabinet exige la connexion à deux facteurs : activez-la dans Paramètres → Sécurité pour travailler sur les dossiers et les documents du cabinet. Activez-la maintenant avec une application d’authentification; l’espace administrateur s’ouvre dès qu’elle est activée.',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByText(/Your firm requires/)).not.toBeInTheDocument();
});

test('in English, the spec’s words', async () => {
  const { AdminArea } = await import('@/app/routes/areas');
  renderScreen(<AdminArea />, { withAuth: true });
  expect(await screen.findByRole('heading', { name: 'Two-factor sign-in required' })).toBeInTheDocument();
  expect(
    screen.getByText(
      "Your firm requires two-factor sign-in: turn it on in Settings → Security to work on the firm's cases and documents. Set it up now with an authenticator app; the admin area opens as soon as it is on.",
    ),
  ).toBeInTheDocument();
});
