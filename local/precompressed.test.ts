/**
 * The web build's compressed copies (local/precompressed.ts): `.br` and `.gz` beside each file the
 * gateway compresses, decoding to the file; none for what it sends as it is, nor of a copy.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { writeCompressedCopies } from './precompressed';

const SCRIPT = Buffer.from(Array.from({ length: 300 }, (_, index) => `export const value${index} = ${index};\n`).join(''));
const PAGE = Buffer.from(`<!doctype html><html><body>${'<p>Sign in</p>'.repeat(120)}</body></html>`);

let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'precompressed-'));
  mkdirSync(path.join(root, 'assets'));
  mkdirSync(path.join(root, '.vite'));
  writeFileSync(path.join(root, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
  writeFileSync(path.join(root, 'index.html'), PAGE);
  writeFileSync(path.join(root, 'assets', 'tiny-Ab12Cd34.js'), 'export {};\n');
  writeFileSync(path.join(root, 'assets', 'logo-Ab12Cd34.png'), Buffer.alloc(5_000, 7));
  writeFileSync(path.join(root, '.vite', 'manifest.json'), JSON.stringify({ entries: SCRIPT.toString() }));
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

test('writes a Brotli and a gzip copy beside each compressible file, each decoding to it', async () => {
  expect(await writeCompressedCopies(root)).toBe(2);

  for (const [file, bytes] of [['assets/index-Ab12Cd34.js', SCRIPT], ['index.html', PAGE]] as const) {
    const brotli = readFileSync(path.join(root, `${file}.br`));
    expect(brotliDecompressSync(brotli).equals(bytes)).toBe(true);
    expect(brotli.length).toBeLessThan(bytes.length / 4);
    expect(gunzipSync(readFileSync(path.join(root, `${file}.gz`))).equals(bytes)).toBe(true);
  }
});

test('leaves alone what is sent as it is (under 1,000 bytes, an image) and the build’s own records', async () => {
  await writeCompressedCopies(root);

  for (const file of ['assets/tiny-Ab12Cd34.js', 'assets/logo-Ab12Cd34.png', '.vite/manifest.json']) {
    expect({ file, br: existsSync(path.join(root, `${file}.br`)), gz: existsSync(path.join(root, `${file}.gz`)) }).toEqual({ file, br: false, gz: false });
  }
});

test('written again, compresses the files, never their copies', async () => {
  await writeCompressedCopies(root);
  expect(await writeCompressedCopies(root)).toBe(2);

  expect(existsSync(path.join(root, 'assets', 'index-Ab12Cd34.js.br.br'))).toBe(false);
  expect(existsSync(path.join(root, 'assets', 'index-Ab12Cd34.js.gz.br'))).toBe(false);
});
