/**
 * The admin dashboard's counts: the Open Cases card, its total and the Case Status Overview read the
 * same counts of cases (the analytics by status), so they always add up; counts say their noun by
 * plural rules in English and French ("1 case with…", « 3 dossiers avec… »).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { OrgAnalytics } from '@shared/analytics/counters';
import type { BillingOverview } from '@shared/billing/types';
import type { Case } from '@shared/cases/types';
import type { OrgSummary } from '@shared/orgs/types';
import type { User } from '@shared/users/types';
import { AdminDashboard } from '@/app/routes/dashboard/admin-dashboard';
import * as auth from '@/lib/auth';
import { activateLanguage } from '@/lib/i18n';
import { API_BASE, useApiServer } from '@test-support/api';
import { aCase, aUser } from '@test-support/fixtures';
import { renderScreen } from '@test-support/render';

const admin = aUser({ userId: 'admin-1', name: 'Alex Admin', userType: 'admin' });
// Counts an older server kept on the org item: the dashboard never shows them.
const org = { orgId: 'org-1', name: 'Demo Law', casesCount: 11, openCasesCount: 9, clientsCount: 4, documentsUploadedCount: 3 } as OrgSummary;

function analytics(overrides: Partial<OrgAnalytics> = {}): OrgAnalytics {
  return {
    byStatus: { open: 4, 'in-progress': 3, 'on-hold': 2, closed: 3 },
    byCategory: {},
    byStage: {},
    openedPerMonth: [],
    closedPerMonth: [],
    documentsPerMonth: [],
    medianDaysInStage: {},
    newClients: { week: 1, month: 2 },
    readiness: { ready: 0, partly: 0, notStarted: 0, noRequests: 9 },
    ...overrides,
  };
}

let waitingOnFirm: { Items: Case[]; nextCursor?: string } = { Items: [] };
const billing: BillingOverview = {
  outstandingCents: 187_963,
  outstandingCount: 2,
  overdueCents: 50_000,
  overdueCount: 1,
  paymentsThisMonthCents: 100_000,
  trustHeldCents: 250_000,
  trustByClient: [{ clientId: 'client-1', clientName: 'Casey Client', balanceCents: 250_000 }],
  invoices: [],
};
let answered = analytics();

useApiServer(
  http.get(`${API_BASE}/clients/:userId`, () => HttpResponse.json({ Item: admin as User })),
  http.get(`${API_BASE}/admin/orgs/:orgId`, () => HttpResponse.json({ Item: org })),
  http.get(`${API_BASE}/admin/orgs/:orgId/analytics`, () => HttpResponse.json(answered)),
  http.get(`${API_BASE}/admin/orgs/:orgId/billing`, () => HttpResponse.json(billing)),
  http.get(`${API_BASE}/admin/orgs/:orgId/expiring-documents`, () => HttpResponse.json({ items: [] })),
  http.get(`${API_BASE}/admin/cases`, ({ request }) =>
    HttpResponse.json(new URL(request.url).searchParams.get('waiting') === 'firm' ? waitingOnFirm : { Items: [] }),
  ),
);

beforeEach(() => {
  waitingOnFirm = { Items: [] };
  answered = analytics();
  jest.mocked(auth.getSessionUserId).mockResolvedValue(admin.userId);
  jest.mocked(auth.isTotpOn).mockResolvedValue(false);
});

describe('the admin dashboard’s counts of cases', () => {
  test('the Open Cases card and its total are the sums of the Case Status Overview', async () => {
    renderScreen(<AdminDashboard />, { withAuth: true });
    const openCases = await screen.findByRole('group', { name: 'Open Cases' });
    await waitFor(() => expect(within(openCases).getByText('9', { exact: true })).toBeInTheDocument());
    expect(within(openCases).getByText('12 total cases')).toBeInTheDocument();

    const overview = screen.getByRole('region', { name: 'Case Status Overview' });
    const shown = within(overview)
      .getAllByRole('definition')
      .map((count) => Number(count.textContent));
    expect(shown.reduce((sum, count) => sum + count, 0)).toBe(12);
  });

  test('says one total case and one new client in the singular', async () => {
    answered = analytics({ byStatus: { open: 1, 'in-progress': 0, 'on-hold': 0, closed: 0 }, newClients: { week: 1, month: 1 } });
    renderScreen(<AdminDashboard />, { withAuth: true });
    const openCases = await screen.findByRole('group', { name: 'Open Cases' });
    expect(await within(openCases).findByText('1 total case')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Clients' })).getByText('+1 new this week')).toBeInTheDocument();
  });
});

describe('the billing figures', () => {
  test('say what is outstanding and overdue, the payments of the month and the money held in trust', async () => {
    renderScreen(<AdminDashboard />, { withAuth: true });
    const card = await screen.findByRole('region', { name: 'Billing' });
    expect(await within(card).findByText('$1,879.63')).toBeInTheDocument();
    expect(within(card).getByText('$500.00')).toBeInTheDocument();
    expect(within(card).getByText('$1,000.00')).toBeInTheDocument();
    expect(within(card).getByText('$2,500.00')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Open billing' })).toHaveAttribute('href', '/admin/billing');
  });
});

describe('Waiting on the firm', () => {
  test('says one case in the singular and more in the plural, in English', async () => {
    waitingOnFirm = { Items: [aCase({ caseId: 'case-1' })] };
    renderScreen(<AdminDashboard />, { withAuth: true });
    const waiting = await screen.findByRole('region', { name: 'Waiting on the firm' });
    expect(await within(waiting).findByText('case with uploaded documents to review')).toBeInTheDocument();
  });

  test('says them in French by the same rules', async () => {
    await activateLanguage('fr');
    waitingOnFirm = { Items: [aCase({ caseId: 'case-1' }), aCase({ caseId: 'case-2' }), aCase({ caseId: 'case-3' })] };
    renderScreen(<AdminDashboard />, { withAuth: true });
    const waiting = await screen.findByRole('region', { name: 'En attente du cabinet' });
    expect(await within(waiting).findByText('dossiers avec des documents téléversés à examiner')).toBeInTheDocument();
    expect(within(waiting).getByText('3')).toBeInTheDocument();
  });

  test('reads "50+" as many', async () => {
    waitingOnFirm = { Items: Array.from({ length: 50 }, (_, index) => aCase({ caseId: `case-${index}` })), nextCursor: 'more' };
    renderScreen(<AdminDashboard />, { withAuth: true });
    const waiting = await screen.findByRole('region', { name: 'Waiting on the firm' });
    expect(await within(waiting).findByText('50+')).toBeInTheDocument();
    expect(within(waiting).getByText('cases with uploaded documents to review')).toBeInTheDocument();
  });
});
