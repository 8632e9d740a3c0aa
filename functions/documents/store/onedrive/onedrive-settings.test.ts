import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { STORE } from '../../../../shared/documents/refusals';
import { SETTINGS_MAX_AGE_MS, oneDriveSettings } from './onedrive-settings';
import { forgetSecrets } from '../../../core/secrets';
import { setClockAhead } from '../../../../test/unit/support/moving-clock';

const secretsManager = mockClient(SecretsManagerClient);
const SECRET_ARN = 'arn:aws:secretsmanager:us-east-1:111111111111:secret:portal-onedrive-AbCdEf';
const FILLED = {
  tenantId: '6f1c2a4e-0000-4000-8000-000000000001',
  clientId: '6f1c2a4e-0000-4000-8000-000000000002',
  clientSecret: 'Fk8Q~secret',
  driveId: 'b!Ab3_dEf-9',
  rootFolderId: '01BYE5RZ6QN3ZWBTUFOFD3GSPGOHDJD36K',
};
const PLACEHOLDERS = { tenantId: 'FILL-ME', clientId: 'FILL-ME', clientSecret: 'FILL-ME', driveId: 'FILL-ME', rootFolderId: 'FILL-ME' };

const secretHolds = (value: object) => secretsManager.on(GetSecretValueCommand, { SecretId: SECRET_ARN }).resolves({ SecretString: JSON.stringify(value) });

beforeEach(() => {
  secretsManager.reset();
  forgetSecrets();
  delete process.env.ONEDRIVE_SECRET;
  process.env.ONEDRIVE_SECRET_ARN = SECRET_ARN;
  process.env.LOG_LEVEL = 'silent';
});

afterEach(() => jest.restoreAllMocks());

afterAll(() => {
  secretsManager.restore();
  delete process.env.ONEDRIVE_SECRET_ARN;
});

describe('OneDrive settings', () => {
  it('reads the JSON of ONEDRIVE_SECRET directly when it is set, without Secrets Manager', async () => {
    process.env.ONEDRIVE_SECRET = JSON.stringify(FILLED);
    await expect(oneDriveSettings()).resolves.toEqual(FILLED);
    expect(secretsManager.calls()).toHaveLength(0);
  });

  it('reads the secret at ONEDRIVE_SECRET_ARN once within 5 minutes', async () => {
    secretHolds(FILLED);
    await oneDriveSettings();
    await oneDriveSettings();
    expect(secretsManager.calls()).toHaveLength(1);
  });

  it('picks up a rotated secret once 5 minutes have passed', async () => {
    secretHolds(FILLED);
    await oneDriveSettings();
    secretHolds({ ...FILLED, clientSecret: 'Rotated~secret' });
    await expect(oneDriveSettings()).resolves.toMatchObject({ clientSecret: 'Fk8Q~secret' });
    setClockAhead(SETTINGS_MAX_AGE_MS + 1);
    await expect(oneDriveSettings()).resolves.toMatchObject({ clientSecret: 'Rotated~secret' });
  });

  it('uses a secret filled in after the first read once 5 minutes have passed', async () => {
    secretHolds(PLACEHOLDERS);
    await expect(oneDriveSettings()).rejects.toMatchObject(STORE.NOT_CONFIGURED);
    secretHolds(FILLED);
    setClockAhead(SETTINGS_MAX_AGE_MS + 1);
    await expect(oneDriveSettings()).resolves.toEqual(FILLED);
  });

  it('does not keep a failed read: the next call reads again', async () => {
    secretsManager.on(GetSecretValueCommand).rejectsOnce(new Error('throttled')).resolves({ SecretString: JSON.stringify(FILLED) });
    await expect(oneDriveSettings()).rejects.toMatchObject(STORE.UNAVAILABLE);
    await expect(oneDriveSettings()).resolves.toEqual(FILLED);
  });

  it.each([
    ['the stack’s placeholders', PLACEHOLDERS],
    ['a placeholder in one field', { ...FILLED, clientSecret: 'FILL_IN' }],
    ['an empty field', { ...FILLED, tenantId: '' }],
    ['a missing field', { tenantId: FILLED.tenantId, clientId: FILLED.clientId, clientSecret: FILLED.clientSecret, driveId: FILLED.driveId }],
    ['a field that is not text', { ...FILLED, driveId: 42 }],
    ['a root folder id that is not a Graph id', { ...FILLED, rootFolderId: '../root' }],
  ])('refuses as not configured: %s', async (_case, value) => {
    secretHolds(value);
    await expect(oneDriveSettings()).rejects.toMatchObject(STORE.NOT_CONFIGURED);
  });

  it('refuses as not configured a secret that is not JSON', async () => {
    process.env.ONEDRIVE_SECRET = 'tenantId=abc';
    await expect(oneDriveSettings()).rejects.toMatchObject(STORE.NOT_CONFIGURED);
  });

  it('refuses as not configured when neither variable is set', async () => {
    delete process.env.ONEDRIVE_SECRET_ARN;
    await expect(oneDriveSettings()).rejects.toMatchObject(STORE.NOT_CONFIGURED);
  });
});
