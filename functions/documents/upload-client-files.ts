/** POST /v1/clients/{clientId}/cases/{caseId}/uploads: a small base64 batch into the client's case folder. */
import { documentRoutes } from '../../shared/documents/routes';
import { defineRoute } from '../core/define-route';
import { getCaseOfClient, refuseOthersPath } from '../cases';
import { MAX_INLINE_BATCH_BYTES, uploadInline } from './domain/inline-uploads';
import { created } from '../core/http';
import { refusal } from '../core/errors';
import { DOCUMENTS } from '../../shared/documents/refusals';

export const handler = defineRoute(
  documentRoutes.uploadClientFiles,
  async ({ caller, params, body, event }) => {
    if ((event.body?.length ?? 0) > MAX_INLINE_BATCH_BYTES) throw refusal(DOCUMENTS.INLINE_BATCH_TOO_LARGE);
    if (params.clientId !== caller.userId) await refuseOthersPath(caller, params.caseId);
    const item = await getCaseOfClient(caller.userId, params.caseId);
    return created({ success: true, data: await uploadInline(caller, item, item.caseFolderId, body.files) });
  },
);
