/** POST /v1/admin/cases/{caseId}/users/{userId}/folders/{folderId}/files/upload: a small base64 batch into a case folder. */
import { z } from 'zod';
import { adminUploadBody, idParam } from '../../shared/api-schemas';
import { defineRoute } from '../lib/define-route';
import { CASE_NOT_FOUND, getCaseOfOrg } from '../lib/domain/cases';
import { INLINE_BATCH_TOO_LARGE, MAX_INLINE_BATCH_BYTES, uploadInline } from '../lib/domain/documents';
import { created, httpError } from '../lib/http';

export const handler = defineRoute(
  {
    access: 'admin',
    params: z.object({ caseId: idParam('caseId'), userId: idParam('userId'), folderId: idParam('folderId') }),
    body: adminUploadBody,
  },
  async ({ caller, params, body, event }) => {
    if ((event.body?.length ?? 0) > MAX_INLINE_BATCH_BYTES) throw httpError(413, INLINE_BATCH_TOO_LARGE);
    const item = await getCaseOfOrg(caller, params.caseId);
    // The path names the case's client: another user's id is not this case.
    if (item.clientId !== params.userId) throw httpError(404, CASE_NOT_FOUND);
    return created({ success: true, data: await uploadInline(caller, item, params.folderId, body.files) });
  },
);
