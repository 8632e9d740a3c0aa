/**
 * Ends the current task and goes on in a new one: the browser paints, handles input and runs what
 * waits between them. Steps of a start that run one after the other in promise callbacks are one
 * long task otherwise (each microtask runs before the browser gets the thread back), which a phone
 * feels as a frozen page. `scheduler.yield()` where the browser has it (it goes on ahead of other
 * tasks), a zero-delay timer elsewhere.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
