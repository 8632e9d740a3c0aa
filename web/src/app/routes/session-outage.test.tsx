/**
 * The session through an outage: an API that does not answer keeps the user signed
 * in, says so and retries; only a refused session (the API's 401, no session) goes to sign-in.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { http, HttpResponse } from 'msw';
import { AreaGuard } from '@/app/routes/areas';
import * as auth from '@/lib/auth';
import { useAuth } from '@/lib/auth-context';
import { API_BASE, server, useApiServer } from '@test-support/api';
import { aUser } from '@test-support/fixtures';
import { findLocation, renderScreen } from '@test-support/render';

const client = aUser({ userId: 'user-1', name: 'Casey Client', email: 'client@demo.test', userType: 'client' });
const OUTAGE = "We can't reach the portal right now. Your session is kept; we'll retry.";

/** The user's record as the API answers it: `answer` decides each call, and every call is counted. */
function serveUserRecord(answer: () => Response) {
  const calls = { count: 0 };
  server.use(
    http.get(`${API_BASE}/clients/:userId`, () => {
      calls.count += 1;
      return answer();
    }),
  );
  return calls;
}

const recordOf = (user: typeof client) => HttpResponse.json({ Item: user });
const serverFault = () => HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 });

useApiServer(
  // The signed-in area reads the user's session timeout (Settings → Security); unread, the default applies.
  http.get(`${API_BASE}/me/settings`, () => HttpResponse.json({ message: 'Not in this test' }, { status: 404 })),
);

const getSessionUserId = jest.mocked(auth.getSessionUserId);

function renderClientArea() {
  return renderScreen(
    <AreaGuard area="client">
      <h1>Client Dashboard</h1>
    </AreaGuard>,
    { route: '/client', path: '/client', withAuth: true },
  );
}

afterEach(() => {
  jest.useRealTimers();
});

test('a 500 from the user query keeps the user signed in and says the portal cannot be reached', async () => {
  getSessionUserId.mockResolvedValue(client.userId);
  serveUserRecord(serverFault);
  renderClientArea();

  expect(await screen.findByText(OUTAGE)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: "Can't reach the portal" })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  expect(auth.signOut).not.toHaveBeenCalled();
});

test('the app retries by itself and opens once the API answers again', async () => {
  getSessionUserId.mockResolvedValue(client.userId);
  let apiDown = true;
  const calls = serveUserRecord(() => (apiDown ? serverFault() : recordOf(client)));
  renderClientArea();
  expect(await screen.findByText(OUTAGE)).toBeInTheDocument();

  apiDown = false;
  // The first retry comes a second after the first failure (backoff 1 s, 2 s, 4 s … capped at 30 s).
  expect(await screen.findByRole('heading', { name: 'Client Dashboard' }, { timeout: 5000 })).toBeInTheDocument();
  expect(calls.count).toBeGreaterThanOrEqual(2);
  expect(screen.queryByText(OUTAGE)).not.toBeInTheDocument();
  expect(auth.signOut).not.toHaveBeenCalled();
});

test('Retry tries again at once, without waiting for the backoff', async () => {
  // Fake timers hold the automatic retry back: only the button can bring the app.
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  getSessionUserId.mockResolvedValue(client.userId);
  let apiDown = true;
  serveUserRecord(() => (apiDown ? serverFault() : recordOf(client)));
  renderClientArea();
  expect(await screen.findByText(OUTAGE)).toBeInTheDocument();

  apiDown = false;
  act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  });
  expect(await screen.findByRole('heading', { name: 'Client Dashboard' }, { timeout: 500 })).toBeInTheDocument();
});

test('an identity provider that cannot be reached keeps the session too, and the app opens when it answers', async () => {
  getSessionUserId.mockRejectedValueOnce(Object.assign(new Error('Network error'), { name: 'NetworkError' }));
  getSessionUserId.mockResolvedValue(client.userId);
  serveUserRecord(() => recordOf(client));
  renderClientArea();

  expect(await screen.findByText(OUTAGE)).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Client Dashboard' }, { timeout: 5000 })).toBeInTheDocument();
  expect(auth.signOut).not.toHaveBeenCalled();
});

test("the API's 401 signs the user out and goes to sign-in", async () => {
  getSessionUserId.mockResolvedValue(client.userId);
  serveUserRecord(() => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 }));
  renderClientArea();

  expect(await findLocation()).toBe('/auth');
  expect(auth.signOut).toHaveBeenCalled();
  expect(screen.queryByText(OUTAGE)).not.toBeInTheDocument();
});

test('a session whose tokens cannot be had (refresh refused) goes to sign-in', async () => {
  getSessionUserId.mockResolvedValue(client.userId);
  jest.mocked(auth.getAccessToken).mockRejectedValueOnce(new Error('No access token found'));
  const calls = serveUserRecord(() => recordOf(client));
  renderClientArea();

  expect(await findLocation()).toBe('/auth');
  expect(calls.count).toBe(0);
  expect(screen.queryByText(OUTAGE)).not.toBeInTheDocument();
});

/** Signs in from a button, and says how it ended and where the session stands. */
function SignInProbe() {
  const { signIn, status } = useAuth();
  const [outcome, setOutcome] = useState('');
  return (
    <>
      <button type="button" onClick={() => void signIn('client@demo.test', 'pw').then(setOutcome, (error: Error) => setOutcome(error.message))}>
        Sign in
      </button>
      <p>{`outcome: ${outcome}`}</p>
      <p>{`status: ${status}`}</p>
    </>
  );
}

test('signing in while the API answers 500 keeps the new session, and the app says it cannot reach the portal', async () => {
  getSessionUserId.mockResolvedValueOnce(null).mockResolvedValue(client.userId);
  jest.mocked(auth.signIn).mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
  serveUserRecord(serverFault);
  const { user } = renderScreen(<SignInProbe />, { withAuth: true });
  expect(await screen.findByText('status: signedOut')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText('outcome: DONE')).toBeInTheDocument();
  expect(await screen.findByText('status: unreachable')).toBeInTheDocument();
  expect(auth.signOut).not.toHaveBeenCalled();
});
