/**
 * What each handler answers, read from the code with the TypeScript checker (for the API reference):
 *
 *   - success shapes: the type of the argument of every `ok(…)` / `created(…)` / `json(status, …)`
 *     the handler returns, printed with the domain types of shared/types.ts by name;
 *   - errors: every `httpError(status, message)` and every `{ status, message }` conflict reachable
 *     from the handler's answer function, following calls into functions/ (not node_modules), with
 *     constant arguments carried into the callee (`requireSelf(…, 'Client not found')`);
 *   - the errors defineRoute itself answers (caller checks, role check, body parsing), read from its
 *     helpers and applied by the route's access and inputs, as defineRoute applies them.
 */
import path from 'node:path';
import ts from 'typescript';
import type { RouteDefinition } from '../../shared/routes';
import { findDefineRouteCall } from './route-contracts';

export interface AnswerShape {
  status: number;
  /** TypeScript-like text of the JSON answer, multi-line. */
  shape: string;
}

export interface ErrorAnswer {
  status: number;
  message: string;
}

export interface HandlerAnalysis {
  answers: AnswerShape[];
  /** Errors of the route's own logic (domain, repositories), in order of status. */
  errors: ErrorAnswer[];
}

/** What defineRoute refuses before the answer runs, by the step that refuses it. */
export interface DefineRouteErrors {
  /** Every route but public ones: the token's caller (resolveCaller). */
  caller: ErrorAnswer[];
  /** Admin and client routes: the caller's role (checkAccess). */
  role: ErrorAnswer[];
  /** Routes with a body: the JSON text (parseBody). */
  body: ErrorAnswer[];
}

export interface TypeField {
  name: string;
  type: string;
  optional: boolean;
  doc: string;
}

export interface DomainType {
  name: string;
  doc: string;
  fields: TypeField[];
}

export interface Analysis {
  handlers: Map<string, HandlerAnalysis>;
  defineRoute: DefineRouteErrors;
  /** The shared/types.ts types the answers refer to, in order of first use. */
  types: DomainType[];
}

const DOMAIN_TYPES_FILE = 'shared/types.ts';
const HTTP_FILE = 'functions/lib/http.ts';
const DEFINE_ROUTE_FILE = 'functions/lib/define-route.ts';
const CALLER_FILE = 'functions/lib/caller.ts';
const RESPONSE_HELPERS: Record<string, number | 'first-argument'> = { ok: 200, created: 201, json: 'first-argument' };

type Value = string | number | boolean | undefined | { [name: string]: Value };
type Environment = Map<ts.Symbol, Value>;

function relative(file: string): string {
  return path.relative(process.cwd(), file).split(path.sep).join('/');
}

