/** One Graph request as the route handlers see it: the node request and response, its URL and the addressed item. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GraphTarget } from './graph-target';

export interface GraphRequest {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  target: GraphTarget;
}
