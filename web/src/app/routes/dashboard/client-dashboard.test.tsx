/**
 * The client's dashboard: its Documents card counts the files the client uploaded to their cases, not
 * what the firm shared nor what it refused, and says so; its greeting welcomes a first visit and
 * welcomes back a returning client; what the firm expects now points to the case's page, where the
 * client uploads it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { MyBilling } from '@shared/billing/types';
import type { Case } from '@shared/cases/types';
import type { CaseDocument, CaseDocumentPage } from '@shared/documents/types';
import { stageSetFor } from '@shared/progress/stages';
import type { DocumentRequest } from '@shared/requests/types';
import { ClientDashboard } from '@/app/routes/dashboard/client-dashboard';
import * as auth from '@/lib/auth';
import { noteFirstVisit } from '@/lib/first-visit';
import { activateLanguage } from '@/lib/i18n';
import { API_BASE, server, useApiServer } from '@test-support/api';
import { aCase, aDocumentRequest, anInvoice, aUser } from '@test-support/fixtures';
import { renderScreen } from '@test-support/render';

const client = aUser({ userId: 'user-1', name: 'Casey Client', userType: 'client', documentsCount: 9 });
const firm = { userId: 'admin-1', name: 'Alex Admin', role: 'admin' } as const;
const own = { userId: 'user-1', name: 'Casey Client', role: 'client' } as const;

function aDocument(documentId: string, uploadedBy: CaseDocument['uploadedBy'] = own): CaseDocument {
  return {
    documentId,
    name: `${documentId}.pdf`,
    size: 1000,
    contentType: 'application/pdf',
    uploadedAt: '2026-02-01T10:00:00.000Z',
    uploadedBy,
    sharedWithClient: true,
    status: 'available',
    folderId: 'folder-1',
  };
}

const workPermit = aCase({ caseId: 'case-1', caseName: 'Work Permit Application', stage: 'documents' });
const studyPermit = aCase({ caseId: 'case-2', caseName: 'Study Permit' });

useApiServer(
  http.get(`${API_BASE}/clients/:userId`, () => HttpResponse.json({ Item: client })),
  http.get(`${API_BASE}/me/conversations`, () => HttpResponse.json({ conversations: [] })),
  http.get(`${API_BASE}/me/billing`, () => HttpResponse.json<MyBilling>({ trustBalanceCents: 0, invoices: [], cardPayments: false })),
  http.get(`${API_BASE}/clients/:userId/cases/:caseId`, ({ params }) =>
    HttpResponse.json({ Item: params.caseId === 'case-1' ? workPermit : studyPermit, stages: stageSetFor(workPermit.category ?? '').stages }),
  ),
);

beforeEach(() => {
  sessionStorage.clear();
  jest.mocked(auth.getSessionUserId).mockResolvedValue(client.userId);
  jest.mocked(auth.isTotpOn).mockResolvedValue(false);
});

/**
 * The client's cases, each case's documents as the client lists them (in pages of `pageSize`, as
 * the route answers them with a cursor) and its requests.
 */
function clientRoutes({ cases, documents, requests, pageSize = 50 }: { cases: Case[]; documents: Record<string, CaseDocument[]>; requests: Record<string, DocumentRequest[]>; pageSize?: number }) {
  server.use(
    http.get(`${API_BASE}/clients/:userId/cases`, () => HttpResponse.json({ Items: cases })),
    http.get(`${API_BASE}/cases/:caseId/documents`, ({ request, params }) => {
      const all = documents[String(params.caseId)] ?? [];
      const from = Number(new URL(request.url).searchParams.get('cursor') ?? 0);
      const page: CaseDocumentPage = { documents: all.slice(from, from + pageSize) };
      if (from + pageSize < all.length) page.nextCursor = String(from + pageSize);
      return HttpResponse.json(page);
    }),
    http.get(`${API_BASE}/cases/:caseId/requests`, ({ params }) =>
      HttpResponse.json({ items: requests[String(params.caseId)] ?? [], readiness: { accepted: 0, total: 0 } }),
    ),
  );
}

