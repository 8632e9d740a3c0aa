/** What every e-mail says of the firm that sends it: its name (the deployment's when the firm has none), and the portal; whether its cases are all discreet. */
import { config } from '../../core/config';
import type { FirmContext, MailPlan } from '../../mail';
import { getOrg } from '../repository/orgs';

/** The firm's context of an e-mail, read when it is sent: with its setting that makes every case discreet, when on. */
export async function firmMailContext(orgId: string): Promise<FirmContext> {
  const org = await getOrg(orgId);
  return { firmName: org?.name || config.firmName, portalUrl: config.portalUrl, ...(org?.discreetCases === true ? { discreetCases: true } : {}) };
}

/** A kind's `compose` from its plan with the firm's context (read first). */
export function composeForFirm<Event extends { orgId: string }>(plan: (event: Event, context: FirmContext) => Promise<MailPlan>): (event: Event) => Promise<MailPlan> {
  return async (event) => plan(event, await firmMailContext(event.orgId));
}
