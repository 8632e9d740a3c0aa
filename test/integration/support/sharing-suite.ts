/**
 * Documents both ways, the same cases against each document store: a file of the run's
 * default stack (S3) and one of the OneDrive stack call `describeDocumentSharing` with their stack.
 * Staff choose per document whether the case's client sees it; the client lists, previews and
 * downloads what they uploaded and what was shared; staff-only documents are refused to them with
 * 404; dashboard counts equal lists for both roles; staff get download links of a selection.
 */
import type { StackInfo } from '../../../local';
import type { Case } from '../../../shared/cases/types';
import type { CaseDocument, CaseDocumentPage, DocumentLink, DocumentLinks, StoredItem, UploadBatch } from '../../../shared/documents/types';
import type { User } from '../../../shared/users/types';
import { apiOn } from './api';
import { type Person, createOrg, createPerson, openCase } from './principals';
import { SAMPLE_PDF } from './route-samples';

interface LocalFile {
  fileName: string;
  bytes: Buffer;
  fileType: string;
}

const pdf = (fileName: string, seed: number): LocalFile => ({
  fileName,
  bytes: Buffer.concat([Buffer.from(SAMPLE_PDF), Buffer.from(`%${fileName} ${seed}\n`.padEnd(600 + seed, ' '), 'latin1')]),
  fileType: 'application/pdf',
});

