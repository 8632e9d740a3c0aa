import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@shared/core/pagination';
import type { CasePackage, StartedPackage } from '@shared/packages/types';
import { apiPath, apiRequest } from '@/lib/api-client';
import { activityKeys } from '@/lib/query-keys';

/** Query keys of a case's IRCC package builds: one factory, so reads and invalidations agree. */
export const packageKeys = {
  all: ['packages'] as const,
  case: (caseId: string) => [...packageKeys.all, 'case', caseId] as const,
};

/** How often the list is read again while a build is going on (the worker saves its progress after each slot). */
export const BUILD_POLL_MS = 2_000;

/** GET /v1/admin/cases/{caseId}/packages: the case's builds, newest first (no download links). */
export async function listCasePackages(caseId: string): Promise<CasePackage[]> {
  return (await apiRequest<Page<CasePackage>>(apiPath('listCasePackages', { caseId }), { method: 'GET' })).Items;
}

/** GET …/packages/{packageId}: one build, with a short-lived link to its ZIP once ready (read when Download is pressed). */
export function getCasePackage(caseId: string, packageId: string): Promise<CasePackage> {
  return apiRequest<CasePackage>(apiPath('getCasePackage', { caseId, packageId }), { method: 'GET' });
}

/** The builds of a case, read again every few seconds while one is building. */
export function useCasePackages(caseId: string) {
  return useQuery({
    queryKey: packageKeys.case(caseId),
    queryFn: () => listCasePackages(caseId),
    refetchInterval: (query) => (query.state.data?.some((build) => build.status === 'building') ? BUILD_POLL_MS : false),
  });
}

/** After a change: the builds and the case's activity log (each build, download and deletion is recorded there). */
function refresh(queryClient: ReturnType<typeof useQueryClient>, caseId: string) {
  return Promise.all([queryClient.invalidateQueries({ queryKey: packageKeys.case(caseId) }), queryClient.invalidateQueries({ queryKey: activityKeys.case(caseId) })]);
}

/** POST …/packages `{ expiryCheckDate? }`: starts a build (202); the list then shows it building. */
export function useBuildCasePackage(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expiryCheckDate: string | undefined) =>
      apiRequest<StartedPackage>(apiPath('buildCasePackage', { caseId }), { method: 'POST', body: expiryCheckDate ? { expiryCheckDate } : {} }),
    onSettled: () => refresh(queryClient, caseId),
  });
}

/** DELETE …/packages/{packageId}: the build and its ZIP. */
export function useDeleteCasePackage(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (packageId: string) => apiRequest<void>(apiPath('deleteCasePackage', { caseId, packageId }), { method: 'DELETE' }),
    onSettled: () => refresh(queryClient, caseId),
  });
}

/** Download: a fresh link to the ZIP (it lives a few minutes), followed at once; the download is recorded in the activity log. */
export function useDownloadCasePackage(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (packageId: string) => {
      const build = await getCasePackage(caseId, packageId);
      if (!build.downloadUrl) throw new Error('No link');
      return build.downloadUrl;
    },
    onSuccess: (url) => {
      void queryClient.invalidateQueries({ queryKey: activityKeys.case(caseId) });
      window.location.assign(url);
    },
  });
}
