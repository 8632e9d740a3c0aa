import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { handler } from './custom-message';
import { useHarness } from '../../test/unit/support/harness';
import { OTHER_ORG_ID } from '../../test/unit/support/users';
import { lambdaContext } from '../../test/unit/support/route-event';

const aws = useHarness();

const PORTAL = 'https://portal.example-law.ca';

beforeAll(() => {
  process.env.PORTAL_URL = `${PORTAL}/`;
  process.env.FIRM_NAME = 'Tremblay Immigration';
});

afterAll(() => {
  delete process.env.PORTAL_URL;
  delete process.env.FIRM_NAME;
});

function event(triggerSource: CustomMessageTriggerEvent['triggerSource'], locale?: string, attributes: Record<string, string> = {}): CustomMessageTriggerEvent {
  return {
    version: '1',
    region: 'ca-central-1',
    userPoolId: 'ca-central-1_test',
    userName: 'u-1',
    callerContext: { awsSdkVersion: 'x', clientId: 'web' },
    triggerSource,
    request: { userAttributes: { email: 'sasha+test@example.test', ...(locale ? { locale } : {}), ...attributes }, codeParameter: '{####}', usernameParameter: '{username}', linkParameter: '{##Click##}' },
    response: { smsMessage: null, emailMessage: null, emailSubject: null },
  } as CustomMessageTriggerEvent;
}

const write = async (source: CustomMessageTriggerEvent['triggerSource'], locale?: string) => (await handler(event(source, locale), lambdaContext)).response;

describe('the firm each e-mail names', () => {
  const ofFirm = async (source: CustomMessageTriggerEvent['triggerSource'], orgId: string) =>
    (await handler(event(source, undefined, { 'custom:orgId': orgId }), lambdaContext)).response;

  it.each([
    ['CustomMessage_AdminCreateUser', 'Rival Law invites you to its client portal'],
    ['CustomMessage_ForgotPassword', 'Rival Law: reset your password'],
    ['CustomMessage_UpdateUserAttribute', 'Rival Law: confirm your new email address'],
  ] as const)('is the firm of the user’s org for %s, not the deployment’s', async (source, subject) => {
    const { emailSubject, emailMessage } = await ofFirm(source, OTHER_ORG_ID);
    expect(emailSubject).toBe(subject);
    expect(emailMessage).toContain('\n\nRival Law\n');
    expect(emailMessage).not.toContain('Tremblay Immigration');
  });

  it('is the deployment’s for a user of no org yet (a self sign-up being verified), reading nothing', async () => {
    const { emailSubject } = await write('CustomMessage_SignUp');
    expect(emailSubject).toBe('Tremblay Immigration: verify your email address');
    expect(aws.dynamo.commandCalls(GetCommand)).toHaveLength(0);
  });

  it('is the deployment’s when the org is not found, or cannot be read: the e-mail still goes out', async () => {
    expect((await ofFirm('CustomMessage_AdminCreateUser', 'org-gone')).emailSubject).toBe('Tremblay Immigration invites you to its client portal');
    aws.dynamo.on(GetCommand).rejects(new Error('throttled'));
    expect((await ofFirm('CustomMessage_AdminCreateUser', OTHER_ORG_ID)).emailSubject).toBe('Tremblay Immigration invites you to its client portal');
  });
});

