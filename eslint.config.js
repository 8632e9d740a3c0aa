// Lint: TypeScript rules everywhere, plus the import boundaries of the architecture:
// web → shared only; functions → shared only; infra (CDK) → shared (handlers are referenced by
// entry path, never imported); shared imports none of them. infra/local is the local stand-in for
// Lambda + API Gateway: it loads handlers and seeds through the repositories, so it may reach functions/.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (...folders) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: folders.map((folder) => ({
        group: [`**/${folder}/**`, `${folder}/**`],
        message: `Import boundary: this part may not import from ${folder}/.`,
      })),
    },
  ],
});

export default tseslint.config(
  { ignores: ['node_modules/', 'cdk.out/', 'web/dist/', '.local/', '.local-*/', 'coverage/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['web/**/*.{ts,tsx}'], languageOptions: { globals: { ...globals.browser } }, rules: restrict('functions', 'infra', 'bin') },
  { files: ['functions/**/*.ts'], rules: restrict('web', 'infra', 'bin') },
  { files: ['shared/**/*.ts'], rules: restrict('web', 'functions', 'infra', 'bin') },
  { files: ['infra/*.ts', 'bin/**/*.ts'], rules: restrict('web', 'functions') },
  { files: ['infra/local/**/*.ts'], rules: restrict('web', 'bin') },
);
