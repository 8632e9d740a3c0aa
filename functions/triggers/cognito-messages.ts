/**
 * The e-mails Cognito sends, in the portal's words: plain text, branded with the firm's name, with a
 * link into the portal. `{####}` and `{username}` are Cognito's placeholders (the code or temporary
 * password, and the user name): Cognito requires them in the text and fills them in itself. Each
 * appears once (cognito-local replaces only the first).
 */
export interface MessageContext {
  firmName: string;
  /** The portal's origin, e.g. https://portal.example-law.ca (no trailing slash). */
  portalUrl: string;
  email: string;
  codeParameter: string;
  usernameParameter?: string;
}

export interface CognitoMessage {
  emailSubject: string;
  emailMessage: string;
}

const signature = (context: MessageContext) => `\n\n${context.firmName}\n${context.portalUrl}`;

export function verificationMessage(context: MessageContext): CognitoMessage {
  return {
    emailSubject: `${context.firmName}: verify your email address`,
    emailMessage: `Your verification code is ${context.codeParameter}.\n\nEnter it on the portal's verification page to finish setting up your account.${signature(context)}`,
  };
}

export function resetPasswordMessage(context: MessageContext): CognitoMessage {
  const link = `${context.portalUrl}/reset-password?token=${context.codeParameter}&type=recovery&email=${encodeURIComponent(context.email)}`;
  return {
    emailSubject: `${context.firmName}: reset your password`,
    emailMessage:
      `Someone asked to reset the password of your account. To choose a new password, open this link:\n\n${link}\n\n` +
      `The link works once, for one hour. If you did not ask, ignore this message: your password stays as it is.${signature(context)}`,
  };
}

export function invitationMessage(context: MessageContext): CognitoMessage {
  return {
    emailSubject: `${context.firmName} invites you to its client portal`,
    emailMessage:
      `${context.firmName} has opened an account for you on its secure client portal, where you can follow your case and share documents.\n\n` +
      `Sign in at ${context.portalUrl}/auth\nEmail: ${context.email}\nTemporary password: ${context.codeParameter}\n\n` +
      `You will choose your own password when you first sign in. The temporary password expires in 7 days.` +
      // Cognito requires the user name in an invitation; a pool that signs in by e-mail fills it with the account's id.
      `${context.usernameParameter ? `\n\nAccount reference (for the firm, if you call about your account): ${context.usernameParameter}` : ''}${signature(context)}`,
  };
}

export function attributeVerificationMessage(context: MessageContext): CognitoMessage {
  return {
    emailSubject: `${context.firmName}: confirm your new email address`,
    emailMessage:
      `Your verification code is ${context.codeParameter}.\n\nSign in to the portal and enter it on your Account page to make this your account's email address. ` +
      `Until then you keep signing in with your previous address.${signature(context)}`,
  };
}
