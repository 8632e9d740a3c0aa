/**
 * Paging of children listings: a page of at most `size` items and, when more follow, a `$skiptoken`
 * naming the last item given (not an offset), so an item added or removed between two requests
 * neither repeats nor hides another.
 */
import { childOrder } from './drive';
import type { ItemRecord } from './drive-storage';
import { graphErrors } from './graph-error';

interface Position {
  name: string;
  id: string;
}

function positionOf(skipToken: string): Position {
  try {
    const [name, id] = JSON.parse(Buffer.from(skipToken, 'base64url').toString('utf8')) as [unknown, unknown];
    if (typeof name === 'string' && typeof id === 'string') return { name, id };
  } catch {
    // falls through to the refusal
  }
  throw graphErrors.invalidRequest('Invalid $skiptoken.');
}

export function pageOfChildren(children: readonly ItemRecord[], size: number, skipToken?: string): { page: ItemRecord[]; nextSkipToken?: string } {
  const after = skipToken === undefined ? undefined : positionOf(skipToken);
  const remaining = after ? children.filter((child) => childOrder(child, after) > 0) : children;
  const page = remaining.slice(0, size);
  const last = page[page.length - 1];
  if (remaining.length <= size || !last) return { page };
  return { page, nextSkipToken: Buffer.from(JSON.stringify([last.name, last.id])).toString('base64url') };
}
