/** Dispatches an authenticated Graph request (below /v1.0) to the driveItem operation its method and address name. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createUploadSession, putContent, redirectToContent } from './content-handlers';
import { parseGraphAddress } from './graph-address';
import type { GraphContext } from './graph-context';
import { graphErrors } from './graph-error';
import type { GraphRequest } from './graph-request';
import { GraphTarget } from './graph-target';
import { createFolder, deleteItem, getItem, listChildren, updateItem } from './item-handlers';

type GraphHandler = (ctx: GraphContext, request: GraphRequest) => void | Promise<void>;

/** `${method} ${action}`, where the action is "item" for the driveItem itself. */
const ROUTES: Readonly<Record<string, GraphHandler>> = {
  'GET item': getItem,
  'PATCH item': updateItem,
  'DELETE item': deleteItem,
  'GET children': listChildren,
  'POST children': createFolder,
  'GET content': redirectToContent,
  'PUT content': putContent,
  'POST createUploadSession': createUploadSession,
};

export async function handleGraphRequest(ctx: GraphContext, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const address = parseGraphAddress(url.pathname);
  const handler = ROUTES[`${req.method ?? 'GET'} ${address.action ?? 'item'}`];
  if (!handler) throw graphErrors.methodNotAllowed();
  await handler(ctx, { req, res, url, target: new GraphTarget(ctx.drive, address) });
}
