/**
 * The local gateway's route slots (local/fair-slots.ts): a bounded number of invocations at once,
 * the waiting ones served one caller at a time in turn, so one caller's burst does not queue another
 * caller's request; a lone caller still gets every slot.
 */
import { createFairSlots } from './fair-slots';

/** A task that runs until its test finishes it, recording when it started. */
interface HeldTask {
  started: boolean;
  finish(): void;
  fail(error: Error): void;
  run: () => Promise<string>;
}

function heldTask(name: string, starts: string[]): HeldTask {
  let finish: (value: string) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const task: HeldTask = {
    started: false,
    finish: () => finish(name),
    fail: (error) => fail(error),
    run: () => {
      task.started = true;
      starts.push(name);
      return new Promise<string>((resolve, reject) => {
        finish = resolve;
        fail = reject;
      });
    },
  };
  return task;
}

/** Lets every promise callback queued so far run (the slots hand over through promises). */
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('createFairSlots', () => {
  it('gives a lone caller every slot at once', async () => {
    const slots = createFairSlots(4);
    const starts: string[] = [];
    const tasks = Array.from({ length: 4 }, (_, n) => heldTask(`a${n}`, starts));

    const runs = tasks.map((task) => slots.run('a', task.run));
    await settled();

    expect(starts).toEqual(['a0', 'a1', 'a2', 'a3']);
    expect(slots.inFlight).toBe(4);
    tasks.forEach((task) => task.finish());
    await expect(Promise.all(runs)).resolves.toEqual(['a0', 'a1', 'a2', 'a3']);
  });

  it('never runs more than its slots at once, and starts a waiting task as soon as one finishes', async () => {
    const slots = createFairSlots(2);
    const starts: string[] = [];
    const tasks = Array.from({ length: 5 }, (_, n) => heldTask(`a${n}`, starts));

    tasks.forEach((task) => void slots.run('a', task.run));
    await settled();
    const before = { inFlight: slots.inFlight, waiting: slots.waiting, starts: [...starts] };
    tasks[0]?.finish();
    await settled();

    expect(before).toEqual({ inFlight: 2, waiting: 3, starts: ['a0', 'a1'] });
    expect(starts).toEqual(['a0', 'a1', 'a2']);
    expect(slots.inFlight).toBe(2);
    expect(slots.waiting).toBe(2);
  });

  it("starts another caller's request at the next free slot, ahead of a burst queued before it", async () => {
    const slots = createFairSlots(2);
    const starts: string[] = [];
    const burst = Array.from({ length: 50 }, (_, n) => heldTask(`burst${n}`, starts));
    const other = heldTask('other', starts);

    burst.forEach((task) => void slots.run('burster', task.run));
    await settled();
    const answer = slots.run('other caller', other.run);
    await settled();
    burst[0]?.finish();
    await settled();

    expect(starts).toEqual(['burst0', 'burst1', 'other']);
    other.finish();
    await expect(answer).resolves.toBe('other');
  });

  it('serves the waiting callers in turn, one request each', async () => {
    const slots = createFairSlots(1);
    const starts: string[] = [];
    const requests: Array<[caller: string, name: string]> = [['a', 'a0'], ['a', 'a1'], ['a', 'a2'], ['a', 'a3'], ['b', 'b1'], ['b', 'b2'], ['c', 'c1']];
    const tasks = new Map(requests.map(([, name]) => [name, heldTask(name, starts)]));

    requests.forEach(([caller, name]) => void slots.run(caller, (tasks.get(name) as HeldTask).run));
    for (let n = 0; n < requests.length; n += 1) {
      await settled();
      // The one slot's task is the last one started: finish it to free the slot.
      tasks.get(starts[starts.length - 1] as string)?.finish();
    }
    await settled();

    expect(starts).toEqual(['a0', 'a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
  });

  it('frees the slot of a task that fails, and passes its error on', async () => {
    const slots = createFairSlots(1);
    const starts: string[] = [];
    const failing = heldTask('failing', starts);
    const next = heldTask('next', starts);

    const failed = slots.run('a', failing.run);
    void slots.run('b', next.run);
    await settled();
    failing.fail(new Error('handler threw'));

    await expect(failed).rejects.toThrow('handler threw');
    await settled();
    expect(starts).toEqual(['failing', 'next']);
    expect(slots.inFlight).toBe(1);
  });

  it('refuses fewer than one slot', () => {
    expect(() => createFairSlots(0)).toThrow('at least 1');
  });
});