describe('the Documents card', () => {
  test('before the client uploaded anything, the firm’s shared retainer is not counted', async () => {
    clientRoutes({ cases: [workPermit], documents: { 'case-1': [aDocument('retainer', firm)] }, requests: { 'case-1': [aDocumentRequest({})] } });
    renderScreen(<ClientDashboard />, { withAuth: true });
    // Before the session's user and their cases are read: placeholders, never "none" for a moment.
    expect(screen.queryByText('None uploaded by you yet')).not.toBeInTheDocument();
    expect(screen.queryByText('No documents still needed')).not.toBeInTheDocument();

    const card = await screen.findByRole('group', { name: 'Documents' });
    expect(await within(card).findByText('None uploaded by you yet')).toBeInTheDocument();
    expect(within(card).getByText('0')).toBeInTheDocument();
  });

  test('counts the client’s own uploads on every case and every page, those the firm refused left out, and says so', async () => {
    const refusedEarlier = aDocumentRequest({
      requestId: 'passport',
      status: 'accepted',
      documentIds: ['passport-blurred', 'passport-sharp'],
      history: [
        { at: '2026-02-01T10:00:00.000Z', by: firm, action: 'requested' },
        { at: '2026-02-02T10:00:00.000Z', by: own, action: 'uploaded', documentIds: ['passport-blurred'] },
        { at: '2026-02-03T10:00:00.000Z', by: firm, action: 'rejected', reason: 'Blurred', documentIds: ['passport-blurred'] },
        { at: '2026-02-04T10:00:00.000Z', by: own, action: 'uploaded', documentIds: ['passport-sharp'] },
        { at: '2026-02-05T10:00:00.000Z', by: firm, action: 'accepted', documentIds: ['passport-sharp'] },
      ],
    });
    // Refused now: its history kept only the request and the last entries (the rejection's among those dropped).
    const refusedNow = aDocumentRequest({ requestId: 'funds', caseId: 'case-2', status: 'rejected', documentIds: ['funds-cut'] });
    clientRoutes({
      cases: [workPermit, studyPermit],
      documents: {
        'case-1': [aDocument('retainer', firm), aDocument('passport-blurred'), aDocument('passport-sharp'), aDocument('photo'), aDocument('letter')],
        'case-2': [aDocument('funds-cut'), aDocument('diploma'), aDocument('guide', firm)],
      },
      requests: { 'case-1': [refusedEarlier], 'case-2': [refusedNow] },
      pageSize: 2,
    });
    renderScreen(<ClientDashboard />, { withAuth: true });

    const card = await screen.findByRole('group', { name: 'Documents' });
    // passport-sharp, photo, letter and diploma: not the retainer nor the guide (the firm's), nor the two refused.
    expect(await within(card).findByText('4')).toBeInTheDocument();
    expect(within(card).getByText('Uploaded by you, not counting any your firm refused')).toBeInTheDocument();
    // The user record's counter (what the client sees, shared files included) is not what it shows.
    expect(within(card).queryByText('9')).not.toBeInTheDocument();
  });

  test('in French, with the plural the count takes', async () => {
    await activateLanguage('fr');
    clientRoutes({ cases: [workPermit], documents: { 'case-1': [aDocument('photo'), aDocument('letter')] }, requests: {} });
    renderScreen(<ClientDashboard />, { withAuth: true });

    const card = await screen.findByRole('group', { name: 'Documents' });
    expect(await within(card).findByText('Téléversés par vous, sans compter ceux que votre cabinet a refusés')).toBeInTheDocument();
  });

  test('says it is unavailable when a case’s documents cannot be read', async () => {
    clientRoutes({ cases: [workPermit], documents: {}, requests: {} });
    server.use(http.get(`${API_BASE}/cases/:caseId/documents`, () => HttpResponse.json({ message: 'Access denied' }, { status: 403 })));
    renderScreen(<ClientDashboard />, { withAuth: true });

    const card = await screen.findByRole('group', { name: 'Documents' });
    expect(await within(card).findByText('Unavailable')).toBeInTheDocument();
  });
});

