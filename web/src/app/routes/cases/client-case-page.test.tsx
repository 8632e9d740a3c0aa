/**
 * The client's case page, phone first: at the top what the firm needs now (the items waiting on the
 * client, overdue and soonest first, with their due dates) and what happens next (current and next
 * stage); the case's details below, closed on a phone and open on a wider screen; a notice's link
 * (`?item=`, `?document=`) lands on its checklist item or document: scrolled to, focused, highlighted.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Case } from '@shared/cases/types';
import type { CaseDocument, CaseDocumentPage } from '@shared/documents/types';
import { stageSetFor } from '@shared/progress/stages';
import type { CaseRequests, DocumentRequest } from '@shared/requests/types';
import type { SignatureRequest } from '@shared/signatures/types';
import { paths } from '@/config/paths';
import * as auth from '@/lib/auth';
import { activateLanguage, loadCatalog } from '@/lib/i18n';
import { API_BASE, server, useApiServer } from '@test-support/api';
import { aCase, aDocumentRequest, aUser } from '@test-support/fixtures';
import { renderScreen } from '@test-support/render';
import { ClientCasePage } from './client-case-page';

const client = aUser({ userId: 'user-1', privacyAcceptedVersion: 'v1' });
const stages = stageSetFor('Permis de travail').stages;
const by = { userId: 'admin-1', name: 'Alex Admin' };
const workPermit: Case = aCase({
  stage: 'submitted',
  stageHistory: [
    { stage: 'intake', at: '2026-11-01T10:00:00.000Z', by },
    { stage: 'submitted', at: '2026-11-20T10:00:00.000Z', by, expectedDate: '2027-01-15' },
  ],
});

// Today is after 2020: these two are overdue, the earliest first.
const passport = aDocumentRequest({ requestId: 'req-1', title: 'Passport', dueDate: '2020-03-01' });
const marriage = aDocumentRequest({
  requestId: 'req-2',
  title: 'Marriage certificate',
  status: 'rejected',
  reason: 'The scan is cut off: send all four corners.',
  dueDate: '2020-01-15',
  documentIds: ['doc-9'],
});
const funds = aDocumentRequest({ requestId: 'req-3', title: 'Proof of funds', dueDate: '2099-06-30' });
const photos = aDocumentRequest({ requestId: 'req-4', title: 'Photos' });
const reviewed = aDocumentRequest({ requestId: 'req-5', title: 'Police certificate', status: 'uploaded', documentIds: ['doc-8'] });
const done = aDocumentRequest({ requestId: 'req-6', title: 'Job offer', status: 'accepted', documentIds: ['doc-7'] });
const medical = aDocumentRequest({ requestId: 'req-7', title: 'Medical exam', status: 'waived' });

const firmLetter: CaseDocument = {
  documentId: 'doc-2',
  name: 'retainer.pdf',
  size: 2048,
  contentType: 'application/pdf',
  uploadedAt: '2026-02-02T10:00:00.000Z',
  uploadedBy: { userId: 'admin-1', name: 'Alex Admin', role: 'admin' },
  sharedWithClient: true,
  status: 'available',
  folderId: 'folder-1',
};

const retainerToSign: SignatureRequest = {
  signatureRequestId: 'sr-1',
  caseId: 'case-1',
  documentId: 'doc-2',
  documentName: 'retainer.pdf',
  documentSha256: 'a'.repeat(64),
  status: 'sent',
  signers: [{ role: 'client' }],
  createdAt: '2026-03-01T12:00:00.000Z',
  createdBy: { userId: 'admin-1', name: 'Alex Admin' },
};

function answers(requests: DocumentRequest[], toSign: SignatureRequest[] = []) {
  return [
    http.get(`${API_BASE}/clients/user-1`, () => HttpResponse.json({ Item: client })),
    http.get(`${API_BASE}/clients/user-1/cases/case-1`, () => HttpResponse.json({ Item: workPermit, stages })),
    http.get(`${API_BASE}/cases/case-1/requests`, () => HttpResponse.json<CaseRequests>({ items: requests, readiness: { accepted: 1, total: requests.length - 1 } })),
    http.get(`${API_BASE}/cases/case-1/documents`, () => HttpResponse.json<CaseDocumentPage>({ documents: [firmLetter] })),
    http.get(`${API_BASE}/cases/case-1/my-activity`, () => HttpResponse.json({ Items: [] })),
    http.get(`${API_BASE}/cases/case-1/questionnaires`, () => HttpResponse.json({ Items: [] })),
    http.get(`${API_BASE}/cases/case-1/signature-requests`, () => HttpResponse.json({ Items: toSign })),
    http.get(`${API_BASE}/me/settings`, () => HttpResponse.json({ message: 'not in this test' }, { status: 404 })),
  ];
}

function renderCasePage(search = '') {
  return renderScreen(<ClientCasePage />, { route: `/client/cases/case-1${search}`, path: paths.client.case.path, withAuth: true });
}

/** A phone's width for matchMedia (jsdom has none: a wider screen). */
function onAPhone() {
  window.matchMedia = ((query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as never;
}

/** A slow machine (other test runs on its cores) takes more than waitFor's second to load the page's lazy parts. */
const SLOW = { timeout: 5000 };

/** The page's top, once drawn: the session, the case and its requests answered (a slow machine takes more than a second). */
function findTheTop(name = 'What we need from you now') {
  return screen.findByRole('region', { name }, SLOW);
}

const scrolledTo = jest.fn();

useApiServer();

beforeAll(() => Promise.all([loadCatalog('requests'), loadCatalog('documents'), loadCatalog('activity'), loadCatalog('progress'), loadCatalog('cases')]));

beforeEach(() => {
  jest.mocked(auth.getSessionUserId).mockResolvedValue('user-1');
  Element.prototype.scrollIntoView = scrolledTo;
});

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
  delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
});

