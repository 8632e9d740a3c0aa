/**
 * The case pages' documents ("Documents both ways"): the admin's page separates what the
 * client uploaded from the firm's documents and shares the firm's; the client's page lists what the
 * firm shared ("From your firm") apart from their own uploads; both preview and download.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CaseDocument, CaseDocumentPage } from '@shared/documents/types';
import type { ShareDocumentBody } from '@shared/documents/schemas';
import { MyCaseDocuments } from '@/features/documents/components/my-case-documents';
import { CaseDocuments } from '@/features/documents/routes/case-documents';
import { activateLanguage } from '@/lib/i18n';
import { API_BASE, server, useApiServer } from '@test-support/api';
import { aCase } from '@test-support/fixtures';
import { findToast, renderScreen } from '@test-support/render';

const LIST_URL = `${API_BASE}/cases/case-1/documents`;
const FOLDER_URL = `${API_BASE}/clients/user-1/cases/case-1/onedrive-files/folder-1`;

function aDocument(overrides: Partial<CaseDocument> = {}): CaseDocument {
  return {
    documentId: 'doc-1',
    name: 'passport.pdf',
    size: 2048,
    contentType: 'application/pdf',
    uploadedAt: '2026-02-02T10:00:00.000Z',
    uploadedBy: { userId: 'user-1', name: 'Casey Client', role: 'client' },
    sharedWithClient: true,
    status: 'available',
    folderId: 'folder-1',
    ...overrides,
  };
}

const clientUpload = aDocument();
const firmLetter = aDocument({
  documentId: 'doc-2',
  name: 'decision-letter.pdf',
  uploadedBy: { userId: 'admin-1', name: 'Alex Admin', role: 'admin' },
  sharedWithClient: false,
  folderId: 'folder-9',
});
const firmScan = aDocument({
  documentId: 'doc-3',
  name: 'scan.png',
  contentType: 'image/png',
  uploadedBy: { userId: 'admin-1', name: 'Alex Admin', role: 'admin' },
  sharedWithClient: true,
  status: 'scanning',
});

/** The list route answering `documents`, and the root folder's listing (Case Folders) empty. */
function listing(documents: () => CaseDocument[]) {
  return [
    http.get(LIST_URL, () => HttpResponse.json<CaseDocumentPage>({ documents: documents() })),
    http.get(FOLDER_URL, () => HttpResponse.json({ files: [] })),
  ];
}

useApiServer();

