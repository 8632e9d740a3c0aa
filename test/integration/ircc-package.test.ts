/**
 * The IRCC package, through the local gateway with real tokens and the packaging worker started as
 * Lambda starts it (an asynchronous invocation): one PDF per slot from the accepted documents in
 * checklist order, reduced under the slot's limit and still legible; empty slots, expiring documents
 * and encrypted PDFs listed as problems; a ZIP holding exactly the manifest's files; staff of another
 * firm and the case's own client answered 404 (the packages are staff's alone). Every file is made by the test (support/package-fixtures.ts).
 */
import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { REFUSAL_CODE_HEADER } from '../../shared/core/refusals';
import type { StoredItem, UploadBatch } from '../../shared/documents/types';
import type { CasePackage, PackageManifest, StartedPackage } from '../../shared/packages/types';
import { DEFAULT_SLOT_MAX_BYTES } from '../../shared/requests/ircc-slots';
import type { DocumentRequest } from '../../shared/requests/types';
import { api } from './support/api';
import { type Firm, createFirm, eventually } from './support/mail';
import { type FixtureFile, HEIC_PHOTO, a4Photo, encryptedPdf, heicPhoto, pageImageLongSides, smallJpeg, textPdf } from './support/package-fixtures';
import type { Person } from './support/principals';
import { useStackEnvironment } from './support/stack';

jest.setTimeout(240_000);

const BUILD_WAIT_MS = 180_000;

let firm: Firm;
let otherFirm: Firm;

beforeAll(async () => {
  useStackEnvironment();
  [firm, otherFirm] = await Promise.all([createFirm('ircc-package'), createFirm('ircc-package-other')]);
});

const caseId = () => firm.item.caseId;
const admin = () => firm.admin.tokens.accessToken;

async function addItems(items: unknown[]): Promise<DocumentRequest[]> {
  const added = await api<{ items: DocumentRequest[] }>(`/v1/admin/cases/${caseId()}/requests`, { method: 'POST', token: admin(), body: { items } });
  if (added.status !== 201) throw new Error(`Adding items answered ${added.status}: ${added.text}`);
  return added.body.items;
}

/** `who` uploads the files against the item (targets → PUT → complete); answers the documents recorded. */
async function uploadFor(who: Person, requestId: string, files: readonly FixtureFile[]): Promise<string[]> {
  const targets = await api<UploadBatch>(`/v1/cases/${caseId()}/folders/${firm.item.caseFolderId}/upload-targets`, {
    method: 'POST',
    token: who.tokens.accessToken,
    body: { requestId, files: files.map((file) => ({ fileName: file.fileName, fileSize: file.bytes.length, fileType: file.fileType })) },
  });
  if (targets.status !== 201) throw new Error(`Upload targets answered ${targets.status}: ${targets.text}`);
  for (const target of targets.body.uploads) {
    const put = await fetch(target.uploadUrl, { method: 'PUT', headers: target.headers, body: files[target.index]?.bytes });
    if (!put.ok) throw new Error(`PUT to storage answered ${put.status}`);
  }
  const done = await api<{ data: StoredItem[] }>(`/v1/cases/${caseId()}/upload-batches/${targets.body.batchId}/complete`, { method: 'POST', token: who.tokens.accessToken });
  if (done.status !== 201) throw new Error(`Completing the batch answered ${done.status}: ${done.text}`);
  return done.body.data.map((document) => document.id);
}

async function accept(requestId: string, expiresOn?: string): Promise<void> {
  const decided = await api(`/v1/admin/cases/${caseId()}/requests/${requestId}`, { method: 'PATCH', token: admin(), body: { status: 'accepted', ...(expiresOn ? { expiresOn } : {}) } });
  if (decided.status !== 200) throw new Error(`Accepting answered ${decided.status}: ${decided.text}`);
}

/** An item of `slot` with `files` uploaded by the client and accepted. */
async function acceptedItem(title: string, slot: string | { name: string; formats: string[] }, files: readonly FixtureFile[], expiresOn?: string): Promise<{ requestId: string; documentIds: string[] }> {
  const [item] = await addItems([{ title, irccSlot: typeof slot === 'string' ? { name: slot } : slot }]);
  const requestId = item?.requestId ?? '';
  const documentIds = await uploadFor(firm.client, requestId, files);
  await accept(requestId, expiresOn);
  return { requestId, documentIds };
}

const packagePath = (packageId = '') => `/v1/admin/cases/${caseId()}/packages${packageId ? `/${packageId}` : ''}`;