describe('the top of the client’s case page', () => {
  test('lists what waits on the client, overdue and soonest due first, with the firm’s reason for a refused item, and nothing under review or done', async () => {
    server.use(...answers([photos, funds, passport, reviewed, marriage, done, medical]));
    renderCasePage();

    const now = await findTheTop();
    const items = within(now).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^(Passport|Marriage certificate|Proof of funds|Photos)$/).textContent)).toEqual([
      'Marriage certificate',
      'Passport',
      'Proof of funds',
      'Photos',
    ]);
    expect(items[0]).toHaveTextContent('Refused: please upload again');
    expect(items[0]).toHaveTextContent('Overdue since Jan 15, 2020');
    expect(items[0]).toHaveTextContent('The scan is cut off: send all four corners.');
    expect(items[1]).toHaveTextContent('Overdue since Mar 1, 2020');
    expect(items[2]).toHaveTextContent('Due Jun 30, 2099');
    expect(items[2]).not.toHaveTextContent('Overdue');
    expect(within(now).queryByText('Police certificate')).not.toBeInTheDocument();
    expect(within(now).queryByText('Job offer')).not.toBeInTheDocument();
  });

  test('says what happens next: the current stage, the next one and the date the firm expects it by', async () => {
    server.use(...answers([passport]));
    renderCasePage();

    const now = await findTheTop();
    expect(within(now).getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
    expect(within(now).getByText('Current stage').nextSibling).toHaveTextContent('Submitted to IRCC');
    expect(within(now).getByText('Next stage').nextSibling).toHaveTextContent('Biometrics');
    expect(within(now).getByText('Next step expected by').nextSibling).toHaveTextContent('Jan 15, 2027');
  });

  test('says nothing is needed when nothing waits on the client', async () => {
    server.use(...answers([reviewed, done]));
    renderCasePage();

    const now = await findTheTop();
    expect(now).toHaveTextContent('Nothing for now: the firm will let you know when it needs something from you.');
    expect(within(now).queryByRole('list')).not.toBeInTheDocument();
  });

  test('Upload on an item opens the upload for that item', async () => {
    server.use(...answers([passport, funds]));
    const { user } = renderCasePage();

    await user.click(within(await findTheTop()).getByRole('button', { name: 'Upload now: Proof of funds' }));

    expect(await screen.findByRole('dialog', { name: 'Upload: Proof of funds' })).toBeInTheDocument();
  });

  test('reads in French', async () => {
    await activateLanguage('fr');
    server.use(...answers([passport]));
    renderCasePage();

    const now = await findTheTop('Ce que nous attendons de vous maintenant');
    expect(now).toHaveTextContent('En retard depuis le 1er mars 2020');
    expect(within(now).getByRole('heading', { name: 'La suite' })).toBeInTheDocument();
    expect(within(now).getByText('Prochaine étape').nextSibling).toHaveTextContent('Données biométriques');
    expect(within(now).getByRole('button', { name: 'Téléverser maintenant : Passport' })).toHaveTextContent('Téléverser');
  });
});

