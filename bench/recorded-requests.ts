/**
 * Which of the benchmark's requests the activity log must hold: a 2xx answer of a route that records on
 * success (its entry declares `uses: ['activity']`, and it is not one of the routes that record only a
 * refused attempt), counted per case. After the load, each case's chain must have grown by exactly that
 * many records and be intact: concurrent appends lost nothing and broke no link.
 */
import { routes } from '../shared/routes';
import type { RouteDefinition } from '../shared/core/route-definition';

/** Routes that declare the activity log for refused attempts only: their successes record nothing. */
const RECORD_ONLY_REFUSALS = new Set(['createUploadTargets', 'listCaseActivity', 'listMyCaseActivity', 'verifyCaseActivity']);

interface Matcher {
  route: RouteDefinition;
  pattern: RegExp;
}

const matchers: Matcher[] = (routes as readonly RouteDefinition[])
  .filter((route) => (route.uses ?? []).includes('activity') && !RECORD_ONLY_REFUSALS.has(route.id))
  .map((route) => ({
    route,
    pattern: new RegExp(`^${route.path.replace(/\{caseId\}/g, '(?<caseId>[^/]+)').replace(/\{[^}]+\}/g, '[^/]+')}$`),
  }));

/** The case whose chain a successful request adds a record to, if it records one. */
export function recordedCaseOf(method: string, url: string, status: number): string | undefined {
  if (status < 200 || status >= 300) return undefined;
  const path = url.replace(/\?.*$/, '');
  for (const { route, pattern } of matchers) {
    if (route.method !== method) continue;
    const caseId = pattern.exec(path)?.groups?.caseId;
    if (caseId) return decodeURIComponent(caseId);
  }
  return undefined;
}

/** Records expected per case. */
export class RecordedRequests {
  readonly perCase = new Map<string, number>();
  counting = false;

  note(method: string, url: string, status: number): void {
    if (!this.counting) return;
    const caseId = recordedCaseOf(method, url, status);
    if (caseId) this.perCase.set(caseId, (this.perCase.get(caseId) ?? 0) + 1);
  }
}
