import { emailSettingsToKeep } from '../../users';
import { DEFAULT_AUTO_REPLY_MESSAGE, DEFAULT_NOTIFICATIONS, settingsOf } from './settings';
import type { User } from '../../../shared/users/types';

const user: User = {
  userId: 'u1',
  orgId: 'o1',
  name: 'Casey Client',
  email: 'casey@example.test',
  phone: '+1 514 555 0101',
  userType: 'client',
  status: 'active',
  dateCreated: '2026-01-01T00:00:00.000Z',
  photoURL: '',
};

describe('settingsOf', () => {
  it("fills what was never saved with the spec's defaults (section 9)", () => {
    expect(settingsOf(user)).toEqual({
      profile: { name: 'Casey Client', email: 'casey@example.test', title: '', phone: '+1 514 555 0101', fax: '', bio: '' },
      notifications: DEFAULT_NOTIFICATIONS,
      email: { signature: 'Best regards, Casey Client', autoReply: false, autoReplyMessage: DEFAULT_AUTO_REPLY_MESSAGE },
      security: { sessionTimeout: 30 },
    });
    expect(DEFAULT_NOTIFICATIONS).toMatchObject({ weeklyReports: false, emailNotifications: true, documentUpdates: true });
  });

  it('reads what was saved over the defaults, switch by switch', () => {
    const settings = settingsOf({ ...user, notificationSettings: { weeklyReports: true }, securitySettings: { sessionTimeout: 120 }, title: 'Engineer' });
    expect(settings.notifications).toEqual({ ...DEFAULT_NOTIFICATIONS, weeklyReports: true });
    expect(settings.security.sessionTimeout).toBe(120);
    expect(settings.profile.title).toBe('Engineer');
  });

  it('gives a French user the default signature and auto-reply in French', () => {
    expect(settingsOf({ ...user, language: 'fr' }).email).toEqual({
      signature: 'Cordialement, Casey Client',
      autoReply: false,
      autoReplyMessage: 'Merci de votre courriel. Nous vous répondrons dans les 24 heures.',
    });
  });

  it('reads a default saved unchanged from the form in the user’s language now', () => {
    const saved = { signature: 'Best regards, Casey Client', autoReply: true, autoReplyMessage: DEFAULT_AUTO_REPLY_MESSAGE };
    expect(settingsOf({ ...user, language: 'fr', emailSettings: saved }).email).toEqual({
      signature: 'Cordialement, Casey Client',
      autoReply: true,
      autoReplyMessage: 'Merci de votre courriel. Nous vous répondrons dans les 24 heures.',
    });
  });

  it('keeps a signature and an auto-reply the user wrote, in any language', () => {
    const written = { signature: 'Best, Casey', autoReply: false, autoReplyMessage: 'Away until Monday.' };
    expect(settingsOf({ ...user, language: 'fr', emailSettings: written }).email).toEqual(written);
    expect(settingsOf({ ...user, emailSettings: { ...written, signature: '' } }).email.signature).toBe('');
  });
});

describe('emailSettingsToKeep', () => {
  it('keeps neither a default signature nor a default auto-reply, so that they follow the language', () => {
    expect(emailSettingsToKeep({ signature: 'Cordialement, Casey Client', autoReply: true, autoReplyMessage: DEFAULT_AUTO_REPLY_MESSAGE }, 'Casey Client')).toEqual({ autoReply: true });
  });

  it('keeps what the user wrote', () => {
    const written = { signature: 'Cordialement, Casey', autoReply: false, autoReplyMessage: 'Away until Monday.' };
    expect(emailSettingsToKeep(written, 'Casey Client')).toEqual(written);
  });
});
