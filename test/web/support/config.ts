import type { RuntimeConfig } from '@shared/core/runtime-config';

/** Where the web app's API calls go in the tests (the MSW server of support/api.ts answers there). */
export const API_BASE = 'http://api.test/v1';

export const TEST_RUNTIME_CONFIG: RuntimeConfig = {
  region: 'us-east-1',
  userPoolId: 'us-east-1_test',
  userPoolClientId: 'test-client',
  userPoolEmailCodeClientId: 'test-email-code-client',
  authFlowType: 'USER_PASSWORD_AUTH',
  apiBase: API_BASE,
};
