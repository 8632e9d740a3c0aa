/** Graph's `@microsoft.graph.conflictBehavior`: what happens when a new or moved item's name is taken. */
import { graphErrors } from './graph-error';

export type ConflictBehavior = 'fail' | 'rename' | 'replace';

export const CONFLICT_BEHAVIOR_ANNOTATION = '@microsoft.graph.conflictBehavior';

/** The behaviour asked for (the first value given), or `fallback` when none; 400 for an unknown value. */
export function conflictBehaviorOf(fallback: ConflictBehavior, ...values: unknown[]): ConflictBehavior {
  const value = values.find((candidate) => candidate !== undefined && candidate !== null);
  if (value === undefined) return fallback;
  if (value === 'fail' || value === 'rename' || value === 'replace') return value;
  throw graphErrors.invalidRequest(`Invalid value for ${CONFLICT_BEHAVIOR_ANNOTATION}: ${String(value)}`);
}
