/** The org query lives in lib (several areas read it); this feature re-exports it. */
export { getOrg, getOrgQueryOptions, useOrg } from '@/lib/org-query';
