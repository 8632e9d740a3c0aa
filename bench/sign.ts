/**
 * `npm run bench:sign`: what signing a PDF costs, on this machine.
 *
 *   1. The signing code path of the sign route (functions/signatures/signing/sign-pdf.ts): a 20-page
 *      PDF (text on every page) gets its signature page, its certificate page and its PAdES signature;
 *      median and p95 over the iterations, with the certificate's generation (once per stack) apart.
 *   2. The sign route's bundle, built as the CDK stack builds it (infra/function-bundles.ts), and the
 *      time to import it in a fresh Node process (its cold start's code part), median of fresh processes.
 *
 * Writes its section of docs/performance.md.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { MAX_BUNDLE_KB, MAX_SIGNING_BUNDLE_KB, bundleFunction } from '../infra/function-bundles';
import { generateSigningCredentials, signingIdentity } from '../functions/signatures/signing/certificate';
import { sha256Hex, signPdf } from '../functions/signatures/signing/sign-pdf';
import { signatureRoutes } from '../shared/signatures/routes';
import { describeLoad, intFromEnv, loadNow, percentile } from './measure';
import { writeSection } from './sections';

const settings = {
  iterations: intFromEnv('BENCH_SIGN_ITERATIONS', 15),
  imports: intFromEnv('BENCH_SIGN_IMPORTS', 7),
  pages: intFromEnv('BENCH_SIGN_PAGES', 20),
  output: path.resolve(process.cwd(), process.env.BENCH_OUT ?? path.join('docs', 'performance.md')),
};
const say = (line: string) => process.stdout.write(`${line}\n`);
const ms = (value: number) => `${value.toFixed(0)} ms`;

async function documentOf(pages: number): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page += 1) {
    const added = document.addPage([595.28, 841.89]);
    for (let line = 0; line < 45; line += 1) {
      added.drawText(`Clause ${page}.${line + 1}: the client retains the firm for the services described in this agreement.`, { x: 56, y: 780 - line * 16, size: 9, font });
    }
  }
  return document.save();
}

async function main(): Promise<void> {
  const loadAtStart = loadNow();
  const generationStart = performance.now();
  const identity = signingIdentity(generateSigningCredentials('Bench document signing', 'Bench'));
  const generation = performance.now() - generationStart;
  const original = await documentOf(settings.pages);
  const evidence = {
    documentName: 'Retainer.pdf',
    originalSha256: sha256Hex(original),
    reference: 'sr-bench',
    portalUrl: 'https://portal.example.com',
    firmName: 'Bench LLP',
    signers: [{ name: 'Amélie Client', email: 'amelie@example.com', role: 'client' as const, verification: 'One-time code', signedAt: new Date().toISOString(), ipAddress: '203.0.113.7', userAgent: 'Bench' }],
  };
  await signPdf(original, evidence, identity); // warm-up
  const times: number[] = [];
  let size = 0;
  for (let i = 0; i < settings.iterations; i += 1) {
    const start = performance.now();
    size = (await signPdf(original, evidence, identity)).length;
    times.push(performance.now() - start);
  }
  say(`sign ${settings.pages} pages: median ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}`);

  const workDir = path.join(process.cwd(), 'node_modules', '.cache', 'bench-sign');
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const outfile = path.join(workDir, 'index.mjs');
  const bundle = await bundleFunction(signatureRoutes.signSignatureRequest.handler, 's3', outfile);
  const imports: number[] = [];
  for (let i = 0; i < settings.imports; i += 1) {
    const script = `const t = performance.now(); await import(${JSON.stringify(pathToFileURL(outfile).href)}); process.stdout.write(String(performance.now() - t));`;
    imports.push(Number(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })));
  }
  say(`bundle ${(bundle.bytes / 1024).toFixed(1)} KB, import median ${ms(percentile(imports, 50))}`);

  writeSection(
    settings.output,
    'sign',
    `## Signing (\`npm run bench:sign\`)

Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on this machine (${describeLoad({ start: loadAtStart, end: loadNow() }, "the times above are then slower than on a quiet machine")}).

| what | result |
|---|---|
| signing a ${settings.pages}-page PDF (${(original.length / 1024).toFixed(0)} KB → ${(size / 1024).toFixed(0)} KB signed): signature page, certificate page, PAdES signature | median ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))} (${settings.iterations} runs) |
| generating the signing certificate (RSA 2048, once per stack, at its first signature) | ${ms(generation)} |
| the sign route's bundle (\`signSignatureRequest\`, S3 deployment) | ${(bundle.bytes / 1024).toFixed(1)} KB (limit ${MAX_SIGNING_BUNDLE_KB} KB; every other route ${MAX_BUNDLE_KB} KB) |
| importing that bundle in a fresh Node process (the code part of its cold start) | median ${ms(percentile(imports, 50))} (${settings.imports} processes) |

The sign route is the one route over the 100 KB rule: it must read and write PDFs, and pdf-lib (its
parser, writer, the standard fonts' metrics and zlib) is about 500 KB minified. Only this route
carries it; the signature itself (the CMS SignedData and the generated certificate) is a few KB of
DER written over Node's crypto (functions/signatures/signing/der.ts) rather than node-forge, and the
other signature routes (ask, list, code, decline) stay far under 100 KB. A signer makes one such
request per document, after a code e-mail of several seconds, so its cold start is not on a path
people repeat. To bring it under the rule one would write the signed PDF as an incremental update
of the original (new objects and a new xref appended to the unchanged bytes) with a minimal parser of
its trailer, catalogue and page tree, instead of pdf-lib's full load and save.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
