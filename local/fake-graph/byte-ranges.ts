/**
 * The two byte-range headers the fake reads: `Content-Range: bytes a-b/total` on an upload fragment
 * (malformed: 400) and `Range: bytes=a-b` on a download (one range; `a-` and `-n` too; anything else
 * is ignored and the whole content served, as RFC 9110 allows).
 */
import { graphErrors } from './graph-error';

export interface ByteRange {
  first: number;
  last: number;
}

export function parseContentRange(header: string | undefined): ByteRange & { total: number } {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header?.trim() ?? '');
  if (!match) throw graphErrors.invalidRequest(`Invalid Content-Range header: ${header ?? '(none)'}; expected "bytes {first}-{last}/{total}".`);
  const [first, last, total] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (last < first || last >= total) throw graphErrors.invalidRequest(`Invalid Content-Range header: ${header ?? ''}`);
  return { first, last, total };
}

/** The range asked for, undefined for the whole content, 'unsatisfiable' when it starts past the end. */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { first: Math.max(0, size - suffix), last: size - 1 };
  }
  const first = Number(match[1]);
  const last = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (match[2] !== '' && Number(match[2]) < first) return undefined;
  return first >= size ? 'unsatisfiable' : { first, last };
}
