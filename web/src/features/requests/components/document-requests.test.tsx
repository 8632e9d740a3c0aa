/**
 * Document requests: the client's checklist on their case page (what is refused and why,
 * what is still needed, under review, done; "Upload" on an item uploads for it) and the staff's
 * "Document requests" card (Accept with an expiry date, Reject with a required reason, Add from
 * template), in English and in French.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import type { UploadTargetsBody } from '@shared/documents/schemas';
import type { UploadBatch } from '@shared/documents/types';
import type { AddRequestsBody, DecideRequestBody } from '@shared/requests/schemas';
import { REQUEST_TEMPLATES } from '@shared/requests/templates';
import type { CaseRequests, DocumentRequest } from '@shared/requests/types';
import { RequestUploadDialog, type UploadFor } from '@/app/routes/cases/request-upload-dialog';
import { CaseRequestsCard } from '@/features/requests/components/case-requests-card';
import { RequestChecklist } from '@/features/requests/components/request-checklist';
import { activateLanguage, loadCatalog } from '@/lib/i18n';
import { API_BASE, server, useApiServer } from '@test-support/api';
import { aCase, aDocumentRequest, aFile } from '@test-support/fixtures';
import { findToast, renderScreen } from '@test-support/render';

const REQUESTS_URL = `${API_BASE}/cases/case-1/requests`;
const ADMIN_REQUESTS_URL = `${API_BASE}/admin/cases/case-1/requests`;
const STORAGE = 'http://storage.test/bucket';

const aRequest = aDocumentRequest;

const passport = aRequest({ dueDate: '2020-01-15' });
const marriage = aRequest({
  requestId: 'req-2',
  title: 'Marriage certificate',
  instructions: '',
  status: 'rejected',
  reason: 'The scan is cut off: send all four corners.',
  concerns: { kind: 'spouse', name: 'Maria' },
  translationRequired: true,
  documentIds: ['doc-1'],
});
const funds = aRequest({ requestId: 'req-3', title: 'Proof of funds', status: 'uploaded', documentIds: ['doc-2'] });
const photos = aRequest({ requestId: 'req-4', title: 'Photos', status: 'accepted', documentIds: ['doc-3'] });
const medical = aRequest({ requestId: 'req-5', title: 'Medical exam', status: 'waived' });

/** GET …/requests answering `items` (read each time) with their readiness. */
function listing(items: () => DocumentRequest[]) {
  return http.get(REQUESTS_URL, () => {
    const all = items();
    const counted = all.filter((item) => item.status !== 'waived');
    return HttpResponse.json<CaseRequests>({ items: all, readiness: { accepted: counted.filter((item) => item.status === 'accepted').length, total: counted.length } });
  });
}

useApiServer();

beforeAll(() => loadCatalog('requests'));

/** The client case page's composition (app/routes/cases/client-case-page.tsx): the checklist and its upload dialog. */
function ClientChecklist() {
  const [uploadFor, setUploadFor] = useState<UploadFor>();
  const item = aCase();
  return (
    <>
      <RequestChecklist caseId={item.caseId} onUpload={(request, title) => setUploadFor({ request, title })} />
      <RequestUploadDialog item={item} uploadFor={uploadFor} onClose={() => setUploadFor(undefined)} />
    </>
  );
}

