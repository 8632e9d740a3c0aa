/** Jest: unit, infra and integration projects (end-to-end tests run under Playwright). */
const transform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022' },
      module: { type: 'commonjs' },
    },
  ],
};
// middy and file-type (with its dependencies) are published as ESM only: let the transform turn
// them into CommonJS for jest.
const ESM_PACKAGES = ['@middy', 'file-type', 'strtok3', 'token-types', 'peek-readable', '@tokenizer', 'uint8array-extras', '@borewit'];
const transformIgnorePatterns = [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`];

const common = { transform, transformIgnorePatterns, testEnvironment: 'node' };

export default {
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/test/unit/**/*.test.ts'] },
    { ...common, displayName: 'infra', testMatch: ['<rootDir>/test/infra/**/*.test.ts'] },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/integration/**/*.test.ts'],
      globalSetup: '<rootDir>/test/integration/global-setup.ts',
      globalTeardown: '<rootDir>/test/integration/global-teardown.ts',
    },
  ],
};
