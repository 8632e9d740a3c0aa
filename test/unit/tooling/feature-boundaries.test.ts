/**
 * The server's feature boundaries (eslint.config.js, local/feature-boundaries): a feature reaches
 * another only through its public entry, functions/<feature>/index.ts; the core is shared by all.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

interface LintMessage {
  ruleId: string | null;
  message: string;
}

/**
 * The boundary refusals the project's ESLint reports for `code` written in `file` (relative to the
 * repository root). ESLint runs in a process of its own: it loads its config as an ES module, which
 * jest's module system cannot.
 */
async function boundaryRefusals(file: string, code: string): Promise<string[]> {
  const eslint = path.join(process.cwd(), 'node_modules', '.bin', 'eslint');
  const run = spawnSync(eslint, ['--format', 'json', '--stdin', '--stdin-filename', file], { input: code, encoding: 'utf8' });
  const [result] = JSON.parse(run.stdout) as { messages: LintMessage[] }[];
  return (result?.messages ?? []).filter((message) => message.ruleId === 'local/feature-boundaries').map((message) => message.message);
}

describe('server feature boundaries', () => {
  jest.setTimeout(60_000);

  it("refuses a feature importing another feature's repository", async () => {
    const refusals = await boundaryRefusals(
      'functions/cases/domain/boundary-example.ts',
      "import { getUserById } from '../../users/repository/users';\nexport const read = getUserById;\n",
    );

    expect(refusals).toEqual([expect.stringContaining('functions/users/repository/users.ts is inside the users feature')]);
  });

  it("refuses the core importing a feature's insides", async () => {
    const refusals = await boundaryRefusals('functions/core/boundary-example.ts', "export { getOrg } from '../orgs/repository/orgs';\n");

    expect(refusals).toEqual([expect.stringContaining('functions/orgs/repository/orgs.ts is inside the orgs feature')]);
  });

  it("accepts a feature importing another through its public entry, its own insides, the core and the shared contracts", async () => {
    const refusals = await boundaryRefusals(
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

    expect(refusals).toEqual([]);
  });
});
