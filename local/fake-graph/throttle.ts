/** Graph's throttling, on demand: the next N Graph requests answer 429/503 with Retry-After. */
import { type GraphError, graphErrors } from './graph-error';

export class Throttle {
  private remaining = 0;
  private status: 429 | 503 = 429;
  private retryAfterSeconds = 1;

  arm(count: number, status: 429 | 503 = 429, retryAfterSeconds = 1): void {
    this.remaining = Math.max(0, count);
    this.status = status;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /** The refusal for this request, if it is one of the throttled ones. */
  take(): GraphError | undefined {
    if (this.remaining === 0) return undefined;
    this.remaining -= 1;
    return graphErrors.throttled(this.status, this.retryAfterSeconds);
  }
}
