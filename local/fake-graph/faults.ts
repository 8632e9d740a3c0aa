/**
 * The fake Graph's fault switch, a testing aid: the next moves (PATCH of a driveItem with a
 * parentReference) answer 429 or 503 with Retry-After before anything is moved, as a throttled or
 * unavailable Graph does, or are carried out and then lose their answer (the connection is reset),
 * as when Graph did the work but the network dropped the reply. A fault can be limited to moves into
 * one folder, so a test that sets it does not fail the moves of other tests using the same stack.
 * Tests in another process (the local stack's) reach it over HTTP:
 *
 *   PUT    /fake/faults  { "operation": "move", "answer": 429 | 503 | "reset", "count"?: 1,
 *                          "parentId"?: "<folder id>", "retryAfterSeconds"?: 30 }     on (200, the fault)
 *   GET    /fake/faults                                                              what is on (200)
 *   DELETE /fake/faults                                                              off (204)
 */
import { graphErrors } from './graph-error';

export const FAULTS_PATH = '/fake/faults';

export type FaultAnswer = 429 | 503 | 'reset';

export interface GraphFault {
  operation: 'move';
  answer: FaultAnswer;
  /** How many matching moves fail (default 1). */
  count: number;
  /** Only moves into this folder (default: every move). */
  parentId?: string;
  /** 429 and 503 only (default 30: longer than the portal waits, so the call fails). */
  retryAfterSeconds?: number;
}

const MAX_COUNT = 100;
const MAX_RETRY_AFTER_SECONDS = 3600;

/** The fault a PUT body asks for, or why the body is not one (a 400). */
export function parseGraphFault(body: Record<string, unknown>): GraphFault {
  const { operation, answer, count = 1, parentId, retryAfterSeconds, ...unknown } = body;
  const extra = Object.keys(unknown);
  if (extra.length > 0) throw graphErrors.invalidRequest(`Unknown field(s): ${extra.join(', ')}`);
  if (operation !== 'move') throw graphErrors.invalidRequest('operation must be "move"');
  if (answer !== 429 && answer !== 503 && answer !== 'reset') throw graphErrors.invalidRequest('answer must be 429, 503 or "reset"');
  if (!Number.isInteger(count) || (count as number) < 1 || (count as number) > MAX_COUNT) {
    throw graphErrors.invalidRequest(`count must be a whole number from 1 to ${MAX_COUNT}`);
  }
  if (parentId !== undefined && (typeof parentId !== 'string' || parentId === '')) throw graphErrors.invalidRequest('parentId must be a folder id');
  if (retryAfterSeconds !== undefined && (!Number.isInteger(retryAfterSeconds) || (retryAfterSeconds as number) < 0 || (retryAfterSeconds as number) > MAX_RETRY_AFTER_SECONDS)) {
    throw graphErrors.invalidRequest(`retryAfterSeconds must be a whole number from 0 to ${MAX_RETRY_AFTER_SECONDS}`);
  }
  return {
    operation,
    answer,
    count: count as number,
    ...(parentId !== undefined ? { parentId: parentId as string } : {}),
    ...(retryAfterSeconds !== undefined ? { retryAfterSeconds: retryAfterSeconds as number } : {}),
  };
}

/** A move's fault: what it answers and, for 429 and 503, after how long to retry. */
export interface MoveFault {
  answer: FaultAnswer;
  retryAfterSeconds: number;
}

const DEFAULT_RETRY_AFTER_SECONDS = 30;

export class GraphFaults {
  private fault: GraphFault | undefined;

  current(): GraphFault | undefined {
    return this.fault;
  }

  set(fault: GraphFault | undefined): void {
    this.fault = fault && { ...fault };
  }

  /** The fault this move into `parentId` meets, if any (one fewer left). */
  takeMove(parentId: string): MoveFault | undefined {
    const fault = this.fault;
    if (!fault || (fault.parentId !== undefined && fault.parentId !== parentId)) return undefined;
    fault.count -= 1;
    if (fault.count <= 0) this.fault = undefined;
    return { answer: fault.answer, retryAfterSeconds: fault.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS };
  }
}
