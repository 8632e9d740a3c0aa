/**
 * The mail sender's public entry: what a feature uses to declare its kinds of e-mail
 * (functions/<feature>/mail/, docs/architecture.md "Adding an e-mail"): the kind's shape, the layout and
 * the parts templates share, the portal's links. The mail sender imports no feature; the features'
 * kinds reach it through functions/send-mail.ts.
 */
export { type CaseOfMail, type ComposedMail, type MailDesk, type MailKind, type MailOutcome, type MailPlan, type MailQueueEntry, type MailRecipient, type MailSignal, type NotificationSetting, NOTHING, defineMailKind, defineMailSignal, mailEventId, uniqueByEmail } from './mail-kind';
export { type AboutCase, type DiscreetTopic, type FirmContext, type MailContext, andMore, discreetSubject, discreetly, mailDate, renderCaseLayout, mailEach, openTheCase, openThePortal, viewYourCase } from './template-parts';
export { type MailBlock, type MailLayout, type RenderedMail, renderLayout } from './mail-layout';
export { type MailAudience, accountLink, caseLink, clientDocumentLink, clientItemLink, messagesLink, portalOrigin, settingsLink, staffClientLink } from './portal-links';
export { isPlainAddress, singleLine } from './mail-text';
export { type Collected, type NoticeWindow, type NoticeWindowKind, type WindowEvent, type WindowHeader, closeNoticeWindow, collectIntoWindow, gatherIntoWindow, windowOfEvent } from './notice-windows';
