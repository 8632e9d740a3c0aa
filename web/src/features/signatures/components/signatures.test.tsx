/**
 * Signatures on the web: the staff's "Signatures" card (Request signature with the PDF, the signers,
 * a message and a due date; each request's status and signers; Countersign; the signed PDF), and the
 * client's "Documents to sign" (a notice's link opens the signing screen; Send me a code, the code,
 * the typed name, a drawing if the signer wishes, and consent; Sign, or Decline with a reason; opening
 * it tells the firm the document was viewed), in English and French.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { SignatureCodeSent, SignatureRequest } from '@shared/signatures/types';
import type { CreateSignatureRequestBody } from '@/features/signatures/api/create-signature-request';
import type { CreateTemplateDocumentBody } from '@/features/signatures/api/create-template-document';
import type { DeclineBody, SignBody } from '@/features/signatures/api/sign-signature-request';
import { CaseSignaturesCard } from '@/features/signatures/components/case-signatures-card';
import { ClientSignaturesCard } from '@/features/signatures/components/client-signatures-card';
import { activateLanguage, loadCatalog } from '@/lib/i18n';
import { API_BASE, server, useApiServer } from '@test-support/api';
import { findToast, renderScreen } from '@test-support/render';

const LIST_URL = `${API_BASE}/cases/case-1/signature-requests`;

function aSignatureRequest(overrides: Partial<SignatureRequest> = {}): SignatureRequest {
  return {
    signatureRequestId: 'sr-1',
    caseId: 'case-1',
    documentId: 'doc-1',
    documentName: 'Retainer.pdf',
    documentSha256: 'a'.repeat(64),
    status: 'sent',
    signers: [{ role: 'client' }],
    createdAt: '2026-03-01T12:00:00.000Z',
    createdBy: { userId: 'admin-1', name: 'Alice Admin' },
    ...overrides,
  };
}

const listing = (requests: () => SignatureRequest[]) => http.get(LIST_URL, () => HttpResponse.json({ Items: requests() }));

const renderDocument = (documentId: string, name: string) => <p>{`Preview of ${name} (${documentId})`}</p>;
const renderDownload = (documentId: string, name: string) => <button type="button">{`Download ${name} (${documentId})`}</button>;

useApiServer();

beforeAll(() => loadCatalog('signatures'));

let viewed: string[] = [];

beforeEach(() => {
  viewed = [];
  server.use(
    http.post(`${LIST_URL}/:signatureRequestId/view`, ({ params }) => {
      viewed.push(String(params.signatureRequestId));
      return HttpResponse.json(aSignatureRequest({ status: 'viewed', viewedAt: '2026-03-02T15:00:00.000Z' }));
    }),
  );
});

afterEach(() => jest.restoreAllMocks());

describe("the staff's Signatures card", () => {
  test('lists each request with its status, who signed and when, the decline reason, and the signed PDF to download', async () => {
    const signed = aSignatureRequest({
      signatureRequestId: 'sr-2',
      documentName: 'Consent.pdf',
      status: 'signed',
      signers: [{ role: 'client', name: 'Carla Client', signedAt: '2026-03-02T15:00:00.000Z' }],
      signedDocumentId: 'doc-signed',
    });
    const declined = aSignatureRequest({ signatureRequestId: 'sr-3', documentName: 'Fees.pdf', status: 'declined', declineReason: 'The fee is wrong.' });
    server.use(listing(() => [signed, declined]));
    renderScreen(<CaseSignaturesCard caseId="case-1" pdfs={[]} renderDocument={renderDocument} renderDownload={renderDownload} />);

    const list = await screen.findByRole('list', { name: 'Signature requests' });
    const consent = within(list).getByRole('listitem', { name: 'Consent.pdf' });
    expect(consent).toHaveTextContent('Signed');
    expect(consent).toHaveTextContent(/Client: signed by Carla Client, Mar 2, 2026/);
    expect(within(consent).getByRole('button', { name: 'Download Consent (signed).pdf (doc-signed)' })).toBeInTheDocument();
    const fees = within(list).getByRole('listitem', { name: 'Fees.pdf' });
    expect(fees).toHaveTextContent('Declined');
    expect(fees).toHaveTextContent('Declined: The fee is wrong.');
    expect(within(fees).queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
  });

  test('with no PDF on the case, Request signature offers the firm\'s template: the fees are asked for, the document is made, then sent', async () => {
    const made: CreateTemplateDocumentBody[] = [];
    let sent: CreateSignatureRequestBody | undefined;
    server.use(
      listing(() => []),
      http.post(`${API_BASE}/admin/cases/case-1/signature-documents`, async ({ request }) => {
        made.push((await request.json()) as CreateTemplateDocumentBody);
        return HttpResponse.json({ documentId: 'doc-made', name: 'Convention de services IMM-1.pdf' }, { status: 201 });
      }),
      http.post(`${API_BASE}/admin/cases/case-1/signature-requests`, async ({ request }) => {
        sent = (await request.json()) as CreateSignatureRequestBody;
        return HttpResponse.json(aSignatureRequest(), { status: 201 });
      }),
    );
    const onDocumentMade = jest.fn();
    const { user } = renderScreen(<CaseSignaturesCard caseId="case-1" pdfs={[]} renderDocument={renderDocument} renderDownload={renderDownload} onSigned={onDocumentMade} />);
    expect(await screen.findByText('No signature requests yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Request signature' }));
    const dialog = screen.getByRole('dialog', { name: 'Request signature' });
    expect(within(dialog).getByLabelText('Document to sign (PDF)')).toHaveDisplayValue('Service agreement, in English');
    await user.selectOptions(within(dialog).getByLabelText('Document to sign (PDF)'), 'Service agreement, in French');
    await user.click(within(dialog).getByRole('button', { name: 'Send for signature' }));
    expect(within(dialog).getByLabelText('Fees')).toHaveAccessibleDescription(/Type the fees, as the agreement will state them/);
    expect(made).toEqual([]);
    await user.type(within(dialog).getByLabelText('Fees'), '2 500 $ plus taxes');
    await user.click(within(dialog).getByRole('button', { name: 'Send for signature' }));

    expect(await findToast('Signature request sent to the client')).toBeInTheDocument();
    expect(made).toEqual([{ templateId: 'retainer', language: 'fr', fields: { fees: '2 500 $ plus taxes' } }]);
    expect(sent).toEqual({ documentId: 'doc-made', signers: ['client'] });
    expect(onDocumentMade).toHaveBeenCalled();
  });

  test('Request signature sends the PDF chosen, the client then staff, the message and the due date', async () => {
    let sent: CreateSignatureRequestBody | undefined;
    server.use(
      listing(() => (sent ? [aSignatureRequest({ documentId: 'doc-2', documentName: 'Retainer v2.pdf', signers: [{ role: 'client' }, { role: 'staff' }] })] : [])),
      http.post(`${API_BASE}/admin/cases/case-1/signature-requests`, async ({ request }) => {
        sent = (await request.json()) as CreateSignatureRequestBody;
        return HttpResponse.json(aSignatureRequest(), { status: 201 });
      }),
    );
    const pdfs = [
      { documentId: 'doc-1', name: 'Retainer.pdf' },
      { documentId: 'doc-2', name: 'Retainer v2.pdf' },
    ];
    const { user } = renderScreen(<CaseSignaturesCard caseId="case-1" pdfs={pdfs} renderDocument={renderDocument} renderDownload={renderDownload} />);
    expect(await screen.findByText('No signature requests yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Request signature' }));
    const dialog = screen.getByRole('dialog', { name: 'Request signature' });
    await user.selectOptions(within(dialog).getByLabelText('Document to sign (PDF)'), 'Retainer v2.pdf');
    await user.selectOptions(within(dialog).getByLabelText('Who signs'), 'The client, then a staff countersignature');
    await user.type(within(dialog).getByLabelText('Message to the client (optional)'), 'Please sign before our meeting.');
    const due = within(dialog).getByRole('group', { name: 'Due date (optional)' });
    await user.selectOptions(within(due).getByRole('combobox', { name: 'Month' }), 'April');
    await user.type(within(due).getByRole('textbox', { name: 'Day' }), '30');
    await user.type(within(due).getByRole('textbox', { name: 'Year' }), '2026');
    await user.click(within(dialog).getByRole('button', { name: 'Send for signature' }));

    expect(await findToast('Signature request sent to the client')).toBeInTheDocument();
    expect(sent).toEqual({ documentId: 'doc-2', signers: ['client', 'staff'], message: 'Please sign before our meeting.', dueDate: '2026-04-30' });
    expect(await screen.findByRole('listitem', { name: 'Retainer v2.pdf' })).toHaveTextContent('Staff countersignature: not signed yet');
  });

  test('Countersign is offered once the client signed, and signs as staff', async () => {
    let signBody: SignBody | undefined;
    const waitingOnStaff = aSignatureRequest({ status: 'viewed', signers: [{ role: 'client', name: 'Carla Client', signedAt: '2026-03-02T15:00:00.000Z' }, { role: 'staff' }] });
    server.use(
      listing(() => [waitingOnStaff]),
      http.post(`${LIST_URL}/sr-1/code`, () => HttpResponse.json<SignatureCodeSent>({ sentTo: 'a****@firm.test', expiresAt: '2026-03-03T10:10:00.000Z' }, { status: 202 })),
      http.post(`${LIST_URL}/sr-1/sign`, async ({ request }) => {
        signBody = (await request.json()) as SignBody;
        return HttpResponse.json(aSignatureRequest({ status: 'signed', signedDocumentId: 'doc-signed' }));
      }),
    );
    const { user } = renderScreen(<CaseSignaturesCard caseId="case-1" pdfs={[]} renderDocument={renderDocument} renderDownload={renderDownload} />);

    await user.click(await screen.findByRole('button', { name: 'Countersign' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign Retainer.pdf' });
    await user.click(within(dialog).getByRole('button', { name: 'Send me a code' }));
    await user.type(within(dialog).getByLabelText('Code from the e-mail'), '654321');
    await user.type(within(dialog).getByLabelText('Your full name, as your signature'), 'Alice Admin');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Sign' }));

    expect(await findToast("Signed. The signed document is in the case's documents.")).toBeInTheDocument();
    expect(signBody).toEqual({ code: '654321', typedName: 'Alice Admin', consent: true });
  });
});

describe("the client's Documents to sign", () => {
  test("a notice's link opens the signing screen on the document; the code, the typed name and consent sign it", async () => {
    let signBody: SignBody | undefined;
    let signed = false;
    const onSigned = jest.fn();
    server.use(
      listing(() => [signed ? aSignatureRequest({ status: 'signed', signers: [{ role: 'client', name: 'Carla Client', signedAt: '2026-03-02T15:00:00.000Z' }], signedDocumentId: 'doc-signed' }) : aSignatureRequest({ message: 'Our retainer, as agreed.' })]),
      http.post(`${LIST_URL}/sr-1/code`, () => HttpResponse.json<SignatureCodeSent>({ sentTo: 'c****@example.com', expiresAt: '2026-03-03T10:10:00.000Z' }, { status: 202 })),
      http.post(`${LIST_URL}/sr-1/sign`, async ({ request }) => {
        signBody = (await request.json()) as SignBody;
        signed = true;
        return HttpResponse.json(aSignatureRequest({ status: 'signed', signedDocumentId: 'doc-signed' }));
      }),
    );
    const { user } = renderScreen(<ClientSignaturesCard caseId="case-1" target="doc-1" renderDocument={renderDocument} renderDownload={renderDownload} onSigned={onSigned} />);

    const dialog = await screen.findByRole('dialog', { name: 'Sign Retainer.pdf' });
    expect(within(dialog).getByText('Preview of Retainer.pdf (doc-1)')).toBeInTheDocument();
    expect(within(dialog).getByRole('note', { name: 'Message from the firm' })).toHaveTextContent('Our retainer, as agreed.');

    // Nothing filled in: each field says what it needs, and nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Sign' }));
    expect(within(dialog).getByLabelText('Code from the e-mail')).toHaveAccessibleDescription('Enter the code from the e-mail');
    expect(within(dialog).getByLabelText('Your full name, as your signature')).toHaveAccessibleDescription('Type your full name');
    expect(within(dialog).getByRole('checkbox')).toHaveAccessibleDescription('Tick the box to consent to sign electronically');
    expect(signBody).toBeUndefined();

    await user.click(within(dialog).getByRole('button', { name: 'Send me a code' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Code sent to c****@example.com.');
    await user.type(within(dialog).getByLabelText('Code from the e-mail'), '123456');
    await user.type(within(dialog).getByLabelText('Your full name, as your signature'), 'Carla Client');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Sign' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(signBody).toEqual({ code: '123456', typedName: 'Carla Client', consent: true });
    expect(onSigned).toHaveBeenCalled();
    const row = await screen.findByRole('button', { name: 'Download Retainer (signed).pdf (doc-signed)' });
    expect(row).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Read and sign Retainer.pdf' })).not.toBeInTheDocument();
  });

  test('opening the signing screen tells the firm the document was viewed, once', async () => {
    server.use(listing(() => [aSignatureRequest()]));
    const { user } = renderScreen(<ClientSignaturesCard caseId="case-1" renderDocument={renderDocument} renderDownload={renderDownload} />);

    await user.click(await screen.findByRole('button', { name: 'Read and sign Retainer.pdf' }));

    expect(await screen.findByRole('dialog', { name: 'Sign Retainer.pdf' })).toBeInTheDocument();
    await waitFor(() => expect(viewed).toEqual(['sr-1']));
  });

  test('a signature drawn on the pad (pointer events) is sent as a PNG beside the typed name; Clear takes it back', async () => {
    const PNG = 'data:image/png;base64,iVBORw0KGgo=';
    const strokes: string[] = [];
    const context = { beginPath: () => undefined, moveTo: () => undefined, lineTo: () => strokes.push('line'), stroke: () => undefined, clearRect: () => strokes.splice(0) };
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
    jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(PNG);
    const bodies: SignBody[] = [];
    server.use(
      listing(() => [aSignatureRequest()]),
      http.post(`${LIST_URL}/sr-1/sign`, async ({ request }) => {
        bodies.push((await request.json()) as SignBody);
        return HttpResponse.json({ message: 'The code is wrong or has expired: ask for a new code' }, { status: 400, headers: { 'x-refusal-code': 'signature-code-invalid' } });
      }),
    );
    const { user } = renderScreen(<ClientSignaturesCard caseId="case-1" renderDocument={renderDocument} renderDownload={renderDownload} />);
    await user.click(await screen.findByRole('button', { name: 'Read and sign Retainer.pdf' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign Retainer.pdf' });
    await user.type(within(dialog).getByLabelText('Code from the e-mail'), '123456');
    await user.type(within(dialog).getByLabelText('Your full name, as your signature'), 'Carla Client');
    await user.click(within(dialog).getByRole('checkbox'));
    const pad = within(dialog).getByRole('img', { name: 'Draw your signature (optional)' });
    expect(pad).toHaveAccessibleDescription(/Your typed name is your signature either way/);
    expect(within(dialog).getByRole('button', { name: 'Clear the drawing' })).toBeDisabled();

    fireEvent.pointerDown(pad, { pointerId: 1, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(pad, { pointerId: 1, clientX: 40, clientY: 30 });
    fireEvent.pointerUp(pad, { pointerId: 1, clientX: 40, clientY: 30 });
    expect(strokes.length).toBeGreaterThanOrEqual(2);
    expect(within(dialog).getByText('Your drawing will be added to your signature.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    await user.click(within(dialog).getByRole('button', { name: 'Clear the drawing' }));
    await user.click(within(dialog).getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(bodies).toHaveLength(2));

    expect(bodies).toEqual([
      { code: '123456', typedName: 'Carla Client', consent: true, drawing: PNG },
      { code: '123456', typedName: 'Carla Client', consent: true },
    ]);
    expect(strokes).toEqual([]);
  });

  test('a wrong code shows the refusal in words, and the screen stays open', async () => {
    server.use(
      listing(() => [aSignatureRequest()]),
      http.post(`${LIST_URL}/sr-1/sign`, () =>
        HttpResponse.json({ message: 'The code is wrong or has expired: ask for a new code' }, { status: 400, headers: { 'x-refusal-code': 'signature-code-invalid' } }),
      ),
    );
    const { user } = renderScreen(<ClientSignaturesCard caseId="case-1" renderDocument={renderDocument} renderDownload={renderDownload} />);

    await user.click(await screen.findByRole('button', { name: 'Read and sign Retainer.pdf' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign Retainer.pdf' });
    await user.type(within(dialog).getByLabelText('Code from the e-mail'), '000000');
    await user.type(within(dialog).getByLabelText('Your full name, as your signature'), 'Carla Client');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Sign' }));

    const reason = await findToast('The code is wrong or has expired: ask for a new code');
    expect(reason.closest('li')).toHaveTextContent('The document was not signed');
    expect(screen.getByRole('dialog', { name: 'Sign Retainer.pdf' })).toBeInTheDocument();
  });

  test('Decline asks for a reason, then sends it', async () => {
    let declineBody: DeclineBody | undefined;
    server.use(
      listing(() => [aSignatureRequest()]),
      http.post(`${LIST_URL}/sr-1/decline`, async ({ request }) => {
        declineBody = (await request.json()) as DeclineBody;
        return HttpResponse.json(aSignatureRequest({ status: 'declined', declineReason: declineBody.reason }));
      }),
    );
    const { user } = renderScreen(<ClientSignaturesCard caseId="case-1" renderDocument={renderDocument} renderDownload={renderDownload} />);

    await user.click(await screen.findByRole('button', { name: 'Read and sign Retainer.pdf' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign Retainer.pdf' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await user.click(within(dialog).getByRole('button', { name: 'Decline to sign' }));
    expect(within(dialog).getByLabelText('Why do you decline to sign?')).toHaveAccessibleDescription(/Say why you decline to sign/);
    expect(declineBody).toBeUndefined();
    await user.type(within(dialog).getByLabelText('Why do you decline to sign?'), 'The dates are wrong.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline to sign' }));

    expect(await findToast('You declined to sign. The firm is told why.')).toBeInTheDocument();
    expect(declineBody).toEqual({ reason: 'The dates are wrong.' });
  });

  test('shows nothing when the firm asked for no signature', async () => {
    let read = false;
    server.use(
      http.get(LIST_URL, () => {
        read = true;
        return HttpResponse.json({ Items: [] });
      }),
    );
    renderScreen(<ClientSignaturesCard caseId="case-1" renderDocument={renderDocument} renderDownload={renderDownload} />);

    await waitFor(() => expect(read).toBe(true));
    expect(screen.queryByRole('heading', { name: 'Documents to sign' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Documents to sign' })).not.toBeInTheDocument();
  });

  test('in French: the card, the signing screen and its fields in French', async () => {
    await activateLanguage('fr');
    server.use(listing(() => [aSignatureRequest({ dueDate: '2026-04-01' })]));
    const { user } = renderScreen(<ClientSignaturesCard caseId="case-1" renderDocument={renderDocument} renderDownload={renderDownload} />);

    expect(await screen.findByRole('heading', { name: 'Documents à signer' })).toBeInTheDocument();
    expect(screen.getByText('À signer d’ici le 1er avr. 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lire et signer Retainer.pdf' }));
    const dialog = screen.getByRole('dialog', { name: 'Signer Retainer.pdf' });
    expect(within(dialog).getByRole('button', { name: 'Envoyez-moi un code' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Code reçu par courriel')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Refuser' })).toBeInTheDocument();
  });
});
