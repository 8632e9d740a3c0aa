/**
 * The e-mails Cognito sends, in the portal's words and the recipient's language: plain text, branded
 * with the firm's name, with a link into the portal. `{####}` and `{username}` are Cognito's
 * placeholders (the code or temporary password, and the user name): Cognito requires them in the text
 * and fills them in itself. Each appears once (cognito-local replaces only the first). Texts in
 * functions/core/locales/ (docs/i18n.md).
 */
import { AUTH_SESSION_MINUTES } from '../../shared/auth/user-pool';
import type { Language } from '../../shared/settings/language';
import { type I18n, i18nOf } from '../core/i18n';

export interface MessageContext {
  firmName: string;
  /** The portal's origin, e.g. https://portal.example-law.ca (no trailing slash). */
  portalUrl: string;
  email: string;
  codeParameter: string;
  usernameParameter?: string;
  /** The recipient's (custom-message.ts says how it is chosen). */
  language: Language;
}

export interface CognitoMessage {
  emailSubject: string;
  emailMessage: string;
}

const signature = (context: MessageContext) => `\n\n${context.firmName}\n${context.portalUrl}`;

function written(context: MessageContext): { i18n: I18n; values: Record<string, string> } {
  return {
    i18n: i18nOf(context.language),
    values: { firmName: context.firmName, code: context.codeParameter, email: context.email, portalUrl: context.portalUrl },
  };
}

export function verificationMessage(context: MessageContext): CognitoMessage {
  const { i18n, values } = written(context);
  return {
    emailSubject: i18n._({ id: 'cognito.verification.subject', message: '{firmName}: verify your email address', values }),
    emailMessage:
      i18n._({
        id: 'cognito.verification.body',
        message: "Your verification code is {code}.\n\nEnter it on the portal's verification page to finish setting up your account.",
        values,
      }) + signature(context),
  };
}

export function resetPasswordMessage(context: MessageContext): CognitoMessage {
  const { i18n, values } = written(context);
  const link = `${context.portalUrl}/reset-password?token=${context.codeParameter}&type=recovery&email=${encodeURIComponent(context.email)}`;
  return {
    emailSubject: i18n._({ id: 'cognito.resetPassword.subject', message: '{firmName}: reset your password', values }),
    emailMessage:
      i18n._({
        id: 'cognito.resetPassword.body',
        message:
          'Someone asked to reset the password of your account. To choose a new password, open this link:\n\n{link}\n\n' +
          'The link works once, for one hour. If you did not ask, ignore this message: your password stays as it is.',
        values: { ...values, link },
      }) + signature(context),
  };
}

export function invitationMessage(context: MessageContext): CognitoMessage {
  const { i18n, values } = written(context);
  // Cognito requires the user name in an invitation; a pool that signs in by e-mail fills it with the account's id.
  const reference = context.usernameParameter
    ? `\n\n${i18n._({
        id: 'cognito.invitation.reference',
        message: 'Account reference (for the firm, if you call about your account): {username}',
        values: { username: context.usernameParameter },
      })}`
    : '';
  return {
    emailSubject: i18n._({ id: 'cognito.invitation.subject', message: '{firmName} invites you to its client portal', values }),
    emailMessage:
      i18n._({
        id: 'cognito.invitation.body',
        message:
          '{firmName} has opened an account for you on its secure client portal, where you can follow your case and share documents.\n\n' +
          'Sign in at {portalUrl}/auth\nEmail: {email}\nTemporary password: {code}\n\n' +
          'Sign in with a code sent to this address: on the sign-in page, enter your email and choose "E-mail me a code". ' +
          'Or use the temporary password above.\n\n' +
          'You will choose your own password when you first sign in. The temporary password expires in 7 days.',
        values,
      }) +
      reference +
      signature(context),
  };
}

export function attributeVerificationMessage(context: MessageContext): CognitoMessage {
  const { i18n, values } = written(context);
  return {
    emailSubject: i18n._({ id: 'cognito.attributeVerification.subject', message: '{firmName}: confirm your new email address', values }),
    emailMessage:
      i18n._({
        id: 'cognito.attributeVerification.body',
        message:
          "Your verification code is {code}.\n\nSign in to the portal and enter it on your Account page to make this your account's email address. " +
          'Until then you keep signing in with your previous address.',
        values,
      }) + signature(context),
  };
}

/** The code of a sign-in by e-mailed code (Cognito's `CustomMessage_Authentication`): it names only the firm. */
export function signInCodeMessage(context: MessageContext): CognitoMessage {
  const { i18n, values } = written(context);
  return {
    emailSubject: i18n._({ id: 'cognito.signInCode.subject', message: '{firmName}: your sign-in code', values }),
    emailMessage:
      i18n._({
        id: 'cognito.signInCode.body',
        message:
          "Your sign-in code is {code}.\n\nEnter it on the portal's sign-in page within {minutes, plural, one {# minute} other {# minutes}}; it works once. " +
          'If you did not ask to sign in, ignore this message: no one can sign in without the code.',
        values: { ...values, minutes: AUTH_SESSION_MINUTES },
      }) + signature(context),
  };
}
