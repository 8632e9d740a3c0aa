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
// middy is published as ESM only: let the transform turn it into CommonJS for jest.
const transformIgnorePatterns = ['/node_modules/(?!(@middy)/)'];

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
