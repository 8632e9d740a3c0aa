import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { toast } from '@/lib/toast';
import { IGNORED_SYSTEM_FILES, MAX_FILE_SIZE_BYTES, MAX_FILES_PER_UPLOAD } from '@shared/documents/limits';
import type { StoredItem } from '@shared/documents/types';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { isApiRequestError } from '@/lib/api-client';
import { useFormat } from '@/lib/format';
import { refusalMessage } from '@/lib/refusal-messages';
import { cn, errorMessage } from '@/lib/utils';
import { uploadBatch } from '../api/upload-batch';
import { useCoarsePointer } from '../lib/coarse-pointer';
import { isShrinkablePhoto, shrinkPhoto } from '../lib/shrink-photo';

export type UploadAudience = 'admin' | 'client';

interface Staged {
  id: string;
  file: File;
}

const isSystemFile = (file: File) => (IGNORED_SYSTEM_FILES as readonly string[]).includes(file.name);

/**
 * The failure line the spec gives each audience: the server's reason (in the reader's language, from
 * its code), or the fallback sentence.
 */
function failureText(audience: UploadAudience, error: unknown): { title: string; description?: string } {
  if (audience === 'client') return { title: errorMessage(error, i18n._(msg`An error occurred during file upload.`)) };
  const reason = isApiRequestError(error) ? refusalMessage(error) : undefined;
  return reason ? { title: i18n._(msg`Failed to upload files`), description: reason } : { title: i18n._(msg`Failed to upload some files. Please try again.`) };
}

/**
 * The Upload Documents card: a dropzone (at most 5 files of at most 5 MB; system files ignored), the
 * staged files with a way to remove each, a progress bar per file while they upload straight to
 * storage, and the spec's texts for success and failure. A failed upload keeps the staged files.
 *
 * On a touch screen it says to tap rather than drag, and offers the camera beside the chooser (which
 * still takes any file). A photo over 5 MB is shrunk in the browser to fit (lib/shrink-photo) before
 * it is staged; what still does not fit is refused with the spec's toast, naming the files. Staff
 * choose whether the case's client sees the batch ("Share with client", off by default).
 *
 * With a `requestId` the batch answers that requested document: the server links the files
 * to it. `bare` leaves out the card's frame and title, for a dialog that has its own.
 */
