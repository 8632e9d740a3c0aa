import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { cursorSecret, forgetSecrets } from './secrets';

const secretsManager = mockClient(SecretsManagerClient);
const SECRET_ARN = 'arn:aws:secretsmanager:us-east-1:111111111111:secret:portal-cursor-AbCdEf';

beforeEach(() => {
  secretsManager.reset();
  forgetSecrets();
  delete process.env.CURSOR_SECRET;
  process.env.CURSOR_SECRET_ARN = SECRET_ARN;
  secretsManager.on(GetSecretValueCommand, { SecretId: SECRET_ARN }).resolves({ SecretString: 'from-secrets-manager' });
});

afterAll(() => {
  secretsManager.restore();
  delete process.env.CURSOR_SECRET_ARN;
});

describe('cursorSecret', () => {
  it('uses CURSOR_SECRET directly when it is set, without asking Secrets Manager', async () => {
    process.env.CURSOR_SECRET = 'from-the-environment';
    await expect(cursorSecret()).resolves.toBe('from-the-environment');
    expect(secretsManager.calls()).toHaveLength(0);
  });

  it('fetches the secret at CURSOR_SECRET_ARN otherwise', async () => {
    await expect(cursorSecret()).resolves.toBe('from-secrets-manager');
    expect(secretsManager.commandCalls(GetSecretValueCommand, { SecretId: SECRET_ARN })).toHaveLength(1);
  });

  it('fetches it once and serves it from the cache afterwards', async () => {
    await cursorSecret();
    await cursorSecret();
    expect(secretsManager.calls()).toHaveLength(1);
  });

  it('fetches it once for concurrent first requests', async () => {
    await Promise.all([cursorSecret(), cursorSecret(), cursorSecret()]);
    expect(secretsManager.calls()).toHaveLength(1);
  });

  it('tries again on the next request after a failed fetch', async () => {
    secretsManager.on(GetSecretValueCommand).rejectsOnce(new Error('throttled')).resolves({ SecretString: 'from-secrets-manager' });
    await expect(cursorSecret()).rejects.toThrow('throttled');
    await expect(cursorSecret()).resolves.toBe('from-secrets-manager');
    expect(secretsManager.calls()).toHaveLength(2);
  });

  it('refuses a secret without a string value', async () => {
    secretsManager.on(GetSecretValueCommand).resolves({ SecretBinary: new Uint8Array([1, 2, 3]) });
    await expect(cursorSecret()).rejects.toThrow(`Secret ${SECRET_ARN} has no string value`);
  });

  it('names CURSOR_SECRET_ARN when neither variable is set', async () => {
    delete process.env.CURSOR_SECRET_ARN;
    await expect(async () => cursorSecret()).rejects.toThrow('Missing environment variable CURSOR_SECRET_ARN');
  });
});
