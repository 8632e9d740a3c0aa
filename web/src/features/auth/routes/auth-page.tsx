import { Suspense, lazy, useState } from 'react';
import { PRODUCT_NAME } from '@/config/brand';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthLayout } from '../components/auth-layout';
import type { ForgotPasswordStep } from '../components/forgot-password-form';
import { SignInForm, type SignInOutcome } from '../components/sign-in-form';

// Only the sign-in form is on the page's first load; the other steps load when the user goes there.
const SignUpForm = lazy(() => import('../components/sign-up-form').then((module) => ({ default: module.SignUpForm })));
const VerifyForm = lazy(() => import('../components/verify-form').then((module) => ({ default: module.VerifyForm })));
const ForgotPasswordForm = lazy(() => import('../components/forgot-password-form').then((module) => ({ default: module.ForgotPasswordForm })));
const TotpCodeForm = lazy(() => import('../components/totp-code-form').then((module) => ({ default: module.TotpCodeForm })));
const NewPasswordForm = lazy(() => import('../components/new-password-form').then((module) => ({ default: module.NewPasswordForm })));

/**
 * /auth: one page, four modes (sign in, sign up, verification, forgot password) plus the
 * "choose a password" step of a user invited by the firm.
 */
type AuthMode =
  | { name: 'signIn'; notice?: string }
  | { name: 'signUp' }
  | { name: 'verify'; notice?: string }
  | { name: 'forgotPassword'; step: ForgotPasswordStep }
  | { name: 'newPassword' }
  | { name: 'totpCode' };

const headings: Record<AuthMode['name'], { title: string; description: string }> = {
  signIn: { title: 'Welcome back', description: `Access your cases and documents in the ${PRODUCT_NAME}.` },
  signUp: { title: 'Create your account', description: 'Register to share documents securely with your law firm.' },
  verify: { title: 'Verify your account', description: 'We sent a verification code to your email address.' },
  forgotPassword: { title: 'Reset your password', description: "Enter your email and we'll send you a reset code." },
  newPassword: { title: 'Choose a new password', description: 'Your firm created your account. Choose a password to finish signing in.' },
  totpCode: { title: 'Two-factor sign-in', description: 'Enter the code from your authenticator app to finish signing in.' },
};

export function AuthPage() {
  const [mode, setMode] = useState<AuthMode>({ name: 'signIn' });
  // The e-mail typed in one mode follows the user to the next (sign-up → verification → sign-in).
  const [username, setUsername] = useState('');
  useDocumentTitle(headings[mode.name].title);

  const goToSignIn = (email?: string, notice?: string) => {
    if (email !== undefined) setUsername(email);
    setMode({ name: 'signIn', notice });
  };

  const handleNextStep = (step: SignInOutcome, email: string) => {
    setUsername(email);
    if (step === 'confirmSignUp') {
      setMode({
        name: 'verify',
        notice: 'Your account is not verified yet. Enter the code from your verification email, or request a new one.',
      });
    } else if (step === 'resetPassword') {
      setMode({ name: 'forgotPassword', step: 'request' });
    } else if (step === 'totpCode') {
      setMode({ name: 'totpCode' });
    } else {
      setMode({ name: 'newPassword' });
    }
  };

  let description = headings[mode.name].description;
  if (mode.name === 'verify' && username) description = `We sent a verification code to ${username}.`;
  if (mode.name === 'forgotPassword' && mode.step === 'reset') {
    description = 'Enter the code from your email and choose a new password.';
  }

  return (
    <AuthLayout title={headings[mode.name].title} description={description}>
      <Suspense fallback={null}>
        {mode.name === 'signIn' ? (
          <SignInForm
            key="sign-in"
            initialEmail={username}
            notice={mode.notice}
            onSignUp={() => setMode({ name: 'signUp' })}
            onForgotPassword={(email) => {
              setUsername(email);
              setMode({ name: 'forgotPassword', step: 'request' });
            }}
            onNextStep={handleNextStep}
          />
        ) : null}
        {mode.name === 'signUp' ? (
          <SignUpForm
            onSignIn={() => goToSignIn()}
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
            onSignIn={() => goToSignIn()}
            onDone={(email) => goToSignIn(email)}
          />
        ) : null}
        {mode.name === 'newPassword' ? <NewPasswordForm onSignIn={() => goToSignIn()} /> : null}
        {mode.name === 'totpCode' ? <TotpCodeForm onSignIn={() => goToSignIn(username)} /> : null}
      </Suspense>
    </AuthLayout>
  );
}
