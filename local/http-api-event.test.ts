/**
 * The local gateway's event as AWS's JSON has it once parsed: every query parameter and header an own
 * property, `__proto__` and `constructor` included, so a strict schema refuses them as it does in AWS.
 */
import { buildHttpApiEvent } from './http-api-event';

const eventOf = (url: string, headers: Record<string, string> = { host: 'localhost:3000' }) =>
  buildHttpApiEvent({ method: 'GET', url, headers }, { routeKey: 'GET /v1/admin/cases', requestId: 'r-1' });

describe('the query string parameters', () => {
  it('keep __proto__ as a parameter of its own, as AWS sends it', () => {
    const query = eventOf('/v1/admin/cases?__proto__=x&limit=5').queryStringParameters ?? {};

    expect(Object.keys(query)).toEqual(['__proto__', 'limit']);
    expect(Object.getOwnPropertyDescriptor(query, '__proto__')?.value).toBe('x');
    expect(Object.getPrototypeOf(query)).toBe(Object.prototype);
  });

  it('join a repeated parameter with a comma, the names of Object.prototype too', () => {
    const query = eventOf('/v1/admin/cases?constructor=a&constructor=b&limit=1&limit=2').queryStringParameters;

    expect(query).toEqual({ constructor: 'a,b', limit: '1,2' });
  });
});

describe('the headers', () => {
  it('keep a header named __proto__ as a header', () => {
    // As Node's parser gives a request's headers: an own property of that name.
    const sent = JSON.parse('{"host": "localhost:3000", "__proto__": "x"}') as Record<string, string>;
    const { headers } = eventOf('/v1/admin/cases', sent);

    expect(Object.keys(headers)).toContain('__proto__');
    expect(Object.getOwnPropertyDescriptor(headers, '__proto__')?.value).toBe('x');
  });
});
