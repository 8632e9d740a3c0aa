/**
 * Set-up of every web component test: the interface in English (every catalogue loaded; a test
 * switches with `activateLanguage`, and is switched back after); jest-dom matchers; the identity provider (lib/auth, Amplify)
 * replaced by jest mocks the tests program; the runtime config of a test API (mocked with MSW).
 */
import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';
import { activateLanguage, loadCatalog, type CatalogFeature } from '@/lib/i18n';
import { loadRefusalSentences } from '@/lib/refusal-messages';
import { TEST_RUNTIME_CONFIG } from './support/config';

jest.mock('@/lib/auth', () => ({
  configureAuth: jest.fn(),
  signIn: jest.fn(),
  signInWithEmailCode: jest.fn(),
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
  authConfigured: jest.fn(async () => undefined),
  authErrorName: jest.fn((error: unknown) => (error instanceof Error ? error.name : undefined)),
  confirmEmailCode: jest.fn(),
}));

jest.mock('@/lib/runtime-config', () => ({
  getRuntimeConfig: () => TEST_RUNTIME_CONFIG,
  loadRuntimeConfig: async () => TEST_RUNTIME_CONFIG,
}));

// findBy/waitFor give a screen 10 s rather than 1 (the same reason as the project's test timeout): a
// file's first render also compiles its lazy chunks and catalogues, which took over 5 s in CI.
configure({ asyncUtilTimeout: 10_000 });
// The same limit as the project's testTimeout, set where every way of running these tests reads it.
jest.setTimeout(30_000);

// The refusals' sentences, as a signed-in page has them once idle (a component's test may build a refusal itself).
beforeAll(async () => {
  await loadRefusalSentences();
});

const FEATURES: CatalogFeature[] = ['account', 'analytics', 'auth', 'cases', 'documents', 'exports', 'progress', 'settings', 'users'];

beforeAll(async () => {
  await activateLanguage('en');
  await Promise.all(FEATURES.map(loadCatalog));
});

afterEach(async () => {
  cleanup();
  jest.clearAllMocks();
  await activateLanguage('en');
  localStorage.clear();
});
