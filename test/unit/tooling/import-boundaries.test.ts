/**
 * The import rules of eslint.config.js (eslint-plugin-import-x): no cycle, the core imports no
 * feature, a feature reaches another only through its public entry and only below it, no product
 * file imports a test file or the local stack, and the local stack never imports the scripts. Each case lints a file
 * given on standard input as if it were at its path in the tree.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

interface LintMessage {
  ruleId: string | null;
  message: string;
}

/**
 * The import-x findings the project's ESLint reports for `code` written in `file` (relative to the
 * repository root). ESLint runs in a process of its own: it loads its config as an ES module, which
 * jest's module system cannot.
 */
function importFindings(file: string, code: string): string[] {
  const eslint = path.join(process.cwd(), 'node_modules', '.bin', 'eslint');
  const run = spawnSync(eslint, ['--format', 'json', '--stdin', '--stdin-filename', file], { input: code, encoding: 'utf8' });
  const [result] = JSON.parse(run.stdout) as { messages: LintMessage[] }[];
  return (result?.messages ?? []).filter((message) => message.ruleId?.startsWith('import-x/')).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('import rules', () => {
  jest.setTimeout(60_000);

  it('refuses an import cycle (the configuration importing the table client, which imports it)', () => {
    const findings = importFindings('functions/core/config.ts', "import { documentClient } from './dynamodb';\nexport const client = documentClient;\n");

    expect(findings).toEqual([expect.stringMatching(/^import-x\/no-cycle: Dependency cycle/)]);
  });

  it('refuses the core importing a feature, even through its public entry', () => {
    const findings = importFindings('functions/core/boundary-example.ts', "export { getUserById } from '../users';\n");

    expect(findings).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*functions\/core is the ground floor/)]);
  });

  it('refuses shared/core importing a feature contract', () => {
    const findings = importFindings('shared/core/boundary-example.ts', "export { caseRoutes } from '../cases/routes';\n");

    expect(findings).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*shared\/core is the ground floor/)]);
  });

  it("refuses a feature importing another feature's repository", () => {
    const findings = importFindings('functions/cases/domain/boundary-example.ts', "export { getUserById } from '../../users/repository/users';\n");

    expect(findings).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*The users feature's insides are its own/)]);
  });

  it('refuses a feature importing a feature above it (two features never depend on each other)', () => {
    const findings = importFindings('functions/orgs/domain/boundary-example.ts', "export { getCaseById } from '../../cases';\n");

    expect(findings).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*The orgs feature imports only the features below it/)]);
  });

  it('refuses a product file importing a test file or the local stack', () => {
    const findings = importFindings(
      'functions/cases/domain/boundary-example.ts',
      ["import { createFakeTable } from '../../../test/unit/support/table';", "import { DEMO_CLIENT } from '../../../local';", 'export const parts: unknown[] = [createFakeTable, DEMO_CLIENT];', ''].join('\n'),
    );

    expect(findings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^import-x\/no-restricted-paths: .*test\/unit\/support\/table.*never imports a test file/),
        expect.stringMatching(/^import-x\/no-restricted-paths: .*"\.\.\/\.\.\/\.\.\/local".*functions\/ imports only shared\//),
      ]),
    );
  });

  it('refuses the local stack importing the scripts', () => {
    const findings = importFindings('local/boundary-example.ts', "export { useTargetTable } from '../scripts/lib/target-table';\n");

    expect(findings).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*The local stack imports neither scripts/)]);
  });

  it('refuses a web feature importing another feature, and the shared parts importing a feature', () => {
    const fromFeature = importFindings('web/src/features/cases/boundary-example.ts', "export * from '@/features/documents/api/list-folder-items';\n");
    const fromLib = importFindings('web/src/lib/boundary-example.ts', "export * from '@/features/cases/api/case-email-keys';\n");

    expect(fromFeature).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*A web feature does not import another feature/)]);
    expect(fromLib).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*shared parts: they import neither features nor app/)]);
  });

  it('accepts a feature importing another through its public entry, its own insides, the core and the shared contracts', () => {
    const findings = importFindings(
      'functions/cases/domain/boundary-example.ts',
      [
        "import { getUserById } from '../../users';",
        "import { getCaseById } from '../repository/cases';",
        "import { documentClient } from '../../core/dynamodb';",
        "import type { User } from '../../../shared/users/types';",
        'export const parts: unknown[] = [getUserById, getCaseById, documentClient];',
        'export type Parts = User;',
        '',
      ].join('\n'),
    );

    expect(findings).toEqual([]);
  });
});
