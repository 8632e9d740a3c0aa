/**
 * Readiness in the admin's lists and both dashboards: Cases Management's Readiness column,
 * its sort and filter sent as the query (Load More keeps them); the admin dashboard's readiness on
 * Recent Cases, Waiting on the firm and the documents expiring in the next 180 days; the client
 * dashboard's documents still needed with the nearest due date, and the active case's readiness.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Case } from '@shared/cases/types';
import type { ExpiringDocument, OrgSummary } from '@shared/orgs/types';
import type { DocumentRequest } from '@shared/requests/types';
import type { User } from '@shared/users/types';
import { AdminDashboard } from '@/app/routes/dashboard/admin-dashboard';
import { ClientDashboard } from '@/app/routes/dashboard/client-dashboard';
import { AdminCasesPage } from '@/features/cases/routes/admin-cases-page';
import * as auth from '@/lib/auth';
import { activateLanguage } from '@/lib/i18n';
import { API_BASE, server, useApiServer } from '@test-support/api';
import { aCase, aDocumentRequest, aUser } from '@test-support/fixtures';
import { renderScreen } from '@test-support/render';

const admin = aUser({ userId: 'admin-1', name: 'Alex Admin', userType: 'admin' });
const client = aUser({ userId: 'user-1', name: 'Casey Client', userType: 'client' });
const org = { orgId: 'org-1', name: 'Demo Law', casesCount: 2, openCasesCount: 2, clientsCount: 1, documentsUploadedCount: 3 } as OrgSummary;
let session: User = admin;

useApiServer(
  http.get(`${API_BASE}/clients/:userId`, () => HttpResponse.json({ Item: session })),
  http.get(`${API_BASE}/admin/orgs/:orgId`, () => HttpResponse.json({ Item: org })),
);

beforeEach(() => {
  session = admin;
  jest.mocked(auth.getSessionUserId).mockImplementation(async () => session.userId);
  jest.mocked(auth.isTotpOn).mockResolvedValue(false);
});

/** The admin cases route: answers by the query it gets, and records each query. */
function casesRoute(pages: (query: URLSearchParams) => { Items: Case[]; nextCursor?: string }) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(`${API_BASE}/admin/cases`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      return HttpResponse.json(pages(query));
    }),
  );
  return queries;
}

const ready = aCase({ caseId: 'case-1', caseName: 'Work Permit Application', requestsAccepted: 3, requestsTotal: 4 });
const behind = aCase({ caseId: 'case-2', caseName: 'Refugee Claim', requestsAccepted: 0, requestsTotal: 5, requestsAwaitingReview: 2 });