export function analyzeHandlers(routes: readonly RouteDefinition[]): Analysis {
  const cwd = process.cwd();
  const program = ts.createProgram(
    routes.map((route) => path.join(cwd, route.handler)),
    {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      types: [],
    },
  );
  const checker = program.getTypeChecker();
  const usedTypes: ts.Symbol[] = [];

  const inRepository = (node: ts.Node) => {
    const file = node.getSourceFile().fileName;
    return !file.includes('/node_modules/') && file.startsWith(cwd);
  };
  const fileIs = (node: ts.Node, file: string) => relative(node.getSourceFile().fileName) === file;

  const resolveSymbol = (node: ts.Node): ts.Symbol | undefined => {
    let symbol = checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return symbol;
  };

  // ---------- constant values (status codes, messages) ----------
  const constValue = (expression: ts.Expression | undefined, env: Environment): Value => {
    if (!expression) return undefined;
    if (ts.isNumericLiteral(expression)) return Number(expression.text);
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return expression.text;
    if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression) || ts.isSatisfiesExpression(expression)) {
      return constValue(expression.expression, env);
    }
    if (ts.isTemplateExpression(expression)) {
      // A message built at run time: shown with its variable parts as `…`.
      return expression.head.text + expression.templateSpans.map((span) => `…${span.literal.text}`).join('');
    }
    if (ts.isObjectLiteralExpression(expression)) {
      const value: { [name: string]: Value } = {};
      for (const property of expression.properties) {
        if (ts.isPropertyAssignment(property) && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) {
          value[property.name.text] = constValue(property.initializer, env);
        }
      }
      return value;
    }
    if (ts.isPropertyAccessExpression(expression)) {
      const owner = constValue(expression.expression, env);
      return owner && typeof owner === 'object' ? owner[expression.name.text] : undefined;
    }
    if (ts.isIdentifier(expression)) {
      const symbol = resolveSymbol(expression);
      if (!symbol) return undefined;
      if (env.has(symbol)) return env.get(symbol);
      const declaration = symbol.valueDeclaration;
      if (
        declaration &&
        ts.isVariableDeclaration(declaration) &&
        declaration.initializer &&
        ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const
      ) {
        return constValue(declaration.initializer, new Map());
      }
    }
    return undefined;
  };

  const asError = (value: Value): ErrorAnswer | undefined => {
    if (!value || typeof value !== 'object') return undefined;
    const { status, message } = value;
    if (typeof status === 'number' && status >= 400 && status < 600 && typeof message === 'string') return { status, message };
    return undefined;
  };

  // ---------- the call graph ----------
  type FunctionNode = ts.FunctionLikeDeclaration & { body: ts.Node };
  const functionOf = (symbol: ts.Symbol | undefined): FunctionNode | undefined => {
    const declaration = symbol?.valueDeclaration ?? symbol?.declarations?.[0];
    if (!declaration) return undefined;
    let candidate: ts.Node | undefined = declaration;
    if (ts.isVariableDeclaration(declaration) || ts.isPropertyAssignment(declaration)) candidate = declaration.initializer;
    if (
      candidate &&
      (ts.isFunctionDeclaration(candidate) || ts.isMethodDeclaration(candidate) || ts.isArrowFunction(candidate) || ts.isFunctionExpression(candidate)) &&
      candidate.body
    ) {
      return candidate as FunctionNode;
    }
    return undefined;
  };

  const isHttpError = (symbol: ts.Symbol | undefined) =>
    symbol?.name === 'httpError' && symbol.valueDeclaration !== undefined && fileIs(symbol.valueDeclaration, HTTP_FILE);

  /** Errors reachable from `root`. */
  const collectErrors = (root: ts.Node, rootEnv: Environment = new Map()): ErrorAnswer[] => {
    const found: ErrorAnswer[] = [];
    const add = (error: ErrorAnswer | undefined) => {
      if (error && !found.some((known) => known.status === error.status && known.message === error.message)) found.push(error);
    };
    const visited = new Set<string>();
    const walk = (node: ts.Node, env: Environment): void => {
      const visit = (child: ts.Node): void => {
        if (ts.isCallExpression(child)) {
          const symbol = resolveSymbol(ts.isPropertyAccessExpression(child.expression) ? child.expression.name : child.expression);
          if (isHttpError(symbol)) {
            add(asError({ status: constValue(child.arguments[0], env), message: constValue(child.arguments[1], env) }));
          } else {
            const callee = functionOf(symbol);
            if (callee && inRepository(callee) && !fileIs(callee, DEFINE_ROUTE_FILE)) {
              const calleeEnv: Environment = new Map();
              callee.parameters.forEach((parameter, index) => {
                const parameterSymbol = ts.isIdentifier(parameter.name) ? checker.getSymbolAtLocation(parameter.name) : undefined;
                if (!parameterSymbol) return;
                const argument = child.arguments[index];
                calleeEnv.set(parameterSymbol, argument ? constValue(argument, env) : constValue(parameter.initializer, new Map()));
              });
              const key = `${callee.getSourceFile().fileName}:${callee.pos}:${JSON.stringify([...calleeEnv.values()])}`;
              if (!visited.has(key)) {
                visited.add(key);
                walk(callee.body, calleeEnv);
              }
            }
          }
        } else if (ts.isObjectLiteralExpression(child)) {
          add(asError(constValue(child, env)));
        } else if (ts.isIdentifier(child) && !ts.isPropertyAccessExpression(child.parent)) {
          // A named conflict such as EMAIL_TAKEN used as an onConflict.
          const symbol = resolveSymbol(child);
          const declaration = symbol?.valueDeclaration;
          if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer && inRepository(declaration)) {
            const initializer = declaration.initializer;
            const inner = ts.isAsExpression(initializer) ? initializer.expression : initializer;
            if (ts.isObjectLiteralExpression(inner)) add(asError(constValue(inner, new Map())));
          }
        }
        ts.forEachChild(child, visit);
      };
      visit(node);
    };
    walk(root, rootEnv);
    return found.sort((a, b) => a.status - b.status);
  };

  // defineRoute's own refusals, from its helpers.
  const helper = (file: string, name: string): ts.Node => {
    const source = program.getSourceFile(path.join(cwd, file));
    const found = source?.statements.find((statement) => ts.isFunctionDeclaration(statement) && statement.name?.text === name);
    if (!found) throw new Error(`analyze: ${name} not found in ${file} — update scripts/lib/handler-analysis.ts`);
    return found;
  };
  const defineRoute: DefineRouteErrors = {
    caller: collectErrors(helper(CALLER_FILE, 'resolveCaller')),
    role: collectErrors(helper(DEFINE_ROUTE_FILE, 'checkAccess')),
    body: collectErrors(helper(DEFINE_ROUTE_FILE, 'parseBody')),
  };

  // ---------- answer types ----------
  const isDomainType = (symbol: ts.Symbol | undefined): symbol is ts.Symbol =>
    symbol?.declarations?.some((declaration) => fileIs(declaration, DOMAIN_TYPES_FILE)) ?? false;

  const printType = (type: ts.Type, indent: string): string => {
    const named = type.aliasSymbol ?? type.getSymbol();
    // Named object shapes get a section of their own; inline shapes (`__type`) and unions are printed in place.
    const isNamedShape = isDomainType(named) && !named.name.startsWith('__') && !type.isUnion() && (type.flags & ts.TypeFlags.Object) !== 0;
    if (isNamedShape) {
      if (!usedTypes.includes(named)) usedTypes.push(named);
      return named.name;
    }
    if (type.isUnion()) {
      const members = type.types.filter((member) => !(member.flags & ts.TypeFlags.Undefined));
      if (members.every((member) => !(member.flags & ts.TypeFlags.Object))) {
        // A named union of literals (an alias) is spelled out; `boolean` stays `boolean`.
        if (!type.aliasSymbol) return checker.typeToString(checker.getNonNullableType(type), undefined, ts.TypeFormatFlags.NoTruncation);
        return members.map((member) => checker.typeToString(member, undefined, ts.TypeFormatFlags.NoTruncation)).join(' | ');
      }
      return members.map((member) => printType(member, indent)).join(' | ');
    }
    if (checker.isArrayType(type)) {
      const element = checker.getTypeArguments(type as ts.TypeReference)[0];
      return element ? `${printType(element, indent)}[]` : 'unknown[]';
    }
    if (type.flags & ts.TypeFlags.Object && !(type.getCallSignatures().length > 0)) {
      const properties = checker.getPropertiesOfType(type);
      if (properties.length === 0) return '{}';
      const inner = `${indent}  `;
      const lines = properties.map((property) => {
        const optional = (property.flags & ts.SymbolFlags.Optional) !== 0;
        const propertyType = checker.getTypeOfSymbol(property);
        return `${inner}${property.name}${optional ? '?' : ''}: ${printType(optional ? checker.getNonNullableType(propertyType) : propertyType, inner)};`;
      });
      return `{\n${lines.join('\n')}\n${indent}}`;
    }
    return checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
  };

  const handlers = new Map<string, HandlerAnalysis>();
  for (const route of routes) {
    const source = program.getSourceFile(path.join(cwd, route.handler));
    if (!source) throw new Error(`analyze: ${route.handler} is not in the program`);
    const call = findDefineRouteCall(source);
    const answer = call?.arguments[1];
    if (!call || !answer) throw new Error(`analyze: ${route.id} (${route.handler}) has no defineRoute(options, answer)`);

    const answers: AnswerShape[] = [];
    const findAnswers = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
        const symbol = resolveSymbol(node.expression);
        const status = symbol?.valueDeclaration && fileIs(symbol.valueDeclaration, HTTP_FILE) ? RESPONSE_HELPERS[symbol.name] : undefined;
        if (status !== undefined) {
          const code = status === 'first-argument' ? constValue(node.arguments[0], new Map()) : status;
          const body = status === 'first-argument' ? node.arguments[1] : node.arguments[0];
          if (typeof code === 'number' && body) {
            const shape = printType(checker.getTypeAtLocation(body), '');
            if (!answers.some((known) => known.status === code && known.shape === shape)) answers.push({ status: code, shape });
          }
        }
      }
      ts.forEachChild(node, findAnswers);
    };
    findAnswers(answer);
    answers.sort((a, b) => a.status - b.status);

    handlers.set(route.id, { answers, errors: collectErrors(answer) });
  }

  const documentation = (symbol: ts.Symbol) => ts.displayPartsToString(symbol.getDocumentationComment(checker)).replace(/\s+/g, ' ').trim();
  const types: DomainType[] = [];
  for (let index = 0; index < usedTypes.length; index += 1) {
    // Printing a field may add another domain type: the loop picks it up.
    const symbol = usedTypes[index] as ts.Symbol;
    const declared = checker.getDeclaredTypeOfSymbol(symbol);
    const fields = checker.getPropertiesOfType(declared).map((property): TypeField => {
      const optional = (property.flags & ts.SymbolFlags.Optional) !== 0;
      const propertyType = checker.getTypeOfSymbol(property);
      return {
        name: property.name,
        type: printType(optional ? checker.getNonNullableType(propertyType) : propertyType, ''),
        optional,
        doc: documentation(property),
      };
    });
    types.push({ name: symbol.name, doc: documentation(symbol), fields });
  }
  return { handlers, defineRoute, types };
}
