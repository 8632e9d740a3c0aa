/**
 * The firm's privacy notice through the local gateway (issue 24): the firm writes its own (a new
 * version each change), the public answer for the sign-up page says the notice and where the data
 * is kept, and a user accepts the version in force only, recorded on their record and once in their
 * chain.
 */
import type { ActivityEntry } from '../../shared/activity/types';
import { REFUSAL_CODE_HEADER } from '../../shared/core/refusals';
import type { OrgSummary } from '../../shared/orgs/types';
import { DEFAULT_PRIVACY_NOTICE_VERSION } from '../../shared/privacy/default-notice';
import type { PrivacyNoticeAnswer, PrivacyStatus } from '../../shared/privacy/types';
import type { MySettingsAnswer } from '../../shared/settings/types';
import type { User } from '../../shared/users/types';
import { chains, readWholeLog } from '../../functions/core/activity';
import { api } from './support/api';
import { type Person, createOrg, createPerson } from './support/principals';
import { stack, useStackEnvironment } from './support/stack';

/** The local stack's region, as AWS_REGION says it to the functions. */
const LOCAL_REGION = 'us-east-1';

jest.setTimeout(90_000);

const saveFirm = (who: Person, orgId: string, body: unknown) =>
  api<{ success: boolean; Item: OrgSummary; message?: string }>(`/v1/admin/orgs/${orgId}`, { method: 'PATCH', token: who.tokens.accessToken, body });
const readFirm = (who: Person, orgId: string) => api<{ Item: OrgSummary }>(`/v1/admin/orgs/${orgId}`, { token: who.tokens.accessToken });
const mySettings = (who: Person) => api<MySettingsAnswer>('/v1/me/settings', { token: who.tokens.accessToken });
const accept = (who: Person, version: unknown) =>
  api<{ success: boolean; privacy: PrivacyStatus; message?: string }>('/v1/me/privacy-acceptance', { method: 'POST', token: who.tokens.accessToken, body: { version } });

/** Everything recorded on the user's chain, linked or still waiting to be. */
async function chainOf(userId: string): Promise<ActivityEntry[]> {
  useStackEnvironment();
  const records: ActivityEntry[] = [];
  for await (const record of readWholeLog(chains.ofClient(userId))) records.push(record);
  return records;
}

let orgId: string;
let admin: Person;
let client: Person;

beforeAll(async () => {
  orgId = await createOrg('privacy');
  admin = await createPerson(orgId, 'admin', 'admin');
  client = await createPerson(orgId, 'client', 'client');
});

describe("the firm's privacy notice", () => {
  it('is the default one, in both languages, until the firm writes its own', async () => {
    const { status, body } = await readFirm(admin, orgId);
    expect(status).toBe(200);
    expect(body.Item.privacyNotice).toMatchObject({ version: DEFAULT_PRIVACY_NOTICE_VERSION, isDefault: true });
    expect(body.Item.privacyNotice.text?.en).toContain('PIPEDA');
    expect(body.Item.privacyNotice.text?.fr).toContain('Loi 25');
  });

  it('gets a new version when it changes, and keeps it when the same notice is saved again', async () => {
    const stamp = Date.now();
    const first = await saveFirm(admin, orgId, { privacyNotice: { text: { en: `Our notice ${stamp}`, fr: `Notre avis ${stamp}` } } });
    expect(first.status).toBe(200);
    const firstVersion = first.body.Item.privacyNotice.version;
    expect(first.body.Item.privacyNotice).toMatchObject({ isDefault: false, text: { en: `Our notice ${stamp}`, fr: `Notre avis ${stamp}` } });
    expect(firstVersion).not.toBe(DEFAULT_PRIVACY_NOTICE_VERSION);

    const same = await saveFirm(admin, orgId, { privacyNotice: { text: { en: `Our notice ${stamp}`, fr: `Notre avis ${stamp}` } } });
    expect(same.body.Item.privacyNotice.version).toBe(firstVersion);

    const linked = await saveFirm(admin, orgId, { privacyNotice: { url: 'https://firm.example/privacy' } });
    expect(linked.status).toBe(200);
    expect(linked.body.Item.privacyNotice).toMatchObject({ url: 'https://firm.example/privacy', isDefault: false });
    expect(linked.body.Item.privacyNotice.text).toBeUndefined();
    expect(linked.body.Item.privacyNotice.version).not.toBe(firstVersion);
    expect((await readFirm(admin, orgId)).body.Item.privacyNotice.version).toBe(linked.body.Item.privacyNotice.version);
  });

  it.each([
    ['nothing in it', { text: { en: '', fr: '' } }, 'privacy-notice-empty'],
    ['one language only', { text: { en: 'Only English', fr: '' } }, 'privacy-notice-language-missing'],
    ['a text too long', { text: { en: 'x'.repeat(20_001), fr: 'x' } }, 'privacy-notice-too-long'],
    ['a link that is not https', { url: 'http://firm.example/privacy' }, 'privacy-notice-url'],
    ['a link too long', { url: `https://firm.example/${'x'.repeat(2048)}` }, 'privacy-notice-url'],
  ])('refuses %s with its code', async (_label, privacyNotice, code) => {
    const refused = await saveFirm(admin, orgId, { privacyNotice });
    expect({ status: refused.status, code: refused.headers.get(REFUSAL_CODE_HEADER) }).toEqual({ status: 400, code });
  });

  it('is answered publicly for the sign-up page with where the data is kept: this computer, whatever region the SDK clients name', async () => {
    expect(stack().region).toBe(LOCAL_REGION);
    const { status, body, headers } = await api<PrivacyNoticeAnswer>('/v1/privacy-notice');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('public, max-age=60');
    expect(body.notice.version).toEqual(expect.any(String));
    expect(body.notice.text?.en ?? body.notice.url).toBeTruthy();
    expect(body.dataLocation).toEqual({
      documentStore: 's3',
      lines: {
        en: ['Your account, cases, messages and the activity log: this computer (the portal’s local stack)', 'Documents: this computer (the portal’s local stack)'],
        fr: ['Votre compte, vos dossiers, vos messages et le journal d’activité : cet ordinateur (environnement local du portail)', 'Documents : cet ordinateur (environnement local du portail)'],
      },
    });
    expect(JSON.stringify(body.dataLocation)).not.toContain(LOCAL_REGION);
  });
});

