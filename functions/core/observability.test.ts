import { metricLine } from './metrics';
import { NotFoundError } from './errors';
import { defineRoute } from './define-route';
import { ok } from './http';
import { correlationIdOf } from './middleware/request-logging';
import { CORRELATION_HEADER, METRICS, METRICS_NAMESPACE } from '../../shared/core/observability';
import { useHarness } from '../../test/unit/support/harness';
import { callRoute, routeEvent, testRoute } from '../../test/unit/support/route-event';
import { adminOfOrg } from '../../test/unit/support/users';

useHarness();

describe('metrics in the Embedded Metric Format', () => {
  it('writes one JSON object CloudWatch turns into a count under the portal namespace', () => {
    const line = JSON.parse(metricLine(METRICS.refusals, 1, { Kind: 'not-found' }, 1_700_000_000_000));
    expect(line).toEqual({
      _aws: {
        Timestamp: 1_700_000_000_000,
        CloudWatchMetrics: [{ Namespace: METRICS_NAMESPACE, Dimensions: [['Kind']], Metrics: [{ Name: 'Refusals', Unit: 'Count' }] }],
      },
      Kind: 'not-found',
      Refusals: 1,
    });
  });

  it('counts a refusal by its kind', async () => {
    const written: string[] = [];
    const level = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = 'info';
    const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    try {
      const refusing = defineRoute(testRoute({ access: 'admin' }), async () => {
        throw new NotFoundError('Case not found');
      });
      const { status } = await callRoute(refusing, { as: adminOfOrg });
      expect(status).toBe(404);
    } finally {
      spy.mockRestore();
      process.env.LOG_LEVEL = level;
    }
    const metrics = written.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => '_aws' in line);
    expect(metrics).toEqual([expect.objectContaining({ Kind: 'not-found', Refusals: 1 })]);
  });
});

describe('correlation ids', () => {
  const echo = defineRoute(testRoute({ access: 'admin' }), async () => ok({}));

  it('gives back the caller\'s correlation id, on answers and refusals alike', async () => {
    const answered = await callRoute(echo, { as: adminOfOrg, headers: { [CORRELATION_HEADER]: 'web-1234' } });
    expect(answered.headers?.[CORRELATION_HEADER]).toBe('web-1234');
    const refused = await callRoute(echo, { headers: { [CORRELATION_HEADER]: 'web-5678' } });
    expect(refused.status).toBe(401);
    expect(refused.headers?.[CORRELATION_HEADER]).toBe('web-5678');
  });

  it('uses the request id when the caller sends none, or one that is not sane', () => {
    const event = routeEvent({ headers: { [CORRELATION_HEADER]: 'bad id\nwith a line break' } });
    expect(correlationIdOf(event, 'req-1')).toBe('req-1');
    expect(correlationIdOf(routeEvent(), 'req-2')).toBe('req-2');
  });
});
