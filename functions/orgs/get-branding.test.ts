import { handler as getBranding } from './get-branding';
import { keys } from '../../shared/core/table';
import { useHarness } from '../../test/unit/support/harness';
import { lambdaContext, routeEvent } from '../../test/unit/support/route-event';
import { ORG_ID } from '../../test/unit/support/users';

const aws = useHarness();

const call = async () => {
  const response = await getBranding(routeEvent({ routeKey: 'GET /v1/branding' }), lambdaContext);
  return { status: response.statusCode, headers: response.headers, body: JSON.parse(response.body ?? '{}') as { firmName: string } };
};

describe('GET /v1/branding', () => {
  it("answers anyone the default firm's name, cacheable for five minutes", async () => {
    process.env.DEFAULT_ORG_ID = ORG_ID;
    const org = aws.table.get(keys.org(ORG_ID));
    const answer = await call();
    expect(answer).toMatchObject({ status: 200, body: { firmName: org?.name } });
    expect(answer.headers?.['cache-control']).toBe('public, max-age=300');
  });

  it("answers the deploy setting's name when the firm has no record yet", async () => {
    process.env.DEFAULT_ORG_ID = 'no-such-org';
    process.env.FIRM_NAME = 'Tremblay & Associés';
    expect((await call()).body).toEqual({ firmName: 'Tremblay & Associés' });
  });
});