describe('Cases Management', () => {
  test('shows each case\'s readiness in the table and the phone cards', async () => {
    casesRoute(() => ({ Items: [ready, aCase({ caseId: 'case-3', caseName: 'Study Permit' })] }));
    renderScreen(<AdminCasesPage />, { route: '/admin/cases' });
    const table = await screen.findByRole('table', { name: 'Cases' });
    expect(within(table).getByRole('columnheader', { name: 'Readiness' })).toBeInTheDocument();
    const [first, second] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('meter', { name: 'Readiness: 3 of 4 requested documents accepted' })).toHaveAttribute('aria-valuenow', '3');
    expect(within(first).getByText('3/4')).toBeInTheDocument();
    expect(within(second).getByText('None requested')).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Cases' })).getAllByRole('listitem');
    expect(within(cards[0] as HTMLElement).getByRole('meter', { name: /3 of 4/ })).toBeInTheDocument();
  });

  test('sends the sort and the filter chosen as the query, and Load More continues with them', async () => {
    const queries = casesRoute((query) =>
      query.get('cursor') ? { Items: [ready] } : query.get('waiting') === 'firm' ? { Items: [behind], nextCursor: 'next-1' } : { Items: [ready, behind] },
    );
    const { user } = renderScreen(<AdminCasesPage />, { route: '/admin/cases' });
    await screen.findByRole('table', { name: 'Cases' });
    expect(queries[0]?.get('sort')).toBeNull();
    expect(queries[0]?.get('waiting')).toBeNull();

    await user.selectOptions(screen.getByLabelText('Sort'), 'Least ready first');
    await waitFor(() => expect(queries.at(-1)?.get('sort')).toBe('readiness'));
    await user.selectOptions(screen.getByLabelText('Show'), 'Waiting on the firm');
    await waitFor(() => expect(queries.at(-1)?.get('waiting')).toBe('firm'));
    expect(queries.at(-1)?.get('sort')).toBe('readiness');
    const table = await screen.findByRole('table', { name: 'Cases' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(queries.at(-1)?.get('cursor')).toBe('next-1'));
    expect(Object.fromEntries(queries.at(-1) ?? [])).toEqual({ limit: '10', cursor: 'next-1', sort: 'readiness', waiting: 'firm' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
  });

  test('opens filtered from the address (the dashboard\'s link) and says when no case waits', async () => {
    const queries = casesRoute(() => ({ Items: [] }));
    renderScreen(<AdminCasesPage />, { route: '/admin/cases?waiting=client' });
    expect(await screen.findByText('No case is waiting on the client.')).toBeInTheDocument();
    expect(screen.getByLabelText('Show')).toHaveValue('client');
    expect(queries[0]?.get('waiting')).toBe('client');
  });

  test('in French: the choices and the column', async () => {
    await activateLanguage('fr');
    casesRoute(() => ({ Items: [ready] }));
    renderScreen(<AdminCasesPage />, { route: '/admin/cases' });
    const table = await screen.findByRole('table', { name: 'Dossiers' });
    expect(within(table).getByRole('columnheader', { name: 'Avancement' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Les moins avancés d’abord' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'En attente du cabinet' })).toBeInTheDocument();
  });
});

const expiring: ExpiringDocument[] = [
  { caseId: 'case-1', caseName: 'Work Permit Application', clientId: 'user-1', clientName: 'Casey Client', requestId: 'req-1', title: 'Passport', expiresOn: '2026-09-30', documentIds: ['doc-1'] },
];

describe('Admin dashboard', () => {
  test('Recent Cases show the readiness of open cases; Waiting on the firm counts and links to the filtered list', async () => {
    casesRoute((query) => (query.get('waiting') === 'firm' ? { Items: [behind] } : { Items: [ready, aCase({ caseId: 'case-4', caseName: 'Closed File', status: 'closed', requestsAccepted: 1, requestsTotal: 1 })] }));
    server.use(http.get(`${API_BASE}/admin/orgs/:orgId/expiring-documents`, () => HttpResponse.json({ items: [] })));
    renderScreen(<AdminDashboard />, { withAuth: true });
    const recent = await screen.findByRole('region', { name: 'Recent Cases' });
    const rows = await within(recent).findAllByRole('listitem');
    expect(within(rows[0] as HTMLElement).getByRole('meter', { name: /3 of 4/ })).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).queryByRole('meter')).not.toBeInTheDocument();

    const waiting = screen.getByRole('region', { name: 'Waiting on the firm' });
    await waitFor(() => expect(within(waiting).getByText('1')).toBeInTheDocument());
    expect(within(waiting).getByRole('link', { name: 'View cases waiting on the firm' })).toHaveAttribute('href', '/admin/cases?waiting=firm');
  });

  test('lists the documents expiring in the next 180 days with their case, client and date; or says there are none', async () => {
    casesRoute(() => ({ Items: [] }));
    const asked: string[] = [];
    server.use(
      http.get(`${API_BASE}/admin/orgs/:orgId/expiring-documents`, ({ request, params }) => {
        asked.push(`${String(params.orgId)}?${new URL(request.url).searchParams.toString()}`);
        return HttpResponse.json({ items: expiring });
      }),
    );
    renderScreen(<AdminDashboard />, { withAuth: true });
    const card = await screen.findByRole('region', { name: 'Documents expiring in the next 180 days' });
    expect(await within(card).findByText('Passport')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Work Permit Application' })).toHaveAttribute('href', '/admin/cases/case-1');
    expect(within(card).getByText(/Casey Client/)).toBeInTheDocument();
    expect(within(card).getByText('Expires Sep 30, 2026')).toHaveAttribute('datetime', '2026-09-30');
    expect(asked).toEqual(['org-1?days=180']);
  });

  test('the expiring documents card says when none expire, in French too', async () => {
    await activateLanguage('fr');
    casesRoute(() => ({ Items: [] }));
    server.use(http.get(`${API_BASE}/admin/orgs/:orgId/expiring-documents`, () => HttpResponse.json({ items: [] })));
    renderScreen(<AdminDashboard />, { withAuth: true });
    const card = await screen.findByRole('region', { name: 'Documents qui expirent dans les 180 prochains jours' });
    expect(await within(card).findByText('Aucun document accepté n’expire dans les 180 prochains jours.')).toBeInTheDocument();
  });
});

const aRequest = (overrides: Partial<DocumentRequest>): DocumentRequest => aDocumentRequest({ instructions: '', ...overrides });

describe('Client dashboard', () => {
  function clientRoutes(requestsByCase: Record<string, DocumentRequest[]>, cases: Case[]) {
    session = client;
    server.use(
      http.get(`${API_BASE}/clients/:userId/cases`, () => HttpResponse.json({ Items: cases })),
      http.get(`${API_BASE}/cases/:caseId/documents`, () => HttpResponse.json({ documents: [] })),
      http.get(`${API_BASE}/cases/:caseId/requests`, ({ params }) =>
        HttpResponse.json({ items: requestsByCase[String(params.caseId)] ?? [], readiness: { accepted: 0, total: 0 } }),
      ),
    );
  }

  test('counts the documents still needed across the open cases, with the nearest due date, and shows the active case\'s readiness', async () => {
    clientRoutes(
      {
        'case-1': [
          aRequest({ requestId: 'a', dueDate: '2099-05-20' }),
          aRequest({ requestId: 'b', status: 'rejected', dueDate: '2099-04-02' }),
          aRequest({ requestId: 'c', status: 'accepted' }),
          aRequest({ requestId: 'd', status: 'uploaded', dueDate: '2099-01-01' }),
        ],
        'case-2': [aRequest({ requestId: 'e', caseId: 'case-2', status: 'waived', dueDate: '2099-01-02' })],
      },
      [ready, aCase({ caseId: 'case-2', caseName: 'Study Permit' }), aCase({ caseId: 'case-5', status: 'closed' })],
    );
    renderScreen(<ClientDashboard />, { withAuth: true });
    const card = await screen.findByRole('group', { name: 'Requested Documents' });
    expect(await within(card).findByText('2 documents still needed')).toBeInTheDocument();
    expect(within(card).getByText('Nearest due date: Apr 2, 2099')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'See what is needed' })).toHaveAttribute('href', '/client/cases/case-1');

    const active = screen.getByRole('region', { name: 'My Active Case' });
    expect(within(active).getByRole('meter', { name: 'Readiness: 3 of 4 requested documents accepted' })).toBeInTheDocument();
    expect(within(active).getByText('3/4 accepted')).toBeInTheDocument();
  });

  test('one document still needed, in French with its plural form', async () => {
    await activateLanguage('fr');
    clientRoutes({ 'case-1': [aRequest({ dueDate: '2099-05-20' })] }, [ready]);
    renderScreen(<ClientDashboard />, { withAuth: true });
    const card = await screen.findByRole('group', { name: 'Documents demandés' });
    expect(await within(card).findByText('1 document encore à fournir')).toBeInTheDocument();
    expect(within(card).getByText(/^Prochaine échéance : 20 mai 2099$/)).toBeInTheDocument();
  });

  test('says so when nothing is needed', async () => {
    clientRoutes({ 'case-1': [aRequest({ status: 'accepted' })] }, [ready]);
    renderScreen(<ClientDashboard />, { withAuth: true });
    const card = await screen.findByRole('group', { name: 'Requested Documents' });
    expect(await within(card).findByText('No documents still needed')).toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });
});
