/**
 * A case's discreet e-mails in the admin area: the Edit Case form's checkbox sends `discreet` (only
 * when it changed), and the case page shows a Discreet badge for a discreet case, in both languages.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Case } from '@shared/cases/types';
import { AdminCasePage } from '@/features/cases/routes/admin-case-page';
import { EditCasePage } from '@/features/cases/routes/edit-case-page';
import * as auth from '@/lib/auth';
import { activateLanguage, loadCatalog } from '@/lib/i18n';
import { API_BASE, server, useApiServer } from '@test-support/api';
import { aCase, adminOfSettings } from '@test-support/fixtures';
import { renderScreen } from '@test-support/render';

const { admin } = adminOfSettings;

// The signed-in admin (the form saves into their org).
useApiServer(http.get(`${API_BASE}/clients/:userId`, () => HttpResponse.json({ Item: admin })));

beforeEach(() => {
  jest.mocked(auth.getSessionUserId).mockResolvedValue(admin.userId);
  jest.mocked(auth.isTotpOn).mockResolvedValue(false);
});

function serve(item: Case, patched: unknown[] = []) {
  let current = item;
  server.use(
    http.get(`${API_BASE}/admin/cases/:caseId`, () => HttpResponse.json({ Item: current, stages: [] })),
    http.get(`${API_BASE}/admin/cases/:caseId/emails`, () => HttpResponse.json({ messages: [] })),
    http.get(`${API_BASE}/admin/orgs/:orgId`, () => HttpResponse.json({ Item: { orgId: 'org-1', name: 'Demo Law', retentionYears: 7 } })),
    http.patch(`${API_BASE}/admin/orgs/:orgId/cases/:caseId`, async ({ request }) => {
      const changes = (await request.json()) as Partial<Case>;
      patched.push(changes);
      current = { ...current, ...changes };
      return HttpResponse.json({ success: true, updatedItem: current });
    }),
  );
}

const renderEdit = () => renderScreen(<EditCasePage />, { route: '/admin/cases/case-1/edit', path: '/admin/cases/:caseId/edit', withAuth: true });

test('the Edit Case form makes the case discreet, sending only that change', async () => {
  const patched: unknown[] = [];
  serve(aCase({ discreet: false }), patched);
  const { user } = renderEdit();
  const discreet = await screen.findByRole('checkbox', { name: 'Discreet e-mails' });
  expect(discreet).not.toBeChecked();
  expect(discreet).toHaveAccessibleDescription(/name neither the case nor its category/);

  await user.click(discreet);
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));

  await waitFor(() => expect(patched).toEqual([{ discreet: true }]));
});

test('the Edit Case form shows a discreet case checked and turns it off', async () => {
  const patched: unknown[] = [];
  serve(aCase({ category: "Demande d'asile", discreet: true }), patched);
  const { user } = renderEdit();
  const discreet = await screen.findByRole('checkbox', { name: 'Discreet e-mails' });
  expect(discreet).toBeChecked();

  await user.click(discreet);
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));

  await waitFor(() => expect(patched).toEqual([{ discreet: false }]));
});

test('the case page shows a Discreet badge for a discreet case only', async () => {
  serve(aCase({ discreet: true }));
  const { unmount } = renderScreen(<AdminCasePage />, { route: '/admin/cases/case-1', path: '/admin/cases/:caseId' });
  expect(await screen.findByText('Discreet')).toHaveAttribute('title', "The client's e-mails about this case name neither the case nor its category");
  unmount();

  serve(aCase({ discreet: false }));
  renderScreen(<AdminCasePage />, { route: '/admin/cases/case-1', path: '/admin/cases/:caseId' });
  expect(await screen.findByRole('heading', { name: 'Work Permit Application' })).toBeInTheDocument();
  expect(screen.queryByText('Discreet')).not.toBeInTheDocument();
});

test('the checkbox and the badge are in French for a French reader', async () => {
  serve(aCase({ discreet: true }));
  await activateLanguage('fr');
  await loadCatalog('cases');
  const { unmount } = renderScreen(<AdminCasePage />, { route: '/admin/cases/case-1', path: '/admin/cases/:caseId' });
  expect(await screen.findByText('Discret')).toBeInTheDocument();
  unmount();

  renderEdit();
  expect(await screen.findByRole('checkbox', { name: 'Courriels discrets' })).toBeChecked();
});
