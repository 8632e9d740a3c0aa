/**
 * The local pool refuses what the deployed pool refuses: passwords outside the policy of
 * shared/user-pool.ts (cognito-local stores the policy but checks nothing; the local stack's
 * cognito-local server does), with Cognito's InvalidPasswordException and words; and sign-in does not
 * tell whether an account exists (the web client prevents user-existence errors in AWS).
 */
import {
  AdminSetUserPasswordCommand,
  ChangePasswordCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DEMO_PASSWORD, readInbox } from '../../local';
import { cognito, findIdentity } from './support/cognito';
import { createOrg, createPerson, uniqueId } from './support/principals';
import { stack } from './support/stack';
import { signUp } from './support/tokens';

jest.setTimeout(60_000);

const POLICY = 'Password did not conform with policy: ';
const appClient = () => ({ ClientId: stack().userPoolClientId });
const newAddress = (label: string) => `${uniqueId(label)}@example.test`;

function signInWith(email: string, password: string) {
  return cognito().send(new InitiateAuthCommand({ ...appClient(), AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } }));
}

describe('the local pool’s password policy', () => {
  it.each([
    ['lowercase1', 'Password must have uppercase characters'],
    ['UPPERCASE1', 'Password must have lowercase characters'],
    ['NoDigitsHere', 'Password must have numeric characters'],
    ['Sh0rt', 'Password not long enough'],
  ])('refuses signing up with %s (%s) and creates nobody', async (password, rule) => {
    const email = newAddress('weak');
    await expect(signUp({ email, password, name: 'Pat Policy' })).rejects.toMatchObject({ name: 'InvalidPasswordException', message: `${POLICY}${rule}` });
    expect(await findIdentity(email)).toBeUndefined();
  });

  it('takes a password with every kind of character the policy asks for', async () => {
    const email = newAddress('strong');
    await expect(signUp({ email, password: 'Lower-Upper-42', name: 'Pat Policy' })).resolves.toMatchObject({ UserConfirmed: false });
  });

  it('refuses a weak password set by an administrator and by the user', async () => {
    const person = await createPerson(await createOrg('passwords'), 'client', 'changer');
    await expect(
      cognito().send(new AdminSetUserPasswordCommand({ UserPoolId: stack().userPoolId, Username: person.email, Password: 'lowercase1', Permanent: true })),
    ).rejects.toMatchObject({ name: 'InvalidPasswordException' });
    await expect(
      cognito().send(new ChangePasswordCommand({ AccessToken: person.tokens.accessToken, PreviousPassword: DEMO_PASSWORD, ProposedPassword: 'lowercase1' })),
    ).rejects.toMatchObject({ name: 'InvalidPasswordException' });
    // The password stays what it was.
    await expect(signInWith(person.email, DEMO_PASSWORD)).resolves.toHaveProperty('AuthenticationResult');
  });
});

describe('sign-in and reset without telling whether an account exists', () => {
  it('answers an unknown e-mail and a wrong password alike', async () => {
    const person = await createPerson(await createOrg('existence'), 'client', 'known');
    const unknown = signInWith(newAddress('unknown'), DEMO_PASSWORD);
    const wrong = signInWith(person.email, 'Wrong!Pass123');
    const refusal = { name: 'NotAuthorizedException', message: 'Incorrect username or password.' };
    await expect(unknown).rejects.toMatchObject(refusal);
    await expect(wrong).rejects.toMatchObject(refusal);
  });

  it('answers a reset asked for an unknown e-mail as if a code was sent, and sends nothing', async () => {
    const email = newAddress('nobody');
    const answer = await cognito().send(new ForgotPasswordCommand({ ...appClient(), Username: email }));
    expect(answer.CodeDeliveryDetails).toMatchObject({ DeliveryMedium: 'EMAIL', AttributeName: 'email' });
    expect(await readInbox(stack(), { to: email })).toEqual([]);
  });
});
