/**
 * Staff's notices of accepted documents about to expire: the items expiring in exactly 180, 90 or 30
 * days (UTC), read by expiry day from the index (no Scan), grouped by org; each admin of the org whose
 * e-mail notifications and document updates are on gets one `documentsExpiring` mail event a day
 * listing them.
 */
import type { User } from '../../../shared/users/types';
import { REQUEST_MAIL_SETTINGS, type RequestRef, listRequestsExpiringOn, publishRequestMail } from '../../requests';
import { listAdminsOfOrg, notificationsOn } from '../../users';
import { expiryDaysToRead } from './reminder-days';
import { claimReminderDay, releaseReminderDay } from './reminder-guard';
import { inBatches } from './in-batches';

const CONCURRENCY = 8;
/** The most documents one notice names; the soonest are kept. */
export const MAX_EXPIRING_REQUESTS = 200;

export interface ExpiryRemindersResult {
  /** Accepted items that expire in 180, 90 or 30 days. */
  itemsExpiring: number;
  /** Staff whose notice was queued. */
  notified: number;
  alreadyNotified: number;
  notQueued: number;
}

/** Staff who want it: active admins of the org with e-mail notifications and document updates on (defaults: on). */
function wantsNotice(user: User, orgId: string): boolean {
  return user.userType === 'admin' && user.status === 'active' && user.orgId === orgId && notificationsOn(user, REQUEST_MAIL_SETTINGS.documentsExpiring);
}

export async function sendExpiryReminders(today: string, now: Date): Promise<ExpiryRemindersResult> {
  // Soonest first: 30 days, then 90, then 180.
  const days = expiryDaysToRead(today).sort();
  const records = (await inBatches(days, CONCURRENCY, listRequestsExpiringOn)).flat().filter((record) => record.status === 'accepted' && record.expiresOn);
  const byOrg = new Map<string, RequestRef[]>();
  for (const record of records) byOrg.set(record.orgId, [...(byOrg.get(record.orgId) ?? []), { caseId: record.caseId, requestId: record.requestId }]);
  const result: ExpiryRemindersResult = { itemsExpiring: records.length, notified: 0, alreadyNotified: 0, notQueued: 0 };
  for (const [orgId, requests] of byOrg) {
    const staff = (await listAdminsOfOrg(orgId)).filter((admin) => wantsNotice(admin, orgId));
    await inBatches(staff, CONCURRENCY, async (admin) => {
      if (!(await claimReminderDay(admin.userId, today, 'EXPIRING', now))) {
        result.alreadyNotified += 1;
        return;
      }
      const queued = await publishRequestMail({
        kind: 'documentsExpiring',
        eventId: `expiry-${admin.userId}-${today}`,
        orgId,
        userId: admin.userId,
        requests: requests.slice(0, MAX_EXPIRING_REQUESTS),
      });
      if (queued) {
        result.notified += 1;
      } else {
        result.notQueued += 1;
        await releaseReminderDay(admin.userId, today, 'EXPIRING');
      }
    });
  }
  return result;
}