describe("the client's checklist", () => {
  test('shows the refused item first with the firm’s reason, then what is needed, under review and done; waived ones apart; overdue marked', async () => {
    server.use(listing(() => [passport, marriage, funds, photos, medical]));
    renderScreen(<ClientChecklist />);

    expect(await screen.findByRole('heading', { name: 'Documents requested by your firm' })).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Readiness: 1 of 4 requested documents accepted' })).toBeInTheDocument();
    const refused = screen.getByRole('region', { name: 'Refused: please upload again' });
    const reason = within(refused).getByRole('note', { name: 'Why it was refused' });
    expect(reason).toHaveTextContent('Your firm refused this document:The scan is cut off: send all four corners.');
    expect(refused).toHaveTextContent('Concerns:Spouse or partner: Maria');
    expect(refused).toHaveTextContent('Translation required');
    expect(within(refused).getByRole('button', { name: 'Upload for Marriage certificate' })).toBeInTheDocument();

    const needed = screen.getByRole('region', { name: 'Still needed' });
    expect(needed).toHaveTextContent('Passport');
    expect(needed).toHaveTextContent('Every page with a stamp.');
    expect(needed).toHaveTextContent('Due:Jan 15, 2020');
    expect(within(needed).getByText('Overdue')).toBeInTheDocument();
    expect(needed).toHaveTextContent('Concerns:You');

    const review = screen.getByRole('region', { name: 'Under review by your firm' });
    expect(within(review).getByRole('button', { name: 'Upload for Proof of funds' })).toHaveTextContent('Upload more');
    const done = screen.getByRole('region', { name: 'Done' });
    expect(done).toHaveTextContent('Photos');
    expect(within(done).queryByRole('button')).not.toBeInTheDocument();
    // Waived: not among the items to act on, listed apart under "No longer needed".
    expect(screen.getByText('No longer needed (1)')).toBeInTheDocument();
    for (const region of [refused, needed, review, done]) expect(region).not.toHaveTextContent('Medical exam');
  });

  test('Upload on an item opens an upload for it that sends its requestId, then reads the checklist again', async () => {
    let targetsBody: UploadTargetsBody | undefined;
    let uploaded = false;
    server.use(
      listing(() => [uploaded ? { ...marriage, status: 'uploaded', documentIds: ['doc-1', 'doc-9'] } : marriage]),
      http.post(`${API_BASE}/cases/case-1/folders/folder-1/upload-targets`, async ({ request }) => {
        targetsBody = (await request.json()) as UploadTargetsBody;
        const batch: UploadBatch = {
          batchId: 'batch-1',
          expiresAt: '2026-02-02T11:00:00.000Z',
          uploads: targetsBody.files.map((file, index) => ({ index, fileName: file.fileName, uploadUrl: `${STORAGE}/${file.fileName}`, method: 'PUT', headers: {} })),
        };
        return HttpResponse.json(batch, { status: 201 });
      }),
      http.put(`${STORAGE}/:name`, () => new HttpResponse(null, { status: 200 })),
      http.post(`${API_BASE}/cases/case-1/upload-batches/batch-1/complete`, () => {
        uploaded = true;
        return HttpResponse.json({ success: true, data: [aFile({ id: 'doc-9', name: 'marriage.pdf' })] });
      }),
    );
    const { user } = renderScreen(<ClientChecklist />);

    await user.click(await screen.findByRole('button', { name: 'Upload for Marriage certificate' }));
    const dialog = screen.getByRole('dialog', { name: 'Upload: Marriage certificate' });
    await user.upload(within(dialog).getByLabelText('Choose files to upload'), new File(['%PDF'], 'marriage.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await findToast('Files uploaded successfully!')).toBeInTheDocument();
    expect(targetsBody).toEqual({ files: [{ fileName: 'marriage.pdf', fileSize: 4, fileType: 'application/pdf' }], requestId: 'req-2' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('region', { name: 'Under review by your firm' })).toHaveTextContent('Marriage certificate');
    expect(screen.queryByRole('region', { name: 'Refused: please upload again' })).not.toBeInTheDocument();
  });

  test('in French: the groups, the reason, whom it concerns and the template item’s title in French', async () => {
    await activateLanguage('fr');
    const fromTemplate = aRequest({ requestId: 'req-6', title: 'Passport', templateId: 'study-permit', templateItemId: 'sp-passport' });
    server.use(listing(() => [marriage, fromTemplate]));
    renderScreen(<ClientChecklist />);

    expect(await screen.findByRole('heading', { name: 'Documents demandés par votre cabinet' })).toBeInTheDocument();
    const refused = screen.getByRole('region', { name: 'Refusés : veuillez téléverser de nouveau' });
    expect(within(refused).getByRole('note', { name: 'Raison du refus' })).toHaveTextContent('Votre cabinet a refusé ce document :');
    expect(refused).toHaveTextContent('Concerne :Époux ou conjoint : Maria');
    expect(refused).toHaveTextContent('Traduction requise');
    const needed = screen.getByRole('region', { name: 'À fournir' });
    expect(within(needed).getByRole('button', { name: 'Téléverser pour Passeport' })).toHaveTextContent('Téléverser');
    expect(screen.queryByText(/Upload|Refused|Still needed|Concerns/)).not.toBeInTheDocument();
  });
});

describe("the staff's Document requests card", () => {
  test('Reject needs a reason: sent empty it says so and sends nothing; with one it sends the reason', async () => {
    const sent: DecideRequestBody[] = [];
    server.use(
      listing(() => [funds]),
      http.patch(`${ADMIN_REQUESTS_URL}/req-3`, async ({ request }) => {
        sent.push((await request.json()) as DecideRequestBody);
        return HttpResponse.json({ Item: { ...funds, status: 'rejected' } });
      }),
    );
    const { user } = renderScreen(<CaseRequestsCard caseId="case-1" documentNames={new Map([['doc-2', 'bank-statement.pdf']])} />);

    const list = await screen.findByRole('list', { name: 'Document requests' });
    expect(list).toHaveTextContent('To review');
    expect(list).toHaveTextContent('Uploaded (1): bank-statement.pdf');
    await user.click(within(list).getByRole('button', { name: 'Reject Proof of funds' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Proof of funds' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await within(dialog).findByText('A rejection needs a reason the client can act on')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByLabelText('Reason'), 'Statements must cover the last 6 months.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await findToast('Proof of funds rejected: the client was told why')).toBeInTheDocument();
    expect(sent).toEqual([{ status: 'rejected', reason: 'Statements must cover the last 6 months.' }]);
  });

  test('Accept with an expiry date sends it, and the readiness reads again', async () => {
    let accepted: DecideRequestBody | undefined;
    server.use(
      listing(() => [accepted ? { ...funds, status: 'accepted', expiresOn: accepted.expiresOn } : funds]),
      http.patch(`${ADMIN_REQUESTS_URL}/req-3`, async ({ request }) => {
        accepted = (await request.json()) as DecideRequestBody;
        return HttpResponse.json({ Item: { ...funds, status: 'accepted' } });
      }),
    );
    const { user } = renderScreen(<CaseRequestsCard caseId="case-1" />);

    expect(await screen.findByRole('meter', { name: 'Readiness: 0 of 1 requested document accepted' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept Proof of funds' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept Proof of funds' });
    await user.type(within(dialog).getByLabelText('Expiry date (optional)'), '2031-05-20');
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));

    expect(await findToast('Proof of funds accepted')).toBeInTheDocument();
    expect(accepted).toEqual({ status: 'accepted', expiresOn: '2031-05-20' });
    expect(await screen.findByRole('meter', { name: 'Readiness: 1 of 1 requested document accepted' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Document requests' })).toHaveTextContent('Expires:May 20, 2031');
    expect(screen.queryByRole('button', { name: 'Accept Proof of funds' })).not.toBeInTheDocument();
  });

  test('Add from template lists the templates in the reader’s language and sends the one chosen', async () => {
    let body: AddRequestsBody | undefined;
    server.use(
      listing(() => []),
      http.get(`${API_BASE}/admin/request-templates`, () => HttpResponse.json({ items: REQUEST_TEMPLATES })),
      http.post(ADMIN_REQUESTS_URL, async ({ request }) => {
        body = (await request.json()) as AddRequestsBody;
        return HttpResponse.json({ items: [passport, funds, photos] }, { status: 201 });
      }),
    );
    const { user } = renderScreen(<CaseRequestsCard caseId="case-1" />);

    expect(await screen.findByText('No documents requested yet. Add a request, or start from a template.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add from template' }));
    const dialog = screen.getByRole('dialog', { name: 'Add from template' });
    await user.click(within(dialog).getByRole('button', { name: 'Add documents' }));
    expect(await within(dialog).findByText('Choose a template')).toBeInTheDocument();
    expect(body).toBeUndefined();

    await user.click(await within(dialog).findByRole('radio', { name: /^Study permit/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add documents' }));
    expect(await findToast('3 documents requested')).toBeInTheDocument();
    expect(body).toEqual({ templateId: 'study-permit' });
  });

  test('Add request sends the item as the schema wants it; a person of kind other needs a name', async () => {
    let body: AddRequestsBody | undefined;
    server.use(
      listing(() => []),
      http.post(ADMIN_REQUESTS_URL, async ({ request }) => {
        body = (await request.json()) as AddRequestsBody;
        return HttpResponse.json({ items: [passport] }, { status: 201 });
      }),
    );
    const { user } = renderScreen(<CaseRequestsCard caseId="case-1" />);

    await user.click(await screen.findByRole('button', { name: 'Add request' }));
    const dialog = screen.getByRole('dialog', { name: 'Request a document' });
    await user.click(within(dialog).getByRole('button', { name: 'Add request' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Title'), 'Birth certificate');
    await user.type(within(dialog).getByLabelText('Due date (optional)'), '2026-09-01');
    await user.selectOptions(within(dialog).getByLabelText('Concerns'), 'other');
    await user.click(within(dialog).getByLabelText('Translation required'));
    await user.click(within(dialog).getByRole('button', { name: 'Add request' }));
    expect(await within(dialog).findByText('Concerns name is required when its kind is other')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Their name'), 'Luis');
    await user.click(within(dialog).getByRole('button', { name: 'Add request' }));
    expect(await findToast('Document requested')).toBeInTheDocument();
    expect(body).toEqual({
      items: [{ title: 'Birth certificate', dueDate: '2026-09-01', concerns: { kind: 'other', name: 'Luis' }, translationRequired: true }],
    });
  });

  test('in French: Reject’s dialog and its message, and the templates’ French titles', async () => {
    await activateLanguage('fr');
    server.use(listing(() => [funds]), http.get(`${API_BASE}/admin/request-templates`, () => HttpResponse.json({ items: REQUEST_TEMPLATES })));
    const { user } = renderScreen(<CaseRequestsCard caseId="case-1" />);

    expect(await screen.findByRole('heading', { name: 'Demandes de documents' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Refuser Proof of funds' }));
    const dialog = screen.getByRole('dialog', { name: 'Refuser Proof of funds' });
    await user.click(within(dialog).getByRole('button', { name: 'Refuser' }));
    expect(await within(dialog).findByText('Un refus doit indiquer au client une raison sur laquelle il peut agir')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));

    await user.click(screen.getByRole('button', { name: 'Ajouter à partir d’un modèle' }));
    const templates = screen.getByRole('dialog', { name: 'Ajouter à partir d’un modèle' });
    expect(await within(templates).findByRole('radio', { name: /^Parrainage d’un époux ou conjoint/ })).toBeInTheDocument();
    expect(within(templates).getByText('5 documents · IMM 5533')).toBeInTheDocument();
  });
});
