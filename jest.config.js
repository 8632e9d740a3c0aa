/** Jest: unit, infra, integration and web (component) projects (end-to-end tests run under Playwright). */
const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    target: 'es2022',
    transform: { react: { runtime: 'automatic' } },
  },
  module: { type: 'commonjs' },
};
const transform = { '^.+\\.(t|j)sx?$': ['@swc/jest', swcOptions] };
// middy and file-type (with its dependencies) are published as ESM only: let the transform turn
// them into CommonJS for jest.
const ESM_PACKAGES = ['@middy', 'file-type', 'strtok3', 'token-types', 'peek-readable', '@tokenizer', 'uint8array-extras', '@borewit'];
const transformIgnorePatterns = [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`];

const common = { transform, transformIgnorePatterns, testEnvironment: 'node' };

// MSW's own dependencies that are published as ESM only (.mjs), and client-zip (the browser ZIPs, web/src/lib/export-files.test.tsx).
const WEB_ESM_PACKAGES = [...ESM_PACKAGES, 'rettime', 'until-async', '@open-draft', '@inquirer', 'fast-wrap-ansi', 'fast-string-width', 'fast-string-truncated-width', 'client-zip'];

export default {
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/test/unit/**/*.test.ts', '<rootDir>/functions/**/*.test.ts', '<rootDir>/local/**/*.test.ts'] },
    { ...common, displayName: 'infra', testMatch: ['<rootDir>/test/infra/**/*.test.ts'] },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/integration/**/*.test.ts'],
      globalSetup: '<rootDir>/test/integration/global-setup.ts',
      globalTeardown: '<rootDir>/test/integration/global-teardown.ts',
    },
    {
      // React components under jsdom; the API is mocked at the network level (MSW). jest-fixed-jsdom is
      // jsdom with Node's fetch, streams and TextEncoder, which MSW needs.
      ...common,
      displayName: 'web',
      testEnvironment: 'jest-fixed-jsdom',
      // Typing into forms under jsdom is CPU-bound: on CI's two cores, shared with the integration
      // stacks, a long form outlasts jest's 5 s default without anything being wrong.
      testTimeout: 30_000,
      // Lingui's macros through Babel first (the build's message ids), then @swc/jest; PO catalogues
      // compiled as the build's Vite plugin does (test/web/support/*.cjs).
      transform: {
        '^.+\\.m?(t|j)sx?$': ['<rootDir>/test/web/support/lingui-jest-transform.cjs', swcOptions],
        '^.+\\.po$': '<rootDir>/test/web/support/po-transform.cjs',
      },
      moduleFileExtensions: ['js', 'mjs', 'cjs', 'jsx', 'ts', 'mts', 'cts', 'tsx', 'json', 'node', 'po'],
      transformIgnorePatterns: [`/node_modules/(?!(${WEB_ESM_PACKAGES.join('|')})/)`],
      testMatch: ['<rootDir>/web/src/**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/test/web/setup.ts'],
      // The aliases of web/tsconfig.json; style sheets are not loaded.
      moduleNameMapper: {
        '\\.css$': '<rootDir>/test/web/support/style-mock.cjs',
        '^@/(.*)$': '<rootDir>/web/src/$1',
        '^@shared/(.*)$': '<rootDir>/shared/$1',
        '^@test-support/(.*)$': '<rootDir>/test/web/support/$1',
        // The route table's paths and methods (web/vite.config.ts builds it for the app).
        '^virtual:api-routes$': '<rootDir>/test/web/support/api-routes.ts',
      },
    },
  ],
};
