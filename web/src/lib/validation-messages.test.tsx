/**
 * Form validation in the reader's language: the shared zod schemas' messages (the spec's
 * English words) are shown in French on a French page, from lib/validation-messages.ts; the sign-up
 * form in French (labels, the password hint from the user pool's rules, messages) sends the page's
 * language as Cognito's `locale`; Cognito's refusals in French.
 */
import { screen, waitFor } from '@testing-library/react';
import { emailSignInCodeSchema, signInSchema, signUpSchema, totpCodeSchema } from '@shared/auth/schemas';
import { describePasswordPolicy } from '@shared/auth/user-pool';
import { createCaseBody, sendCaseEmailBody, updateCaseBody } from '@shared/cases/schemas';
import { createFolderBody } from '@shared/documents/schemas';
import { updateOrgBody } from '@shared/orgs/schemas';
import { decideRequestBody, editRequestBody, requestItemField } from '@shared/requests/schemas';
import { updateMySettingsBody } from '@shared/settings/schemas';
import { createUserBody, updateUserBody } from '@shared/users/schemas';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { passwordHint, newPasswordSchema, resetLinkSchema, resetPasswordSchema, resetRequestSchema, verifySchema } from '@/features/auth/components/password-rules';
import { providerMessage } from '@/lib/provider-messages';
import * as auth from '@/lib/auth';
import { activateLanguage, i18n } from '@/lib/i18n';
import { validationMessage } from '@/lib/validation-messages';
import { renderScreen } from '@test-support/render';
import { schemaMessages } from '@test-support/schema-messages';

/** The schemas of the web's forms (the shared ones, and the auth page's own). */
const FORM_SCHEMAS = [
  signInSchema, signUpSchema, totpCodeSchema, emailSignInCodeSchema, createCaseBody, updateCaseBody, sendCaseEmailBody, createFolderBody,
  createUserBody, updateUserBody, updateMySettingsBody, updateOrgBody, requestItemField, decideRequestBody, editRequestBody,
  resetRequestSchema, resetPasswordSchema, newPasswordSchema, verifySchema, resetLinkSchema,
];

/**
 * Messages no form can show: a control always gives text (or a switch's true/false), a select only
 * its options, and a form sends only what changed. These are the API's answers to other callers.
 */
const NOT_FROM_A_FORM = /must be text$|must be true or false$|must be an object|must be one of|^Nothing to update$/;

const formMessages = () =>
  [...new Set(FORM_SCHEMAS.flatMap((schema) => [...schemaMessages(schema as never)]))].filter((message) => !NOT_FROM_A_FORM.test(message));

const signUp = jest.mocked(auth.signUp);

test('every message a form can show from the shared schemas has French, and stays as written in English', async () => {
  const messages = formMessages();
  expect(messages).toEqual(expect.arrayContaining(['Email is required', 'Case name must be at most 200 characters', 'Passwords do not match']));
  for (const message of messages) expect(validationMessage(i18n, message)).toBe(message);

  await activateLanguage('fr');
  const untranslated = messages.filter((message) => validationMessage(i18n, message) === message);
  expect(untranslated).toEqual([]);
  expect(validationMessage(i18n, 'Case name must be at most 200 characters')).toBe('Nom du dossier : 200 caractères au maximum');
  expect(validationMessage(i18n, 'Client email is required')).toBe('Courriel du client : ce champ est obligatoire');
  expect(validationMessage(i18n, 'Passwords do not match')).toBe('Les mots de passe ne correspondent pas');
});

test('the password hint is the user pool policy sentence word for word in English, and French in French', async () => {
  expect(passwordHint(i18n)).toBe(describePasswordPolicy());
  expect(passwordHint(i18n, { minLength: 10, requireUppercase: false, requireLowercase: true, requireDigits: true, requireSymbols: true })).toBe(
    describePasswordPolicy({ minLength: 10, requireUppercase: false, requireLowercase: true, requireDigits: true, requireSymbols: true }),
  );
  await activateLanguage('fr');
  expect(passwordHint(i18n)).toBe('Au moins 8 caractères, dont une majuscule, une minuscule et un chiffre.');
});

test('the sign-up form in French: its labels, hint and validation messages, and it sends locale fr', async () => {
  await activateLanguage('fr');
  const { user } = renderScreen(<SignUpForm onRegistered={jest.fn()} />);

  await user.click(screen.getByRole('button', { name: 'Créer un compte' }));
  expect(await screen.findByText('Le nom est obligatoire')).toBeInTheDocument();
  expect(screen.getByText('Le courriel est obligatoire')).toBeInTheDocument();
  expect(screen.getByText('Le mot de passe doit contenir au moins 8 caractères')).toBeInTheDocument();
  expect(screen.getByText('Veuillez confirmer que vous avez lu l’avis de confidentialité')).toBeInTheDocument();
  expect(screen.getByLabelText('Mot de passe')).toHaveAccessibleDescription(
    'Au moins 8 caractères, dont une majuscule, une minuscule et un chiffre. Le mot de passe doit contenir au moins 8 caractères',
  );
  expect(screen.getByRole('link', { name: 'Vous avez déjà un compte? Connectez-vous' })).toHaveAttribute('href', '/auth');
  expect(screen.queryByText(/required|Password|Sign Up|Full Name|Email/)).not.toBeInTheDocument();

  await user.type(screen.getByLabelText('Nom complet'), 'Camille Client');
  await user.type(screen.getByLabelText('Courriel'), 'pas-un-courriel');
  await user.type(screen.getByLabelText('Mot de passe'), 'Demo!Pass123');
  await user.type(screen.getByLabelText('Confirmer le mot de passe'), 'Autre!Pass123');
  await user.click(screen.getByRole('button', { name: 'Créer un compte' }));
  expect(await screen.findByText('Entrez une adresse courriel valide')).toBeInTheDocument();
  expect(screen.getByText('Les mots de passe ne correspondent pas')).toBeInTheDocument();

  signUp.mockResolvedValue({ isSignUpComplete: false, nextStep: { signUpStep: 'CONFIRM_SIGN_UP' } } as Awaited<ReturnType<typeof auth.signUp>>);
  await user.clear(screen.getByLabelText('Courriel'));
  await user.type(screen.getByLabelText('Courriel'), 'camille@demo.test');
  await user.clear(screen.getByLabelText('Confirmer le mot de passe'));
  await user.type(screen.getByLabelText('Confirmer le mot de passe'), 'Demo!Pass123');
  await user.click(screen.getByRole('checkbox', { name: 'J’ai lu l’avis de confidentialité' }));
  await user.click(screen.getByRole('button', { name: 'Créer un compte' }));
  await waitFor(() => expect(signUp).toHaveBeenCalledWith(expect.objectContaining({ email: 'camille@demo.test', locale: 'fr' })));
});

test("Cognito's refusals: its own words in English, a French sentence by the error's name in French", async () => {
  const mismatch = Object.assign(new Error('Invalid verification code provided, please try again.'), { name: 'CodeMismatchException' });
  const disabled = Object.assign(new Error('User is disabled.'), { name: 'NotAuthorizedException' });
  const unknown = Object.assign(new Error('Something else'), { name: 'SomeOtherException' });
  expect(providerMessage(mismatch)).toBeUndefined();

  await activateLanguage('fr');
  expect(providerMessage(mismatch)).toBe('Le code de vérification n’est pas valide. Veuillez réessayer.');
  expect(providerMessage(disabled)).toBe('Ce compte est désactivé.');
  expect(providerMessage(unknown)).toBeUndefined();
});
