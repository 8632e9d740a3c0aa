/**
 * Route invocations for the local gateway, shared fairly between callers.
 *
 * In AWS each request gets a Lambda execution environment of its own: one caller's burst of 300
 * requests runs on 300 instances and never queues another caller's request. The local gateway runs
 * every handler in one Node process, so first come first served would put another caller's request
 * behind the whole burst. Here a bounded number of invocations run at once (enough to keep
 * DynamoDB Local and the event loop busy, few enough that another caller's request, once it has a
 * slot, shares the machine with few others), and the requests waiting for a slot are kept in one
 * queue per caller: a freed slot goes to the waiting caller with the fewest invocations running, in
 * turn (round-robin) among equals. A caller who sends one request while another has 300 queued gets
 * the next free slot; a lone caller still gets every slot.
 */

export interface FairSlots {
  /** Runs `task` once a slot is free and it is `caller`'s turn; the slot is freed when it settles. */
  run<T>(caller: string, task: () => Promise<T>): Promise<T>;
  /** Invocations running now. */
  readonly inFlight: number;
  /** Requests waiting for a slot, all callers together. */
  readonly waiting: number;
}

/**
 * Slots when the gateway is told nothing (LOCAL_ROUTE_SLOTS): on a 2-CPU machine, the fewest that
 * answered a burst as fast as 12 or 16 did, while another caller's read took half as long as with 16
 * (docs/local-stack.md). The handlers share one JavaScript thread whatever the cores.
 */
export const DEFAULT_ROUTE_SLOTS = 8;

export function createFairSlots(slots: number): FairSlots {
  if (!Number.isInteger(slots) || slots < 1) throw new Error(`slots must be a whole number of at least 1, not ${slots}`);
  // Callers with requests waiting, in turn order: a Map keeps insertion order, and a caller served
  // goes to the back by being deleted and set again.
  const queues = new Map<string, Array<() => void>>();
  // Invocations running per caller: a freed slot goes to the waiting caller running the fewest, so
  // a burst that took every free slot before another caller came does not also take the next one.
  const running = new Map<string, number>();
  let inFlight = 0;
  let waiting = 0;

  function take(caller: string): void {
    inFlight += 1;
    running.set(caller, (running.get(caller) ?? 0) + 1);
  }

  function release(caller: string): void {
    inFlight -= 1;
    const left = (running.get(caller) ?? 1) - 1;
    if (left > 0) running.set(caller, left);
    else running.delete(caller);

    let chosen: string | undefined;
    for (const candidate of queues.keys()) {
      if (chosen === undefined || (running.get(candidate) ?? 0) < (running.get(chosen) ?? 0)) chosen = candidate;
    }
    if (chosen === undefined) return;
    const queue = queues.get(chosen) as Array<() => void>;
    const start = queue.shift() as () => void;
    queues.delete(chosen);
    if (queue.length > 0) queues.set(chosen, queue);
    waiting -= 1;
    take(chosen);
    start();
  }

  return {
    async run<T>(caller: string, task: () => Promise<T>): Promise<T> {
      if (inFlight < slots && waiting === 0) {
        take(caller);
      } else {
        // release() takes the slot for this caller before it calls start.
        await new Promise<void>((start) => {
          const queue = queues.get(caller);
          if (queue) queue.push(start);
          else queues.set(caller, [start]);
          waiting += 1;
        });
      }
      try {
        return await task();
      } finally {
        release(caller);
      }
    },
    get inFlight() {
      return inFlight;
    },
    get waiting() {
      return waiting;
    },
  };
}
