/**
 * What a first visit's JavaScript is made of (docs/performance.md bench:web): the
 * modules the browser must run before the sign-in page works — the entry (web/src/main.tsx) and the
 * /auth route, through their static imports — leave out zod, Sonner and the form adapters, which
 * load on first use (lib/runtime-config checks /config.json by hand, lib/lazy-resolver, lib/toast);
 * a signed-in area's shell leaves out the two-factor set-up card (shown to few, loaded when shown);
 * no first load carries every feature's refusal sentences (lib/refusal-sentences, loaded with a refusal).
 * Read from the sources with the TypeScript parser: a type-only import costs nothing, `import()`
 * is not followed.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = process.cwd();
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveSource(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? path.join(root, 'web/src', specifier.slice(2))
    : specifier.startsWith('@shared/')
      ? path.join(root, 'shared', specifier.slice('@shared/'.length))
      : path.resolve(path.dirname(from), specifier);
  if (/\.(css|po)$/.test(base)) return undefined;
  if (/\.tsx?$/.test(base) && existsSync(base)) return base;
  const found = EXTENSIONS.map((extension) => base + extension).find((file) => existsSync(file));
  if (!found) throw new Error(`${specifier} (imported by ${path.relative(root, from)}) does not resolve`);
  return found;
}

/** The package a bare specifier names: `zod/mini` → zod, `@hookform/resolvers/zod` → @hookform/resolvers. */
const packageOf = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

/** The static value imports of a module (type-only ones are erased by the build). */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const bindings = clause?.namedBindings;
      const onlyTypes = clause && !clause.name && bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly);
      if (!onlyTypes) specifiers.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) && !statement.isTypeOnly) {
      specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
}

/** Every source module and package the `entries` reach through static value imports. */
function firstLoad(entries: string[]): { modules: Set<string>; packages: Set<string> } {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    const relative = path.relative(root, file);
    if (modules.has(relative)) return;
    modules.add(relative);
    for (const specifier of valueImports(file)) {
      if (specifier.startsWith('.') || specifier.startsWith('@/') || specifier.startsWith('@shared/')) {
        const resolved = resolveSource(file, specifier);
        if (resolved) visit(resolved);
      } else {
        packages.add(packageOf(specifier));
      }
    }
  };
  for (const entry of entries) visit(path.join(root, entry));
  return { modules, packages };
}

describe("the web app's first loads", () => {
  it('the sign-in page runs without zod, Sonner and the form adapters', () => {
    const { modules, packages } = firstLoad(['web/src/main.tsx', 'web/src/features/auth/routes/auth-page.tsx']);

    // What it does need: the walk reached the app, its router, the session and the form.
    expect([...packages]).toEqual(expect.arrayContaining(['react', 'react-dom', 'react-router-dom', '@tanstack/react-query', 'aws-amplify', 'react-hook-form']));
    expect([...modules]).toEqual(expect.arrayContaining(['web/src/features/auth/components/sign-in-form.tsx', 'web/src/lib/auth-context.tsx']));
    expect([...packages].filter((name) => ['zod', 'sonner', '@hookform/resolvers'].includes(name))).toEqual([]);
  });

  it("the client's case page does not run the two-factor set-up card", () => {
    const { modules } = firstLoad(['web/src/main.tsx', 'web/src/app/routes/areas.tsx', 'web/src/app/routes/cases/client-case-page.tsx']);

    expect(modules).toContain('web/src/features/cases/components/case-details-card.tsx');
    expect([...modules].filter((file) => file.includes('two-factor'))).toEqual([]);
  });

  it("the client's settings page runs no form library (five switches; react-hook-form comes with the two-factor set-up)", () => {
    const { modules, packages } = firstLoad(['web/src/main.tsx', 'web/src/app/routes/areas.tsx', 'web/src/features/settings/routes/client-settings.tsx']);

    expect(modules).toContain('web/src/components/security/two-factor-card.tsx');
    expect([...packages].filter((name) => name === 'react-hook-form')).toEqual([]);
    expect([...modules].filter((file) => file.endsWith('totp-setup-form.tsx') || file.endsWith('components/form/fields.tsx'))).toEqual([]);
  });

  it("no first load carries every feature's refusal sentences", () => {
    const { modules } = firstLoad([
      'web/src/main.tsx',
      'web/src/features/auth/routes/auth-page.tsx',
      'web/src/app/routes/areas.tsx',
      'web/src/app/routes/dashboard/client-dashboard.tsx',
      'web/src/app/routes/cases/client-case-page.tsx',
    ]);

    expect(modules).toContain('web/src/lib/refusal-messages.ts');
    expect([...modules].filter((file) => file === 'web/src/lib/refusal-sentences.ts' || file === 'shared/refusals.ts')).toEqual([]);
  });

  it.each([
    ['the dashboard', 'web/src/app/routes/dashboard/client-dashboard.tsx'],
    ['their cases', 'web/src/features/cases/routes/my-cases-page.tsx'],
    ['a case', 'web/src/app/routes/cases/client-case-page.tsx'],
    ["a case's lower part (documents, questionnaires, activity)", 'web/src/app/routes/cases/case-page-more.tsx'],
    ['a questionnaire', 'web/src/features/questionnaires/routes/questionnaire-page.tsx'],
    ['their messages', 'web/src/app/routes/messages/messages-pages.tsx'],
    ['their billing', 'web/src/features/billing/routes/my-billing-page.tsx'],
    ['their settings', 'web/src/features/settings/routes/client-settings.tsx'],
    ['their account', 'web/src/app/routes/account/account-page.tsx'],
  ])("a client's page runs no zod and no Sonner before it shows (Sonner comes with the first toast or once idle): %s", (_page, route) => {
    const { modules, packages } = firstLoad(['web/src/main.tsx', 'web/src/app/routes/areas.tsx', route]);

    expect(modules).toContain(route);
    expect([...packages].filter((name) => name === 'zod' || name === 'sonner')).toEqual([]);
  });
});
