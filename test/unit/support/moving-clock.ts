/**
 * A clock that only `Date.now` reads moved forward (cached secrets, tokens), while timers and the
 * network keep running for real. Restore it after each test with `jest.restoreAllMocks()`.
 */
const realNow = Date.now;

/** `Date.now` answers `milliseconds` later than the real time from now on. */
export function setClockAhead(milliseconds: number): void {
  jest.spyOn(Date, 'now').mockImplementation(() => realNow.call(Date) + milliseconds);
}
