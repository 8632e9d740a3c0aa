/** Domain types of the specification (section 3). */
import type { CaseStatus, UserStatus, UserType } from './constants';

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
}

export interface Case {
  caseId: string;
  orgId: string;
  caseName: string;
  caseNumber: string;
  clientId: string;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  attorneyId: string;
  attorneyName: string;
  category: string;
  description: string;
  status: CaseStatus;
  openDate: string;
  dateUpdated: string;
  docsNum: number;
  caseFolderId: string;
  caseFolderName: string;
}

export interface OrgSummary {
  orgId: string;
  name: string;
  address: string;
  phone: string;
  email: string;
  website: string;
  /** The firm's staff (admins) must sign in with two factors to use the admin area. */
  requireStaffTwoFactor?: boolean;
  casesCount: number;
  openCasesCount: number;
  clientsCount: number;
  documentsUploadedCount: number;
  /** Documents recorded this calendar month (UTC). */
  documentsUploadedThisMonth?: number;
}

/**
 * Where a document is in the malware scan: `scanning` until the scan answers (downloads refused),
 * then `available` or `blocked`. Without a scanner (locally) documents are available at once.
 */
export type DocumentStatus = 'scanning' | 'available' | 'blocked';

/** A file or folder in the document store (Graph DriveItem shape). */
export interface StoredItem {
  id: string;
  name: string;
  size: number;
  createdDateTime: string;
  lastModifiedDateTime: string;
  createdBy: { user: { displayName: string } };
  webUrl: string;
  downloadUrl?: string;
  type: 'file' | 'folder';
  file?: { mimeType: string };
  folder?: { childCount: number };
  /** Files only: the malware scan's verdict. */
  status?: DocumentStatus;
  /** Folders only: the folder it is in (undefined for a case's root folder). */
  parentId?: string;
}

/** One direct upload target of a batch: PUT the file's bytes to `uploadUrl` with exactly `headers`. */
export interface UploadTarget {
  index: number;
  /** The name the document will have (cleaned; a numbered suffix when taken). */
  fileName: string;
  uploadUrl: string;
  method: 'PUT';
  headers: Record<string, string>;
  /**
   * Absent: one PUT of the whole file. Present (OneDrive upload sessions): the file is sent in PUTs of
   * at most this many bytes, in order, each with `Content-Range: bytes {first}-{last}/{total}`.
   */
  chunkSize?: number;
}

export interface UploadBatch {
  batchId: string;
  expiresAt: string;
  uploads: UploadTarget[];
}

export interface FileUploadItem {
  fileName: string;
  fileBase64: string;
  fileSize: number;
  fileType: string;
}

/** Where a case message's e-mail is: on the mail queue, handed to the mail service, or given up on. */
export type CaseMessageDelivery = 'queued' | 'sent' | 'failed';

/** A message an admin e-mailed to a case's client ('Send Email Regarding Case'), as kept on the case. */
export interface CaseMessage {
  messageId: string;
  caseId: string;
  senderName: string;
  /** The client's e-mail and name when the message was sent. */
  recipientEmail: string;
  recipientName: string;
  message: string;
  createdAt: string;
  delivery: CaseMessageDelivery;
  /** When the mail service took it (sent) or sending was given up (failed). */
  deliveredAt?: string;
}

/** Every non-2xx API body. */
export interface ApiError {
  message: string;
}

/** Settings → Notifications (admins) and the client's settings: what the portal may tell the user. */
export interface NotificationSettings {
  emailNotifications: boolean;
  pushNotifications: boolean;
  newCaseAlerts: boolean;
  documentUpdates: boolean;
  messageNotifications: boolean;
  weeklyReports: boolean;
  /** Clients' 'SMS Alerts': kept, though the portal sends no SMS yet. */
  smsAlerts: boolean;
}

/** Settings → Email. */
export interface EmailSettings {
  signature: string;
  autoReply: boolean;
  autoReplyMessage: string;
}

/** Settings → Security (what is the user's own to choose). */
export interface SecuritySettings {
  /** Minutes without activity before the web signs the user out. */
  sessionTimeout: 15 | 30 | 60 | 120;
}

/** Settings → Profile: the user's own record. The e-mail is changed through its verified flow. */
export interface ProfileSettings {
  name: string;
  email: string;
  title: string;
  phone: string;
  fax: string;
  bio: string;
}

/** Everything the settings screens show of the signed-in user, defaults filled in. */
export interface UserSettings {
  profile: ProfileSettings;
  notifications: NotificationSettings;
  email: EmailSettings;
  security: SecuritySettings;
}
