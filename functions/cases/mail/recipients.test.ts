import { caseEmailRecipients, caseNotificationRecipients } from './recipients';
import { ORG_ID, OTHER_ORG_ID, userFixture } from '../../../test/unit/support/users';

const client = userFixture({ userId: 'u-client', name: 'Casey Client', email: 'casey@example.test' });

describe('case opened and status changed', () => {
  it('tells the client whose e-mail notifications are on (the default)', () => {
    expect(caseNotificationRecipients(ORG_ID, client)).toEqual([{ userId: 'u-client', name: 'Casey Client', email: 'casey@example.test', audience: 'client', language: 'en' }]);
  });

  it('does not tell a client who turned e-mail notifications off', () => {
    expect(caseNotificationRecipients(ORG_ID, { ...client, notificationSettings: { emailNotifications: false } })).toEqual([]);
  });

  it('does not tell an inactive client, a client of another org, or a missing one', () => {
    expect(caseNotificationRecipients(ORG_ID, { ...client, status: 'inactive' })).toEqual([]);
    expect(caseNotificationRecipients(OTHER_ORG_ID, client)).toEqual([]);
    expect(caseNotificationRecipients(ORG_ID, undefined)).toEqual([]);
  });

  it('writes to each recipient in their own language', () => {
    expect(caseNotificationRecipients(ORG_ID, { ...client, language: 'fr' })[0]?.language).toBe('fr');
  });
});

describe('case message', () => {
  it('goes to the client even with e-mail notifications off, replies going to the admin', () => {
    const quiet = { ...client, notificationSettings: { emailNotifications: false } };
    expect(caseEmailRecipients(ORG_ID, quiet, 'Alex@Firm.test')).toEqual([
      { userId: 'u-client', name: 'Casey Client', email: 'casey@example.test', audience: 'client', language: 'en', replyTo: 'alex@firm.test' },
    ]);
  });

  it('does not go to an inactive client', () => {
    expect(caseEmailRecipients(ORG_ID, { ...client, status: 'inactive' }, 'alex@firm.test')).toEqual([]);
  });

  it('leaves out a Reply-To that is not one plain address', () => {
    const [recipient] = caseEmailRecipients(ORG_ID, client, 'alex@firm.test\r\nBcc: x@evil.test');
    expect(recipient?.replyTo).toBeUndefined();
  });

  it('never writes to an address that could carry a header or a second address', () => {
    expect(caseEmailRecipients(ORG_ID, { ...client, email: 'casey@example.test\nBcc: x@evil.test' }, 'alex@firm.test')).toEqual([]);
    expect(caseEmailRecipients(ORG_ID, { ...client, email: 'casey@example.test, x@evil.test' }, 'alex@firm.test')).toEqual([]);
  });
});