describe('documents to sign', () => {
  test('are listed when the firm asked the client to sign one', async () => {
    server.use(...answers([passport], [retainerToSign]));
    renderCasePage();

    const list = await screen.findByRole('list', { name: 'Documents to sign' }, SLOW);
    expect(within(list).getByRole('listitem', { name: 'retainer.pdf' })).toBeInTheDocument();
  });

  test('take no room when nothing waits for a signature', async () => {
    server.use(...answers([passport]));
    renderCasePage();
    await findTheTop();

    await screen.findByText('retainer.pdf', undefined, SLOW);
    expect(screen.queryByRole('heading', { name: 'Documents to sign' })).not.toBeInTheDocument();
  });
});

describe('the case details', () => {
  test('are closed on a phone, below what is needed now, and open with a tap', async () => {
    onAPhone();
    server.use(...answers([passport]));
    const { user } = renderCasePage();

    await findTheTop();
    const details = screen.getByRole('region', { name: 'Case Details' });
    const disclosure = details.querySelector('details') as HTMLDetailsElement;
    expect(disclosure.open).toBe(false);
    expect(within(details).queryByText('IMM-2026-0001')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What we need from you now' }).compareDocumentPosition(details) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(within(details).getByText('Case Details'));
    expect(disclosure.open).toBe(true);
    expect(within(details).getByText('IMM-2026-0001')).toBeVisible();
  });

  test('are open on a wider screen', async () => {
    server.use(...answers([passport]));
    renderCasePage();

    await findTheTop();
    const details = screen.getByRole('region', { name: 'Case Details' });
    expect((details.querySelector('details') as HTMLDetailsElement).open).toBe(true);
    expect(within(details).getByText('Open work permit')).toBeVisible();
  });
});

describe('a link to one thing of the case', () => {
  test('?item= scrolls to that checklist item, focuses it and highlights it', async () => {
    server.use(...answers([passport, marriage, funds]));
    renderCasePage('?item=req-3');
    await findTheTop();

    const target = await waitFor(() => {
      const element = document.getElementById('request-req-3');
      expect(element).toHaveAttribute('data-deep-link-target');
      return element as HTMLElement;
    }, SLOW);
    expect(target).toHaveTextContent('Proof of funds');
    await waitFor(() => expect(target).toHaveFocus(), SLOW);
    expect(scrolledTo).toHaveBeenCalledTimes(1);
    expect(scrolledTo.mock.contexts[0]).toBe(target);
    expect(document.querySelectorAll('[data-deep-link-target]')).toHaveLength(1);
  });

  test('?item= of an item no longer needed opens the list that hides it', async () => {
    server.use(...answers([passport, medical]));
    renderCasePage('?item=req-7');
    await findTheTop();

    const target = await waitFor(() => {
      const element = document.getElementById('request-req-7');
      expect(element).not.toBeNull();
      return element as HTMLElement;
    }, SLOW);
    expect((target.closest('details') as HTMLDetailsElement).open).toBe(true);
    await waitFor(() => expect(target).toHaveFocus(), SLOW);
  });

  test('?document= scrolls to that document once the documents are listed, focuses it and highlights it', async () => {
    server.use(...answers([passport]));
    renderCasePage('?document=doc-2');
    await findTheTop();

    const row = await waitFor(() => {
      const element = document.getElementById('document-doc-2');
      expect(element).toHaveAttribute('data-deep-link-target');
      return element as HTMLElement;
    }, SLOW);
    expect(row).toHaveTextContent('retainer.pdf');
    await waitFor(() => expect(row).toHaveFocus(), SLOW);
    expect(scrolledTo.mock.contexts).toContain(row);
  });

  test('the case page’s address names the item or the document', () => {
    expect(paths.client.case.getHref('case 1')).toBe('/client/cases/case%201');
    expect(paths.client.case.getHref('case-1', { item: 'req-3' })).toBe('/client/cases/case-1?item=req-3');
    expect(paths.client.case.getHref('case-1', { document: 'doc-2' })).toBe('/client/cases/case-1?document=doc-2');
  });
});
