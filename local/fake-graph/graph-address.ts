/**
 * Reads the driveItem a Graph URL addresses: `/v1.0/drives/{driveId}/items/{itemId}` or `/root`,
 * optionally followed by a path relative to it (`:/Case A/Report.pdf`, with or without the closing
 * `:`), optionally followed by an action (`/children`, `/content`, `/createUploadSession`).
 * Path segments are percent-decoded one by one, so an encoded `/` or `:` stays part of a name.
 */
import { graphErrors } from './graph-error';

export const GRAPH_PREFIX = '/v1.0';

export type ItemAction = 'children' | 'content' | 'createUploadSession';
const ACTIONS: readonly string[] = ['children', 'content', 'createUploadSession'] satisfies ItemAction[];

export interface GraphAddress {
  driveId: string;
  /** 'root' or an item id. */
  base: string;
  /** Names below the base (empty: the base itself). */
  path: string[];
  action?: ItemAction;
}

const ITEM_PATTERN = /^\/drives\/([^/]+)\/(?:root|items\/([^/:]+))(?::([^:]*):?)?(?:\/([^/]+))?$/;

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    throw graphErrors.invalidRequest(`Invalid percent-encoding in the URL: ${text}`);
  }
}

/** The address in `pathname` (below /v1.0); 400 for a URL this fake does not serve. */
export function parseGraphAddress(pathname: string): GraphAddress {
  const match = ITEM_PATTERN.exec(pathname.slice(GRAPH_PREFIX.length));
  if (!match) throw graphErrors.invalidRequest(`Resource not found for the segment in ${pathname}.`);
  const [, driveId = '', itemId, relativePath, action] = match;
  if (action !== undefined && !ACTIONS.includes(action)) throw graphErrors.invalidRequest(`Resource not found for the segment '${action}'.`);
  if (relativePath !== undefined && relativePath !== '' && !relativePath.startsWith('/')) {
    throw graphErrors.invalidRequest(`Invalid path: ${relativePath}`);
  }
  const path = (relativePath ?? '').split('/').filter((segment) => segment !== '').map(decode);
  return { driveId: decode(driveId), base: itemId === undefined ? 'root' : decode(itemId), path, action: action as ItemAction | undefined };
}
