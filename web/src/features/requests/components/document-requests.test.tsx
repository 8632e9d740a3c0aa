/**
 * Document requests: the client's checklist on their case page (what is refused and why,
 * what is still needed, under review, done; "Upload" on an item uploads for it) and the staff's
 * "Document requests" card (Accept with an expiry date, Reject with a required reason, Add from
 * template), in English and in French.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import type { UploadTargetsBody } from '@shared/documents/schemas';
import type { UploadBatch } from '@shared/documents/types';
import type { AddRequestsBody, DecideRequestBody, EditRequestBody, RemindRequestsBody } from '@shared/requests/schemas';
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

/** Fills the date field (DateInput) named `legend` with a YYYY-MM-DD day: its day, month (by its name's option) and year. */
async function fillDate(user: UserEvent, within_: HTMLElement, legend: string, day: string, names = { day: 'Day', month: 'Month', year: 'Year' }) {
  const [year = '', month = '', date = ''] = day.split('-');
  const group = within(within_).getByRole('group', { name: legend });
  await user.clear(within(group).getByRole('textbox', { name: names.day }));
  await user.type(within(group).getByRole('textbox', { name: names.day }), String(Number(date)));
  await user.selectOptions(within(group).getByRole('combobox', { name: names.month }), String(Number(month)));
  await user.clear(within(group).getByRole('textbox', { name: names.year }));
  await user.type(within(group).getByRole('textbox', { name: names.year }), year);
}

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
    const fromTemplate = aRequest({ requestId: 'req-6', title: 'Passport', titles: { en: 'Passport', fr: 'Passeport' }, templateId: 'study-permit', templateItemId: 'sp-passport' });
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
    expect(list).toHaveTextContent('Uploaded (1):');
    expect(within(list).getByRole('list', { name: 'Files uploaded for it' })).toHaveTextContent('bank-statement.pdf');
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
    await fillDate(user, dialog, 'Expiry date (optional)', '2031-05-20');
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
    expect(await within(dialog).findByText('A requested document needs a title, in English or French')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Title (English)'), 'Birth certificate');
    await fillDate(user, dialog, 'Due date (optional)', '2026-09-01');
    await user.selectOptions(within(dialog).getByLabelText('Concerns'), 'other');
    await user.click(within(dialog).getByLabelText('Translation required'));
    await user.click(within(dialog).getByRole('button', { name: 'Add request' }));
    expect(await within(dialog).findByText('Concerns name is required when its kind is other')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Their name'), 'Luis');
    await user.click(within(dialog).getByRole('button', { name: 'Add request' }));
    expect(await findToast('Document requested')).toBeInTheDocument();
    expect(body).toEqual({
      items: [{ titles: { en: 'Birth certificate' }, dueDate: '2026-09-01', concerns: { kind: 'other', name: 'Luis' }, translationRequired: true }],
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

describe('managing the requests (staff)', () => {
  const history = (entries: DocumentRequest['history']) => entries;
  const admin = { userId: 'admin-1', name: 'Alex Admin', role: 'admin' } as const;
  const client = { userId: 'client-1', name: 'Casey Client', role: 'client' } as const;

  test('Accept only once something was uploaded; Delete only while nothing was, with why not beside it', async () => {
    server.use(listing(() => [passport, funds]));
    renderScreen(<CaseRequestsCard caseId="case-1" />);

    const list = await screen.findByRole('list', { name: 'Document requests' });
    expect(within(list).queryByRole('button', { name: 'Accept Passport' })).not.toBeInTheDocument();
    expect(within(list).getByText(/Accept becomes available once the client uploads something/)).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Accept Proof of funds' })).toBeEnabled();
    expect(within(list).getByRole('button', { name: 'Delete Passport' })).toBeEnabled();
    const blocked = within(list).getByRole('button', { name: 'Delete Proof of funds' });
    expect(blocked).toBeDisabled();
    expect(blocked).toHaveAccessibleDescription('Files were uploaded for it, so it cannot be deleted: waive it if it is no longer needed.');
  });

  test('Delete asks first, then deletes the item and reads the list again', async () => {
    let deleted = false;
    server.use(
      listing(() => (deleted ? [] : [passport])),
      http.delete(`${ADMIN_REQUESTS_URL}/req-1`, () => {
        deleted = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderScreen(<CaseRequestsCard caseId="case-1" />);

    await user.click(await screen.findByRole('button', { name: 'Delete Passport' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Passport?' });
    expect(deleted).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await findToast('Passport deleted')).toBeInTheDocument();
    expect(await screen.findByText('No documents requested yet. Add a request, or start from a template.')).toBeInTheDocument();
  });

  test('Edit sends only what changed: a French title beside the English one, the due date removed', async () => {
    let body: EditRequestBody | undefined;
    const titled = aRequest({ dueDate: '2026-09-01', titles: { en: 'Passport' } });
    server.use(
      listing(() => [titled]),
      http.patch(`${ADMIN_REQUESTS_URL}/req-1`, async ({ request }) => {
        body = (await request.json()) as EditRequestBody;
        return HttpResponse.json({ Item: { ...titled, titles: { en: 'Passport', fr: 'Passeport' } } });
      }),
    );
    const { user } = renderScreen(<CaseRequestsCard caseId="case-1" />);

    await user.click(await screen.findByRole('button', { name: 'Edit Passport' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Passport' });
    expect(within(dialog).getByLabelText('Title (English)')).toHaveValue('Passport');
    await user.type(within(dialog).getByLabelText('Title (French)'), 'Passeport');
    const due = within(dialog).getByRole('group', { name: 'Due date (optional)' });
    expect(within(due).getByRole('combobox', { name: 'Month' })).toHaveDisplayValue('September');
    expect(within(due).getByRole('textbox', { name: 'Day' })).toHaveValue('1');
    expect(within(due).getByRole('textbox', { name: 'Year' })).toHaveValue('2026');
    await user.clear(within(due).getByRole('textbox', { name: 'Day' }));
    await user.selectOptions(within(due).getByRole('combobox', { name: 'Month' }), '');
    await user.clear(within(due).getByRole('textbox', { name: 'Year' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await findToast('Passport saved')).toBeInTheDocument();
    expect(body).toEqual({ titles: { en: 'Passport', fr: 'Passeport' }, dueDate: '' });
  });

  test('Edit refuses leaving the item without a title, sending nothing', async () => {
    let sent = false;
    server.use(
      listing(() => [passport]),
      http.patch(`${ADMIN_REQUESTS_URL}/req-1`, () => {
        sent = true;
        return HttpResponse.json({ Item: passport });
      }),
    );
    const { user } = renderScreen(<CaseRequestsCard caseId="case-1" />);

    await user.click(await screen.findByRole('button', { name: 'Edit Passport' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Passport' });
    await user.clear(within(dialog).getByLabelText('Title (English)'));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await within(dialog).findByText('A requested document needs a title, in English or French')).toBeInTheDocument();
    expect(sent).toBe(false);
  });

  test('Edit keeps a due date typed in part from being sent, and says what to finish', async () => {
    let body: EditRequestBody | undefined;
    const dated = aRequest({ dueDate: '2026-09-01' });
    server.use(
      listing(() => [dated]),
      http.patch(`${ADMIN_REQUESTS_URL}/req-1`, async ({ request }) => {
        body = (await request.json()) as EditRequestBody;
        return HttpResponse.json({ Item: { ...dated, dueDate: '2026-10-15' } });
      }),
    );
    const { user } = renderScreen(<CaseRequestsCard caseId="case-1" />);

    await user.click(await screen.findByRole('button', { name: 'Edit Passport' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Passport' });
    const due = within(dialog).getByRole('group', { name: 'Due date (optional)' });
    await user.clear(within(due).getByRole('textbox', { name: 'Day' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(due).findByText('Enter a whole date: day, month and year (four digits).')).toBeInTheDocument();
    expect(within(due).getByRole('textbox', { name: 'Day' })).toHaveAttribute('aria-invalid', 'true');
    expect(body).toBeUndefined();

    await fillDate(user, dialog, 'Due date (optional)', '2026-10-15');
    expect(within(due).queryByText(/Enter a whole date/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    // (An earlier test's "Passport saved" may still be up: the request itself is awaited.)
    await waitFor(() => expect(body).toEqual({ dueDate: '2026-10-15' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  test('in French: the due date reads day, month by its French name, year', async () => {
    await activateLanguage('fr');
    let body: AddRequestsBody | undefined;
    server.use(
      listing(() => []),
      http.post(ADMIN_REQUESTS_URL, async ({ request }) => {
        body = (await request.json()) as AddRequestsBody;
        return HttpResponse.json({ items: [passport] }, { status: 201 });
      }),
    );
    const { user } = renderScreen(<CaseRequestsCard caseId="case-1" />);

    await user.click(await screen.findByRole('button', { name: 'Ajouter une demande' }));
    const dialog = screen.getByRole('dialog', { name: 'Demander un document' });
    const due = within(dialog).getByRole('group', { name: 'Date d’échéance (facultative)' });
    const parts = [...due.querySelectorAll<HTMLElement>('input, select')];
    expect(parts.map((part) => part.id && document.querySelector(`label[for="${part.id}"]`)?.textContent)).toEqual(['Jour', 'Mois', 'Année']);
    expect(within(due).getByRole('option', { name: 'décembre' })).toBeInTheDocument();
    expect(within(dialog).queryByText(/mm\/dd\/yyyy|jj\/mm\/aaaa/i)).not.toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Titre (français)'), 'Passeport');
    await fillDate(user, dialog, 'Date d’échéance (facultative)', '2026-12-01', { day: 'Jour', month: 'Mois', year: 'Année' });
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter une demande' }));
    await waitFor(() => expect(body).toEqual({ items: [{ titles: { fr: 'Passeport' }, dueDate: '2026-12-01', concerns: { kind: 'client' }, translationRequired: false }] }));
  });

  test('Remind now on an item names it; on the case, every item still waiting on the client', async () => {
    const bodies: RemindRequestsBody[] = [];
    server.use(
      listing(() => [passport, marriage, funds]),
      http.post(`${ADMIN_REQUESTS_URL}/remind`, async ({ request }) => {
        const body = (await request.json()) as RemindRequestsBody;
        bodies.push(body);
        return HttpResponse.json({ caseId: 'case-1', requestIds: body.requestIds ?? ['req-1', 'req-2'] }, { status: 202 });
      }),
    );
    const { user } = renderScreen(<CaseRequestsCard caseId="case-1" />);

    const list = await screen.findByRole('list', { name: 'Document requests' });
    expect(within(list).queryByRole('button', { name: 'Remind now: Proof of funds' })).not.toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Remind now: Passport' }));
    expect(await findToast('Reminder sent to the client: 1 document')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remind now: 2 documents still needed' }));
    expect(await findToast('Reminder sent to the client: 2 documents')).toBeInTheDocument();
    expect(bodies).toEqual([{ requestIds: ['req-1'] }, {}]);
  });

  test('each uploaded file has its actions (Preview) beside Accept and Reject, and the history names the files', async () => {
    const reviewed = aRequest({
      requestId: 'req-3',
      title: 'Proof of funds',
      status: 'uploaded',
      documentIds: ['doc-1', 'doc-2'],
      history: history([
        { at: '2026-02-01T10:00:00.000Z', by: admin, action: 'requested' },
        { at: '2026-02-02T10:00:00.000Z', by: client, action: 'uploaded', documentIds: ['doc-1'] },
        { at: '2026-02-03T10:00:00.000Z', by: admin, action: 'rejected', reason: 'Cut off', documentIds: ['doc-1'] },
        { at: '2026-02-04T10:00:00.000Z', by: client, action: 'uploaded', documentIds: ['doc-2'] },
      ]),
    });
    server.use(listing(() => [reviewed]));
    const names = new Map([
      ['doc-1', 'statement-march.pdf'],
      ['doc-2', 'statement-april.pdf'],
    ]);
    const { user } = renderScreen(
      <CaseRequestsCard caseId="case-1" documentNames={names} documentActions={(documentId) => <button type="button">{`Preview ${names.get(documentId) ?? ''}`}</button>} />,
    );

    const files = await screen.findByRole('list', { name: 'Files uploaded for it' });
    expect(within(files).getByRole('button', { name: 'Preview statement-april.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept Proof of funds' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject Proof of funds' })).toBeInTheDocument();

    await user.click(screen.getByText('History (4)'));
    const entries = within(screen.getByRole('list', { name: 'History' })).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringContaining('Requested by Alex Admin'),
      expect.stringMatching(/1 file uploaded by Casey Client.*statement-march\.pdf/),
      expect.stringMatching(/Rejected by Alex Admin.*statement-march\.pdf.*Reason: Cut off/),
      expect.stringMatching(/1 file uploaded by Casey Client.*statement-april\.pdf/),
    ]);
  });

  test('Add from template proposes the case’s category’s template first, chosen, its documents shown with when each is due', async () => {
    let body: AddRequestsBody | undefined;
    server.use(
      listing(() => []),
      http.get(`${API_BASE}/admin/request-templates`, () => HttpResponse.json({ items: REQUEST_TEMPLATES })),
      http.post(ADMIN_REQUESTS_URL, async ({ request }) => {
        body = (await request.json()) as AddRequestsBody;
        return HttpResponse.json({ items: [passport] }, { status: 201 });
      }),
    );
    const { user } = renderScreen(<CaseRequestsCard caseId="case-1" category="Demande d'asile" />);

    await user.click(await screen.findByRole('button', { name: 'Add from template' }));
    const dialog = screen.getByRole('dialog', { name: 'Add from template' });
    const radios = await within(dialog).findAllByRole('radio');
    expect(radios[0]).toHaveAccessibleName(/^Refugee claim/);
    expect(radios[0]).toBeChecked();
    expect(within(dialog).getByText('For this case\'s category')).toBeInTheDocument();
    const preview = within(dialog).getByRole('region', { name: /^Documents of Refugee claim/ });
    expect(preview).toHaveTextContent('Basis of Claim form — due 15 days after it is added');

    await user.click(within(dialog).getByRole('button', { name: 'Add documents' }));
    expect(await findToast('1 document requested')).toBeInTheDocument();
    expect(body).toEqual({ templateId: 'refugee-claim' });
  });

  test('in French: the management buttons, the deletion’s why-not and the history', async () => {
    await activateLanguage('fr');
    const reviewed = aRequest({
      requestId: 'req-3',
      title: 'Proof of funds',
      titles: { en: 'Proof of funds', fr: 'Preuve de fonds' },
      status: 'uploaded',
      documentIds: ['doc-2'],
      history: history([
        { at: '2026-02-01T10:00:00.000Z', by: admin, action: 'requested' },
        { at: '2026-02-04T10:00:00.000Z', by: client, action: 'uploaded', documentIds: ['doc-2'] },
      ]),
    });
    server.use(listing(() => [reviewed, passport]));
    const { user } = renderScreen(<CaseRequestsCard caseId="case-1" />);

    const list = await screen.findByRole('list', { name: 'Demandes de documents' });
    expect(within(list).getByRole('button', { name: 'Rappeler maintenant : Passport' })).toHaveTextContent('Rappeler maintenant');
    expect(within(list).getByRole('button', { name: 'Supprimer Preuve de fonds' })).toHaveAccessibleDescription(
      'Des fichiers ont été téléversés pour ce document, il ne peut donc pas être supprimé : s’il n’est plus nécessaire, choisissez « Ne plus demander ».',
    );
    await user.click(within(list).getByText('Historique (2)'));
    expect(within(list).getAllByRole('list', { name: 'Historique' })[0]).toHaveTextContent('1 fichier téléversé par Casey Client');
  });
});

describe("the client's history of their files", () => {
  test('shows their uploads and the firm’s decisions on them, in their words', async () => {
    const refused = aRequest({
      requestId: 'req-2',
      title: 'Marriage certificate',
      status: 'rejected',
      reason: 'The scan is cut off.',
      documentIds: ['doc-1'],
      history: [
        { at: '2026-02-01T10:00:00.000Z', by: { userId: 'admin-1', name: 'Alex Admin', role: 'admin' }, action: 'requested' },
        { at: '2026-02-02T10:00:00.000Z', by: { userId: 'client-1', name: 'Casey Client', role: 'client' }, action: 'uploaded', documentIds: ['doc-1'] },
        { at: '2026-02-03T10:00:00.000Z', by: { userId: 'admin-1', name: 'Alex Admin', role: 'admin' }, action: 'rejected', reason: 'The scan is cut off.', documentIds: ['doc-1'] },
      ],
    });
    server.use(listing(() => [refused]));
    const { user } = renderScreen(<ClientChecklist />);

    await user.click(await screen.findByText('History (3)'));
    const entries = within(screen.getByRole('list', { name: 'History' })).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringContaining('Requested by your firm'),
      expect.stringContaining('You uploaded 1 file'),
      expect.stringMatching(/Refused by your firm.*Reason: The scan is cut off\./),
    ]);
  });
});
