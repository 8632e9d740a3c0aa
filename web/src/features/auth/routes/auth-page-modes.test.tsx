/**
 * The modes of /auth the URL names: the page opens in the mode of `?mode=` (signup, reset), the
 * links between the modes are real links to those URLs (they work before the app has run), keep
 * the page to land on after signing in, and take the e-mail typed along to the reset form.
 */
import { screen } from '@testing-library/react';
import { AuthPage } from '@/features/auth/routes/auth-page';
import * as auth from '@/lib/auth';
import { activateLanguage } from '@/lib/i18n';
import { renderScreen } from '@test-support/render';

const renderAt = (route: string) => renderScreen(<AuthPage />, { route, path: '/auth', withAuth: true });

test.each([
  ['/auth', 'Welcome back'],
  ['/auth?mode=signup', 'Create your account'],
  ['/auth?mode=reset', 'Reset your password'],
  ['/auth?mode=unknown', 'Welcome back'],
])('%s opens on “%s”', async (route, heading) => {
  renderAt(route);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
});

test('Sign up and Forgot password? are links to their URLs, which the page then shows', async () => {
  const { user } = renderAt('/auth');
  const signUp = screen.getByRole('link', { name: "Don't have an account? Sign up" });
  expect(signUp).toHaveAttribute('href', '/auth?mode=signup');
  expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/auth?mode=reset');

  await user.click(signUp);
  expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
  const signIn = screen.getByRole('link', { name: 'Already have an account? Sign in' });
  expect(signIn).toHaveAttribute('href', '/auth');
  await user.click(signIn);
  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
});

test('Forgot password? takes the e-mail typed along to the reset form, and Back to sign in comes back', async () => {
  const { user } = renderAt('/auth');
  await user.type(screen.getByLabelText('Email'), 'casey@demo.test');
  await user.click(screen.getByRole('link', { name: 'Forgot password?' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveValue('casey@demo.test');
  await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
});

test('the links keep the page to land on after signing in', async () => {
  renderAt('/auth?next=%2Fclient%2Fmessages');
  expect(screen.getByRole('link', { name: "Don't have an account? Sign up" })).toHaveAttribute('href', '/auth?next=%2Fclient%2Fmessages&mode=signup');
  expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/auth?next=%2Fclient%2Fmessages&mode=reset');
});

test('a link to the mode already in the URL opens it again, after a step that left it', async () => {
  jest.mocked(auth.signUp).mockResolvedValue({ isSignUpComplete: true, nextStep: { signUpStep: 'DONE' } } as Awaited<ReturnType<typeof auth.signUp>>);
  const { user } = renderAt('/auth?mode=signup');
  await user.type(await screen.findByLabelText('Full Name'), 'Nadia Nouvelle');
  await user.type(screen.getByLabelText('Email'), 'nadia@demo.test');
  await user.type(screen.getByLabelText('Password'), 'Demo!Pass123');
  await user.type(screen.getByLabelText('Confirm Password'), 'Demo!Pass123');
  await user.click(screen.getByRole('checkbox', { name: 'I have read the privacy notice' }));
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  // Registered and confirmed: the sign-in form, the URL still naming sign-up.
  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();

  await user.click(screen.getByRole('link', { name: "Don't have an account? Sign up" }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
});

test('in French, the sign-up page from its URL', async () => {
  await activateLanguage('fr');
  renderAt('/auth?mode=signup');
  expect(await screen.findByRole('heading', { level: 1, name: 'Créez votre compte' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Vous avez déjà un compte? Connectez-vous' })).toHaveAttribute('href', '/auth');
});
