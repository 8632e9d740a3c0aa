import { messageNoticeRecipients } from './recipients';
import type { MailContext } from '../../mail';
import { renderMessageNotice } from './templates';
import { ORG_ID, userFixture } from '../../../test/unit/support/users';

const attorney = userFixture({ userId: 'u-attorney', userType: 'admin', name: 'Alex Attorney', email: 'alex@firm.test' });
const colleague = userFixture({ userId: 'u-colleague', userType: 'admin', name: 'Sam Staff', email: 'sam@firm.test', notificationSettings: { messageNotifications: true } });
const quietColleague = userFixture({ userId: 'u-quiet', userType: 'admin', name: 'Quinn Staff', email: 'quinn@firm.test' });
const client = userFixture({ userId: 'u-client', name: 'Casey Client', email: 'casey@example.test', language: 'fr' });

const toFirm = (overrides: Partial<Parameters<typeof messageNoticeRecipients>[0]> = {}) =>
  messageNoticeRecipients({ orgId: ORG_ID, to: 'firm', senderId: client.userId, client: undefined, attorney, admins: [attorney, colleague, quietColleague], ...overrides }).map((r) => r.email);

describe('message notice recipients', () => {
  it('tells the attorney by default and other admins only when they saved message notifications on', () => {
    expect(toFirm()).toEqual(['alex@firm.test', 'sam@firm.test']);
  });

  it('never tells the staff member who sent the message', () => {
    expect(toFirm({ senderId: attorney.userId })).toEqual(['sam@firm.test']);
  });

  it.each([{ emailNotifications: false }, { messageNotifications: false }])('does not tell a client who saved %o', (saved) => {
    expect(messageNoticeRecipients({ orgId: ORG_ID, to: 'client', senderId: attorney.userId, client: { ...client, notificationSettings: saved }, attorney, admins: [] })).toEqual([]);
  });

  it('tells the client in their language', () => {
    const [recipient] = messageNoticeRecipients({ orgId: ORG_ID, to: 'client', senderId: attorney.userId, client, attorney, admins: [] });
    expect(recipient).toMatchObject({ email: 'casey@example.test', audience: 'client', language: 'fr' });
  });
});

describe('message notice e-mail', () => {
  const context: MailContext = { firmName: 'Tremblay & Fils', portalUrl: 'https://portal.firm.test/', language: 'en' };
  const about = { recipientName: 'Casey Client', caseId: 'case 1', caseName: 'Work permit renewal' };

  it('says a message is waiting and links to the thread, for the client and for staff', () => {
    const mail = renderMessageNotice(context, { ...about, audience: 'client' });
    expect(mail.text).toContain('You have a new message about case Work permit renewal.');
    expect(mail.text).toContain('https://portal.firm.test/client/messages?case=case%201');
    expect(renderMessageNotice(context, { ...about, audience: 'staff' }).text).toContain('https://portal.firm.test/admin/messages?case=case%201');
  });

  it('is written in French for a French reader', () => {
    const mail = renderMessageNotice({ ...context, language: 'fr' }, { ...about, audience: 'client' });
    expect(mail.subject).toBe('Tremblay & Fils : un nouveau message concernant le dossier Work permit renewal');
    expect(mail.text).toContain('Vous avez un nouveau message concernant le dossier Work permit renewal.');
  });
});
