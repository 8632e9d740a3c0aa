/**
 * The cases feature's e-mails, as the routes publish them (after their transaction committed): the
 * events' fields by kind (ids only) and the settings that silence each. What they e-mail is composed
 * by the mail sender (kinds.ts).
 */
import { mailPublisher } from '../../core/publish-mail';
import type { MailEventsOf } from '../../core/mail-events';
import type { NotificationSetting } from '../../mail';

export interface CaseMails {
  /** A case was opened for a client: the client is told. */
  caseOpened: { orgId: string; caseId: string };
  /** A case's status changed: the client is told. */
  caseStatusChanged: { orgId: string; caseId: string; status: string };
  /**
   * A case moved to another stage: the client is told, with the stage's name only (in their language,
   * from the firm's stage set); the firm's note for the client stays on the portal.
   */
  caseStageChanged: { orgId: string; caseId: string; stage: string };
  /** An admin's 'Send Email Regarding Case' message (kept on the case as `messageId`): to the case's client. */
  caseEmail: { orgId: string; caseId: string; messageId: string };
}

export type CaseMailEvent = MailEventsOf<CaseMails>;

/**
 * The client's settings that must be on for them to be told: e-mail notifications, and case progress
 * for a new stage; none for an admin's message (not a notification).
 */
export const CASE_MAIL_SETTINGS = {
  caseOpened: ['emailNotifications'],
  caseStatusChanged: ['emailNotifications'],
  caseStageChanged: ['emailNotifications', 'progress'],
  caseEmail: [],
} as const satisfies Record<keyof CaseMails, readonly NotificationSetting[]>;

export const publishCaseMail = mailPublisher<CaseMails>();
