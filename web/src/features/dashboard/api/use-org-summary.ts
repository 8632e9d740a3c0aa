import type { OrgSummary } from '@shared/types';

export type OrgCounts = Pick<OrgSummary, 'casesCount' | 'openCasesCount' | 'clientsCount' | 'documentsUploadedCount'>;

const NO_COUNTS: OrgCounts = { casesCount: 0, openCasesCount: 0, clientsCount: 0, documentsUploadedCount: 0 };

/**
 * The dashboard's numbers for an org. They read zero until GET /v1/admin/orgs/{orgId} arrives with
 * the cases API; this hook then becomes a query (org cache: 30 minutes) without the page changing.
 */
export function useOrgSummary(orgId: string | undefined): { data: OrgCounts; isLoading: boolean } {
  void orgId;
  return { data: NO_COUNTS, isLoading: false };
}
