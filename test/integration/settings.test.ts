/**
 * Settings through the local gateway: the user's own tabs (profile, notifications, e-mail,
 * security) and the firm's details, saved for real, with the spec's defaults before any save.
 */
import { AdminGetUserCommand, AssociateSoftwareTokenCommand, SetUserMFAPreferenceCommand, VerifySoftwareTokenCommand } from '@aws-sdk/client-cognito-identity-provider';
import { REFUSAL_CODE_HEADER } from '../../shared/core/refusals';
import type { OrgSummary } from '../../shared/orgs/types';
import type { User } from '../../shared/users/types';
import type { Language, UserSettings } from '../../shared/settings/types';
import { totpCode } from '../support/totp';
import { api } from './support/api';
import { stack } from './support/stack';
import { cognito } from './support/cognito';
import { type Person, createOrg, createPerson } from './support/principals';

jest.setTimeout(60_000);

const mySettings = (who: Person) => api<{ Item: UserSettings; language: Language }>('/v1/me/settings', { token: who.tokens.accessToken });
const saveMySettings = (who: Person, body: unknown) =>
  api<{ success: boolean; Item: UserSettings; language: Language; message?: string }>('/v1/me/settings', { method: 'PATCH', token: who.tokens.accessToken, body });
const saveFirm = (who: Person, orgId: string, body: unknown) =>
  api<{ success: boolean; Item: OrgSummary; message?: string }>(`/v1/admin/orgs/${orgId}`, { method: 'PATCH', token: who.tokens.accessToken, body });

let orgId: string;
let admin: Person;
let client: Person;
let otherAdmin: Person;

beforeAll(async () => {
  orgId = await createOrg('settings');
  admin = await createPerson(orgId, 'admin', 'admin');
  client = await createPerson(orgId, 'client', 'client');
  otherAdmin = await createPerson(await createOrg('settings-other'), 'admin', 'admin');
});

