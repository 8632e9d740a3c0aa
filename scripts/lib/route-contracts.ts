/**
 * The input contract of each route — who may call it and the zod schemas of its path, query and body —
 * read from the route's own handler file, so the sample events and the API reference are generated
 * from what the handler really validates and cannot drift from it.
 *
 * Every handler is `export const handler = defineRoute({ access, params, query, body }, answer)`
 * (functions/lib/define-route.ts). `defineRoute` keeps its options to itself, so the handler file is
 * parsed (TypeScript compiler API) and the `params` / `query` / `body` expressions are evaluated with
 * the bindings the file imports (zod, shared/api-schemas, …) or declares at top level. Nothing from
 * functions/ runs: no handler module, client or environment is needed.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { z } from 'zod';
import type { RouteAccess, RouteDefinition } from '../../shared/routes';

export interface RouteContract {
  /** The access the handler declares (compare with the route table's). */
  access: RouteAccess;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
}

const SCHEMA_OPTIONS = ['params', 'query', 'body'] as const;

export class RouteContractError extends Error {
  constructor(route: Pick<RouteDefinition, 'id' | 'handler'>, problem: string) {
    super(`${route.id} (${route.handler}): ${problem}`);
    this.name = 'RouteContractError';
  }
}

/** Resolves an import specifier of `fromFile` to something `import()` can load. */
function resolveSpecifier(fromFile: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier;
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
  const found = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  if (!found) throw new Error(`cannot resolve ${specifier} from ${fromFile}`);
  return found;
}

interface FileScope {
  file: string;
  source: ts.SourceFile;
  /** Local name → where it comes from: module + exported name (`*` for a namespace import). */
  imports: Map<string, { module: string; exported: string }>;
  /** Top-level `const` initializers by name. */
  constants: Map<string, ts.Expression>;
}

function scopeOf(file: string): FileScope {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const imports = new Map<string, { module: string; exported: string }>();
  const constants = new Map<string, ts.Expression>();
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      if (!clause || clause.isTypeOnly) continue;
      const module = statement.moduleSpecifier.text;
      if (clause.name) imports.set(clause.name.text, { module, exported: 'default' });
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) imports.set(bindings.name.text, { module, exported: '*' });
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          if (element.isTypeOnly) continue;
          imports.set(element.name.text, { module, exported: (element.propertyName ?? element.name).text });
        }
      }
    }
    if (ts.isVariableStatement(statement) && statement.declarationList.flags & ts.NodeFlags.Const) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.initializer) constants.set(declaration.name.text, declaration.initializer);
      }
    }
  }
  return { file, source, imports, constants };
}

/** Identifiers an expression reads (property names and object keys are not reads). */
function identifiersIn(expression: ts.Node): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node)) {
      const parent = node.parent;
      const isPropertyName =
        (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
        (ts.isPropertyAssignment(parent) && parent.name === node) ||
        (ts.isMethodDeclaration(parent) && parent.name === node);
      if (!isPropertyName) names.add(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(expression);
  return names;
}

/** Evaluates a TypeScript expression of the file with the values of the names it reads. */
async function evaluate(scope: FileScope, expression: ts.Expression, seen: Set<string> = new Set()): Promise<unknown> {
  const bindings: Record<string, unknown> = {};
  for (const name of identifiersIn(expression)) {
    const imported = scope.imports.get(name);
    if (imported) {
      const module = (await import(resolveSpecifier(scope.file, imported.module))) as Record<string, unknown>;
      bindings[name] = imported.exported === '*' ? module : module[imported.exported];
      continue;
    }
    const constant = scope.constants.get(name);
    if (constant && !seen.has(name)) bindings[name] = await evaluate(scope, constant, new Set([...seen, name]));
  }
  const javascript = ts
    .transpile(`(${expression.getText(scope.source)})`, { target: ts.ScriptTarget.ES2022, removeComments: true })
    .trim()
    .replace(/;$/, '');
  const names = Object.keys(bindings);
  // The expression comes from our own handler source, not from input.
  const run = new Function(...names, `"use strict"; return ${javascript};`) as (...values: unknown[]) => unknown;
  return run(...names.map((name) => bindings[name]));
}

function isZodSchema(value: unknown): value is z.ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value && typeof (value as z.ZodType).safeParse === 'function';
}

/** Finds `defineRoute(options, answer)` in the handler file. */
export function findDefineRouteCall(source: ts.SourceFile): ts.CallExpression | undefined {
  let found: ts.CallExpression | undefined;
  const visit = (node: ts.Node): void => {
    if (found) return;
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineRoute') {
      found = node;
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function optionsObject(scope: FileScope, call: ts.CallExpression): ts.ObjectLiteralExpression | undefined {
  let options = call.arguments[0];
  // `defineRoute(options, …)` with `const options = { … }` at top level.
  if (options && ts.isIdentifier(options)) options = scope.constants.get(options.text);
  while (options && (ts.isAsExpression(options) || ts.isSatisfiesExpression(options) || ts.isParenthesizedExpression(options))) {
    options = options.expression;
  }
  return options && ts.isObjectLiteralExpression(options) ? options : undefined;
}

const cache = new Map<string, Promise<RouteContract>>();

async function readContract(route: RouteDefinition): Promise<RouteContract> {
  const file = path.resolve(process.cwd(), route.handler);
  if (!existsSync(file)) throw new RouteContractError(route, 'the handler file does not exist');
  const scope = scopeOf(file);
  const call = findDefineRouteCall(scope.source);
  if (!call) throw new RouteContractError(route, 'no defineRoute(…) call found: handlers are written with defineRoute');
  const options = optionsObject(scope, call);
  if (!options) throw new RouteContractError(route, 'the options of defineRoute(…) are not an object literal');

  const contract: Partial<RouteContract> = {};
  for (const property of options.properties) {
    const name = property.name && ts.isIdentifier(property.name) ? property.name.text : undefined;
    if (!name) continue;
    const initializer = ts.isPropertyAssignment(property)
      ? property.initializer
      : ts.isShorthandPropertyAssignment(property)
        ? property.name
        : undefined;
    if (!initializer) continue;
    if (name === 'access') {
      const value = await evaluate(scope, initializer);
      if (typeof value !== 'string') throw new RouteContractError(route, 'access is not a string');
      contract.access = value as RouteAccess;
    } else if ((SCHEMA_OPTIONS as readonly string[]).includes(name)) {
      let value: unknown;
      try {
        value = await evaluate(scope, initializer);
      } catch (error) {
        throw new RouteContractError(route, `cannot evaluate ${name}: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (value === undefined) continue;
      if (!isZodSchema(value)) throw new RouteContractError(route, `${name} is not a zod schema`);
      contract[name as (typeof SCHEMA_OPTIONS)[number]] = value;
    }
  }
  if (!contract.access) throw new RouteContractError(route, 'defineRoute(…) declares no access');
  return contract as RouteContract;
}

/** The contract of a route, read once per process. */
export function routeContract(route: RouteDefinition): Promise<RouteContract> {
  let pending = cache.get(route.handler);
  if (!pending) {
    pending = readContract(route);
    cache.set(route.handler, pending);
  }
  return pending;
}
