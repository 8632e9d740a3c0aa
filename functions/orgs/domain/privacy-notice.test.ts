import { DEFAULT_PRIVACY_NOTICE, DEFAULT_PRIVACY_NOTICE_VERSION, noticeInForce } from '../../../shared/privacy/default-notice';
import { dataLocationOf, regionDescription } from '../../../shared/privacy/data-location';
import { PRIVACY } from '../../../shared/privacy/refusals';
import { updateOrgBody } from '../../../shared/orgs/schemas';
import { acceptPrivacyBody } from '../../../shared/privacy/schemas';
import { isRefusal } from '../../core/errors';
import { checkPrivacyNotice, deploymentDataLocation, privacyNoticeChange } from './privacy-notice';

const NOW = new Date('2026-11-27T10:00:00.000Z');

function refusalOf(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('the privacy notice in the firm settings schema', () => {
  it('takes a text in both languages, a link, or both; the version is not the caller’s to set', () => {
    expect(updateOrgBody.safeParse({ privacyNotice: { text: { en: ' Notice ', fr: 'Avis' } } }).data).toEqual({ privacyNotice: { text: { en: 'Notice', fr: 'Avis' } } });
    expect(updateOrgBody.safeParse({ privacyNotice: { url: 'https://firm.example/privacy' } }).success).toBe(true);
    expect(updateOrgBody.safeParse({ privacyNotice: { url: 'https://firm.example/privacy', version: '9' } }).success).toBe(false);
    expect(updateOrgBody.safeParse({ privacyNotice: { text: { en: 'Only English' } } }).success).toBe(false);
    expect(updateOrgBody.safeParse({ privacyNotice: 'https://firm.example/privacy' }).error?.issues[0]?.message).toBe(
      'Privacy notice must be an object with English and French text, a link, or both',
    );
  });

  it('takes an acceptance of one version', () => {
    expect(acceptPrivacyBody.safeParse({ version: DEFAULT_PRIVACY_NOTICE_VERSION }).success).toBe(true);
    expect(acceptPrivacyBody.safeParse({ version: '' }).success).toBe(false);
    expect(acceptPrivacyBody.safeParse({}).success).toBe(false);
  });
});

describe('checkPrivacyNotice', () => {
  it.each([
    ['nothing', {}, PRIVACY.NOTICE_EMPTY],
    ['empty texts and link', { text: { en: '', fr: '' }, url: '' }, PRIVACY.NOTICE_EMPTY],
    ['one language only', { text: { en: 'Notice', fr: '' } }, PRIVACY.NOTICE_LANGUAGE_MISSING],
    ['a text of 20 001 characters', { text: { en: 'x'.repeat(20_001), fr: 'Avis' } }, PRIVACY.NOTICE_TOO_LONG],
    ['a control character', { text: { en: 'Notice\u0007', fr: 'Avis' } }, PRIVACY.NOTICE_CHARACTERS],
    ['an http link', { url: 'http://firm.example/privacy' }, PRIVACY.NOTICE_URL],
    ['a script link', { url: 'javascript:alert(1)' }, PRIVACY.NOTICE_URL],
    ['a link with a space', { url: 'https://firm.example/a b' }, PRIVACY.NOTICE_URL],
    ['a link of more than 2048 characters', { url: `https://firm.example/${'x'.repeat(2040)}` }, PRIVACY.NOTICE_URL],
  ])('refuses %s with its code', (_label, input, expected) => {
    expect(isRefusal(refusalOf(() => checkPrivacyNotice(input)), expected)).toBe(true);
  });

  it('takes the longest text and link the limits allow', () => {
    expect(() => checkPrivacyNotice({ text: { en: 'x'.repeat(20_000), fr: 'y'.repeat(20_000) }, url: `https://f.ca/${'x'.repeat(2035)}` })).not.toThrow();
  });
});

describe('privacyNoticeChange', () => {
  it('versions a new notice with the time of the change', () => {
    expect(privacyNoticeChange(DEFAULT_PRIVACY_NOTICE, { text: { en: 'Ours', fr: 'Le nôtre' } }, NOW)).toEqual({
      text: { en: 'Ours', fr: 'Le nôtre' },
      version: NOW.toISOString(),
      updatedAt: NOW.toISOString(),
    });
  });

  it('leaves the notice in force as it is when it is sent unchanged (no new version to accept)', () => {
    const current = noticeInForce({ url: 'https://firm.example/privacy', version: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' });
    expect(privacyNoticeChange(current, { url: 'https://firm.example/privacy' }, NOW)).toBeUndefined();
    expect(privacyNoticeChange(DEFAULT_PRIVACY_NOTICE, { text: DEFAULT_PRIVACY_NOTICE.text }, NOW)).toBeUndefined();
  });

  it('bumps the version on any change, even within the same millisecond', () => {
    const current = noticeInForce({ url: 'https://firm.example/privacy', version: NOW.toISOString(), updatedAt: NOW.toISOString() });
    const next = privacyNoticeChange(current, { url: 'https://firm.example/privacy-2' }, NOW);
    expect(next?.version).not.toBe(current.version);
    expect(next?.version && next.version > current.version).toBe(true);
  });
});

describe('noticeInForce', () => {
  it('is the default until the firm saves its own', () => {
    expect(noticeInForce(undefined)).toEqual({ ...DEFAULT_PRIVACY_NOTICE, isDefault: true });
    expect(noticeInForce({ url: 'https://f.ca/p', version: 'v2', updatedAt: 'then' })).toEqual({ url: 'https://f.ca/p', version: 'v2', isDefault: false, updatedAt: 'then' });
  });
});

describe('where the data is kept', () => {
  const saved = { region: process.env.AWS_REGION, store: process.env.DOCUMENT_STORE, location: process.env.DATA_LOCATION };
  afterEach(() => {
    for (const [name, value] of [['AWS_REGION', saved.region], ['DOCUMENT_STORE', saved.store], ['DATA_LOCATION', saved.location]] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('names the known regions in both languages, and others by their code', () => {
    expect(regionDescription('ca-central-1')).toEqual({
      en: 'Amazon Web Services, Canada (Central) — ca-central-1',
      fr: 'Amazon Web Services, Canada (Centre) — ca-central-1',
    });
    expect(regionDescription('ap-south-2').en).toBe('Amazon Web Services — ap-south-2');
  });

  it("says the documents are in the firm's Microsoft 365 tenant when OneDrive is the store", () => {
    expect(dataLocationOf('ca-central-1', 'onedrive').lines.en[1]).toBe('Documents: the firm’s Microsoft 365 (OneDrive) tenant');
    expect(dataLocationOf('ca-central-1', 's3').lines.en[1]).toBe('Documents: Amazon Web Services, Canada (Central) — ca-central-1');
  });

  it('says a stack that keeps its data on its computer keeps it there, its stand-in for OneDrive too, naming no region', () => {
    for (const store of ['s3', 'onedrive'] as const) {
      const location = dataLocationOf('this-computer', store);
      expect(location.region).toBeUndefined();
      expect(location.lines).toEqual({
        en: ['Your account, cases, messages and the activity log: this computer (the portal’s local stack)', 'Documents: this computer (the portal’s local stack)'],
        fr: ['Votre compte, vos dossiers, vos messages et le journal d’activité : cet ordinateur (environnement local du portail)', 'Documents : cet ordinateur (environnement local du portail)'],
      });
    }
  });

  it('names the place DATA_LOCATION names rather than the SDK clients’ region', () => {
    process.env.AWS_REGION = 'us-east-1';
    process.env.DATA_LOCATION = 'this-computer';
    expect(deploymentDataLocation().lines.en[0]).toBe('Your account, cases, messages and the activity log: this computer (the portal’s local stack)');
    process.env.DATA_LOCATION = 'ca-central-1';
    expect(deploymentDataLocation().region).toBe('ca-central-1');
  });

  it("reads the deployment's region and document store", () => {
    delete process.env.DATA_LOCATION;
    process.env.AWS_REGION = 'ca-central-1';
    process.env.DOCUMENT_STORE = 'onedrive';
    expect(deploymentDataLocation()).toMatchObject({ region: 'ca-central-1', documentStore: 'onedrive' });
    delete process.env.DOCUMENT_STORE;
    expect(deploymentDataLocation().documentStore).toBe('s3');
  });
});
