/**
 * Set-up of every web component test: jest-dom matchers; the identity provider (lib/auth, Amplify)
 * replaced by jest mocks the tests program; the runtime config of a test API (mocked with MSW).
 */
import '@testing-library/jest-dom';
import { cleanup } from '@testing-library/react';
import { TEST_RUNTIME_CONFIG } from './support/config';

jest.mock('@/lib/auth', () => ({
  configureAuth: jest.fn(),
  signIn: jest.fn(),
  confirmNewPassword: jest.fn(),
  confirmSignInStep: jest.fn(),
  startTotpSetup: jest.fn(),
  confirmTotpSetup: jest.fn(),
  turnOffTotp: jest.fn(),
  isTotpOn: jest.fn(),
  signUp: jest.fn(),
  confirmSignUp: jest.fn(),
  resendSignUpCode: jest.fn(),
  requestPasswordReset: jest.fn(),
  confirmPasswordReset: jest.fn(),
  signOut: jest.fn(async () => undefined),
  getAccessToken: jest.fn(async () => 'test-access-token'),
  getSessionUserId: jest.fn(async () => null),
  authErrorName: jest.fn((error: unknown) => (error instanceof Error ? error.name : undefined)),
  confirmEmailCode: jest.fn(),
}));

jest.mock('@/lib/runtime-config', () => ({
  getRuntimeConfig: () => TEST_RUNTIME_CONFIG,
  loadRuntimeConfig: async () => TEST_RUNTIME_CONFIG,
}));

afterEach(() => {
  cleanup();
  jest.clearAllMocks();
});
