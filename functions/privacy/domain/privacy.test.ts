import { DEFAULT_PRIVACY_NOTICE, DEFAULT_PRIVACY_NOTICE_VERSION } from '../../../shared/privacy/default-notice';
import type { PrivacyNotice } from '../../../shared/privacy/types';
import { privacyStatusOf } from './privacy';

const firmNotice: PrivacyNotice = { url: 'https://firm.example/privacy', version: '2026-11-27T10:00:00.000Z', isDefault: false, updatedAt: '2026-11-27T10:00:00.000Z' };

describe('privacyStatusOf', () => {
  it('says the notice in force is accepted when the user accepted its version, without the notice', () => {
    expect(privacyStatusOf({ privacyAcceptedVersion: firmNotice.version, privacyAcceptedAt: '2026-11-27T11:00:00.000Z' }, firmNotice)).toEqual({
      currentVersion: firmNotice.version,
      accepted: true,
      acceptedVersion: firmNotice.version,
      acceptedAt: '2026-11-27T11:00:00.000Z',
    });
  });

  it('asks again, with the notice and where the data is kept, once the firm changed it', () => {
    const status = privacyStatusOf({ privacyAcceptedVersion: DEFAULT_PRIVACY_NOTICE_VERSION, privacyAcceptedAt: '2026-11-01T00:00:00.000Z' }, firmNotice);
    expect(status).toMatchObject({ currentVersion: firmNotice.version, accepted: false, acceptedVersion: DEFAULT_PRIVACY_NOTICE_VERSION });
    expect(status.toAccept?.notice).toEqual(firmNotice);
    expect(status.toAccept?.dataLocation.lines.en).toHaveLength(2);
  });

  it('reads the default notice for a firm without one, and a user who never accepted', () => {
    expect(privacyStatusOf({}, undefined)).toMatchObject({ currentVersion: DEFAULT_PRIVACY_NOTICE_VERSION, accepted: false, toAccept: { notice: DEFAULT_PRIVACY_NOTICE } });
  });
});
