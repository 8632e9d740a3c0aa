import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
// The area guard of /admin and /client (moved from app/guards.tsx to app/routes/areas.tsx).
import { AreaGuard } from '@/app/routes/areas';
import * as auth from '@/lib/auth';
import { API_BASE, useApiServer } from './support/api';
import { aUser } from './support/fixtures';
import { findLocation, renderScreen } from './support/render';

const admin = aUser({ userId: 'admin-1', name: 'Alex Admin', email: 'admin@demo.test', userType: 'admin' });
const client = aUser({ userId: 'user-1', userType: 'client' });

useApiServer(
  http.get(`${API_BASE}/clients/:userId`, ({ params }) => {
    const found = [admin, client].find((item) => item.userId === params.userId);
    return found ? HttpResponse.json({ Item: found }) : HttpResponse.json({ message: 'User not found' }, { status: 404 });
  }),
  // The signed-in area reads the user's session timeout (Settings → Security); unread, the default applies.
  http.get(`${API_BASE}/me/settings`, () => HttpResponse.json({ message: 'Not in this test' }, { status: 404 })),
);

const getSessionUserId = jest.mocked(auth.getSessionUserId);

function renderAdminArea() {
  return renderScreen(
    <AreaGuard area="admin">
      <h1>Admin Dashboard</h1>
    </AreaGuard>,
    { route: '/admin', path: '/admin', withAuth: true },
  );
}

test('a signed-out visitor is sent to the sign-in screen', async () => {
  getSessionUserId.mockResolvedValue(null);
  renderAdminArea();
  expect(await findLocation()).toBe('/auth');
  expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
});

test('a client is kept out of the admin area', async () => {
  getSessionUserId.mockResolvedValue(client.userId);
  renderAdminArea();
  expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
});

test('an admin gets the admin area', async () => {
  getSessionUserId.mockResolvedValue(admin.userId);
  renderAdminArea();
  expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
  expect(screen.queryByText('Unauthorized')).not.toBeInTheDocument();
});

test('a session without a user record is signed out and sent to sign-in', async () => {
  getSessionUserId.mockResolvedValue('ghost');
  renderAdminArea();
  expect(await findLocation()).toBe('/auth');
  expect(auth.signOut).toHaveBeenCalled();
});
