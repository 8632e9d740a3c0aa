/**
 * Graph's driveItem operations on metadata: get an item, list children (paged), create a folder,
 * rename/move (PATCH), delete.
 */
import { pageOfChildren } from './children-page';
import { CONFLICT_BEHAVIOR_ANNOTATION, conflictBehaviorOf } from './conflict-behavior';
import { eTagOf } from './drive-item-json';
import type { GraphContext } from './graph-context';
import { graphErrors } from './graph-error';
import type { GraphRequest } from './graph-request';
import { MIB, parseJsonObject, readBody, sendEmpty, sendJson } from './http-io';

const JSON_BODY_LIMIT = 4 * MIB;

export function getItem(ctx: GraphContext, { res, target }: GraphRequest): void {
  sendJson(res, 200, ctx.renderer.render(target.existing()));
}

function pageSizeOf(ctx: GraphContext, url: URL): number {
  const top = url.searchParams.get('$top');
  if (top === null) return ctx.pageSize;
  if (!/^\d+$/.test(top) || Number(top) < 1) throw graphErrors.invalidRequest(`Invalid $top: ${top}`);
  return Math.min(Number(top), ctx.pageSize);
}

/** The same request with `$skiptoken` set (Graph's nextLink is absolute and keeps the other options). */
function nextLinkOf(ctx: GraphContext, url: URL, skipToken: string): string {
  const otherOptions = url.search
    .slice(1)
    .split('&')
    .filter((pair) => pair !== '' && !/^(\$|%24)skiptoken=/i.test(pair));
  return `${ctx.origin}${url.pathname}?${[...otherOptions, `$skiptoken=${skipToken}`].join('&')}`;
}

export function listChildren(ctx: GraphContext, { res, url, target }: GraphRequest): void {
  const folder = target.existing();
  const children = folder.kind === 'folder' ? ctx.drive.children(folder.id) : [];
  const { page, nextSkipToken } = pageOfChildren(children, pageSizeOf(ctx, url), url.searchParams.get('$skiptoken') ?? undefined);
  sendJson(res, 200, {
    value: page.map((child) => ctx.renderer.render(child)),
    ...(nextSkipToken ? { '@odata.nextLink': nextLinkOf(ctx, url, nextSkipToken) } : {}),
  });
}

export async function createFolder(ctx: GraphContext, { req, res, url, target }: GraphRequest): Promise<void> {
  const parent = target.existing();
  const body = parseJsonObject(await readBody(req, JSON_BODY_LIMIT));
  if (typeof body.folder !== 'object' || body.folder === null) {
    throw graphErrors.invalidRequest('This fake creates folders only: send { name, folder: {} }.');
  }
  const conflict = conflictBehaviorOf('fail', body[CONFLICT_BEHAVIOR_ANNOTATION], url.searchParams.get(CONFLICT_BEHAVIOR_ANNOTATION));
  const { item, created } = ctx.drive.createFolder(parent.id, body.name as string, conflict, ctx.app);
  sendJson(res, created ? 201 : 200, ctx.renderer.render(item));
}

function parentIdOf(ctx: GraphContext, parentReference: unknown): string | undefined {
  if (parentReference === undefined) return undefined;
  const reference = (parentReference ?? {}) as { id?: unknown; driveId?: unknown };
  if (reference.driveId !== undefined && reference.driveId !== ctx.drive.credentials.driveId) {
    throw graphErrors.invalidRequest('Moving an item to another drive is not supported.');
  }
  if (typeof reference.id !== 'string') throw graphErrors.invalidRequest('parentReference.id is required to move an item.');
  return reference.id;
}

export async function updateItem(ctx: GraphContext, { req, res, url, target }: GraphRequest): Promise<void> {
  const item = target.existing();
  // If-Match: changed only when it is still the item the caller read (`*`: any).
  const ifMatch = req.headers['if-match'];
  if (ifMatch !== undefined && ifMatch.trim() !== '*' && ifMatch.trim() !== eTagOf(item)) throw graphErrors.preconditionFailed();
  const body = parseJsonObject(await readBody(req, JSON_BODY_LIMIT));
  if (body.name !== undefined && typeof body.name !== 'string') throw graphErrors.invalidRequest('name must be a string.');
  const parentId = parentIdOf(ctx, body.parentReference);
  const conflict = conflictBehaviorOf('fail', url.searchParams.get(CONFLICT_BEHAVIOR_ANNOTATION), body[CONFLICT_BEHAVIOR_ANNOTATION]);
  const fault = parentId === undefined ? undefined : ctx.faults.takeMove(parentId);
  if (fault && fault.answer !== 'reset') throw graphErrors.throttled(fault.answer, fault.retryAfterSeconds);
  const updated = ctx.drive.update(item.id, { name: body.name, parentId }, conflict, ctx.app);
  // Moved, but the answer is lost on the way.
  if (fault?.answer === 'reset') {
    res.destroy();
    return;
  }
  sendJson(res, 200, ctx.renderer.render(updated));
}

export function deleteItem(ctx: GraphContext, { res, target }: GraphRequest): void {
  ctx.drive.remove(target.existing().id);
  sendEmpty(res, 204);
}