export function UploadCard({
  caseId,
  folderId,
  audience,
  onUploaded,
  requestId,
  bare = false,
}: {
  caseId: string;
  folderId: string;
  audience: UploadAudience;
  onUploaded: (documents: StoredItem[], files: File[]) => void | Promise<void>;
  requestId?: string;
  bare?: boolean;
}) {
  const { t } = useLingui();
  const { formatNumber } = useFormat();
  const [staged, setStaged] = useState<Staged[]>([]);
  const [progress, setProgress] = useState<Record<string, number>>({});
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string>();
  const [preparing, setPreparing] = useState(false);
  const [shareWithClient, setShareWithClient] = useState(false);
  const touch = useCoarsePointer();
  const cameraInput = useRef<HTMLInputElement>(null);
  const shareId = useId();

  // The words of FILE_TOO_LARGE and TOO_MANY_FILES (@shared/documents/schemas), in the reader's language;
  // the refused files are named below.
  const refuseTooLarge = (refused: File[]) =>
    toast.error(t`Some files exceed the 5MB size limit and were not added.`, { description: refused.map((file) => file.name).join(', ') });

  const addFiles = async (accepted: File[]) => {
    const wanted = accepted.filter((file) => !isSystemFile(file));
    // A photo over the limit may still fit once shrunk; anything else over it is refused now.
    const candidates = wanted.filter((file) => file.size <= MAX_FILE_SIZE_BYTES || isShrinkablePhoto(file));
    const tooLarge = wanted.filter((file) => !candidates.includes(file));
    if (candidates.length > 0 && staged.length + candidates.length > MAX_FILES_PER_UPLOAD) {
      if (tooLarge.length > 0) refuseTooLarge(tooLarge);
      toast.error(t`You can only upload up to 5 files at a time.`);
      return;
    }
    let prepared = candidates;
    if (candidates.some((file) => file.size > MAX_FILE_SIZE_BYTES)) {
      setPreparing(true);
      try {
        prepared = await Promise.all(candidates.map((file) => (file.size > MAX_FILE_SIZE_BYTES ? shrinkPhoto(file) : file)));
      } finally {
        setPreparing(false);
      }
    }
    const fitting = prepared.filter((file) => file.size <= MAX_FILE_SIZE_BYTES);
    // Named as the reader chose them (a shrunk photo's name may end in .jpg now).
    const stillTooLarge = candidates.filter((_, index) => (prepared[index]?.size ?? 0) > MAX_FILE_SIZE_BYTES);
    const refused = wanted.filter((file) => tooLarge.includes(file) || stillTooLarge.includes(file));
    if (refused.length > 0) refuseTooLarge(refused);
    if (fitting.length === 0) return;
    setError(undefined);
    setStaged((current) => [...current, ...fitting.map((file) => ({ id: crypto.randomUUID(), file }))]);
  };

  const busy = uploading || preparing;
  const dropzone = useDropzone({ onDrop: (files) => void addFiles(files), disabled: busy, multiple: true });

  async function upload() {
    if (staged.length === 0 || uploading) return;
    setUploading(true);
    setError(undefined);
    setProgress({});
    const batch = staged;
    try {
      const documents = await uploadBatch(
        caseId,
        folderId,
        batch.map((entry) => entry.file),
        (index, percent) => {
          const id = batch[index]?.id;
          if (id) setProgress((current) => ({ ...current, [id]: percent }));
        },
        // Only staff choose; a client's own uploads are always theirs to see (the server says so too).
        { ...(audience === 'admin' ? { shareWithClient } : {}), ...(requestId ? { requestId } : {}) },
      );
      setStaged([]);
      setProgress({});
      setShareWithClient(false);
      toast.success(t`Files uploaded successfully!`);
      await onUploaded(documents, batch.map((entry) => entry.file));
    } catch (caught) {
      const { title, description } = failureText(audience, caught);
      setError(description ? `${title}: ${description}` : title);
      toast.error(title, description ? { description } : undefined);
    } finally {
      setUploading(false);
    }
  }

  const { isDragActive, isDragAccept, isDragReject, isFocused } = dropzone;
  const accepted = <Trans>PDF, images, Word, Excel, OpenDocument or text files, up to 5 MB each.</Trans>;
  const content = (
    <>
      {bare ? <p className="text-sm text-slate-500">{accepted}</p> : null}
      <div
        {...dropzone.getRootProps({
          className: cn(
            'flex cursor-pointer flex-col items-center justify-center rounded-lg border-2 border-dashed px-6 py-8 text-center transition-colors',
            isDragAccept && 'border-brand-500 bg-brand-50',
            isDragReject && 'border-red-500 bg-red-50',
            !isDragActive && 'border-slate-300 bg-slate-50 hover:border-brand-400',
            isFocused && 'ring-2 ring-brand-500 ring-offset-2',
            busy && 'cursor-not-allowed opacity-60',
          ),
        })}
      >
        <input {...dropzone.getInputProps({ 'aria-label': t`Choose files to upload` })} />
        <p className="text-sm font-medium text-slate-700">
          {isDragActive ? (
            <Trans>Drop the files here…</Trans>
          ) : touch ? (
            <Trans>Tap to choose a file or take a photo</Trans>
          ) : (
            <Trans>Drag and drop files here, or click to select files</Trans>
          )}
        </p>
        <p className="mt-1 text-xs text-slate-500">
          <Trans>(Max 5 files at a time)</Trans>
        </p>
      </div>

      {touch ? (
        <>
          {/* The camera, beside the chooser: an input of its own, since `capture` would stop the chooser taking any file. */}
          <input
            ref={cameraInput}
            type="file"
            accept="image/*"
            capture="environment"
            hidden
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              event.target.value = '';
              void addFiles(files);
            }}
          />
          <Button variant="outline" className="w-full" disabled={busy} onClick={() => cameraInput.current?.click()}>
            <CameraIcon />
            <Trans>Take a photo</Trans>
          </Button>
        </>
      ) : null}

      {preparing ? (
        <p role="status" className="text-sm text-slate-600">
          <Trans>Preparing photo…</Trans>
        </p>
      ) : null}

      {staged.length > 0 ? (
        <ul className="divide-y divide-slate-100 rounded-md border border-slate-200" aria-label={t`Files to upload`}>
          {staged.map((entry) => {
            const fileName = entry.file.name;
            // The spec's size in KB, in the reader's number format ('1.5 KB' / '1,5 Ko').
            const kilobytes = formatNumber(entry.file.size / 1024, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
            return (
              <li key={entry.id} className="flex flex-wrap items-center gap-3 px-3 py-2 text-sm">
                {/* On its own line on a phone, wrapped anywhere: a long name is never cut to nothing. */}
                <span className="min-w-0 basis-full font-medium [overflow-wrap:anywhere] text-slate-800 sm:basis-auto sm:flex-1">{entry.file.name}</span>
                <span className="text-slate-500 tabular-nums">{t`${kilobytes} KB`}</span>
                <span className="text-slate-500">{entry.file.type || t`unknown type`}</span>
                {uploading ? (
                  <div
                    role="progressbar"
                    aria-label={t`Uploading ${fileName}`}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={progress[entry.id] ?? 0}
                    className="h-2 w-full overflow-hidden rounded bg-slate-100"
                  >
                    <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${progress[entry.id] ?? 0}%` }} />
                  </div>
                ) : (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t`Remove ${fileName}`}
                    onClick={() => setStaged((current) => current.filter((other) => other.id !== entry.id))}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}

      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}

      {audience === 'admin' ? (
        <div className="flex items-start gap-3">
          <input
            id={shareId}
            type="checkbox"
            checked={shareWithClient}
            disabled={uploading}
            onChange={(event) => setShareWithClient(event.target.checked)}
            aria-describedby={`${shareId}-hint`}
            className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-300 accent-brand-800 disabled:opacity-50"
          />
          <div>
            <label htmlFor={shareId} className="text-sm text-slate-800">
              <Trans>Share with client</Trans>
            </label>
            <p id={`${shareId}-hint`} className="text-xs text-slate-500">
              <Trans>The client can see and download these files.</Trans>
            </p>
          </div>
        </div>
      ) : null}

      <Button onClick={() => void upload()} disabled={staged.length === 0 || busy}>
        {uploading ? <Trans>Uploading…</Trans> : <Trans>Upload</Trans>}
      </Button>
    </>
  );
  if (bare) return <div className="space-y-4">{content}</div>;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Upload Documents</Trans>
        </CardTitle>
        <CardDescription>{accepted}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">{content}</CardContent>
    </Card>
  );
}

function CameraIcon() {
  return (
    <svg className="h-4 w-4" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M14.5 4h-5L7 7H4a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V9a2 2 0 0 0-2-2h-3l-2.5-3z" />
      <circle cx="12" cy="13" r="3" />
    </svg>
  );
}
