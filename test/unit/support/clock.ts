/** A fixed "now" for tests that check dates the server stamps; timers keep running for real. */
export function freezeClockAt(iso: string): void {
  jest.useFakeTimers({
    now: new Date(iso),
    doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
  });
}

export function unfreezeClock(): void {
  jest.useRealTimers();
}
