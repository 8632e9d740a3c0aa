/**
 * The web build's compressed copies: each file the gateway would compress (static-files.ts, the rule
 * CloudFront compresses by) written beside it at build time as `<file>.br` (Brotli at its best
 * quality) and `<file>.gz` (gzip at its best), by the web build (web/vite.config.ts) once its files
 * are all written. The gateway answers a browser that accepts the encoding with the copy, so no
 * request waits for Brotli's best quality (seconds for the largest chunks, on a first visit right
 * after `npm start`); a file without a fresh copy is still compressed on the fly.
 *
 * The deployment leaves the copies out of the web bucket (infra/web.ts): CloudFront compresses on
 * its own, and S3 would serve a `.br` file as a file of its own type, never as the encoding of another.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { COMPRESSED_SUFFIX, type ContentEncoding, compress, isCompressible } from './static-files';

const COPIES = Object.values(COMPRESSED_SUFFIX);

/** Files compressed at once (zlib runs them on libuv's threads). */
const CONCURRENCY = 4;

/** Every file under `root`, but compressed copies and the build's own records (`.vite/`). */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && !COPIES.some((suffix) => entry.name.endsWith(suffix)))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !path.relative(root, file).split(path.sep).some((part) => part.startsWith('.')));
}

/** Writes `<file>.br` and `<file>.gz` beside each compressible file under `root`; answers how many files were compressed. */
export async function writeCompressedCopies(root: string): Promise<number> {
  const files: string[] = [];
  for (const file of await filesUnder(root)) {
    if (isCompressible(file, (await stat(file)).size)) files.push(file);
  }
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++] as string;
      const bytes = await readFile(file);
      await Promise.all(
        (Object.entries(COMPRESSED_SUFFIX) as [ContentEncoding, string][]).map(async ([encoding, suffix]) => writeFile(`${file}${suffix}`, await compress(bytes, encoding))),
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, files.length) }, worker));
  return files.length;
}
