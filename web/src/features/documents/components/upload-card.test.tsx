import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import imageCompression from 'browser-image-compression';
import { http, HttpResponse } from 'msw';
import { REFUSAL_CODE_HEADER, REFUSAL_VALUES_HEADER } from '@shared/core/refusals';
import { DOCUMENTS } from '@shared/documents/refusals';
import type { UploadTargetsBody } from '@shared/documents/schemas';
import type { StoredItem, UploadBatch } from '@shared/documents/types';
import { UploadCard } from '@/features/documents/components/upload-card';
import { activateLanguage } from '@/lib/i18n';
import { API_BASE, server, useApiServer } from '@test-support/api';
import { aFile } from '@test-support/fixtures';
import { findToast, renderScreen } from '@test-support/render';

// The photo compression library (loaded by the card with import() when a photo is over 5 MB).
jest.mock('browser-image-compression', () => ({ __esModule: true, default: jest.fn() }));
const compress = jest.mocked(imageCompression);

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

test('in French, a batch refused at its completion names the file and says why in French', async () => {
  await activateLanguage('fr');
  acceptUploads([]);
  server.use(
    http.post(`${API_BASE}/cases/case-1/upload-batches/batch-2/complete`, () =>
      HttpResponse.json(
        { message: 'fake.pdf : le contenu ne correspond pas à son nom (ce n’est pas un fichier .pdf)' },
        { status: 400, headers: { [REFUSAL_CODE_HEADER]: DOCUMENTS.CONTENT_NOT_NAME.code, [REFUSAL_VALUES_HEADER]: 'fileName=fake.pdf&extension=pdf' } },
      ),
    ),
  );
  const { user, onUploaded } = renderCard();
  await user.upload(screen.getByLabelText('Choisir les fichiers à téléverser'), aPdf('fake.pdf'));
  await user.click(screen.getByRole('button', { name: 'Téléverser' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('fake.pdf : le contenu ne correspond pas à son nom (ce n’est pas un fichier .pdf)');
  expect(onUploaded).not.toHaveBeenCalled();
});

/** Answers the targets API as the server does, keeping each body it was sent. */
function acceptUploads(bodies: UploadTargetsBody[]) {
  server.use(
    http.post(TARGETS_URL, async ({ request }) => {
      const body = (await request.json()) as UploadTargetsBody;
      bodies.push(body);
      const batch: UploadBatch = {
        batchId: 'batch-2',
        expiresAt: '2026-02-02T11:00:00.000Z',
        uploads: body.files.map((file, index) => ({ index, fileName: file.fileName, uploadUrl: `${STORAGE}/${file.fileName}`, method: 'PUT', headers: {} })),
      };
      return HttpResponse.json(batch, { status: 201 });
    }),
    http.put(`${STORAGE}/:name`, () => new HttpResponse(null, { status: 200 })),
    http.post(`${API_BASE}/cases/case-1/upload-batches/batch-2/complete`, () => HttpResponse.json({ success: true, data: [] })),
  );
}

describe('on a touch screen', () => {
  const realMatchMedia = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = jest.fn((query: string) => ({
      matches: query === '(pointer: coarse)',
      media: query,
      onchange: null,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
      addListener: jest.fn(),
      removeListener: jest.fn(),
      dispatchEvent: jest.fn(),
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });

  test('the dropzone says to tap, and the camera is offered beside a chooser that still takes any file', () => {
    const { container } = renderCard();

    expect(screen.getByText('Tap to choose a file or take a photo')).toBeInTheDocument();
    expect(screen.queryByText('Drag and drop files here, or click to select files')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Take a photo' })).toBeEnabled();
    const camera = container.querySelector('input[capture]');
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(screen.getByLabelText('Choose files to upload')).not.toHaveAttribute('accept');
  });

  test('a photo taken with the camera is staged', async () => {
    const { container, user } = renderCard();
    await user.upload(container.querySelector('input[capture]') as HTMLInputElement, new File([new Uint8Array(2048)], 'IMG_0001.jpg', { type: 'image/jpeg' }));

    expect(await screen.findByRole('list', { name: 'Files to upload' })).toHaveTextContent('IMG_0001.jpg');
  });
});

test('a screen with a mouse keeps the spec’s drag-and-drop sentence and no camera button', () => {
  renderCard();
  expect(screen.getByText('Drag and drop files here, or click to select files')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Take a photo' })).not.toBeInTheDocument();
});

test('files over 5 MB are refused with the spec’s toast, which names them; the others are staged', async () => {
  renderCard();
  await drop([aPdf('affidavit-scan.pdf', 6 * 1024 * 1024), aPdf('letter.pdf'), aPdf('bank-statements-2025.pdf', 5 * 1024 * 1024 + 1)]);

  const names = await findToast('affidavit-scan.pdf, bank-statements-2025.pdf');
  expect(names.closest('[data-sonner-toast]')).toHaveTextContent('Some files exceed the 5MB size limit and were not added.');
  const staged = screen.getByRole('list', { name: 'Files to upload' });
  expect(within(staged).getAllByRole('listitem')).toHaveLength(1);
  expect(staged).toHaveTextContent('letter.pdf');
});

describe('Share with client (staff)', () => {
  const renderAdminCard = () => renderScreen(<UploadCard caseId="case-1" folderId="folder-1" audience="admin" onUploaded={jest.fn()} />);

  test('is off by default and sends shareWithClient: false', async () => {
    const bodies: UploadTargetsBody[] = [];
    acceptUploads(bodies);
    const { user } = renderAdminCard();
    expect(screen.getByRole('checkbox', { name: 'Share with client' })).not.toBeChecked();
    await user.upload(screen.getByLabelText('Choose files to upload'), aPdf('memo.pdf'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(bodies).toEqual([{ files: [{ fileName: 'memo.pdf', fileSize: 1536, fileType: 'application/pdf' }], shareWithClient: false }]));
  });

  test('checked, sends shareWithClient: true, and is off again for the next batch', async () => {
    const bodies: UploadTargetsBody[] = [];
    acceptUploads(bodies);
    const { user } = renderAdminCard();
    await user.click(screen.getByRole('checkbox', { name: 'Share with client' }));
    await user.upload(screen.getByLabelText('Choose files to upload'), aPdf('decision.pdf'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(bodies[0]?.shareWithClient).toBe(true));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Share with client' })).not.toBeChecked());
  });

  test('a client sees no such choice and sends no such field', async () => {
    const bodies: UploadTargetsBody[] = [];
    acceptUploads(bodies);
    const { user } = renderCard();
    expect(screen.queryByRole('checkbox', { name: 'Share with client' })).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText('Choose files to upload'), aPdf('passport.pdf'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).not.toHaveProperty('shareWithClient');
  });
});

describe('a photo over 5 MB', () => {
  const MB = 1024 * 1024;
  const aPhoto = (name: string, size: number, type: string) => new File([new Uint8Array(size)], name, { type });
  // What the library answers: a JPEG under the photo's name (the card re-wraps it as a File named .jpg).
  const aJpegOf = (size: number) => new File([new Uint8Array(size)], 'blob', { type: 'image/jpeg' });

  test('is shrunk in the browser while "Preparing photo…" shows, then staged and sent as a JPEG under its own name', async () => {
    let finish: (file: File) => void = () => undefined;
    compress.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const bodies: UploadTargetsBody[] = [];
    acceptUploads(bodies);
    const { user } = renderCard();
    const photo = aPhoto('IMG_0042.png', Math.round(6.6 * MB), 'image/png');
    await user.upload(screen.getByLabelText('Choose files to upload'), photo);

    expect(await screen.findByRole('status')).toHaveTextContent('Preparing photo…');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    const [given, options] = compress.mock.calls[0] ?? [];
    expect(given).toBe(photo);
    // Legible: JPEG, under the limit, and even after the library's last step (×0.95 each) a quality of
    // at least 0.8 and a long side of at least 2,000 px; on the page's thread (no worker from a CDN).
    expect(options).toMatchObject({ maxSizeMB: 5, fileType: 'image/jpeg', useWebWorker: false });
    const steps = 0.95 ** (options?.maxIteration ?? 10);
    expect((options?.initialQuality ?? 1) * steps).toBeGreaterThanOrEqual(0.8);
    expect((options?.maxWidthOrHeight ?? 0) * steps).toBeGreaterThanOrEqual(2000);

    finish(aJpegOf(3 * MB));
    const staged = await screen.findByRole('list', { name: 'Files to upload' });
    expect(staged).toHaveTextContent('IMG_0042.jpg');
    expect(staged).toHaveTextContent('3,072.0 KB');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.files).toEqual([{ fileName: 'IMG_0042.jpg', fileSize: 3 * MB, fileType: 'image/jpeg' }]);
  });

  test('keeps a .jpeg name as it is', async () => {
    compress.mockResolvedValue(aJpegOf(2 * MB));
    renderCard();
    await drop([aPhoto('passport.jpeg', 7 * MB, 'image/jpeg')]);

    expect(await screen.findByRole('list', { name: 'Files to upload' })).toHaveTextContent('passport.jpeg');
  });

  test('that still does not fit, or cannot be decoded here (a HEIC outside Safari), is refused by name', async () => {
    compress.mockImplementation(async (file) => {
      if (file.type === 'image/heic') throw new Error('The image could not be decoded');
      return aJpegOf(5 * MB + 1);
    });
    renderCard();
    await drop([aPhoto('IMG_1001.HEIC', 6 * MB, 'image/heic'), aPhoto('panorama.webp', 9 * MB, 'image/webp'), aPdf('note.pdf')]);

    const names = await findToast('IMG_1001.HEIC, panorama.webp');
    expect(names.closest('[data-sonner-toast]')).toHaveTextContent('Some files exceed the 5MB size limit and were not added.');
    expect(screen.getByRole('list', { name: 'Files to upload' })).toHaveTextContent('note.pdf');
    expect(screen.getByRole('list', { name: 'Files to upload' })).not.toHaveTextContent('panorama');
  });

  test('under 5 MB is sent as it is, and a HEIC too', async () => {
    renderCard();
    await drop([aPhoto('IMG_0007.HEIC', 2 * MB, 'image/heic'), aPhoto('receipt.jpg', 5 * MB, 'image/jpeg')]);

    const staged = await screen.findByRole('list', { name: 'Files to upload' });
    expect(staged).toHaveTextContent('IMG_0007.HEIC');
    expect(staged).toHaveTextContent('receipt.jpg');
    expect(compress).not.toHaveBeenCalled();
  });
});
