/**
 * Graph's error answers: a status, a code and a message, sent as `{ error: { code, message } }`
 * (plus headers such as Retry-After). Route code throws them; the server turns them into responses.
 */

export class GraphError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'GraphError';
  }

  get body(): { error: { code: string; message: string } } {
    return { error: { code: this.code, message: this.message } };
  }
}

export const graphErrors = {
  invalidRequest: (message: string) => new GraphError(400, 'invalidRequest', message),
  unauthenticated: (message: string) => new GraphError(401, 'InvalidAuthenticationToken', message),
  itemNotFound: (message = 'The resource could not be found.') => new GraphError(404, 'itemNotFound', message),
  nameAlreadyExists: (name: string) =>
    new GraphError(409, 'nameAlreadyExists', `The specified item name already exists. Name: ${name}`),
  invalidRange: (message: string) => new GraphError(416, 'invalidRange', message),
  preconditionFailed: () => new GraphError(412, 'resourceModified', 'The resource has changed since the caller last read it (If-Match).'),
  methodNotAllowed: () => new GraphError(405, 'invalidRequest', 'The HTTP method is not allowed on this resource.'),
  tooLarge: (message: string) => new GraphError(413, 'invalidRequest', message),
  /** A throttled (429) or unavailable (503) Graph, which did nothing and asks to retry later. */
  throttled: (status: 429 | 503, retryAfterSeconds: number) => {
    const headers = { 'retry-after': String(retryAfterSeconds) };
    return status === 429
      ? new GraphError(429, 'activityLimitReached', 'The request has been throttled.', headers)
      : new GraphError(503, 'serviceNotAvailable', 'The service is temporarily unavailable. Retry after the delay.', headers);
  },
};
