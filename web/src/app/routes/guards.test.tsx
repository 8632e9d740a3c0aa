import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
// The area guard of /admin and /client (moved from app/guards.tsx to app/routes/areas.tsx).
import { landingFor } from '@/app/guards';
import { AreaGuard } from '@/app/routes/areas';
import * as auth from '@/lib/auth';
import { API_BASE, useApiServer } from '@test-support/api';
import { aUser } from '@test-support/fixtures';
import { findLocation, renderScreen } from '@test-support/render';

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

test('a signed-out visitor of a page (a link in a notice) is sent to the sign-in screen naming that page, path and query', async () => {
  getSessionUserId.mockResolvedValue(null);
  renderScreen(
    <AreaGuard area="client">
      <h1>Case</h1>
    </AreaGuard>,
    { route: '/client/cases/case-1?item=request-1', path: '/client/*', withAuth: true },
  );
  expect(await findLocation()).toBe(`/auth?next=${encodeURIComponent('/client/cases/case-1?item=request-1')}`);
  expect(screen.queryByRole('heading', { name: 'Case' })).not.toBeInTheDocument();
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

// 'Unauthorized': inside the user's own area's frame, with who they are signed in
// as, whom the page is for, and the way to their own dashboard.

function renderArea(area: 'admin' | 'client') {
  return renderScreen(
    <AreaGuard area={area}>
      <h1>{area === 'admin' ? 'Admin Dashboard' : 'Client Dashboard'}</h1>
    </AreaGuard>,
    { route: `/${area}/cases`, path: `/${area}/*`, withAuth: true },
  );
}

test("a client in the admin area sees 'Unauthorized' in the client portal's frame, with who they are and why", async () => {
  getSessionUserId.mockResolvedValue(client.userId);
  renderArea('admin');

  expect(await screen.findByRole('heading', { name: 'Unauthorized' })).toBeInTheDocument();
  // The frame: the client's own navigation and the top bar's user menu.
  const navigation = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
  expect(within(navigation).getByRole('link', { name: 'My Cases' })).toHaveAttribute('href', '/client/cases');
  expect(within(navigation).queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Open user menu' })).toBeInTheDocument();
  // Why, and who is signed in.
  expect(screen.getByText('This page is for firm staff.')).toBeInTheDocument();
  expect(screen.getByText('Casey Client (client@demo.test)')).toBeInTheDocument();
  expect(screen.getByText('Client')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
});

test('the way back leads to the user’s own dashboard', async () => {
  getSessionUserId.mockResolvedValue(client.userId);
  const { user } = renderArea('admin');

  const back = await screen.findByRole('link', { name: 'Go to your dashboard' });
  expect(back).toHaveAttribute('href', '/client');
  await user.click(back);
  expect(await findLocation()).toBe('/client');
});

test("an admin in the client portal is told the page is for clients, in the admin area's frame", async () => {
  getSessionUserId.mockResolvedValue(admin.userId);
  renderArea('client');

  expect(await screen.findByRole('heading', { name: 'Unauthorized' })).toBeInTheDocument();
  expect(screen.getByText('This page is for clients.')).toBeInTheDocument();
  expect(screen.getByText('Alex Admin (admin@demo.test)')).toBeInTheDocument();
  expect(screen.getByText('Firm staff (admin)')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/admin');
  const navigation = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
  expect(within(navigation).getByRole('link', { name: 'Users' })).toBeInTheDocument();
});

test("the frame's two ways out are one action with one name: 'Sign Out'", async () => {
  getSessionUserId.mockResolvedValue(client.userId);
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
  const { user } = renderArea('admin');
  await screen.findByRole('heading', { name: 'Unauthorized' });

  await user.click(screen.getByRole('button', { name: 'Open user menu' }));
  const menu = screen.getByRole('menu', { name: 'User menu' });
  expect(within(menu).queryByText('Logout')).not.toBeInTheDocument();
  await user.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
  expect(confirm).toHaveBeenCalledWith('Are you sure you want to sign out?');
  expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  expect(auth.signOut).not.toHaveBeenCalled();
  confirm.mockRestore();
});

describe('where a sign-in lands', () => {
  test('on the page named in the link when it is in the signed-in role’s area, path and query', () => {
    expect(landingFor('/client/cases/case-1?item=request-1', '/client')).toBe('/client/cases/case-1?item=request-1');
    expect(landingFor('/client?tab=cases', '/client')).toBe('/client?tab=cases');
  });

  test('on the role’s home when the page named is the other role’s (someone else signed out on this browser) or none', () => {
    expect(landingFor('/admin/cases/case-1', '/client')).toBe('/client');
    expect(landingFor('/clients-of-the-firm', '/client')).toBe('/client');
    expect(landingFor('/', '/admin')).toBe('/admin');
  });
});
