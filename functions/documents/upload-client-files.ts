/** POST /v1/clients/{clientId}/cases/{caseId}/uploads: a small base64 batch into the client's case folder. */
import { z } from 'zod';
import { clientUploadBody, idParam } from '../../shared/api-schemas';
import { defineRoute } from '../lib/define-route';
import { getCaseOfClient, CASE_NOT_FOUND } from '../lib/domain/cases';
import { INLINE_BATCH_TOO_LARGE, MAX_INLINE_BATCH_BYTES, uploadInline } from '../lib/domain/documents';
import { created, httpError } from '../lib/http';

export const handler = defineRoute(
  { access: 'client', params: z.object({ clientId: idParam('clientId'), caseId: idParam('caseId') }), body: clientUploadBody },
  async ({ caller, params, body, event }) => {
    if ((event.body?.length ?? 0) > MAX_INLINE_BATCH_BYTES) throw httpError(413, INLINE_BATCH_TOO_LARGE);
    if (params.clientId !== caller.userId) throw httpError(404, CASE_NOT_FOUND);
    const item = await getCaseOfClient(caller.userId, params.caseId);
    return created({ success: true, data: await uploadInline(caller, item, item.caseFolderId, body.files) });
  },
);
