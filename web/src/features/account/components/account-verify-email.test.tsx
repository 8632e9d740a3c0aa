/**
 * The account page's new-address card: a code Cognito refuses is said in the reader's language
 * (lib/provider-messages), as the sign-in forms say it; in English, Cognito's own words.
 */
import { screen } from '@testing-library/react';
import * as auth from '@/lib/auth';
import { VerifyEmailCard } from '@/features/account/components/verify-email-card';
import { activateLanguage, loadCatalog } from '@/lib/i18n';
import { aUser } from '@test-support/fixtures';
import { renderScreen } from '@test-support/render';

const confirmEmailCode = jest.mocked(auth.confirmEmailCode);
const user = { ...aUser({ userId: 'user-1', email: 'old@demo.test' }), pendingEmail: 'new@demo.test' };
const mismatch = () => Object.assign(new Error('Invalid verification code provided, please try again.'), { name: 'CodeMismatchException' });

async function enterWrongCode(label: string, button: string): Promise<void> {
  confirmEmailCode.mockRejectedValueOnce(mismatch());
  const { user: typist } = renderScreen(<VerifyEmailCard user={user} onVerified={jest.fn()} />);
  await typist.type(screen.getByLabelText(label), '123456');
  await typist.click(screen.getByRole('button', { name: button }));
}

test('in French, a code Cognito refuses is said in French', async () => {
  await activateLanguage('fr');
  await loadCatalog('account');
  await enterWrongCode('Code de vérification', 'Vérifier le courriel');
  expect(await screen.findByText('Le code de vérification n’est pas valide. Veuillez réessayer.')).toBeInTheDocument();
  expect(screen.queryByText(/Invalid verification code/)).not.toBeInTheDocument();
});

test('in English, Cognito’s own words', async () => {
  await enterWrongCode('Verification code', 'Verify email');
  expect(await screen.findByText('Invalid verification code provided, please try again.')).toBeInTheDocument();
});
