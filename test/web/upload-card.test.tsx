import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { UploadTargetsBody } from '@shared/documents/schemas';
import type { StoredItem, UploadBatch } from '@shared/documents/types';
import { UploadCard } from '@/features/documents/components/upload-card';
import { API_BASE, server, useApiServer } from './support/api';
import { aFile } from './support/fixtures';
import { findToast, renderScreen } from './support/render';

useApiServer();

const STORAGE = 'http://storage.test/bucket';
const TARGETS_URL = `${API_BASE}/cases/case-1/folders/folder-1/upload-targets`;

const aPdf = (name: string, size = 1536) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

function renderCard(onUploaded = jest.fn()) {
  const view = renderScreen(<UploadCard caseId="case-1" folderId="folder-1" audience="client" onUploaded={onUploaded} />);
  return { ...view, onUploaded };
}

/** Drops `files` on the card's dropzone, as a drag from the desktop does. */
async function drop(files: File[]) {
  const dropzone = screen.getByText('Drag and drop files here, or click to select files').parentElement as HTMLElement;
  const dataTransfer = {
    files,
    items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })),
    types: ['Files'],
  };
  fireEvent.drop(dropzone, { dataTransfer });
  // react-dropzone reads the dropped files asynchronously.
  await waitFor(() => undefined);
}

test('dropping 6 files is refused with the spec text and stages nothing', async () => {
  renderCard();
  await drop(['a', 'b', 'c', 'd', 'e', 'f'].map((name) => aPdf(`${name}.pdf`)));

  expect(await findToast('You can only upload up to 5 files at a time.')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Files to upload' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
});

test('dropped files are staged with their size, and one can be removed', async () => {
  const { user } = renderCard();
  await drop([aPdf('keep.pdf'), aPdf('drop.pdf', 2048)]);

  const staged = await screen.findByRole('list', { name: 'Files to upload' });
  expect(within(staged).getAllByRole('listitem')).toHaveLength(2);
  expect(within(staged).getByText('1.5 KB')).toBeInTheDocument();
  await user.click(within(staged).getByRole('button', { name: 'Remove drop.pdf' }));

  expect(within(staged).getAllByRole('listitem')).toHaveLength(1);
  expect(within(staged).getByText('keep.pdf')).toBeInTheDocument();
  expect(within(staged).queryByText('drop.pdf')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
});

test('Upload asks the targets API for each file, PUTs it to storage, completes the batch and reports it', async () => {
  let targetsBody: UploadTargetsBody | undefined;
  const stored: string[] = [];
  const documents: StoredItem[] = [aFile({ id: 'doc-9', name: 'passport.pdf' })];
  server.use(
    http.post(TARGETS_URL, async ({ request }) => {
      targetsBody = (await request.json()) as UploadTargetsBody;
      const batch: UploadBatch = {
        batchId: 'batch-1',
        expiresAt: '2026-02-02T11:00:00.000Z',
        uploads: targetsBody.files.map((file, index) => ({
          index,
          fileName: file.fileName,
          uploadUrl: `${STORAGE}/${file.fileName}`,
          method: 'PUT',
          headers: { 'Content-Type': file.fileType },
        })),
      };
      return HttpResponse.json(batch, { status: 201 });
    }),
    http.put(`${STORAGE}/:name`, ({ params }) => {
      stored.push(String(params.name));
      return new HttpResponse(null, { status: 200 });
    }),
    http.post(`${API_BASE}/cases/case-1/upload-batches/batch-1/complete`, () => HttpResponse.json({ success: true, data: documents })),
  );
  const { user, onUploaded } = renderCard();
  const passport = aPdf('passport.pdf', 4096);
  await user.upload(screen.getByLabelText('Choose files to upload'), passport);
  await user.click(screen.getByRole('button', { name: 'Upload' }));

  expect(await findToast('Files uploaded successfully!')).toBeInTheDocument();
  expect(targetsBody).toEqual({ files: [{ fileName: 'passport.pdf', fileSize: 4096, fileType: 'application/pdf' }] });
  expect(stored).toEqual(['passport.pdf']);
  await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(documents, [passport]));
  expect(screen.queryByRole('list', { name: 'Files to upload' })).not.toBeInTheDocument();
});

test('a refused batch keeps the staged files and shows the reason', async () => {
  server.use(http.post(TARGETS_URL, () => HttpResponse.json({ message: 'tool.exe: this type of file is not accepted' }, { status: 400 })));
  const { user, onUploaded } = renderCard();
  await user.upload(screen.getByLabelText('Choose files to upload'), aPdf('tool.exe'));
  await user.click(screen.getByRole('button', { name: 'Upload' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('tool.exe: this type of file is not accepted');
  expect(screen.getByRole('list', { name: 'Files to upload' })).toHaveTextContent('tool.exe');
  expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  expect(onUploaded).not.toHaveBeenCalled();
});
