/**
 * `Content-Disposition` with the original file name, for every browser: an ASCII fallback in
 * `filename` and the exact UTF-8 name in `filename*` (RFC 6266 / RFC 5987). `attachment` downloads
 * it; `inline` shows it in the page (previews).
 */
export type DispositionType = 'attachment' | 'inline';

export function contentDisposition(type: DispositionType, fileName: string): string {
  const fallback = fileName.normalize('NFKD').replace(/\p{M}/gu, '').replace(/[^\x20-\x7E]/g, '_').replace(/["\\]/g, '_') || 'document';
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