afterEach(() => {
  // Back to a desktop's width (a test sets a phone's).
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('the admin case page', () => {
  test("separates the client's uploads from the firm's documents, each with who uploaded it, its status and the firm's sharing", async () => {
    server.use(...listing(() => [clientUpload, firmLetter, firmScan]));
    renderScreen(<CaseDocuments item={aCase()} />);

    const clients = await screen.findByRole('table', { name: 'Client Uploaded Documents' });
    expect(screen.getByText('Uploaded by the client')).toBeInTheDocument();
    const [clientRow] = within(clients).getAllByRole('row').slice(1) as [HTMLElement];
    expect(within(clients).getAllByRole('row')).toHaveLength(2);
    expect(clientRow).toHaveTextContent('passport.pdf');
    expect(clientRow).toHaveTextContent('Casey Client(Client)');
    expect(clientRow).toHaveTextContent('Available');
    expect(within(clientRow).getByRole('button', { name: 'Preview passport.pdf' })).toBeInTheDocument();
    expect(within(clientRow).getByRole('button', { name: 'Download passport.pdf' })).toBeInTheDocument();
    expect(within(clientRow).queryByRole('button', { name: /Share/ })).not.toBeInTheDocument();

    const firm = screen.getByRole('table', { name: 'Uploaded by the firm' });
    const [letter, scan] = within(firm).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(letter).toHaveTextContent('Alex Admin(Firm)');
    expect(letter).toHaveTextContent('Staff only');
    expect(within(letter).getByRole('button', { name: 'Share decision-letter.pdf with the client' })).toHaveTextContent('Share');
    expect(scan).toHaveTextContent('Scanning');
    expect(scan).toHaveTextContent('Shared with client');
    // Still being scanned: neither previewed nor downloaded, but its sharing can change.
    expect(within(scan).queryByRole('button', { name: /Preview|Download/ })).not.toBeInTheDocument();
    expect(within(scan).getByRole('button', { name: 'Stop sharing scan.png' })).toBeInTheDocument();
  });

  test("Share sends sharedWithClient, says so, and the list reads the document's new state again", async () => {
    let shared = false;
    let body: ShareDocumentBody | undefined;
    server.use(
      ...listing(() => [{ ...firmLetter, sharedWithClient: shared }]),
      http.patch(`${API_BASE}/admin/cases/case-1/documents/doc-2`, async ({ request }) => {
        body = (await request.json()) as ShareDocumentBody;
        shared = body.sharedWithClient;
        return HttpResponse.json({ ...firmLetter, sharedWithClient: shared });
      }),
    );
    const { user } = renderScreen(<CaseDocuments item={aCase()} />);

    await user.click(await screen.findByRole('button', { name: 'Share decision-letter.pdf with the client' }));

    expect(await findToast('decision-letter.pdf is now shared with the client.')).toBeInTheDocument();
    expect(body).toEqual({ sharedWithClient: true });
    const firm = screen.getByRole('table', { name: 'Uploaded by the firm' });
    expect(await within(firm).findByText('Shared with client')).toBeInTheDocument();
    expect(within(firm).getByRole('button', { name: 'Stop sharing decision-letter.pdf' })).toBeInTheDocument();
  });

  test("a refused share shows the refusal's sentence in the reader's language", async () => {
    await activateLanguage('fr');
    server.use(
      ...listing(() => [firmLetter]),
      http.patch(`${API_BASE}/admin/cases/case-1/documents/doc-2`, () =>
        HttpResponse.json(
          { message: 'The client uploaded this document: they always see it' },
          { status: 400, headers: { 'x-refusal-code': 'client-upload-always-shared' } },
        ),
      ),
    );
    const { user } = renderScreen(<CaseDocuments item={aCase()} />);

    await user.click(await screen.findByRole('button', { name: 'Partager decision-letter.pdf avec le client' }));

    expect(await findToast('Le client a téléversé ce document : il le voit toujours')).toBeInTheDocument();
  });

  test('on a phone every document is a card with its actions and its checkbox on screen', async () => {
    window.matchMedia = ((query: string) => ({ matches: true, media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as never;
    server.use(...listing(() => [clientUpload, firmLetter]));
    renderScreen(<CaseDocuments item={aCase()} />);

    const firm = await screen.findByRole('list', { name: 'Uploaded by the firm' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [card] = within(firm).getAllByRole('listitem') as [HTMLElement];
    expect(within(card).getByRole('checkbox', { name: 'Select decision-letter.pdf' })).toBeInTheDocument();
    for (const name of ['Preview decision-letter.pdf', 'Download decision-letter.pdf', 'Share decision-letter.pdf with the client']) {
      expect(within(card).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(card).toHaveTextContent('Alex Admin(Firm)');
    expect(card).toHaveTextContent('Staff only');
  });
});

describe('the client case page', () => {
  test('lists what the firm shared under "From your firm" apart from their own uploads, whose status is the scan\'s', async () => {
    server.use(...listing(() => [{ ...firmLetter, sharedWithClient: true }, aDocument({ documentId: 'doc-4', name: 'photo.jpg', contentType: 'image/jpeg', status: 'blocked' }), clientUpload]));
    renderScreen(<MyCaseDocuments item={aCase()} clientName="Casey Client" />);

    const fromFirm = await screen.findByRole('table', { name: 'From your firm' });
    expect(within(fromFirm).getAllByRole('row')).toHaveLength(2);
    expect(within(fromFirm).getByRole('button', { name: 'Preview decision-letter.pdf' })).toBeInTheDocument();
    expect(within(fromFirm).getByRole('button', { name: 'Download decision-letter.pdf' })).toBeInTheDocument();
    expect(within(fromFirm).queryByRole('button', { name: /Share/ })).not.toBeInTheDocument();

    const mine = screen.getByRole('table', { name: 'My Uploaded Documents' });
    const [blocked, available] = within(mine).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(blocked).toHaveTextContent('Blocked');
    expect(within(blocked).queryByRole('button')).not.toBeInTheDocument();
    expect(available).toHaveTextContent('Available');
    expect(within(available).getByRole('button', { name: 'Download passport.pdf' })).toBeInTheDocument();
    expect(screen.queryByText('Delivered')).not.toBeInTheDocument();
  });

  test('with no documents: the spec\'s empty text for their uploads, and nothing shared yet', async () => {
    server.use(...listing(() => []));
    renderScreen(<MyCaseDocuments item={aCase()} clientName="Casey Client" />);

    expect(await screen.findByText('Nothing shared by your firm yet')).toBeInTheDocument();
    expect(screen.getByText('No documents uploaded yet')).toBeInTheDocument();
  });

  test('Preview shows a PDF in a titled frame from the preview link, with Download beside it', async () => {
    const url = 'http://storage.test/bucket/decision-letter.pdf?X-Amz-Signature=abc';
    server.use(
      ...listing(() => [{ ...firmLetter, sharedWithClient: true }]),
      http.get(`${API_BASE}/cases/case-1/documents/doc-2/preview`, () => HttpResponse.json({ url, fileName: 'decision-letter.pdf', contentType: 'application/pdf' })),
    );
    const { user } = renderScreen(<MyCaseDocuments item={aCase()} clientName="Casey Client" />);

    await user.click(await screen.findByRole('button', { name: 'Preview decision-letter.pdf' }));

    const dialog = await screen.findByRole('dialog', { name: 'decision-letter.pdf' });
    expect(await within(dialog).findByTitle('Preview of decision-letter.pdf')).toHaveAttribute('src', url);
    expect(within(dialog).getByRole('button', { name: 'Download decision-letter.pdf' })).toBeInTheDocument();
  });

  test('Preview shows an image as an image', async () => {
    const url = 'http://storage.test/bucket/photo.png?X-Amz-Signature=abc';
    server.use(
      ...listing(() => [aDocument({ documentId: 'doc-5', name: 'photo.png', contentType: 'image/png' })]),
      http.get(`${API_BASE}/cases/case-1/documents/doc-5/preview`, () => HttpResponse.json({ url, fileName: 'photo.png', contentType: 'image/png' })),
    );
    const { user } = renderScreen(<MyCaseDocuments item={aCase()} clientName="Casey Client" />);

    await user.click(await screen.findByRole('button', { name: 'Preview photo.png' }));

    const dialog = await screen.findByRole('dialog', { name: 'photo.png' });
    expect(await within(dialog).findByRole('img', { name: 'photo.png' })).toHaveAttribute('src', url);
  });

  test('a refused preview closes the dialog and says why in French', async () => {
    await activateLanguage('fr');
    server.use(
      ...listing(() => [clientUpload]),
      http.get(`${API_BASE}/cases/case-1/documents/doc-1/preview`, () =>
        HttpResponse.json({ message: 'still scanning' }, { status: 409, headers: { 'x-refusal-code': 'not-previewable' } }),
      ),
    );
    const { user } = renderScreen(<MyCaseDocuments item={aCase()} clientName="Casey Client" />);

    await user.click(await screen.findByRole('button', { name: 'Aperçu de passport.pdf' }));

    expect(await findToast(/Ce document ne peut pas être affiché dans la page/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
