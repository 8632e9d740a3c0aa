/**
 * A case's retention on the admin case page: the legal hold toggle and, for a closed case,
 * the day the retention job will destroy it (its closing date plus the firm's years), in both languages.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Case } from '@shared/cases/types';
import { AdminCasePage } from '@/features/cases/routes/admin-case-page';
import { activateLanguage, loadCatalog } from '@/lib/i18n';
import { API_BASE, server, useApiServer } from '@test-support/api';
import { aCase } from '@test-support/fixtures';
import { renderScreen } from '@test-support/render';

useApiServer();

const closedCase = aCase({ status: 'closed', closedAt: '2026-02-01T10:00:00.000Z' });

function serve(item: Case, retentionYears: number, patched: unknown[] = []) {
  let current = item;
  server.use(
    http.get(`${API_BASE}/admin/cases/:caseId`, () => HttpResponse.json({ Item: current })),
    http.get(`${API_BASE}/admin/cases/:caseId/emails`, () => HttpResponse.json({ messages: [] })),
    http.get(`${API_BASE}/admin/orgs/:orgId`, () => HttpResponse.json({ Item: { orgId: 'org-1', name: 'Demo Law', retentionYears } })),
    http.patch(`${API_BASE}/admin/orgs/:orgId/cases/:caseId`, async ({ request }) => {
      const changes = (await request.json()) as Partial<Case>;
      patched.push(changes);
      current = { ...current, ...changes };
      return HttpResponse.json({ success: true, updatedItem: current });
    }),
  );
}

test('a closed case says when it will be destroyed under the firm’s years, and the legal hold toggle keeps it', async () => {
  const patched: unknown[] = [];
  serve(closedCase, 8, patched);
  const { user } = renderScreen(<AdminCasePage />, { route: '/admin/cases/case-1', path: '/admin/cases/:caseId' });
  const card = await screen.findByRole('region', { name: 'Retention' });
  await waitFor(() => expect(within(card).getByTestId('case-retention-date')).toHaveTextContent(/Will be destroyed on .*2034 \(8 years after closing\)/));

  const hold = within(card).getByRole('switch', { name: 'Legal hold' });
  expect(hold).not.toBeChecked();
  await user.click(hold);
  await waitFor(() => expect(patched).toEqual([{ legalHold: true }]));
  await waitFor(() => expect(within(card).getByRole('switch', { name: 'Legal hold' })).toBeChecked());
  expect(within(card).getByTestId('case-retention-date')).toHaveTextContent(/Kept while under legal hold/);
});

test('an open case is kept while open; in French too', async () => {
  serve(aCase({ status: 'open' }), 7);
  await activateLanguage('fr');
  await loadCatalog('cases');
  renderScreen(<AdminCasePage />, { route: '/admin/cases/case-1', path: '/admin/cases/:caseId' });
  const card = await screen.findByRole('region', { name: 'Conservation' });
  expect(within(card).getByRole('switch', { name: 'Conservation légale' })).toBeInTheDocument();
  await waitFor(() => expect(within(card).getByTestId('case-retention-date')).toHaveTextContent('Conservé tant qu’il est ouvert; une fois fermé, conservé 7 ans.'));
});
