/**
 * /config.json is checked before the first render without zod (lib/runtime-config: zod is not part of
 * the first load): the hand-written check accepts and refuses what the shared zod
 * schema (@shared/core/runtime-config, which the local stack writes it with) does.
 */
import { runtimeConfigSchema } from '@shared/core/runtime-config';

const { parseRuntimeConfig } = jest.requireActual<typeof import('@/lib/runtime-config')>('@/lib/runtime-config');

const VALID = {
  region: 'ca-central-1',
  userPoolId: 'ca-central-1_abc',
  userPoolClientId: 'client123',
  authFlowType: 'USER_SRP_AUTH',
  apiBase: 'https://portal.example.com',
};

const CASES: [string, unknown][] = [
  ['valid (AWS)', VALID],
  ['valid (local, with cognito-local)', { ...VALID, authFlowType: 'USER_PASSWORD_AUTH', cognitoEndpoint: 'http://localhost:9229' }],
  ['valid, with the e-mail-code app client', { ...VALID, userPoolEmailCodeClientId: 'codes456' }],
  ['empty e-mail-code app client', { ...VALID, userPoolEmailCodeClientId: '' }],
  ['numeric e-mail-code app client', { ...VALID, userPoolEmailCodeClientId: 7 }],
  ['extra fields', { ...VALID, other: 1 }],
  ['not an object', 'config'],
  ['null', null],
  ['an array', [VALID]],
  ['no region', { ...VALID, region: undefined }],
  ['empty user pool id', { ...VALID, userPoolId: '' }],
  ['numeric client id', { ...VALID, userPoolClientId: 42 }],
  ['no API base', { ...VALID, apiBase: undefined }],
  ['unknown auth flow', { ...VALID, authFlowType: 'CUSTOM_AUTH' }],
  ['cognito endpoint not a URL', { ...VALID, cognitoEndpoint: 'localhost 9229' }],
  ['cognito endpoint not text', { ...VALID, cognitoEndpoint: 9229 }],
];

describe('parseRuntimeConfig', () => {
  it.each(CASES)('agrees with the shared schema: %s', (_label, input) => {
    const expected = runtimeConfigSchema.safeParse(input);
    const parsed = parseRuntimeConfig(input);
    if (expected.success) {
      expect(parsed).toEqual({ data: expected.data });
    } else {
      expect(parsed).toEqual({ invalid: [...new Set(expected.error.issues.map((issue) => issue.path.join('.') || '(root)'))] });
    }
  });
});
