/**
 * What each route declares it answers on success — `answer: answer<Body>(status…)` in its route-table
 * entry (shared/routes.ts) — printed for the API reference with the TypeScript checker, the records
 * of shared/types.ts by name (and listed after the routes). Reads declarations only: no handler code.
 */
import path from 'node:path';
import ts from 'typescript';

const ROUTES_FILE = 'shared/routes.ts';
const DOMAIN_TYPES_FILE = 'shared/types.ts';

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

export interface DeclaredAnswers {
  /** Route id → the TypeScript-like text of its JSON answer, multi-line. */
  shapes: Map<string, string>;
  /** The shared/types.ts records the answers name, in order of first use. */
  types: DomainType[];
}

function relative(file: string): string {
  return path.relative(process.cwd(), file).split(path.sep).join('/');
}

export function readDeclaredAnswers(): DeclaredAnswers {
  const file = path.join(process.cwd(), ROUTES_FILE);
  const program = ts.createProgram([file], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`${ROUTES_FILE} is not in the program`);
  const usedTypes: ts.Symbol[] = [];

  const isDomainType = (symbol: ts.Symbol | undefined): symbol is ts.Symbol =>
    symbol?.declarations?.some((declaration) => relative(declaration.getSourceFile().fileName) === DOMAIN_TYPES_FILE) ?? false;

  const printType = (type: ts.Type, indent: string): string => {
    const named = type.aliasSymbol ?? type.getSymbol();
    // Named records get a section of their own; inline shapes (`__type`) and unions are printed in place.
    if (isDomainType(named) && !named.name.startsWith('__') && !type.isUnion() && (type.flags & ts.TypeFlags.Object) !== 0) {
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
    if ((type.flags & ts.TypeFlags.Object || type.isIntersection()) && !(type.getCallSignatures().length > 0)) {
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

  // Every object literal with `id: '…'` and `answer: answer<Body>(…)` is a route entry.
  const shapes = new Map<string, string>();
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node)) {
      const property = (name: string) =>
        node.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name)?.initializer;
      const id = property('id');
      const declared = property('answer');
      if (id && ts.isStringLiteral(id) && declared && ts.isCallExpression(declared)) {
        const body = declared.typeArguments?.[0];
        if (!body) throw new Error(`${ROUTES_FILE}: ${id.text} declares its answer without a body type: answer<Body>(status)`);
        shapes.set(id.text, printType(checker.getTypeFromTypeNode(body), ''));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);

  const documentation = (symbol: ts.Symbol) => ts.displayPartsToString(symbol.getDocumentationComment(checker)).replace(/\s+/g, ' ').trim();
  const types: DomainType[] = [];
  for (let index = 0; index < usedTypes.length; index += 1) {
    // Printing a field may add another record: the loop picks it up.
    const symbol = usedTypes[index] as ts.Symbol;
    const fields = checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol)).map((property): TypeField => {
      const optional = (property.flags & ts.SymbolFlags.Optional) !== 0;
      const propertyType = checker.getTypeOfSymbol(property);
      return { name: property.name, type: printType(optional ? checker.getNonNullableType(propertyType) : propertyType, ''), optional, doc: documentation(property) };
    });
    types.push({ name: symbol.name, doc: documentation(symbol), fields });
  }
  return { shapes, types };
}
