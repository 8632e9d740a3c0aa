/**
 * Two local stacks starting at once, both asking for the default ports (DynamoDB Local 8000,
 * cognito-local 9229, s3rver 4568, SMTP 1025, inbox 1080, queue 9324): each server binds its port
 * and then says which it got, so both come up, each with servers of its own. (Before, each picked a
 * port that looked free and bound it later: one stack failed with EADDRINUSE on 9229, or talked to
 * the other stack's cognito-local and DynamoDB Local and failed on "A user with this email already
 * exists".) The gateways take any free port (PORT=0), so a developer's `npm start` on 3000 is no
 * obstacle; the other ports are left at their defaults on purpose.
 */
import { DEMO_CLIENT, type StackInfo, dataPaths, readStackFile } from '../../local';
import { apiOn } from './support/api';
import { type SpawnedStack, spawnStack, stopSpawnedStack, waitUntilReady } from './support/spawned-stack';
import { signIn, subject } from './support/tokens';

jest.setTimeout(240_000);

const PORT_VARIABLES = ['DYNAMODB_PORT', 'COGNITO_PORT', 'S3_PORT', 'SMTP_PORT', 'MAIL_INBOX_PORT', 'SQS_PORT', 'GRAPH_PORT'];
const spawned: SpawnedStack[] = [];

/** Every address a stack's servers listen on (host:port). */
function listeningAddresses(info: StackInfo): string[] {
  return [info.url, info.dynamoDbEndpoint, info.cognitoEndpoint, info.s3Endpoint, info.mailApiUrl, info.mailSmtpUrl, info.sqsEndpoint].map(
    (address) => new URL(address).port,
  );
}

afterAll(async () => {
  await Promise.all(spawned.map(stopSpawnedStack));
});

describe('two local stacks started at once with the default ports', () => {
  it('both come up, each with its own servers, table and user pool', async () => {
    // Prepare: the default ports, not whatever the test run was given.
    const env: NodeJS.ProcessEnv = { PORT: '0', LOCAL_SERVE_WEB: 'false' };
    for (const name of PORT_VARIABLES) env[name] = undefined;

    // Act: both at once.
    const stacks = ['parallel-a', 'parallel-b'].map((name) => spawnStack(name, env));
    spawned.push(...stacks);
    const urls = await Promise.all(stacks.map((stack) => waitUntilReady(stack, 180_000)));

    // Assess: two stacks on two sets of ports, each serving its own demo data.
    const infos = stacks.map((stack) => readStackFile(dataPaths(stack.dataDir).stackFile));
    expect(infos.map((info) => info.url)).toEqual(urls);
    const [first, second] = infos.map(listeningAddresses) as [string[], string[]];
    for (const port of first) expect(second).not.toContain(port);
    expect(infos[0]?.userPoolId).not.toBe(infos[1]?.userPoolId);
    for (const info of infos) {
      const tokens = await signIn(DEMO_CLIENT.email, undefined, info);
      const cases = await apiOn(() => info)<{ Items: unknown[] }>(`/v1/clients/${subject(tokens.accessToken)}/cases`, { token: tokens.accessToken });
      expect(cases.status).toBe(200);
      expect(cases.body.Items).toHaveLength(3);
    }
  });
});