describe("a user's own settings", () => {
  it("reads the spec's defaults before anything is saved", async () => {
    const { status, body } = await mySettings(client);
    expect(status).toBe(200);
    expect(body.Item).toEqual({
      profile: { name: client.name, email: client.email, title: '', phone: expect.any(String), fax: '', bio: '' },
      notifications: {
        emailNotifications: true,
        pushNotifications: true,
        newCaseAlerts: true,
        documentUpdates: true,
        messageNotifications: true,
        weeklyReports: false,
        smsAlerts: false,
        requests: true,
        documents: true,
        messages: true,
        progress: true,
      },
      email: { signature: `Best regards, ${client.name}`, autoReply: false, autoReplyMessage: 'Thank you for your email. We will get back to you within 24 hours.' },
      security: { sessionTimeout: 30 },
    });
  });

  it('saves the profile to the record the rest of the portal reads', async () => {
    const saved = await saveMySettings(admin, { profile: { name: 'Alexandra Admin', title: 'Senior Counsel', phone: '+1 514 555 0190', fax: '+1 514 555 0191', bio: 'Refugee law.' } });
    expect(saved.status).toBe(200);
    expect(saved.body.Item.profile).toMatchObject({ name: 'Alexandra Admin', title: 'Senior Counsel', fax: '+1 514 555 0191', bio: 'Refugee law.' });
    const record = await api<{ Item: User }>(`/v1/clients/${admin.userId}`, { token: admin.tokens.accessToken });
    expect(record.body.Item).toMatchObject({ name: 'Alexandra Admin', title: 'Senior Counsel', phone: '+1 514 555 0190' });
  });

  it('keeps every tab when several are saved at once', async () => {
    const answers = await Promise.all([
      saveMySettings(admin, { notifications: { emailNotifications: false, weeklyReports: true } }),
      saveMySettings(admin, { email: { signature: 'Cordialement, A.', autoReply: true, autoReplyMessage: 'Away until Monday.' } }),
      saveMySettings(admin, { security: { sessionTimeout: 60 } }),
      saveMySettings(admin, { profile: { name: 'Alexandra Admin', title: 'Partner' } }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const { body } = await mySettings(admin);
    expect(body.Item.notifications).toMatchObject({ emailNotifications: false, weeklyReports: true, newCaseAlerts: true });
    expect(body.Item.email).toEqual({ signature: 'Cordialement, A.', autoReply: true, autoReplyMessage: 'Away until Monday.' });
    expect(body.Item.security).toEqual({ sessionTimeout: 60 });
    expect(body.Item.profile.title).toBe('Partner');
  });

  it("saves a client's notification choices, one switch at a time", async () => {
    await saveMySettings(client, { notifications: { emailNotifications: false } });
    await saveMySettings(client, { notifications: { emailNotifications: false, smsAlerts: true } });
    expect((await mySettings(client)).body.Item.notifications).toMatchObject({ emailNotifications: false, smsAlerts: true, newCaseAlerts: true });
  });

  it.each([
    ['a session timeout not offered', { security: { sessionTimeout: 45 } }, 'security.sessionTimeout: Session timeout must be one of 15, 30, 60, 120 minutes'],
    ['a blank name', { profile: { name: '   ' } }, 'profile.name: Name is required'],
    ['a switch that is not true or false', { notifications: { emailNotifications: 'yes' } }, 'notifications.emailNotifications: emailNotifications must be true or false'],
    ['a notice switch that is not true or false', { notifications: { requests: 'off' } }, 'notifications.requests: requests must be true or false'],
    ['nothing', {}, 'Nothing to update'],
    ['a field the user does not own', { profile: { name: 'X', userType: 'admin' } }, 'Unknown field: profile.userType'],
  ])('refuses %s with a sentence, saving nothing', async (_how, body, message) => {
    const before = (await mySettings(client)).body.Item;
    const answer = await saveMySettings(client, body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect((await mySettings(client)).body.Item).toEqual(before);
  });
});

describe("a user's language", () => {
  it('reads English before any choice, is saved as French, follows the user to the next read and into the sign-in’s locale', async () => {
    const reader = await createPerson(orgId, 'client', 'client');
    expect((await mySettings(reader)).body.language).toBe('en');

    const saved = await saveMySettings(reader, { language: 'fr' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ success: true, language: 'fr', Item: { profile: { name: reader.name } } });
    const read = await mySettings(reader);
    expect(read.body.language).toBe('fr');
    expect(Object.keys(read.body.Item)).toEqual(['profile', 'notifications', 'email', 'security']);
    // Cognito's own e-mails (reset link, new code) are written in the sign-in's locale.
    const signIn = await cognito().send(new AdminGetUserCommand({ UserPoolId: stack().userPoolId, Username: reader.email }));
    expect(signIn.UserAttributes?.find((attribute) => attribute.Name === 'locale')?.Value).toBe('fr');

    expect((await saveMySettings(reader, { language: 'en', notifications: { emailNotifications: true } })).body.language).toBe('en');
    expect((await mySettings(reader)).body.language).toBe('en');
  });

  it('gives a French reader the default signature and auto-reply in French, and a default saved unchanged follows the language', async () => {
    const reader = await createPerson(orgId, 'client', 'client');
    const english = (await mySettings(reader)).body.Item.email;
    expect(english.signature).toBe(`Best regards, ${reader.name}`);
    // The E-mail tab saved as the form showed it: the defaults, unchanged.
    expect((await saveMySettings(reader, { email: { ...english, autoReply: true } })).status).toBe(200);

    const saved = await saveMySettings(reader, { language: 'fr' });
    expect(saved.body.Item.email).toEqual({
      signature: `Cordialement, ${reader.name}`,
      autoReply: true,
      autoReplyMessage: 'Merci de votre courriel. Nous vous répondrons dans les 24 heures.',
    });
    expect((await mySettings(reader)).body.Item.email.signature).toBe(`Cordialement, ${reader.name}`);
  });

  it.each([['de'], ['fr-CA'], [null]])('refuses the language %p with 400, the code language-not-offered and a sentence, saving nothing', async (language) => {
    const answer = await saveMySettings(client, { language });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('language: Language must be one of en, fr');
    expect(answer.headers.get(REFUSAL_CODE_HEADER)).toBe('language-not-offered');
    expect((await mySettings(client)).body.language).toBe('en');
  });
});

describe("the firm's details", () => {
  it("are saved by the firm's admin and read back on the org", async () => {
    const saved = await saveFirm(admin, orgId, { name: 'Settings & Partners', address: '500 Rue Sainte-Catherine', website: 'https://settings-partners.ca', email: 'Office@Settings-Partners.ca' });
    expect(saved.status).toBe(200);
    expect(saved.body.Item).toMatchObject({ orgId, name: 'Settings & Partners', website: 'https://settings-partners.ca', email: 'office@settings-partners.ca' });
    const org = await api<{ Item: OrgSummary }>(`/v1/admin/orgs/${orgId}`, { token: admin.tokens.accessToken });
    expect(org.body.Item).toMatchObject({ name: 'Settings & Partners', address: '500 Rue Sainte-Catherine' });
  });

  it('cannot be changed by a client (403) or by the admin of another firm (404, as if absent)', async () => {
    expect((await saveFirm(client, orgId, { name: 'Hijacked' })).status).toBe(403);
    expect(await saveFirm(otherAdmin, orgId, { name: 'Hijacked' })).toMatchObject({ status: 404, body: { message: 'Organization not found' } });
    const org = await api<{ Item: OrgSummary }>(`/v1/admin/orgs/${orgId}`, { token: admin.tokens.accessToken });
    expect(org.body.Item.name).not.toBe('Hijacked');
  });

  it('refuses a website that is not a web address', async () => {
    expect(await saveFirm(admin, orgId, { website: 'javascript:alert(1)' })).toMatchObject({
      status: 400,
      body: { message: 'website: Website must be a web address starting with http:// or https://' },
    });
  });
});

describe('two-factor sign-in required of the staff', () => {
  it('is refused to an admin who has none, then applies to every admin route until they turn it on', async () => {
    const firm = await createOrg('staff-2fa');
    const owner = await createPerson(firm, 'admin', 'admin');
    const colleague = await createPerson(firm, 'admin', 'admin');
    expect(await saveFirm(owner, firm, { requireStaffTwoFactor: true })).toMatchObject({
      status: 409,
      body: { message: 'Turn on two-factor sign-in for yourself first (Settings → Security), then require it of your staff' },
    });

    // The owner turns on an authenticator app, as the Security tab does (Amplify calls the same API).
    const { SecretCode } = await cognito().send(new AssociateSoftwareTokenCommand({ AccessToken: owner.tokens.accessToken }));
    await cognito().send(new VerifySoftwareTokenCommand({ AccessToken: owner.tokens.accessToken, UserCode: totpCode(SecretCode ?? '') }));
    await cognito().send(
      new SetUserMFAPreferenceCommand({ AccessToken: owner.tokens.accessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } }),
    );
    expect((await saveFirm(owner, firm, { requireStaffTwoFactor: true })).status).toBe(200);

    const refused = await api<{ message: string }>(`/v1/admin/orgs/${firm}`, { token: colleague.tokens.accessToken });
    expect(refused).toMatchObject({ status: 403, body: { message: "Your firm requires two-factor sign-in: turn it on in Settings → Security to work on the firm's cases and documents" } });
    expect((await api('/v1/admin/cases', { token: colleague.tokens.accessToken })).status).toBe(403);
    // Their own settings stay reachable: that is where it is turned on.
    expect((await mySettings(colleague)).status).toBe(200);
    expect((await api(`/v1/admin/orgs/${firm}`, { token: owner.tokens.accessToken })).status).toBe(200);
  });
});