export function describeDocumentSharing(storeName: string, on: () => StackInfo, options: { inlineHeaders: boolean }): void {
  const api = apiOn(on);

  /** The browser's upload: targets, the PUT (one Content-Range fragment for an upload session), completion. */
  async function upload(who: Person, item: Case, file: LocalFile, extra: { folderId?: string; shareWithClient?: boolean } = {}): Promise<StoredItem> {
    const targets = await api<UploadBatch>(`/v1/cases/${item.caseId}/folders/${extra.folderId ?? item.caseFolderId}/upload-targets`, {
      method: 'POST',
      token: who.tokens.accessToken,
      body: {
        files: [{ fileName: file.fileName, fileSize: file.bytes.length, fileType: file.fileType }],
        ...(extra.shareWithClient === undefined ? {} : { shareWithClient: extra.shareWithClient }),
      },
    });
    const target = targets.body.uploads?.[0];
    if (targets.status !== 201 || !target) throw new Error(`Upload targets answered ${targets.status}: ${targets.text}`);
    const headers = target.chunkSize ? { ...target.headers, 'content-range': `bytes 0-${file.bytes.length - 1}/${file.bytes.length}` } : target.headers;
    const put = await fetch(target.uploadUrl, { method: 'PUT', headers, body: file.bytes });
    if (!put.ok) throw new Error(`The PUT answered ${put.status}: ${await put.text()}`);
    const done = await api<{ data: StoredItem[] }>(`/v1/cases/${item.caseId}/upload-batches/${targets.body.batchId}/complete`, { method: 'POST', token: who.tokens.accessToken });
    const document = done.body.data?.[0];
    if (done.status !== 201 || !document) throw new Error(`The completion answered ${done.status}: ${done.text}`);
    return document;
  }

  const caseDocuments = (who: Person, item: Case) => api<CaseDocumentPage>(`/v1/cases/${item.caseId}/documents?limit=50`, { token: who.tokens.accessToken });
  const folderListing = (who: Person, item: Case) =>
    api<{ files: StoredItem[] }>(`/v1/clients/${item.clientId}/cases/${item.caseId}/onedrive-files/${item.caseFolderId}`, { token: who.tokens.accessToken });
  const download = (who: Person, item: Case, documentId: string) => api<DocumentLink>(`/v1/cases/${item.caseId}/documents/${documentId}/download`, { token: who.tokens.accessToken });
  const preview = (who: Person, item: Case, documentId: string) => api<DocumentLink>(`/v1/cases/${item.caseId}/documents/${documentId}/preview`, { token: who.tokens.accessToken });
  const share = (who: Person, item: Case, documentId: string, sharedWithClient: boolean) =>
    api<CaseDocument>(`/v1/admin/cases/${item.caseId}/documents/${documentId}`, { method: 'PATCH', token: who.tokens.accessToken, body: { sharedWithClient } });

  async function namesListed(who: Person, item: Case): Promise<string[]> {
    const answer = await caseDocuments(who, item);
    if (answer.status !== 200) throw new Error(`The documents list answered ${answer.status}: ${answer.text}`);
    return answer.body.documents.map((document) => document.name).sort();
  }

  async function bytesBehind(url: string): Promise<Buffer> {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`The link answered ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  }

  const statuses = (...answers: { status: number }[]) => answers.map((answer) => answer.status);

  describe(`documents both ways (${storeName})`, () => {
    let admin: Person;
    let client: Person;
    let otherClient: Person;
    let item: Case;
    const shared = pdf('from-the-firm.pdf', 1);
    const staffOnly = pdf('staff-only.pdf', 2);
    const mine = pdf('mine.pdf', 3);
    const notes: LocalFile = { fileName: 'notes.txt', bytes: Buffer.from('Passport number: X1234567\n'), fileType: 'text/plain' };
    const later = pdf('later.pdf', 4);
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      const orgId = await createOrg(`sharing-${storeName}`, on());
      // One at a time: cognito-local keeps a pool in one file.
      admin = await createPerson(orgId, 'admin', 'admin', { on: on() });
      client = await createPerson(orgId, 'client', 'client', { on: on() });
      otherClient = await createPerson(orgId, 'client', 'other', { on: on() });
      item = await openCase(admin, client, {}, on());
      await openCase(admin, otherClient, {}, on());
      const uploaded = await Promise.all([
        upload(admin, item, shared, { shareWithClient: true }),
        upload(admin, item, staffOnly),
        upload(client, item, mine),
        upload(admin, item, notes, { shareWithClient: true }),
        upload(admin, item, later, { shareWithClient: false }),
      ]);
      for (const document of uploaded) ids[document.name] = document.id;
    });

    it('lists the client what they uploaded and what the firm shared, with honest uploader labels', async () => {
      const answer = await caseDocuments(client, item);
      expect(answer.status).toBe(200);
      expect(answer.body.documents.map((document) => document.name).sort()).toEqual(['from-the-firm.pdf', 'mine.pdf', 'notes.txt']);
      expect(answer.body.documents.find((document) => document.name === 'mine.pdf')).toMatchObject({ uploadedBy: { userId: client.userId, role: 'client' }, sharedWithClient: true });
      expect(answer.body.documents.find((document) => document.name === 'from-the-firm.pdf')).toMatchObject({ uploadedBy: { userId: admin.userId, role: 'admin' }, sharedWithClient: true });
    });

    it("lists staff every document of the case, and the client's folder listing shows what their list shows", async () => {
      expect(await namesListed(admin, item)).toEqual(['from-the-firm.pdf', 'later.pdf', 'mine.pdf', 'notes.txt', 'staff-only.pdf']);
      const folder = await folderListing(client, item);
      expect(folder.status).toBe(200);
      expect(folder.body.files.map((entry) => entry.name).sort()).toEqual(['from-the-firm.pdf', 'mine.pdf', 'notes.txt']);
    });

    it('lets the client download a shared document (identical bytes, from the link) and refuses it to another client with 404', async () => {
      const link = await download(client, item, ids['from-the-firm.pdf'] ?? '');
      expect(link.status).toBe(200);
      expect((await bytesBehind(link.body.url)).equals(shared.bytes)).toBe(true);
      expect((await download(otherClient, item, ids['from-the-firm.pdf'] ?? '')).status).toBe(404);
    });

    it('lets the client download their own upload', async () => {
      const link = await download(client, item, ids['mine.pdf'] ?? '');
      expect(link.status).toBe(200);
      expect((await bytesBehind(link.body.url)).equals(mine.bytes)).toBe(true);
    });

    it('refuses the client a staff-only document: not listed, download and preview 404', async () => {
      const documentId = ids['staff-only.pdf'] ?? '';
      expect(statuses(await download(client, item, documentId), await preview(client, item, documentId))).toEqual([404, 404]);
      expect((await download(admin, item, documentId)).status).toBe(200);
    });

    it('previews a PDF inline as its type, and refuses a text file with 400', async () => {
      const answer = await preview(client, item, ids['from-the-firm.pdf'] ?? '');
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ fileName: 'from-the-firm.pdf', contentType: 'application/pdf' });
      const served = await fetch(answer.body.url);
      expect(served.ok).toBe(true);
      if (options.inlineHeaders) {
        expect(served.headers.get('content-type')).toBe('application/pdf');
        expect(served.headers.get('content-disposition')).toMatch(/^inline; filename="from-the-firm.pdf"/);
      }
      expect(Buffer.from(await served.arrayBuffer()).equals(shared.bytes)).toBe(true);
      const text = await preview(client, item, ids['notes.txt'] ?? '');
      expect(text.status).toBe(400);
      expect(text.headers.get('x-refusal-code')).toBe('not-previewable');
    });

    it('gives staff links to a selection, naming what it cannot link', async () => {
      const asked = [ids['staff-only.pdf'] ?? '', ids['mine.pdf'] ?? '', 'no-such-document'];
      const answer = await api<DocumentLinks>(`/v1/admin/cases/${item.caseId}/documents/links`, { method: 'POST', token: admin.tokens.accessToken, body: { documentIds: asked } });
      expect(answer.status).toBe(200);
      expect(answer.body.links.map((link) => link.fileName)).toEqual(['staff-only.pdf', 'mine.pdf']);
      expect(answer.body.skipped).toEqual([{ documentId: 'no-such-document', reason: 'not-found' }]);
      expect((await bytesBehind(answer.body.links[0]?.url ?? '')).equals(staffOnly.bytes)).toBe(true);
      expect((await api(`/v1/admin/cases/${item.caseId}/documents/links`, { method: 'POST', token: client.tokens.accessToken, body: { documentIds: asked } })).status).toBe(403);
    });

    it('shares a document and stops sharing it; a client upload stays shared (400)', async () => {
      const documentId = ids['later.pdf'] ?? '';
      expect(await share(admin, item, documentId, true)).toMatchObject({ status: 200, body: { sharedWithClient: true } });
      expect(await namesListed(client, item)).toContain('later.pdf');
      expect((await download(client, item, documentId)).status).toBe(200);
      expect(await share(admin, item, documentId, false)).toMatchObject({ status: 200, body: { sharedWithClient: false } });
      expect(await namesListed(client, item)).not.toContain('later.pdf');
      expect((await download(client, item, documentId)).status).toBe(404);
      const refused = await share(admin, item, ids['mine.pdf'] ?? '', false);
      expect(refused.status).toBe(400);
      expect(refused.headers.get('x-refusal-code')).toBe('client-upload-always-shared');
    });

    it('counts what the lists show, for both roles', async () => {
      const [clientRecord, caseRecord, clientList, staffList] = await Promise.all([
        api<{ Item: User }>(`/v1/clients/${client.userId}`, { token: client.tokens.accessToken }),
        api<{ Item: Case }>(`/v1/admin/cases/${item.caseId}`, { token: admin.tokens.accessToken }),
        caseDocuments(client, item),
        caseDocuments(admin, item),
      ]);
      expect(clientRecord.body.Item.documentsCount).toBe(clientList.body.documents.length);
      expect(caseRecord.body.Item.docsNum).toBe(staffList.body.documents.length);
      expect([clientList.body.documents.length, staffList.body.documents.length]).toEqual([3, 5]);
    });
  });
}
