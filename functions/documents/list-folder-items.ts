/** GET /v1/clients/{clientId}/cases/{caseId}/onedrive-files/{folderId}[?getMode=all]: a case folder's items. */
import { z } from 'zod';
import { folderListQuery, idParam } from '../../shared/api-schemas';
import { defineRoute } from '../lib/define-route';
import { listFolder } from '../lib/domain/documents';
import { ok } from '../lib/http';

export const handler = defineRoute(
  {
    access: 'signedIn',
    params: z.object({ clientId: idParam('clientId'), caseId: idParam('caseId'), folderId: idParam('folderId') }),
    query: folderListQuery,
  },
  async ({ caller, params, query }) => ok(await listFolder(caller, params, query)),
);
