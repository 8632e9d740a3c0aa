/** The activity log as tests read it: records are linked into their chain off the request path, within seconds. */
import type { ChainVerification } from '../../../shared/activity/types';
import { api } from './api';

/** The case's chain verified once nothing waits to be linked (throws when records still wait after `timeoutMs`). */
export async function untilLinked(caseId: string, staffToken: string, timeoutMs = 60_000): Promise<ChainVerification> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await api<ChainVerification>(`/v1/admin/cases/${caseId}/activity/verify`, { token: staffToken });
    if (response.status !== 200) throw new Error(`The verification answered ${response.status}: ${response.text}`);
    if (response.body.pending === 0) return response.body;
    if (Date.now() > deadline) throw new Error(`${response.body.pending} records of case ${caseId} still wait to be linked`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