describe('custom-message trigger', () => {
  it('links the forgot-password e-mail to the portal’s reset screen with the code, type=recovery and the e-mail', async () => {
    const { emailMessage, emailSubject } = await write('CustomMessage_ForgotPassword');
    expect(emailMessage).toContain(`${PORTAL}/reset-password?token={####}&type=recovery&email=sasha%2Btest%40example.test`);
    expect(emailSubject).toBe('Tremblay Immigration: reset your password');
  });

  it('gives the invitation the portal’s address, the e-mail to sign in with, the temporary password and the user name Cognito requires', async () => {
    const { emailMessage, emailSubject } = await write('CustomMessage_AdminCreateUser');
    expect(emailMessage).toContain(`Sign in at ${PORTAL}/auth`);
    // The pool signs in by e-mail: {username} is the account's id, never shown as the e-mail.
    expect(emailMessage).toContain('Email: sasha+test@example.test\n');
    expect(emailMessage).toContain('Account reference (for the firm, if you call about your account): {username}');
    expect(emailMessage).toContain('Temporary password: {####}');
    expect(emailSubject).toBe('Tremblay Immigration invites you to its client portal');
  });

  it('tells the invited user they may sign in with a code sent to their address, the way the sign-in page says it', async () => {
    const { emailMessage } = await write('CustomMessage_AdminCreateUser');
    expect(emailMessage).toContain('Sign in with a code sent to this address: on the sign-in page, enter your email and choose "E-mail me a code".');
    // The code placeholder stays the temporary password's, once.
    expect(emailMessage?.match(/\{####\}/g)).toHaveLength(1);
  });

  it('writes the sign-in code e-mail with the code, how long it lasts, and nothing of the case', async () => {
    const { emailMessage, emailSubject } = await write('CustomMessage_Authentication');
    expect(emailSubject).toBe('Tremblay Immigration: your sign-in code');
    expect(emailMessage).toBe(
      `Your sign-in code is {####}.\n\nEnter it on the portal's sign-in page within 3 minutes; it works once. ` +
        `If you did not ask to sign in, ignore this message: no one can sign in without the code.\n\nTremblay Immigration\n${PORTAL}`,
    );
  });

  it.each(['CustomMessage_SignUp', 'CustomMessage_ResendCode'] as const)('writes the verification code e-mail for %s', async (source) => {
    const { emailMessage, emailSubject } = await write(source);
    expect(emailMessage).toContain('Your verification code is {####}.');
    expect(emailSubject).toBe('Tremblay Immigration: verify your email address');
  });

  it('writes the new-address e-mail with the code and what happens until it is entered', async () => {
    const { emailMessage } = await write('CustomMessage_UpdateUserAttribute');
    expect(emailMessage).toContain('{####}');
    expect(emailMessage).toContain('Until then you keep signing in with your previous address.');
  });

  it('signs every message with the firm’s name and the portal’s address, in plain text', async () => {
    for (const source of ['CustomMessage_SignUp', 'CustomMessage_ForgotPassword', 'CustomMessage_AdminCreateUser'] as const) {
      const { emailMessage } = await write(source);
      expect(emailMessage).toMatch(new RegExp(`Tremblay Immigration\\n${PORTAL.replace(/\./g, '\\.')}$`));
      expect(emailMessage).not.toMatch(/<[a-z]/i);
    }
  });

  describe('in French, for a user whose locale is French', () => {
    it.each(['CustomMessage_SignUp', 'CustomMessage_ResendCode'] as const)('writes the verification e-mail of %s in French', async (source) => {
      const { emailMessage, emailSubject } = await write(source, 'fr-CA');
      expect(emailSubject).toBe('Tremblay Immigration : vérifiez votre adresse courriel');
      expect(emailMessage).toBe(
        `Votre code de vérification est {####}.\n\nEntrez-le sur la page de vérification du portail pour terminer la création de votre compte.\n\nTremblay Immigration\n${PORTAL}`,
      );
    });

    it('writes the reset link e-mail in French, with the same link', async () => {
      const { emailMessage, emailSubject } = await write('CustomMessage_ForgotPassword', 'fr');
      expect(emailSubject).toBe('Tremblay Immigration : réinitialisez votre mot de passe');
      expect(emailMessage).toContain('Pour choisir un nouveau mot de passe, ouvrez ce lien :');
      expect(emailMessage).toContain(`${PORTAL}/reset-password?token={####}&type=recovery&email=sasha%2Btest%40example.test`);
      expect(emailMessage).toContain('Si vous n’avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.');
    });

    it('writes the invitation in French, with the placeholders Cognito fills', async () => {
      const { emailMessage, emailSubject } = await write('CustomMessage_AdminCreateUser', 'fr');
      expect(emailSubject).toBe('Tremblay Immigration vous invite à son portail client');
      expect(emailMessage).toContain(`Connectez-vous à ${PORTAL}/auth\nCourriel : sasha+test@example.test\nMot de passe temporaire : {####}`);
      expect(emailMessage).toContain('Référence du compte (à donner au cabinet si vous l’appelez au sujet de votre compte) : {username}');
    });

    it('writes the sign-in code e-mail and the invitation’s code sentence in French', async () => {
      const { emailMessage, emailSubject } = await write('CustomMessage_Authentication', 'fr');
      expect(emailSubject).toBe('Tremblay Immigration : votre code de connexion');
      expect(emailMessage).toContain('Votre code de connexion est {####}.');
      expect(emailMessage).toContain('d’ici 3 minutes');
      expect((await write('CustomMessage_AdminCreateUser', 'fr')).emailMessage).toContain(
        'Connectez-vous avec un code envoyé à cette adresse : sur la page de connexion, entrez votre courriel et choisissez « M’envoyer un code par courriel ».',
      );
    });

    it('writes the new-address e-mail in French', async () => {
      const { emailMessage, emailSubject } = await write('CustomMessage_UpdateUserAttribute', 'fr');
      expect(emailSubject).toBe('Tremblay Immigration : confirmez votre nouvelle adresse courriel');
      expect(emailMessage).toContain('D’ici là, vous continuez de vous connecter avec votre adresse précédente.');
    });

    it('writes in English for a locale that is neither French nor English, or none (an invited user)', async () => {
      expect((await write('CustomMessage_AdminCreateUser', 'es-MX')).emailSubject).toBe('Tremblay Immigration invites you to its client portal');
      expect((await write('CustomMessage_SignUp', 'en-US')).emailSubject).toBe('Tremblay Immigration: verify your email address');
    });
  });

  it('leaves the messages it does not write to Cognito', async () => {
    const unknown = 'CustomMessage_Other' as CustomMessageTriggerEvent['triggerSource'];
    expect(await write(unknown)).toEqual({ smsMessage: null, emailMessage: null, emailSubject: null });
  });
});
