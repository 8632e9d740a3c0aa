/**
 * The upload of a batch, as the API wants it: upload targets → each file PUT straight to storage
 * (with its progress) → completion, which checks and records the files. A target with a `chunkSize`
 * (OneDrive upload sessions) takes the file in several PUTs, in order, each naming its byte range.
 */
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { UploadTargetsBody } from '@shared/documents/schemas';
import type { StoredItem, UploadBatch, UploadTarget } from '@shared/documents/types';
import { ApiRequestError, apiPath, apiRequest } from '@/lib/api-client';

export type ProgressListener = (index: number, percent: number) => void;

/** PUTs one body with XMLHttpRequest (fetch cannot report upload progress); `onSent` gets the bytes sent. */
function put(url: string, headers: Record<string, string>, body: Blob, onSent: (bytes: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onSent(event.loaded);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onSent(body.size);
        resolve();
      } else reject(new ApiRequestError(request.status, request.responseText));
    };
    request.onerror = () => reject(new Error(i18n._(msg`Network error while uploading`)));
    request.send(body);
  });
}

/** The byte ranges a file is sent in: one for the whole file, or consecutive chunks of `chunkSize`. */
export function uploadRanges(size: number, chunkSize?: number): Array<{ start: number; end: number }> {
  if (!chunkSize || size <= chunkSize) return [{ start: 0, end: size }];
  const ranges = [];
  for (let start = 0; start < size; start += chunkSize) ranges.push({ start, end: Math.min(size, start + chunkSize) });
  return ranges;
}

/** Sends one file to its target, reporting its progress in percent across all its chunks. */
async function sendFile(target: UploadTarget, file: File, onProgress: (percent: number) => void): Promise<void> {
  const percentOf = (bytes: number) => (file.size === 0 ? 100 : Math.round((bytes / file.size) * 100));
  if (!target.chunkSize) {
    await put(target.uploadUrl, target.headers, file, (bytes) => onProgress(percentOf(bytes)));
    return;
  }
  for (const { start, end } of uploadRanges(file.size, target.chunkSize)) {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP header's value, not a text
    const headers = { ...target.headers, 'content-range': `bytes ${start}-${Math.max(start, end - 1)}/${file.size}` };
    await put(target.uploadUrl, headers, file.slice(start, end), (bytes) => onProgress(percentOf(start + bytes)));
  }
}

/**
 * What a batch says besides its files: staff choose whether the case's client sees them (a client's
 * own uploads always are theirs); `requestId` names the requested document they answer:
 * the server links them to it and moves it to `uploaded`.
 */
export interface UploadBatchOptions {
  shareWithClient?: boolean;
  requestId?: string;
}

export async function uploadBatch(
  caseId: string,
  folderId: string,
  files: readonly File[],
  onProgress: ProgressListener,
  { shareWithClient, requestId }: UploadBatchOptions = {},
): Promise<StoredItem[]> {
  const body: UploadTargetsBody = { files: files.map((file) => ({ fileName: file.name, fileSize: file.size, fileType: file.type })) };
  if (shareWithClient !== undefined) body.shareWithClient = shareWithClient;
  if (requestId !== undefined) body.requestId = requestId;
  const batch = await apiRequest<UploadBatch>(apiPath('createUploadTargets', { caseId, folderId }), { method: 'POST', body });
  await Promise.all(
    batch.uploads.map((target) => {
      const file = files[target.index];
      if (!file) throw new Error('The server answered a target for a file that was not sent');
      return sendFile(target, file, (percent) => onProgress(target.index, percent));
    }),
  );
  const done = await apiRequest<{ success: boolean; data: StoredItem[] }>(apiPath('completeUploadBatch', { caseId, batchId: batch.batchId }), {
    method: 'POST',
  });
  return done.data;
}
