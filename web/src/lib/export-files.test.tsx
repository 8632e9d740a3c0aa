/**
 * A client's export saved in the browser (lib/export-files over lib/zip-download): the JSON as a file,
 * the documents as a ZIP with one folder per case (and per sub-folder), each link fetched into it.
 * The save dialog is absent (jsdom), so both are saved through an <a download>.
 */
import { http, HttpResponse } from 'msw';
import type { ClientExport } from '@shared/exports/types';
import { exportFileName, saveExportAsJson, saveExportDocumentsAsZip } from '@/lib/export-files';
import { server, useApiServer } from '@test-support/api';

useApiServer();

const STORE = 'http://store.test';

function anExport(links: ClientExport['documentLinks']): ClientExport {
  const document = (documentId: string, folder: string) => ({
    documentId,
    caseId: 'case-1',
    folder,
    name: `${documentId}.pdf`,
    size: 4,
    type: 'application/pdf',
    uploadedAt: '2026-03-01T09:00:00.000Z',
    uploadedBy: 'Casey Client',
    sharedWithClient: true,
    status: 'available' as const,
  });
  return {
    exportedAt: '2026-03-10T12:00:00.000Z',
    format: 'portal-export/1',
    client: { userId: 'client-1', name: 'Casey Client', email: 'casey@example.test', phone: '', userType: 'client', status: 'active', photoURL: '', createdAt: '2026-01-01T00:00:00.000Z', language: 'en' },
    cases: [{ caseId: 'case-1', caseNumber: 'WP-7', caseName: 'Work permit', caseFolderName: 'Work permit' } as ClientExport['cases'][number]],
    requests: [],
    messages: [],
    caseEmails: [],
    documents: [document('passport', 'Work permit'), document('payslip', 'Income')],
    people: [],
    questionnaires: [],
    activity: [],
    documentLinks: links,
  };
}

let saved: Blob[] = [];
let names: string[] = [];

beforeEach(() => {
  saved = [];
  names = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:export';
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
});

test('names the files after the client and the day', () => {
  expect(exportFileName('Casey Client', '2026-03-10T12:00:00.000Z', 'zip')).toBe('information-Casey Client-2026-03-10.zip');
});

test('saves the export as JSON', async () => {
  await saveExportAsJson(async () => anExport([]));
  expect(names).toEqual(['information-Casey Client-2026-03-10.json']);
  expect(JSON.parse(await (saved[0] as Blob).text())).toMatchObject({ format: 'portal-export/1', client: { userId: 'client-1' } });
});

test('saves the documents as a ZIP, a folder per case and per sub-folder', async () => {
  server.use(http.get(`${STORE}/:documentId`, ({ params }) => HttpResponse.text(`bytes of ${String(params.documentId)}`)));
  const links = [
    { documentId: 'passport', fileName: 'passport.pdf', url: `${STORE}/passport` },
    { documentId: 'payslip', fileName: 'payslip.pdf', url: `${STORE}/payslip` },
  ];
  expect(await saveExportDocumentsAsZip('copy.zip', async () => anExport(links))).toBe('saved');
  expect(names).toEqual(['copy.zip']);
  const zip = Buffer.from(await (saved[0] as Blob).arrayBuffer()).toString('latin1');
  expect(zip.startsWith('PK')).toBe(true);
  expect(zip).toContain('WP-7 Work permit/passport.pdf');
  expect(zip).toContain('WP-7 Work permit/Income/payslip.pdf');
  expect(zip).toContain('bytes of payslip');
});

test('saves nothing when the export has no documents', async () => {
  expect(await saveExportDocumentsAsZip('copy.zip', async () => anExport([]))).toBe('empty');
  expect(names).toEqual([]);
});
