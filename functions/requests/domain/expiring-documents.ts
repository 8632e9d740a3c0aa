/**
 * The accepted documents of an org that expire soon (a passport, a police certificate): from the
 * org's expiry index of accepted requests, each with its case's and client's names. The route is the
 * firm's (`orgRoutes.listExpiringDocuments`), the records are the requests'.
 */
import type { Case } from '../../../shared/cases/types';
import type { ExpiringDocument } from '../../../shared/orgs/types';
import { getCaseById } from '../../cases';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/settings/language';
import { listOrgRequestsExpiringBetween } from '../repository/request-dates';
import { titleIn } from './texts';

/** `YYYY-MM-DD` of the UTC day `days` after `now`'s (negative: before). */
export function utcDayAfter(now: Date, days: number): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days));
  return day.toISOString().slice(0, 10);
}

/** Expiring from today (UTC) to `days` days from now, soonest first, titled in `language`; items of a case no longer the org's are left out. */
export async function listExpiringDocuments(orgId: string, days: number, now = new Date(), language: Language = DEFAULT_LANGUAGE): Promise<ExpiringDocument[]> {
  const records = await listOrgRequestsExpiringBetween(orgId, utcDayAfter(now, 0), utcDayAfter(now, days));
  const caseIds = [...new Set(records.map((record) => record.caseId))];
  const cases = new Map<string, Case | undefined>(await Promise.all(caseIds.map(async (caseId) => [caseId, await getCaseById(caseId)] as const)));
  return records.flatMap((record): ExpiringDocument[] => {
    const found = cases.get(record.caseId);
    if (!found || found.orgId !== orgId || !record.expiresOn) return [];
    return [
      {
        caseId: record.caseId,
        caseName: found.caseName,
        clientId: found.clientId,
        clientName: found.clientName,
        requestId: record.requestId,
        title: titleIn(record, language),
        expiresOn: record.expiresOn,
        documentIds: record.documentIds,
      },
    ];
  });
}
