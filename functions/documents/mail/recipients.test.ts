import { documentsUploadedRecipients } from './recipients';
import type { NotificationSettings } from '../../../shared/settings/types';
import type { User } from '../../../shared/users/types';
import { ORG_ID, OTHER_ORG_ID, userFixture } from '../../../test/unit/support/users';

const attorney = userFixture({ userId: 'u-attorney', userType: 'admin', name: 'Alex Attorney', email: 'Alex@Firm.test' });
const colleague = (id: string, notificationSettings?: Partial<NotificationSettings>, overrides: Partial<User> = {}) =>
  userFixture({ userId: id, userType: 'admin', name: `Staff ${id}`, email: `${id}@firm.test`, notificationSettings, ...overrides });
const client = userFixture({ userId: 'u-client', name: 'Casey Client', email: 'casey@example.test' });

const uploadRecipients = (overrides: Partial<Parameters<typeof documentsUploadedRecipients>[0]> = {}) =>
  documentsUploadedRecipients({ orgId: ORG_ID, uploadedById: client.userId, attorney, admins: [attorney], ...overrides }).map((r) => r.email);

describe('documents uploaded', () => {
  it('tells the case\'s attorney by default (e-mail and document updates are on unless saved off)', () => {
    expect(uploadRecipients()).toEqual(['alex@firm.test']);
  });

  it.each([{ emailNotifications: false }, { documentUpdates: false }])('does not tell the attorney who saved %o', (saved) => {
    expect(uploadRecipients({ attorney: { ...attorney, notificationSettings: saved } })).toEqual([]);
  });

  it('tells other admins only when they saved document updates on themselves', () => {
    const admins = [attorney, colleague('asked', { documentUpdates: true }), colleague('never-saved'), colleague('saved-other', { weeklyReports: true })];
    expect(uploadRecipients({ admins })).toEqual(['alex@firm.test', 'asked@firm.test']);
  });

  it('does not tell an admin who asked for document updates but turned e-mail off', () => {
    const admins = [colleague('asked', { documentUpdates: true, emailNotifications: false })];
    expect(uploadRecipients({ admins })).toEqual(['alex@firm.test']);
  });

  it('never tells the uploader', () => {
    const admins = [attorney, colleague('uploader', { documentUpdates: true })];
    expect(uploadRecipients({ admins, uploadedById: 'uploader' })).toEqual(['alex@firm.test']);
    expect(uploadRecipients({ uploadedById: attorney.userId })).toEqual([]);
  });

  it('tells nobody who is inactive, or of another org', () => {
    const admins = [colleague('inactive', { documentUpdates: true }, { status: 'inactive' }), colleague('rival', { documentUpdates: true }, { orgId: OTHER_ORG_ID })];
    expect(uploadRecipients({ attorney: { ...attorney, status: 'inactive' }, admins })).toEqual([]);
  });

  it('e-mails each address once', () => {
    const twin = colleague('twin', { documentUpdates: true }, { email: 'ALEX@firm.test ' });
    expect(uploadRecipients({ admins: [attorney, twin] })).toEqual(['alex@firm.test']);
  });

  it('still tells staff who asked when the attorney\'s record is gone', () => {
    expect(uploadRecipients({ attorney: undefined, admins: [colleague('asked', { documentUpdates: true })] })).toEqual(['asked@firm.test']);
  });

  it('writes to each recipient in their own language', () => {
    const [recipient] = documentsUploadedRecipients({ orgId: ORG_ID, uploadedById: client.userId, attorney: { ...attorney, language: 'fr' }, admins: [] });
    expect(recipient?.language).toBe('fr');
  });

  it('writes to staff', () => {
    const [recipient] = documentsUploadedRecipients({ orgId: ORG_ID, uploadedById: client.userId, attorney, admins: [] });
    expect(recipient).toEqual({ userId: 'u-attorney', name: 'Alex Attorney', email: 'alex@firm.test', audience: 'staff', language: 'en' });
  });
});
