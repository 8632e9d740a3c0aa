/** A user's record (spec section 3). */
import type { EmailSettings, Language, NotificationSettings, SecuritySettings } from '../settings/types';
import type { UserStatus, UserType } from './constants';

export interface User {
  userId: string;
  orgId: string;
  name: string;
  email: string;
  phone: string;
  userType: UserType;
  status: UserStatus;
  dateCreated: string;
  photoURL: string;
  /** Bumped by every change of the record: a write made from a stale read is refused (409). */
  version?: number;
  /** Documents recorded on this client's cases (clients only). */
  documentsCount?: number;
  /** A new e-mail an admin asked for, in effect once its owner has verified it (see docs/architecture.md). */
  pendingEmail?: string;
  /** Settings → Profile. */
  title?: string;
  fax?: string;
  bio?: string;
  /** Settings → Notifications, Email and Security, as saved (defaults are filled when read). */
  notificationSettings?: Partial<NotificationSettings>;
  emailSettings?: Partial<EmailSettings>;
  securitySettings?: Partial<SecuritySettings>;
  /**
   * The language the user reads the portal and its e-mails in, as they chose it (Settings) or as their
   * sign-up's `locale` said; absent reads as English.
   */
  language?: Language;
  /** The version of the firm's privacy notice the user last accepted (POST /v1/me/privacy-acceptance), and when. */
  privacyAcceptedVersion?: string;
  privacyAcceptedAt?: string;
}
