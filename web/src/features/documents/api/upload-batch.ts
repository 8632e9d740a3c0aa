/**
 * The upload of a batch, as the API wants it: upload targets → each file PUT straight to storage
 * (with its progress) → completion, which checks and records the files.
 */
import type { StoredItem, UploadBatch } from '@shared/types';
import { ApiRequestError, apiPath, apiRequest } from '@/lib/api-client';

export type ProgressListener = (index: number, percent: number) => void;

/** PUTs one file with XMLHttpRequest (fetch cannot report upload progress). */
function putFile(url: string, headers: Record<string, string>, file: File, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(100);
        resolve();
      } else reject(new ApiRequestError(request.status, request.responseText));
    };
    request.onerror = () => reject(new Error('Network error while uploading'));
    request.send(file);
  });
}

export async function uploadBatch(caseId: string, folderId: string, files: readonly File[], onProgress: ProgressListener): Promise<StoredItem[]> {
  const batch = await apiRequest<UploadBatch>(apiPath('createUploadTargets', { caseId, folderId }), {
    method: 'POST',
    body: { files: files.map((file) => ({ fileName: file.name, fileSize: file.size, fileType: file.type })) },
  });
  await Promise.all(
    batch.uploads.map((target) => {
      const file = files[target.index];
      if (!file) throw new Error('The server answered a target for a file that was not sent');
      return putFile(target.uploadUrl, target.headers, file, (percent) => onProgress(target.index, percent));
    }),
  );
  const done = await apiRequest<{ success: boolean; data: StoredItem[] }>(apiPath('completeUploadBatch', { caseId, batchId: batch.batchId }), {
    method: 'POST',
  });
  return done.data;
}
