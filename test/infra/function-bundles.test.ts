/**
 * Each function's bundle, built with esbuild as the CDK stack builds it (infra/function-bundles.ts),
 * holds only what its function needs: a route's bundle loads no AWS SDK package that
 * its route-table entry does not declare (the others are loaded with `import()` where first used),
 * and the deployed mail sender holds no SMTP transport, which only the local stack uses; a route's
 * bundle carries its own feature's contract, not the gathered route table; every bundle is at most
 * 100 KB. Sizes, not timings: `npm run bench:cold` measures what loading them costs.
 */
import { build } from 'esbuild';
import path from 'node:path';
import { type DocumentStorage, declaredSdkPackages } from '../../infra/bundling';
import { type FunctionBundle, MAX_BUNDLE_KB, MAX_MAIL_SENDER_BUNDLE_KB, MAX_ONEDRIVE_UPLOAD_BUNDLE_KB, bundleFunction, maxBundleKb, deployedFunctions, handlerBuildOptions } from '../../infra/function-bundles';
import { SEND_MAIL_HANDLER } from '../../shared/mail/queue';

const STORAGES: readonly DocumentStorage[] = ['s3', 'onedrive'];
const routeFunctions = (storage: DocumentStorage) => deployedFunctions(storage).filter((fn) => fn.route !== undefined);

const bundles = new Map<string, FunctionBundle>();
const bundleOf = (storage: DocumentStorage, id: string) => bundles.get(`${storage}:${id}`) as FunctionBundle;

beforeAll(async () => {
  for (const storage of STORAGES) {
    const built = await Promise.all(deployedFunctions(storage).map(async (fn) => [fn.id, await bundleFunction(fn.handler, storage)] as const));
    for (const [id, bundle] of built) bundles.set(`${storage}:${id}`, bundle);
  }
}, 120_000);

describe.each(STORAGES)('the %s deployment', (storage) => {
  it.each(routeFunctions(storage).map((fn) => [fn.id, fn] as const))('%s loads only the SDK packages its route entry declares', (id, fn) => {
    const declared = declaredSdkPackages(fn.route as NonNullable<typeof fn.route>, storage);
    const undeclared = bundleOf(storage, id).sdkAtLoad.filter((name) => !declared.includes(name));
    expect(undeclared).toEqual([]);
  });

  it('loads neither S3 nor Cognito with a route that declares neither (getAdminCase)', () => {
    expect(bundleOf(storage, 'getAdminCase').sdkAtLoad).toEqual(['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb']);
  });

  it('loads the table\'s packages and S3 only with the activity archive\'s writer (no presigner, no Cognito, no queue)', () => {
    expect(bundleOf(storage, 'ArchiveActivity').sdkAtLoad).toEqual(['@aws-sdk/client-dynamodb', '@aws-sdk/client-s3', '@aws-sdk/lib-dynamodb', '@aws-sdk/util-dynamodb']);
  });

  it(`keeps every function's bundle, workers included, to ${MAX_BUNDLE_KB} KB (the mail sender, off the request path, to ${MAX_MAIL_SENDER_BUNDLE_KB} KB; the OneDrive deployment's upload routes to ${MAX_ONEDRIVE_UPLOAD_BUNDLE_KB} KB)`, () => {
    const oversize = deployedFunctions(storage)
      .filter((fn) => bundleOf(storage, fn.id).bytes > maxBundleKb(fn.id, storage) * 1024)
      .map((fn) => `${fn.id} ${(bundleOf(storage, fn.id).bytes / 1024).toFixed(1)} KB`);
    expect(oversize).toEqual([]);
  });

  it('builds no route with the gathered route table (each handler names its own feature\'s entry)', () => {
    const withTable = routeFunctions(storage).filter((fn) => bundleOf(storage, fn.id).inputs.includes('shared/routes.ts'));
    expect(withTable.map((fn) => fn.id)).toEqual([]);
  });

  it('leaves nodemailer out of every function, the mail sender included', () => {
    const withNodemailer = deployedFunctions(storage).filter((fn) => bundleOf(storage, fn.id).inputs.some((input) => input.includes('node_modules/nodemailer/')));
    expect(withNodemailer.map((fn) => fn.id)).toEqual([]);
  });
});

describe('the mail sender', () => {
  it('keeps its SMTP transport for the local stack, which bundles without the deployed definitions', async () => {
    const { define: _deployedOnly, ...localLike } = handlerBuildOptions('s3');
    const result = await build({ ...localLike, entryPoints: [path.join(process.cwd(), SEND_MAIL_HANDLER)], outdir: path.join(process.cwd(), 'cdk.out', 'function-bundles'), write: false });
    expect(Object.keys(result.metafile?.inputs ?? {}).some((input) => input.includes('node_modules/nodemailer/'))).toBe(true);
  });
});