describe('the greeting', () => {
  test('welcomes a first visit (the privacy notice first accepted in this tab)', async () => {
    noteFirstVisit('user-1');
    clientRoutes({ cases: [workPermit], documents: {}, requests: {} });
    renderScreen(<ClientDashboard />, { withAuth: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Casey Client' })).toBeInTheDocument();
  });

  test('welcomes back a client who signed in before, and a first visit in French says « Bienvenue »', async () => {
    clientRoutes({ cases: [workPermit], documents: {}, requests: {} });
    const { unmount } = renderScreen(<ClientDashboard />, { withAuth: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Casey Client' })).toBeInTheDocument();
    unmount();

    await activateLanguage('fr');
    noteFirstVisit('user-1');
    renderScreen(<ClientDashboard />, { withAuth: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bienvenue, Casey Client' })).toBeInTheDocument();
  });

  test('another user’s first visit in this tab does not make this one a first', async () => {
    noteFirstVisit('someone-else');
    clientRoutes({ cases: [workPermit], documents: {}, requests: {} });
    renderScreen(<ClientDashboard />, { withAuth: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Casey Client' })).toBeInTheDocument();
  });
});

test('what the firm expects now points to the case’s page, where it is uploaded, not to a list that is not there', async () => {
  clientRoutes({ cases: [workPermit], documents: {}, requests: { 'case-1': [aDocumentRequest({ dueDate: '2099-05-20' })] } });
  renderScreen(<ClientDashboard />, { withAuth: true });

  const timeline = await screen.findByRole('region', { name: 'Where your case stands' });
  await waitFor(() => expect(within(timeline).getByText('Passport')).toBeInTheDocument());
  expect(within(timeline).getByRole('link', { name: "Upload it on your case's page" })).toHaveAttribute('href', '/client/cases/case-1');
  expect(screen.queryByText(/below/)).not.toBeInTheDocument();
});

test('shows what the client owes and holds in trust once the firm sent an invoice, with the way to pay', async () => {
  // Prepare
  clientRoutes({ cases: [workPermit], documents: {}, requests: {} });
  server.use(http.get(`${API_BASE}/me/billing`, () => HttpResponse.json<MyBilling>({ trustBalanceCents: 50_000, invoices: [anInvoice({ balanceCents: 113_000, dueDate: '2099-01-31' })], cardPayments: true })));

  // Act
  renderScreen(<ClientDashboard />, { withAuth: true });

  // Assess: the card is a lazy chunk with its catalogue (compiled on first use under jest: slow on a busy machine).
  const card = await screen.findByRole('region', { name: 'Billing' }, { timeout: 10_000 });
  expect(card).toHaveTextContent('Amount due$1,130.00');
  expect(card).toHaveTextContent('Next due date: Jan 31, 2099');
  expect(card).toHaveTextContent('Held in trust for you$500.00');
  expect(within(card).getByRole('link', { name: 'See my invoices and pay' })).toHaveAttribute('href', '/client/billing');
});

test('shows no billing card to a client the firm never billed', async () => {
  // Prepare
  let billingRead = false;
  clientRoutes({ cases: [workPermit], documents: {}, requests: {} });
  server.use(
    http.get(`${API_BASE}/me/billing`, () => {
      billingRead = true;
      return HttpResponse.json<MyBilling>({ trustBalanceCents: 0, invoices: [], cardPayments: true });
    }),
  );

  // Act
  renderScreen(<ClientDashboard />, { withAuth: true });

  // Assess
  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Casey Client' })).toBeInTheDocument();
  await waitFor(() => expect(billingRead).toBe(true));
  expect(screen.queryByRole('region', { name: 'Billing' })).not.toBeInTheDocument();
});