describe("a user's acceptance", () => {
  it('is asked for while the version in force is not accepted, with the notice to show', async () => {
    const { body } = await mySettings(client);
    const current = (await readFirm(admin, orgId)).body.Item.privacyNotice;
    expect(body.privacy).toMatchObject({ currentVersion: current.version, accepted: false });
    expect(body.privacy.toAccept?.notice).toEqual(current);
    expect(body.privacy.toAccept?.dataLocation.lines.en[0]).toContain('this computer');
  });

  it('of an older version is refused with its code, and records nothing', async () => {
    const refused = await accept(client, DEFAULT_PRIVACY_NOTICE_VERSION);
    expect({ status: refused.status, code: refused.headers.get(REFUSAL_CODE_HEADER) }).toEqual({ status: 409, code: 'privacy-version-outdated' });
    const record = await api<{ Item: User }>(`/v1/clients/${client.userId}`, { token: client.tokens.accessToken });
    expect(record.body.Item.privacyAcceptedVersion).toBeUndefined();
    expect((await chainOf(client.userId)).filter((entry) => entry.kind === 'privacy.accepted')).toEqual([]);
  });

  it('of the version in force is recorded on the user and once in their chain', async () => {
    const { version } = (await readFirm(admin, orgId)).body.Item.privacyNotice;
    const accepted = await accept(client, version);
    expect(accepted.status).toBe(200);
    expect(accepted.body.privacy).toMatchObject({ currentVersion: version, accepted: true, acceptedVersion: version });
    expect(accepted.body.privacy.toAccept).toBeUndefined();

    const again = await accept(client, version);
    expect(again.status).toBe(200);

    const record = await api<{ Item: User }>(`/v1/clients/${client.userId}`, { token: client.tokens.accessToken });
    expect(record.body.Item).toMatchObject({ privacyAcceptedVersion: version, privacyAcceptedAt: accepted.body.privacy.acceptedAt });
    const noted = (await chainOf(client.userId)).filter((entry) => entry.kind === 'privacy.accepted');
    expect(noted).toHaveLength(1);
    expect(noted[0]).toMatchObject({ orgId, details: { version }, actor: { userId: client.userId, role: 'client' } });
    expect((await mySettings(client)).body.privacy).toMatchObject({ accepted: true, acceptedVersion: version });
  });

  it('is asked for again once the firm changes its notice', async () => {
    const saved = await saveFirm(admin, orgId, { privacyNotice: { text: { en: `Changed ${Date.now()}`, fr: `Modifié ${Date.now()}` } } });
    const { body } = await mySettings(client);
    expect(body.privacy).toMatchObject({ currentVersion: saved.body.Item.privacyNotice.version, accepted: false });
    expect(body.privacy.acceptedVersion).not.toBe(saved.body.Item.privacyNotice.version);
  });
});
