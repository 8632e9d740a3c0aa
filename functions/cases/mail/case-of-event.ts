/**
 * The case an e-mail is about, read when it is sent, with its firm's context: for every feature whose
 * e-mails are about one case (the event carries its id and its org's).
 */
import type { Case } from '../../../shared/cases/types';
import { logger } from '../../core/logger';
import type { FirmContext, MailPlan } from '../../mail';
import { firmMailContext } from '../../orgs';
import { getCaseById } from '../repository/cases';

/** An event about one case. */
export interface CaseEvent {
  kind: string;
  eventId: string;
  orgId: string;
  caseId: string;
}

/** The case and its firm's context; undefined (logged) when the case is gone or belongs to another org than the event says. */
async function caseOfMailEvent(event: CaseEvent): Promise<{ found: Case; context: FirmContext } | undefined> {
  const [found, context] = await Promise.all([getCaseById(event.caseId), firmMailContext(event.orgId)]);
  if (!found || found.orgId !== event.orgId) {
    logger.warn('Case of a mail event not found: nothing to send', { eventId: event.eventId, kind: event.kind, caseId: event.caseId });
    return undefined;
  }
  return { found, context };
}

/**
 * A kind's `compose` from its plan for the case as it is now: nothing is e-mailed when the case is gone
 * or another org's. (Types only from functions/mail here: this module is exported by the cases
 * feature's entry, which routes bundle, and the mail sender's runtime has no place in theirs.)
 */
export function composeAboutCase<Event extends CaseEvent>(plan: (event: Event, found: Case, context: FirmContext) => Promise<MailPlan>): (event: Event) => Promise<MailPlan> {
  return async (event) => {
    const about = await caseOfMailEvent(event);
    return about ? plan(event, about.found, about.context) : { mails: [] };
  };
}
