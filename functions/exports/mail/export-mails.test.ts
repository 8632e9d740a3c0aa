/** The e-mails of a client's request for a copy of their information: who gets them, and what they say (the client's name, nothing more of them). */
import { exportApprovedRecipients, exportRequestedRecipients } from './recipients';
import type { MailContext } from '../../mail';
import { renderExportApproved, renderExportRequested } from './templates';
import { ORG_ID, OTHER_ORG_ID, userFixture } from '../../../test/unit/support/users';

const context: MailContext = { firmName: 'Tremblay & Fils', portalUrl: 'https://portal.firm.test/', language: 'en' };
const client = userFixture({ userId: 'u-client', name: 'Casey Client', email: 'casey@example.test', phone: '+1 514 555 0100' });
const admin = (id: string, overrides = {}) => userFixture({ userId: id, userType: 'admin', name: `Staff ${id}`, email: `${id}@firm.test`, ...overrides });

describe('export requested (to the firm)', () => {
  it("names the client and links to their page, and says nothing else of them", () => {
    const mail = renderExportRequested(context, { recipientName: 'Staff a', clientId: client.userId, clientName: client.name });
    expect(mail.subject).toBe('Tremblay & Fils: Casey Client asked for a copy of their information');
    expect(mail.text).toContain("Open the client's page: https://portal.firm.test/admin/users/u-client");
    expect(mail.text).not.toContain(client.email);
    expect(mail.text).not.toContain(client.phone);
  });

  it('is written in French for a French reader', () => {
    const mail = renderExportRequested({ ...context, language: 'fr' }, { recipientName: 'Staff a', clientId: client.userId, clientName: client.name });
    expect(mail.subject).toBe('Tremblay & Fils : Casey Client a demandé une copie de ses renseignements');
  });

  it("goes to every active admin of the firm, whatever their notification settings", () => {
    const admins = [
      admin('a'),
      admin('quiet', { notificationSettings: { emailNotifications: false } }),
      admin('gone', { status: 'inactive' }),
      admin('elsewhere', { orgId: OTHER_ORG_ID }),
    ];
    expect(exportRequestedRecipients(ORG_ID, admins).map((recipient) => recipient.email)).toEqual(['a@firm.test', 'quiet@firm.test']);
  });
});

describe('export approved (to the client)', () => {
  it('says until when the copy can be downloaded, with a link to their account page', () => {
    const mail = renderExportApproved(context, { recipientName: client.name, availableUntil: '2026-04-01' });
    expect(mail.subject).toBe('Tremblay & Fils: your copy of your information is ready');
    expect(mail.text).toContain('until April 1, 2026');
    expect(mail.text).toContain('Open your account: https://portal.firm.test/client/account');
  });

  it("goes to the client even with e-mail notifications off, never to another firm's", () => {
    expect(exportApprovedRecipients(ORG_ID, { ...client, notificationSettings: { emailNotifications: false } })).toHaveLength(1);
    expect(exportApprovedRecipients(OTHER_ORG_ID, client)).toEqual([]);
  });
});
