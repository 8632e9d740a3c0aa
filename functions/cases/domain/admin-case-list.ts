/**
 * The admin's cases list (GET /v1/admin/cases): newest first, or least ready first; all cases or those
 * waiting on the client or on the firm. Each view has its own cursors (a cursor continues the view it
 * came from only); the plain list's are as they always were.
 */
import type { AdminCasesQuery } from '../../../shared/cases/schemas';
import type { Case } from '../../../shared/cases/types';
import { PAGINATION } from '../../../shared/core/pagination';
import type { Caller } from '../../core/caller';
import { refusal } from '../../core/errors';
import { type ListAnswer, listPage } from '../../core/pagination';
import type { Page, PageRequest } from '../../core/query-page';
import { type CaseReadiness, type CasesWaitingOn, getCasesByIds, listCasesOfOrg, listCasesOfOrgWaiting, listReadinessOfOrgCases } from '../repository/cases';

/** The cursor scope of a view: the plain list keeps its historical name, so its cursors stay valid. */
function listName(orgId: string, query: AdminCasesQuery): string {
  const view = [query.sort && `sort=${query.sort}`, query.waiting && `waiting=${query.waiting}`].filter(Boolean).join('&');
  return view ? `org-cases:${orgId}?${view}` : `org-cases:${orgId}`;
}

/**
 * Least ready first: cases with requests before those without; among those with, accepted/total
 * ascending (compared as cross products: no rounding); then newest first, as the plain list.
 */
export function compareReadiness(a: Omit<CaseReadiness, 'caseId'>, b: Omit<CaseReadiness, 'caseId'>): number {
  const aHas = a.total > 0;
  const bHas = b.total > 0;
  if (aHas !== bHas) return aHas ? -1 : 1;
  if (aHas) {
    const byRatio = a.accepted * b.total - b.accepted * a.total;
    if (byRatio !== 0) return byRatio;
  }
  return b.order.localeCompare(a.order);
}

/** Where a readiness page ended: the last case answered's place in the order (read from a cursor). */
function positionOf(startKey: Record<string, unknown> | undefined): Omit<CaseReadiness, 'caseId'> | undefined {
  if (startKey === undefined) return undefined;
  const { accepted, total, order } = startKey;
  if (typeof accepted !== 'number' || typeof total !== 'number' || typeof order !== 'string') throw refusal(PAGINATION.INVALID_CURSOR);
  return { accepted, total, order };
}

/**
 * A page of the org's cases least ready first: the readiness of every case (one Query on the org's
 * cases, counters only), ordered here, then the page's cases read by id. The cursor is the place of
 * the last case answered, so a case whose readiness changes between pages is neither lost twice nor
 * doubled by the others' moves.
 */
async function readinessPage(orgId: string, waiting: CasesWaitingOn | undefined, page: PageRequest): Promise<Page<Case>> {
  const after = positionOf(page.exclusiveStartKey);
  const ordered = (await listReadinessOfOrgCases(orgId, waiting)).sort(compareReadiness);
  const rest = after ? ordered.filter((entry) => compareReadiness(entry, after) > 0) : ordered;
  const taken = rest.slice(0, page.limit);
  const last = taken.at(-1);
  const items = await getCasesByIds(taken.map((entry) => entry.caseId));
  return rest.length > taken.length && last ? { items, lastEvaluatedKey: { accepted: last.accepted, total: last.total, order: last.order } } : { items };
}

export function listAdminCases(caller: Caller, query: AdminCasesQuery): Promise<ListAnswer<Case>> {
  const { orgId } = caller;
  const fetch = (page: PageRequest): Promise<Page<Case>> => {
    if (query.sort === 'readiness') return readinessPage(orgId, query.waiting, page);
    return query.waiting ? listCasesOfOrgWaiting(orgId, query.waiting, page) : listCasesOfOrg(orgId, page);
  };
  return listPage(caller, listName(orgId, query), query, fetch);
}
