import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { handler } from './custom-message';
import { lambdaContext } from '../../test/unit/support/route-event';

const PORTAL = 'https://portal.example-law.ca';

beforeAll(() => {
  process.env.PORTAL_URL = `${PORTAL}/`;
  process.env.FIRM_NAME = 'Tremblay Immigration';
});

afterAll(() => {
  delete process.env.PORTAL_URL;
  delete process.env.FIRM_NAME;
});

function event(triggerSource: CustomMessageTriggerEvent['triggerSource']): CustomMessageTriggerEvent {
  return {
    version: '1',
    region: 'ca-central-1',
    userPoolId: 'ca-central-1_test',
    userName: 'u-1',
    callerContext: { awsSdkVersion: 'x', clientId: 'web' },
    triggerSource,
    request: { userAttributes: { email: 'sasha+test@example.test' }, codeParameter: '{####}', usernameParameter: '{username}', linkParameter: '{##Click##}' },
    response: { smsMessage: null, emailMessage: null, emailSubject: null },
  } as CustomMessageTriggerEvent;
}

const write = async (source: CustomMessageTriggerEvent['triggerSource']) => (await handler(event(source), lambdaContext)).response;

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

  it('leaves the messages it does not write to Cognito', async () => {
    expect(await write('CustomMessage_Authentication')).toEqual({ smsMessage: null, emailMessage: null, emailSubject: null });
  });
});
