import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { toast } from 'sonner';
import { IGNORED_SYSTEM_FILES, MAX_FILE_SIZE_BYTES, MAX_FILES_PER_UPLOAD } from '@shared/documents/limits';
import type { StoredItem } from '@shared/documents/types';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { isApiRequestError } from '@/lib/api-client';
import { useFormat } from '@/lib/format';
import { refusalMessage } from '@/lib/refusal-messages';
import { cn, errorMessage } from '@/lib/utils';
import { uploadBatch } from '../api/upload-batch';

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
 */
export function UploadCard({
  caseId,
  folderId,
  audience,
  onUploaded,
}: {
  caseId: string;
  folderId: string;
  audience: UploadAudience;
  onUploaded: (documents: StoredItem[], files: File[]) => void | Promise<void>;
}) {
  const { t } = useLingui();
  const { formatNumber } = useFormat();
  const [staged, setStaged] = useState<Staged[]>([]);
  const [progress, setProgress] = useState<Record<string, number>>({});
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string>();

  const addFiles = (accepted: File[]) => {
    const wanted = accepted.filter((file) => !isSystemFile(file));
    const fitting = wanted.filter((file) => file.size <= MAX_FILE_SIZE_BYTES);
    // The words of FILE_TOO_LARGE and TOO_MANY_FILES (@shared/documents/schemas), in the reader's language.
    if (fitting.length < wanted.length) toast.error(t`Some files exceed the 5MB size limit and were not added.`);
    if (fitting.length === 0) return;
    if (staged.length + fitting.length > MAX_FILES_PER_UPLOAD) {
      toast.error(t`You can only upload up to 5 files at a time.`);
      return;
    }
    setError(undefined);
    setStaged((current) => [...current, ...fitting.map((file) => ({ id: crypto.randomUUID(), file }))]);
  };

  const dropzone = useDropzone({ onDrop: addFiles, disabled: uploading, multiple: true });

  async function upload() {
    if (staged.length === 0 || uploading) return;
    setUploading(true);
    setError(undefined);
    setProgress({});
    const batch = staged;
    try {
      const documents = await uploadBatch(caseId, folderId, batch.map((entry) => entry.file), (index, percent) => {
        const id = batch[index]?.id;
        if (id) setProgress((current) => ({ ...current, [id]: percent }));
      });
      setStaged([]);
      setProgress({});
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
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Upload Documents</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>PDF, images, Word, Excel, OpenDocument or text files, up to 5 MB each.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div
          {...dropzone.getRootProps({
            className: cn(
              'flex cursor-pointer flex-col items-center justify-center rounded-lg border-2 border-dashed px-6 py-8 text-center transition-colors',
              isDragAccept && 'border-brand-500 bg-brand-50',
              isDragReject && 'border-red-500 bg-red-50',
              !isDragActive && 'border-slate-300 bg-slate-50 hover:border-brand-400',
              isFocused && 'ring-2 ring-brand-500 ring-offset-2',
              uploading && 'cursor-not-allowed opacity-60',
            ),
          })}
        >
          <input {...dropzone.getInputProps({ 'aria-label': t`Choose files to upload` })} />
          <p className="text-sm font-medium text-slate-700">
            {isDragActive ? <Trans>Drop the files here…</Trans> : <Trans>Drag and drop files here, or click to select files</Trans>}
          </p>
          <p className="mt-1 text-xs text-slate-500">
            <Trans>(Max 5 files at a time)</Trans>
          </p>
        </div>

        {staged.length > 0 ? (
          <ul className="divide-y divide-slate-100 rounded-md border border-slate-200" aria-label={t`Files to upload`}>
            {staged.map((entry) => {
              const fileName = entry.file.name;
              // The spec's size in KB, in the reader's number format ('1.5 KB' / '1,5 Ko').
              const kilobytes = formatNumber(entry.file.size / 1024, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
              return (
                <li key={entry.id} className="flex flex-wrap items-center gap-3 px-3 py-2 text-sm">
                  <span className="min-w-0 basis-full truncate font-medium text-slate-800 sm:basis-auto sm:flex-1">{entry.file.name}</span>
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

        <Button onClick={() => void upload()} disabled={staged.length === 0 || uploading}>
          {uploading ? <Trans>Uploading…</Trans> : <Trans>Upload</Trans>}
        </Button>
      </CardContent>
    </Card>
  );
}
