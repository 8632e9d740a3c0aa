/**
 * The user pool's e-mails, locally as in AWS: cognito-local invokes the CustomMessage trigger through
 * the gateway's Invoke API, and the message it wrote reaches the user's address in the local inbox
 * (subject and body as the trigger wrote them, the code or temporary password filled in); cognito-local's
 * box on the stack's output still shows it too (local/cognito-mail.test.ts). The invitation
 * is the one the New User dialog sends; the sign-up and reset codes are the ones the auth page asks for.
 */
import {
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { type CaughtMail, DEMO_ORG, LOCAL_MAIL_FROM, readInbox, waitForMail } from '../../local';
import { invitationMessage, resetPasswordMessage, verificationMessage } from '../../functions/triggers/cognito-messages';
import { api } from './support/api';
import { cognito } from './support/cognito';
import { createOrg, createPerson, orgSummary, uniqueId } from './support/principals';
import { stack } from './support/stack';
import { CONFIRMATION_CODE, signIn, signUp } from './support/tokens';

jest.setTimeout(60_000);

const MAIL_WAIT_MS = 20_000;
const STRONG_PASSWORD = 'Chosen!Pass123';

/**
 * What the trigger writes with: the firm of the user's org, or — for a user of no org yet (a self
 * sign-up) — the firm the local stack is configured with (handler-env.ts: the demo firm); the portal's address.
 */
const messageContext = (email: string, code: string, username?: string, firmName: string = DEMO_ORG.name) => ({
  firmName,
  portalUrl: stack().url,
  email,
  codeParameter: code,
  usernameParameter: username,
  language: 'en' as const,
});

const newAddress = (label: string) => `${uniqueId(label)}@example.test`;

function waitForPoolMail(to: string, subject: string, where?: (mail: CaughtMail) => boolean): Promise<CaughtMail> {
  return waitForMail(stack(), { to, subject, where, timeoutMs: MAIL_WAIT_MS });
}

function appClient() {
  return { ClientId: stack().userPoolClientId };
}

describe('the pool’s e-mails in the local inbox', () => {
  it('delivers the invitation of the New User dialog, in the name of the inviting firm, with the temporary password that signs the client in', async () => {
    const admin = await createPerson(await createOrg('invitations'), 'admin', 'inviter');
    const firm = (await orgSummary(admin)).name;
    const email = newAddress('invited');

    const created = await api<{ userId: string }>('/v1/admin/create-user', {
      method: 'POST',
      token: admin.tokens.accessToken,
      body: { name: 'Ines Invited', email },
    });
    expect(created.status).toBe(201);

    const subject = invitationMessage(messageContext(email, '', undefined, firm)).emailSubject;
    expect(subject).toBe(`${firm} invites you to its client portal`);
    const mail = await waitForPoolMail(email, subject);
    const temporaryPassword = /Temporary password: (\S+)/.exec(mail.text)?.[1] ?? '';
    // The trigger's own text, with Cognito's placeholders filled in (the user name is the sign-in's sub).
    expect(mail.subject).toBe(subject);
    expect(mail.text.trim()).toBe(invitationMessage(messageContext(email, temporaryPassword, created.body.userId, firm)).emailMessage);
    expect(mail.text).not.toContain(DEMO_ORG.name);
    expect(mail.to.map((address) => address.address)).toEqual([email]);
    // The sender is the pool's: Cognito has one for the whole deployment (its configured firm name).
    expect(mail.from[0]).toMatchObject({ name: DEMO_ORG.name, address: LOCAL_MAIL_FROM });

    // That password (and no other) opens the first sign-in, which asks for a password of the policy.
    await expect(
      cognito().send(new InitiateAuthCommand({ ...appClient(), AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: 'Guessed!Pass1' } })),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    const first = await cognito().send(
      new InitiateAuthCommand({ ...appClient(), AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: temporaryPassword } }),
    );
    expect(first.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const answer = (password: string) =>
      cognito().send(
        new RespondToAuthChallengeCommand({
          ...appClient(),
          ChallengeName: 'NEW_PASSWORD_REQUIRED',
          Session: first.Session,
          ChallengeResponses: { USERNAME: email, NEW_PASSWORD: password },
        }),
      );
    await expect(answer('lowercase1')).rejects.toMatchObject({
      name: 'InvalidPasswordException',
      message: 'Password did not conform with policy: Password must have uppercase characters',
    });
    const signedIn = await answer(STRONG_PASSWORD);
    expect(signedIn.AuthenticationResult?.AccessToken).toBeDefined();
  });

  it('delivers the invitation in French to a user the admin created with the language fr, and keeps fr as their language', async () => {
    const admin = await createPerson(await createOrg('invitations-fr'), 'admin', 'inviter');
    const firm = (await orgSummary(admin)).name;
    const email = newAddress('invited-fr');

    const created = await api<{ userId: string; data: { language?: string } }>('/v1/admin/create-user', {
      method: 'POST',
      token: admin.tokens.accessToken,
      body: { name: 'Inès Invitée', email, language: 'fr' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.language).toBe('fr');

    const french = { ...messageContext(email, '', undefined, firm), language: 'fr' as const };
    const subject = invitationMessage(french).emailSubject;
    expect(subject).not.toBe(invitationMessage(messageContext(email, '', undefined, firm)).emailSubject);
    const mail = await waitForPoolMail(email, subject);
    const temporaryPassword = /Mot de passe temporaire : (\S+)/.exec(mail.text)?.[1] ?? '';
    expect(temporaryPassword).not.toBe('');
    expect(mail.text.trim()).toBe(invitationMessage({ ...french, codeParameter: temporaryPassword, usernameParameter: created.body.userId }).emailMessage);
  });

  it('delivers the sign-up code that confirms the account', async () => {
    const email = newAddress('signed-up');
    await signUp({ email, password: STRONG_PASSWORD, name: 'Mia Mail' });

    const expected = verificationMessage(messageContext(email, CONFIRMATION_CODE));
    const mail = await waitForPoolMail(email, expected.emailSubject);
    expect(mail.text.trim()).toBe(expected.emailMessage);

    const code = /verification code is (\d{6})/.exec(mail.text)?.[1] ?? '';
    await cognito().send(new ConfirmSignUpCommand({ ...appClient(), Username: email, ConfirmationCode: code }));
    await expect(signIn(email, STRONG_PASSWORD)).resolves.toHaveProperty('accessToken');
  });

  it('resends the sign-up code (the verification step’s "Resend code"), which confirms the account; a confirmed account gets none', async () => {
    const email = newAddress('resent');
    await signUp({ email, password: STRONG_PASSWORD, name: 'Rea Resent' });
    const expected = verificationMessage(messageContext(email, CONFIRMATION_CODE));
    const first = await waitForPoolMail(email, expected.emailSubject);

    const resend = () => cognito().send(new ResendConfirmationCodeCommand({ ...appClient(), Username: email }));
    const answer = await resend();
    expect(answer.CodeDeliveryDetails).toEqual({ AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: `${email.charAt(0)}***@e***` });
    // A second e-mail (CustomMessage_ResendCode: the trigger writes the verification e-mail again).
    const mail = await waitForPoolMail(email, expected.emailSubject, (caught) => caught.id !== first.id);
    expect(mail.text.trim()).toBe(expected.emailMessage);
    expect(mail.from[0]).toMatchObject({ name: DEMO_ORG.name, address: LOCAL_MAIL_FROM });

    const code = /verification code is (\d{6})/.exec(mail.text)?.[1] ?? '';
    await cognito().send(new ConfirmSignUpCommand({ ...appClient(), Username: email, ConfirmationCode: code }));
    await expect(signIn(email, STRONG_PASSWORD)).resolves.toHaveProperty('accessToken');
    await expect(resend()).rejects.toMatchObject({ name: 'InvalidParameterException', message: 'User is already confirmed.' });
  });

  it('answers a resend for an unknown e-mail as if a code was sent, and sends nothing', async () => {
    const email = newAddress('nobody-resent');
    const answer = await cognito().send(new ResendConfirmationCodeCommand({ ...appClient(), Username: email }));
    expect(answer.CodeDeliveryDetails).toMatchObject({ DeliveryMedium: 'EMAIL', AttributeName: 'email' });
    // cognito-local e-mails before it answers (cognito-mail.ts), so anything sent would be there by now.
    expect(await readInbox(stack(), { to: email })).toEqual([]);
  });

  it('delivers the reset code (in the link to the reset screen) in the name of the user’s firm, and the reset refuses a weak password', async () => {
    const orgId = await createOrg('resets');
    const person = await createPerson(orgId, 'client', 'forgetful');
    const firm = (await orgSummary(await createPerson(orgId, 'admin', 'reset-admin'))).name;
    await cognito().send(new ForgotPasswordCommand({ ...appClient(), Username: person.email }));

    const expected = resetPasswordMessage(messageContext(person.email, CONFIRMATION_CODE, undefined, firm));
    expect(expected.emailSubject).toBe(`${firm}: reset your password`);
    const mail = await waitForPoolMail(person.email, expected.emailSubject);
    expect(mail.text.trim()).toBe(expected.emailMessage);

    const code = /[?&]token=(\d{6})&/.exec(mail.text)?.[1] ?? '';
    const reset = (password: string) =>
      cognito().send(new ConfirmForgotPasswordCommand({ ...appClient(), Username: person.email, ConfirmationCode: code, Password: password }));
    await expect(reset('lowercase1')).rejects.toMatchObject({ name: 'InvalidPasswordException' });
    await reset(STRONG_PASSWORD);
    await expect(signIn(person.email, STRONG_PASSWORD)).resolves.toHaveProperty('accessToken');
  });
});
