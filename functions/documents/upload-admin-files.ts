/** POST /v1/admin/cases/{caseId}/users/{userId}/folders/{folderId}/files/upload: a small base64 batch into a case folder. */
import { documentRoutes } from '../../shared/documents/routes';
import { defineRoute } from '../core/define-route';
import { getCaseOfOrg } from '../cases';
import { MAX_INLINE_BATCH_BYTES, uploadInline } from './domain/inline-uploads';
import { created } from '../core/http';
import { refusal } from '../core/errors';
import { DOCUMENTS } from '../../shared/documents/refusals';
import { NOT_FOUND } from '../../shared/core/refusals';

export const handler = defineRoute(
  documentRoutes.uploadAdminFiles,
  async ({ caller, params, body, event }) => {
    if ((event.body?.length ?? 0) > MAX_INLINE_BATCH_BYTES) throw refusal(DOCUMENTS.INLINE_BATCH_TOO_LARGE);
    const item = await getCaseOfOrg(caller, params.caseId);
    // The path names the case's client: another user's id is not this case.
    if (item.clientId !== params.userId) throw refusal(NOT_FOUND.CASE);
    return created({ success: true, data: await uploadInline(caller, item, params.folderId, body.files) });
  },
);
