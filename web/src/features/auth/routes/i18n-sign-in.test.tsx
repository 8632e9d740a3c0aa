/**
 * The sign-in page in French: the browser's or the chosen language, the EN/FR switch,
 * `<html lang>`, and the schema's messages shown in the reader's language.
 */
import { screen, within } from '@testing-library/react';
import { AuthPage } from '@/features/auth/routes/auth-page';
import { activateLanguage, browserLanguage, initialLanguage, LANGUAGE_STORAGE_KEY } from '@/lib/i18n';
import { renderScreen } from '@test-support/render';

test('the sign-in page reads in French: headings, fields, buttons, the tab title and <html lang>', async () => {
  await activateLanguage('fr');
  renderScreen(<AuthPage />, { route: '/auth', path: '/auth', withAuth: true });

  expect(screen.getByRole('heading', { level: 1, name: 'Bon retour' })).toBeInTheDocument();
  expect(screen.getByLabelText('Courriel')).toBeInTheDocument();
  expect(screen.getByLabelText('Mot de passe')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Mot de passe oublié?' })).toHaveAttribute('href', '/auth?mode=reset');
  expect(screen.getByText('Accédez à vos dossiers et à vos documents dans le Portail des dossiers d’immigration.')).toBeInTheDocument();
  expect(document.title).toBe('Bon retour · Portail des dossiers d’immigration');
  expect(document.documentElement).toHaveAttribute('lang', 'fr');
  expect(screen.queryByText(/Welcome back|Sign In|Password/)).not.toBeInTheDocument();
});

test('the switch on the sign-in page changes the language at once and remembers it on this device', async () => {
  const { user } = renderScreen(<AuthPage />, { route: '/auth', path: '/auth', withAuth: true });
  const switcher = screen.getByRole('group', { name: 'Language / Langue' });
  const english = within(switcher).getByRole('button', { name: /English/ });
  const french = within(switcher).getByRole('button', { name: /Français/ });
  expect(english).toHaveAttribute('aria-pressed', 'true');
  expect(french).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();

  await user.click(french);

  expect(await screen.findByRole('heading', { level: 1, name: 'Bon retour' })).toBeInTheDocument();
  expect(french).toHaveAttribute('aria-pressed', 'true');
  expect(english).toHaveAttribute('aria-pressed', 'false');
  expect(document.documentElement).toHaveAttribute('lang', 'fr');
  expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
  expect(initialLanguage()).toBe('fr');

  await user.click(english);
  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
  expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
});

test('before any choice, the browser decides: French for fr-*, English for any other language', () => {
  expect(browserLanguage(['fr-CA', 'en-US'])).toBe('fr');
  expect(browserLanguage(['fr'])).toBe('fr');
  expect(browserLanguage(['en-CA', 'fr-CA'])).toBe('en');
  expect(browserLanguage(['es-MX'])).toBe('en');
  expect(browserLanguage([])).toBe('en');
});
