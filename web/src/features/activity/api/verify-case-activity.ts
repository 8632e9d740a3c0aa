import { useMutation } from '@tanstack/react-query';
import type { ChainVerification } from '@shared/activity/types';
import { apiPath, apiRequest } from '@/lib/api-client';

/** GET /v1/admin/cases/{caseId}/activity/verify: the case's chain checked from its first record. */
export function verifyCaseActivity(caseId: string): Promise<ChainVerification> {
  return apiRequest<ChainVerification>(apiPath('verifyCaseActivity', { caseId }), { method: 'GET' });
}

/**
 * 'Verify integrity': asked for on the button only (a check of the whole chain, never cached), so a
 * mutation although the route reads; its result is the last answer.
 */
export function useVerifyCaseActivity(caseId: string) {
  return useMutation({ mutationFn: () => verifyCaseActivity(caseId) });
}
