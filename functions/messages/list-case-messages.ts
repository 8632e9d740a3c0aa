/** GET /v1/cases/{caseId}/messages: a page of a case's thread with its ETag, or 304 when the caller's If-None-Match is current. */
import { messageRoutes } from '../../shared/messages/routes';
import { noteCaseActivity } from '../core/activity';
import { defineRoute } from '../core/define-route';
import { notModified, ok, withHeaders } from '../core/http';
import { readThread } from './domain/messages';

export const handler = defineRoute(messageRoutes.listCaseMessages, async ({ caller, params, query, event }) => {
  const thread = await readThread(caller, params.caseId, query, event.headers?.['if-none-match']);
  // A poll that finds nothing new (304) read nothing: only a thread answered is recorded.
  if (!thread.notModified) noteCaseActivity({ caseId: params.caseId, orgId: caller.orgId }, 'messages.viewed');
  return thread.notModified ? notModified(thread.etag) : withHeaders(ok(thread.page), { etag: thread.etag, 'cache-control': 'private, no-cache' });
});