async function buildPackage(body: unknown = {}): Promise<CasePackage> {
  const started = await api<StartedPackage>(packagePath(), { method: 'POST', token: admin(), body });
  expect(started.status).toBe(202);
  expect(started.body.status).toBe('building');
  return eventually(
    async () => (await api<CasePackage>(packagePath(started.body.packageId), { token: admin() })).body,
    (built) => built.status !== 'building',
    'the package built',
    BUILD_WAIT_MS,
  );
}

async function zipOf(built: CasePackage): Promise<Record<string, Uint8Array>> {
  const response = await fetch(built.downloadUrl ?? '');
  expect(response.ok).toBe(true);
  return unzipSync(new Uint8Array(await response.arrayBuffer()));
}

describe('a case’s IRCC package', () => {
  let passport: { requestId: string; documentIds: string[] };
  let funds: { requestId: string; documentIds: string[] };
  let photos: { requestId: string; documentIds: string[] };
  let encrypted: { requestId: string; documentIds: string[] };
  let empty: DocumentRequest;
  let built: CasePackage;

  beforeAll(async () => {
    const pages = await Promise.all([a4Photo('statement-1.jpg', 20), a4Photo('statement-2.jpg', 30), a4Photo('statement-3.jpg', 40), a4Photo('statement-4.jpg', 35)]);
    passport = await acceptedItem('Passport', 'Passport', [await smallJpeg('passport-scan.jpg'), await textPdf('passport-pages.pdf', 2)], '2027-01-31');
    funds = await acceptedItem('Bank statements', 'Proof of financial support', pages);
    // IRCC's digital photo slot takes a JPEG: an iPhone's HEIC photo goes in as one.
    photos = await acceptedItem('Photo', { name: 'Digital photo', formats: ['jpeg'] }, [heicPhoto('IMG_0001.HEIC')]);
    encrypted = await acceptedItem('Study plan', 'Letter of explanation', [encryptedPdf('study-plan.pdf'), await textPdf('cover-letter.pdf', 1)]);
    [empty] = (await addItems([{ title: 'Letter of acceptance', irccSlot: { name: 'Letter of acceptance' } }])) as [DocumentRequest];
    built = await buildPackage({ expiryCheckDate: '2027-06-30' });
  });

  it('is ready, with one slot per slot name in checklist order', () => {
    expect(built.status).toBe('ready');
    expect(built.slots.map((slot) => slot.name)).toEqual(['Passport', 'Proof of financial support', 'Digital photo', 'Letter of explanation', 'Letter of acceptance']);
  });

  it('makes a JPEG and a 2-page PDF one 3-page PDF under its limit, named from its slot', async () => {
    const slot = built.slots.find((candidate) => candidate.name === 'Passport');
    const pdf = (await zipOf(built))['Passport.pdf'];

    expect(slot).toMatchObject({ fileName: 'Passport.pdf', pages: 3, sources: passport.documentIds });
    expect(slot?.bytes).toBeLessThanOrEqual(DEFAULT_SLOT_MAX_BYTES);
    expect((await PDFDocument.load(pdf ?? new Uint8Array())).getPageCount()).toBe(3);
  });

  it('reduces four photographed A4 pages of 2–5 MB under 4 MB, each page image still at least 1,600 px on its long side', async () => {
    const slot = built.slots.find((candidate) => candidate.name === 'Proof of financial support');
    const pdf = (await zipOf(built))['Proof-of-financial-support.pdf'] ?? new Uint8Array();

    expect(slot).toMatchObject({ pages: 4, sources: funds.documentIds });
    expect(pdf.length).toBeLessThanOrEqual(DEFAULT_SLOT_MAX_BYTES);
    const sides = await pageImageLongSides(pdf);
    expect(sides).toHaveLength(4);
    for (const side of sides) expect(side).toBeGreaterThanOrEqual(1600);
  });

  it('lists the empty slot, the passport expiring before the check date and the encrypted PDF as problems, each with its item', () => {
    expect(built.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'empty-slot', slot: 'Letter of acceptance', requestId: empty.requestId }),
        expect.objectContaining({ kind: 'expires', slot: 'Passport', requestId: passport.requestId, expiresOn: '2027-01-31' }),
        expect.objectContaining({ kind: 'unreadable', slot: 'Letter of explanation', requestId: encrypted.requestId, documentId: encrypted.documentIds[0], documentName: 'study-plan.pdf' }),
      ]),
    );
    expect(built.problems).toHaveLength(3);
    // The readable part of the slot still makes its file.
    expect(built.slots.find((slot) => slot.name === 'Letter of explanation')).toMatchObject({ pages: 1, sources: [encrypted.documentIds[1]] });
  });

  it('ships a ZIP holding exactly the manifest’s files', async () => {
    const files = await zipOf(built);
    const manifest = JSON.parse(new TextDecoder().decode(files['manifest.json'])) as PackageManifest;

    expect(Object.keys(files).sort()).toEqual([...manifest.slots.map((slot) => slot.fileName), 'manifest.json'].sort());
    expect(manifest.slots.map((slot) => slot.fileName)).toEqual(['Passport.pdf', 'Proof-of-financial-support.pdf', 'Digital-photo.jpg', 'Letter-of-explanation.pdf']);
    for (const slot of manifest.slots) expect(files[slot.fileName]?.length).toBe(slot.bytes);
    expect(manifest.slots[2]?.documents).toEqual([{ documentId: photos.documentIds[0], name: 'IMG_0001.HEIC', requestId: photos.requestId }]);
  });

  it('ships a JPEG-only slot’s HEIC photo as a JPEG of its own size', async () => {
    const photo = (await zipOf(built))['Digital-photo.jpg'] ?? new Uint8Array();
    const metadata = await sharp(photo).metadata();

    expect(built.slots.find((slot) => slot.name === 'Digital photo')).toMatchObject({ fileName: 'Digital-photo.jpg', format: 'jpeg', pages: 1, sources: photos.documentIds, problems: [] });
    expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({ format: 'jpeg', width: HEIC_PHOTO.width, height: HEIC_PHOTO.height });
  });

  it('is kept beside a rebuild, each build listed newest first with who built it', async () => {
    const rebuilt = await buildPackage();
    const listed = await api<{ Items: CasePackage[] }>(packagePath(), { token: admin() });

    expect(listed.status).toBe(200);
    expect(listed.body.Items.map((item) => item.packageId).slice(0, 2)).toEqual([rebuilt.packageId, built.packageId]);
    expect(listed.body.Items[0]?.createdBy.name).toBe(firm.admin.name);
    // Without a check date, today's: the passport still holds today.
    expect(rebuilt.problems.some((problem) => problem.kind === 'expires')).toBe(false);
  });

  it('is deleted with its ZIP on the firm’s word', async () => {
    const doomed = await buildPackage();
    const deleted = await api(packagePath(doomed.packageId), { method: 'DELETE', token: admin() });
    const after = await api(packagePath(doomed.packageId), { token: admin() });

    expect(deleted.status).toBe(204);
    expect(after.status).toBe(404);
    expect(after.headers.get(REFUSAL_CODE_HEADER)).toBe('package-missing');
    expect((await fetch(doomed.downloadUrl ?? '')).status).toBe(404);
  });

  it('answers staff of another firm and the case’s own client 404, as if no package existed', async () => {
    const asOtherFirm = await api(packagePath(built.packageId), { token: otherFirm.admin.tokens.accessToken });
    const buildAsOtherFirm = await api(packagePath(), { method: 'POST', token: otherFirm.admin.tokens.accessToken, body: {} });
    const asClient = await api(packagePath(built.packageId), { token: firm.client.tokens.accessToken });
    const listAsClient = await api(packagePath(), { token: firm.client.tokens.accessToken });
    const buildAsClient = await api(packagePath(), { method: 'POST', token: firm.client.tokens.accessToken, body: {} });
    const deleteAsClient = await api(packagePath(built.packageId), { method: 'DELETE', token: firm.client.tokens.accessToken });

    expect([asOtherFirm.status, buildAsOtherFirm.status]).toEqual([404, 404]);
    expect([asClient.status, listAsClient.status, buildAsClient.status, deleteAsClient.status]).toEqual([404, 404, 404, 404]);
    expect(asClient.headers.get(REFUSAL_CODE_HEADER)).toBe(asOtherFirm.headers.get(REFUSAL_CODE_HEADER));
    expect(asClient.body).toEqual({ message: 'Case not found' });
  });
});

describe('a slot that cannot be brought under its limit', () => {
  it('ships no file and says how large it stays', async () => {
    const photo = await a4Photo('huge.jpg', 40);
    const [item] = await addItems([{ title: 'Tiny slot', irccSlot: { name: 'Tiny slot', maxBytes: 10_240 } }]);
    await uploadFor(firm.client, item?.requestId ?? '', [photo]);
    await accept(item?.requestId ?? '');

    const built = await buildPackage();
    const slot = built.slots.find((candidate) => candidate.name === 'Tiny slot');

    expect(slot).toMatchObject({ fileName: '', bytes: 0 });
    expect(slot?.problems).toEqual([expect.objectContaining({ kind: 'too-large', requestId: item?.requestId, maxBytes: 10_240 })]);
    expect(slot?.problems[0]?.bytes).toBeGreaterThan(10_240);
  });
});
