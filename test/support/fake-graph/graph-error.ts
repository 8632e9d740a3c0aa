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
  methodNotAllowed: () => new GraphError(405, 'invalidRequest', 'The HTTP method is not allowed on this resource.'),
  tooLarge: (message: string) => new GraphError(413, 'invalidRequest', message),
};
