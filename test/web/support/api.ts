/** The test API: an MSW server answering at API_BASE, as the web app's runtime config points it there. */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { API_BASE } from './config';

export { API_BASE };

export const server = setupServer();

/**
 * Starts the server for the file's tests, with `handlers` answering in each (a test adds its own with
 * `server.use`); a request no handler answers is reported as an error.
 */
export function useApiServer(...handlers: RequestHandler[]): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  // The firm's name (the sign-in page and the sidebar ask for it on every screen).
  beforeEach(() => server.use(http.get(`${API_BASE}/branding`, () => HttpResponse.json({ firmName: 'Demo Immigration Law LLP' })), ...handlers));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
