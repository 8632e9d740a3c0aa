import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { forgetSecrets, secretString } from './secrets';
import { setClockAhead } from '../../test/unit/support/moving-clock';

const secretsManager = mockClient(SecretsManagerClient);
const SECRET_ARN = 'arn:aws:secretsmanager:us-east-1:111111111111:secret:portal-any-AbCdEf';

beforeEach(() => {
  secretsManager.reset();
  forgetSecrets();
  secretsManager.on(GetSecretValueCommand, { SecretId: SECRET_ARN }).resolvesOnce({ SecretString: 'first' }).resolves({ SecretString: 'second' });
});

afterEach(() => jest.restoreAllMocks());
afterAll(() => secretsManager.restore());

describe('secretString', () => {
  it('serves a read secret for the runtime’s life by default', async () => {
    await secretString(SECRET_ARN);
    setClockAhead(24 * 60 * 60 * 1000);
    await expect(secretString(SECRET_ARN)).resolves.toBe('first');
    expect(secretsManager.calls()).toHaveLength(1);
  });

  it('serves it for the given time, then reads it again', async () => {
    await secretString(SECRET_ARN, 60_000);
    setClockAhead(59_000);
    await expect(secretString(SECRET_ARN, 60_000)).resolves.toBe('first');
    setClockAhead(61_000);
    await expect(secretString(SECRET_ARN, 60_000)).resolves.toBe('second');
  });

  it('reads once for concurrent first requests', async () => {
    await Promise.all([secretString(SECRET_ARN, 60_000), secretString(SECRET_ARN, 60_000)]);
    expect(secretsManager.calls()).toHaveLength(1);
  });
});
