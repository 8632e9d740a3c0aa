/**
 * lib/auth's session check: a refresh that could not reach the identity provider
 * is not "signed out" (Amplify keeps the tokens; the session is retried), a refused one is.
 */
import { fetchAuthSession } from 'aws-amplify/auth';

jest.mock('aws-amplify/auth', () => ({ fetchAuthSession: jest.fn() }));

const { getSessionUserId } = jest.requireActual<typeof import('@/lib/auth')>('@/lib/auth');
const fetchSession = jest.mocked(fetchAuthSession);

function providerError(name: string): Error {
  return Object.assign(new Error(`${name} from the provider`), { name });
}

test('a stored session answers its user id', async () => {
  fetchSession.mockResolvedValue({ tokens: { accessToken: { payload: { sub: 'user-1' }, toString: () => 'token' } } } as never);
  await expect(getSessionUserId()).resolves.toBe('user-1');
});

test('no stored session, or a refresh the provider refused, is no session', async () => {
  fetchSession.mockResolvedValueOnce({ tokens: undefined } as never);
  await expect(getSessionUserId()).resolves.toBeNull();
  fetchSession.mockRejectedValueOnce(providerError('TokenRevokedException'));
  await expect(getSessionUserId()).resolves.toBeNull();
});

test.each(['NetworkError', 'InternalErrorException', 'TooManyRequestsException'])(
  'a refresh that failed with %s is thrown, not taken as signed out',
  async (name) => {
    fetchSession.mockRejectedValueOnce(providerError(name));
    await expect(getSessionUserId()).rejects.toThrow(`${name} from the provider`);
  },
);
