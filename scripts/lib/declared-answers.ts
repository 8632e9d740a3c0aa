/**
 * What each route declares it answers on success — `answer: answer<Body>(status…)` in its route-table
 * entry (shared/<feature>/routes.ts) — printed for the API reference with the TypeScript checker, the
 * records of the features' types (shared/<feature>/types.ts) by name (and listed after the routes, in
 * the table's order of first use). Reads declarations only: no handler code.
 */
import path from 'node:path';
import ts from 'typescript';
import { routes } from '../../shared/routes';

const ROUTES_FILE = 'shared/routes.ts';
/** A feature's route entries and its records. */
const FEATURE_ROUTES_FILE = /^shared\/[\w-]+\/routes\.ts$/;
const DOMAIN_TYPES_FILE = /^shared\/[\w-]+\/types\.ts$/;

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
  /** The features' records (shared/<feature>/types.ts) the answers name, in order of first use. */
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
  const usedTypes: ts.Symbol[] = [];

  const isDomainType = (symbol: ts.Symbol | undefined): symbol is ts.Symbol =>
    symbol?.declarations?.some((declaration) => DOMAIN_TYPES_FILE.test(relative(declaration.getSourceFile().fileName))) ?? false;

  const printType = (type: ts.Type, indent: string): string => {
    const named = type.aliasSymbol ?? type.getSymbol();
    // Named records get a section of their own; inline shapes (`__type`) and unions are printed in place.
    if (isDomainType(named) && !named.name.startsWith('__') && !type.isUnion() && (type.flags & ts.TypeFlags.Object) !== 0) {
      if (!usedTypes.includes(named)) usedTypes.push(named);
      return named.name;
    }
    if (type.isUnion()) {
      const members = type.types.filter((member) => !(member.flags & ts.TypeFlags.Undefined));
      if (members.every((member) => !(member.flags & ts.TypeFlags.Object) && !member.isIntersection())) {
        // A named union of literals (an alias) is spelled out; `boolean` stays `boolean`.
        if (!type.aliasSymbol) return checker.typeToString(checker.getNonNullableType(type), undefined, ts.TypeFormatFlags.NoTruncation);
        return members.map((member) => checker.typeToString(member, undefined, ts.TypeFormatFlags.NoTruncation)).join(' | ');
      }
      // A member that is a named record with more fields reads as such: `CaseEmail & { caseName?: string }`.
      const printMember = (member: ts.Type) => (member.isIntersection() ? member.types.map((part) => printType(part, indent)).join(' & ') : printType(member, indent));
      return members.map(printMember).join(' | ');
    }
    if (checker.isArrayType(type)) {
      const element = checker.getTypeArguments(type as ts.TypeReference)[0];
      if (!element) return 'unknown[]';
      const printed = printType(element, indent);
      return element.isUnion() && element.types.some((member) => member.flags & ts.TypeFlags.Object || member.isIntersection()) ? `(${printed})[]` : `${printed}[]`;
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

  // Every object literal with `id: '…'` and `answer: answer<Body>(…)` in a feature's routes file is a route entry.
  const declaredBodies = new Map<string, ts.TypeNode>();
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node)) {
      const property = (name: string) =>
        node.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name)?.initializer;
      const id = property('id');
      const declared = property('answer');
      if (id && ts.isStringLiteral(id) && declared && ts.isCallExpression(declared)) {
        const body = declared.typeArguments?.[0];
        if (!body) throw new Error(`${relative(node.getSourceFile().fileName)}: ${id.text} declares its answer without a body type: answer<Body>(status)`);
        declaredBodies.set(id.text, body);
      }
    }
    ts.forEachChild(node, visit);
  };
  for (const featureFile of program.getSourceFiles()) if (FEATURE_ROUTES_FILE.test(relative(featureFile.fileName))) visit(featureFile);
  // In the table's order, so the records are listed in the order the reference first names them.
  const shapes = new Map<string, string>();
  for (const { id } of routes) {
    const body = declaredBodies.get(id);
    if (body) shapes.set(id, printType(checker.getTypeFromTypeNode(body), ''));
  }

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
