/**
 * Graph's driveItem operations on content: simple upload (PUT …:/content), download (GET …/content
 * → 302 to the download URL) and createUploadSession.
 */
import { CONFLICT_BEHAVIOR_ANNOTATION, type ConflictBehavior, conflictBehaviorOf } from './conflict-behavior';
import type { ItemRecord } from './drive-storage';
import type { GraphContext } from './graph-context';
import { graphErrors } from './graph-error';
import type { GraphRequest } from './graph-request';
import type { GraphTarget } from './graph-target';
import { MIB, parseJsonObject, readBody, sendEmpty, sendJson } from './http-io';
import { assertValidItemName } from './item-names';
import { DEFAULT_MIME_TYPE, mimeTypeOfName } from './mime-types';
import type { UploadDestination } from './upload-sessions';

/** Graph's limit for a simple upload. */
const SIMPLE_UPLOAD_LIMIT = 250 * MIB;

function mimeTypeOf(contentType: string | undefined, name: string): string {
  const declared = contentType?.split(';')[0]?.trim().toLowerCase();
  return declared && declared !== DEFAULT_MIME_TYPE ? declared : mimeTypeOfName(name);
}

/** The existing file an address by id names (its content is what a PUT or an upload session replaces). */
function existingFile(target: GraphTarget): ItemRecord {
  const item = target.existing();
  if (item.kind !== 'file') throw graphErrors.invalidRequest('Address a new file by path: items/{parent-id}:/{name}:');
  return item;
}

export async function putContent(ctx: GraphContext, { req, res, url, target }: GraphRequest): Promise<void> {
  const bytes = await readBody(req, SIMPLE_UPLOAD_LIMIT);
  if (!target.byPath) {
    const file = existingFile(target);
    sendJson(res, 200, ctx.renderer.render(ctx.drive.replaceContent(file.id, bytes, mimeTypeOf(req.headers['content-type'], file.name), ctx.app)));
    return;
  }
  const { parentId, name } = target.parentAndName();
  const conflict = conflictBehaviorOf('replace', url.searchParams.get(CONFLICT_BEHAVIOR_ANNOTATION));
  const { item, created } = ctx.drive.putFile(parentId, name, bytes, mimeTypeOf(req.headers['content-type'], name), conflict, ctx.app);
  sendJson(res, created ? 201 : 200, ctx.renderer.render(item));
}

export function redirectToContent(ctx: GraphContext, { res, target }: GraphRequest): void {
  sendEmpty(res, 302, { location: ctx.downloadUrls.urlFor(existingFile(target).id) });
}

/** By path: a new or existing file under the conflict behaviour asked for; by id: that file's content, replaced. */
function uploadDestinationOf(target: GraphTarget, conflict: ConflictBehavior): UploadDestination {
  if (target.byPath) return { ...target.parentAndName(), conflict };
  const file = existingFile(target);
  return { parentId: file.parentId as string, name: file.name, conflict: 'replace' };
}

/** `item.fileSize`: the size the file will have, when announced (a whole number of bytes). */
function declaredSizeOf(fileSize: unknown): number | undefined {
  if (fileSize === undefined || fileSize === null) return undefined;
  if (typeof fileSize !== 'number' || !Number.isSafeInteger(fileSize) || fileSize < 0) throw graphErrors.invalidRequest(`Invalid fileSize: ${String(fileSize)}`);
  return fileSize;
}

export async function createUploadSession(ctx: GraphContext, { req, res, url, target }: GraphRequest): Promise<void> {
  const body = parseJsonObject(await readBody(req, MIB));
  const item = (typeof body.item === 'object' && body.item !== null ? body.item : {}) as Record<string, unknown>;
  const conflict = conflictBehaviorOf('replace', item[CONFLICT_BEHAVIOR_ANNOTATION], url.searchParams.get(CONFLICT_BEHAVIOR_ANNOTATION));
  const destination = uploadDestinationOf(target, conflict);
  assertValidItemName(destination.name);
  // Graph also checks again when the last byte arrives (the name may have been taken meanwhile).
  if (destination.conflict === 'fail' && ctx.drive.childNamed(destination.parentId, destination.name)) {
    throw graphErrors.nameAlreadyExists(destination.name);
  }
  sendJson(res, 200, ctx.uploads.create(destination, declaredSizeOf(item.fileSize)));
}
