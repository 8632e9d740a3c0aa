import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Suspense, lazy, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { shellModeOf } from '@shared/core/sign-in-shell';
import { PRODUCT_NAME } from '@/config/brand';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthLayout } from '../components/auth-layout';
import { MODE_PARAM } from '../components/auth-mode-href';
import type { ForgotPasswordStep } from '../components/forgot-password-form';
import { SignInForm, type SignInOutcome } from '../components/sign-in-form';

// Only the sign-in form is on the page's first load; the other steps load when the user goes there.
const SignUpForm = lazy(() => import('../components/sign-up-form').then((module) => ({ default: module.SignUpForm })));
const VerifyForm = lazy(() => import('../components/verify-form').then((module) => ({ default: module.VerifyForm })));
const ForgotPasswordForm = lazy(() => import('../components/forgot-password-form').then((module) => ({ default: module.ForgotPasswordForm })));
const TotpCodeForm = lazy(() => import('../components/totp-code-form').then((module) => ({ default: module.TotpCodeForm })));
const NewPasswordForm = lazy(() => import('../components/new-password-form').then((module) => ({ default: module.NewPasswordForm })));
const EmailCodeForm = lazy(() => import('../components/email-code-form').then((module) => ({ default: module.EmailCodeForm })));

/**
 * /auth: one page, four modes (sign in, sign up, verification, forgot password) plus the steps of a
 * sign-in: the e-mailed code, the authenticator app's code, and the "choose a password" step of a
 * user invited by the firm. With `?next=<page>` a sign-in lands on that page.
 *
 * Sign up and forgot password are named in the URL (`?mode=signup`, `?mode=reset`), and the links to
 * them and back to sign-in are real links: the build prerenders each of them (shared/core/sign-in-shell.ts),
 * so a link tapped before the app has run loads that page, and the app opens in the mode its URL names.
 */
type AuthMode =
  | { name: 'signIn'; notice?: string }
  | { name: 'signUp' }
  | { name: 'verify'; notice?: string }
  | { name: 'forgotPassword'; step: ForgotPasswordStep }
  | { name: 'newPassword' }
  | { name: 'totpCode' }
  | { name: 'emailCode' };

/** Each mode's heading and the sentence under it (sign-in's names the product: said in the page). */
const headings: Record<AuthMode['name'], { title: MessageDescriptor; description?: MessageDescriptor }> = {
  signIn: { title: msg`Welcome back` },
  signUp: { title: msg`Create your account`, description: msg`Register to share documents securely with your law firm.` },
  verify: { title: msg`Verify your account`, description: msg`We sent a verification code to your email address.` },
  forgotPassword: { title: msg`Reset your password`, description: msg`Enter your email and we'll send you a reset code.` },
  newPassword: { title: msg`Choose a new password`, description: msg`Your firm created your account. Choose a password to finish signing in.` },
  totpCode: { title: msg`Two-factor sign-in`, description: msg`Enter the code from your authenticator app to finish signing in.` },
  emailCode: { title: msg`Check your email`, description: msg`We sent you a sign-in code.` },
};

/** The mode the URL names: sign up, forgot password, or sign in. */
function modeOfUrl(search: string): AuthMode {
  const mode = shellModeOf(new URLSearchParams(search).get(MODE_PARAM));
  if (mode === 'signup') return { name: 'signUp' };
  if (mode === 'reset') return { name: 'forgotPassword', step: 'request' };
  return { name: 'signIn' };
}

export function AuthPage() {
  const { i18n, t } = useLingui();
  const location = useLocation();
  const [mode, setMode] = useState<AuthMode>(() => modeOfUrl(location.search));
  // Each visit of a link to a mode (the same URL again too) opens the mode it names.
  const [visit, setVisit] = useState(location.key);
  if (location.key !== visit) {
    setVisit(location.key);
    setMode(modeOfUrl(location.search));
  }

  // The e-mail typed in one mode follows the user to the next (sign-up → verification → sign-in).
  const [username, setUsername] = useState('');
  const title = i18n._(headings[mode.name].title);
  useDocumentTitle(title);

  const goToSignIn = (email?: string, notice?: string) => {
    if (email !== undefined) setUsername(email);
    setMode({ name: 'signIn', notice });
  };

  const handleNextStep = (step: SignInOutcome, email: string) => {
    setUsername(email);
    if (step === 'confirmSignUp') {
      setMode({
        name: 'verify',
        notice: t`Your account is not verified yet. Enter the code from your verification email, or request a new one.`,
      });
    } else if (step === 'resetPassword') {
      setMode({ name: 'forgotPassword', step: 'request' });
    } else if (step === 'totpCode') {
      setMode({ name: 'totpCode' });
    } else if (step === 'emailCode') {
      setMode({ name: 'emailCode' });
    } else {
      setMode({ name: 'newPassword' });
    }
  };

  const { description: modeDescription } = headings[mode.name];
  const productName = i18n._(PRODUCT_NAME);
  let description = modeDescription ? i18n._(modeDescription) : t`Access your cases and documents in the ${productName}.`;
  if (mode.name === 'verify' && username) description = t`We sent a verification code to ${username}.`;
  if (mode.name === 'emailCode' && username) description = t`We sent a sign-in code to ${username}.`;
  if (mode.name === 'forgotPassword' && mode.step === 'reset') {
    description = t`Enter the code from your email and choose a new password.`;
  }

  return (
    <AuthLayout title={title} description={description}>
      <Suspense fallback={null}>
        {mode.name === 'signIn' ? (
          <SignInForm
            key="sign-in"
            initialEmail={username}
            notice={mode.notice}
            // The e-mail typed goes with the link to the reset form (the link then opens it).
            onForgotPassword={setUsername}
            onNextStep={handleNextStep}
          />
        ) : null}
        {mode.name === 'signUp' ? (
          <SignUpForm
            onRegistered={(email, needsVerification) => {
              setUsername(email);
              setMode(needsVerification ? { name: 'verify' } : { name: 'signIn' });
            }}
          />
        ) : null}
        {mode.name === 'verify' ? (
          <VerifyForm
            username={username}
            notice={mode.notice}
            onSignIn={() => goToSignIn()}
            onVerified={(email) => goToSignIn(email)}
          />
        ) : null}
        {mode.name === 'forgotPassword' ? (
          <ForgotPasswordForm
            initialUsername={username}
            step={mode.step}
            onStepChange={(step) => setMode({ name: 'forgotPassword', step })}
            onDone={(email) => goToSignIn(email)}
          />
        ) : null}
        {mode.name === 'newPassword' ? <NewPasswordForm onSignIn={() => goToSignIn()} /> : null}
        {mode.name === 'totpCode' ? <TotpCodeForm onSignIn={() => goToSignIn(username)} /> : null}
        {mode.name === 'emailCode' ? (
          <EmailCodeForm
            email={username}
            onSignIn={() => goToSignIn(username)}
            onNextStep={(step) => handleNextStep(step === 'newPassword' ? 'newPassword' : 'confirmSignUp', username)}
          />
        ) : null}
      </Suspense>
    </AuthLayout>
  );
}
