/**
 * The input contract of each route — who may call it and the zod schemas of its path, query and body —
 * read from the route's own handler (`defineRoute` exposes it as `handler.contract`), so the sample
 * events and the API reference are generated from what the handler really validates. Importing a
 * handler runs no client: clients and configuration are created on first use.
 */
import path from 'node:path';
import ts from 'typescript';
import type { RouteContract } from '../../functions/lib/define-route';
import type { RouteDefinition } from '../../shared/routes';

export type { RouteContract };

export class RouteContractError extends Error {
  constructor(route: Pick<RouteDefinition, 'id' | 'handler'>, problem: string) {
    super(`${route.id} (${route.handler}): ${problem}`);
    this.name = 'RouteContractError';
  }
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

const cache = new Map<string, Promise<RouteContract>>();

async function readContract(route: RouteDefinition): Promise<RouteContract> {
  const module = (await import(path.resolve(process.cwd(), route.handler))) as { handler?: { contract?: RouteContract } };
  const contract = module.handler?.contract;
  if (!contract) throw new RouteContractError(route, 'the handler is not written with defineRoute(…)');
  return contract;
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
