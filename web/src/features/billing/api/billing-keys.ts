/** Query keys of billing: one factory, so every screen's reads and a change's invalidations agree. */
export const billingKeys = {
  all: ['billing'] as const,
  overview: (orgId: string) => [...billingKeys.all, 'overview', orgId] as const,
  caseInvoices: (caseId: string) => [...billingKeys.all, 'case', caseId] as const,
  trust: (clientId: string) => [...billingKeys.all, 'trust', clientId] as const,
  reconciliation: (orgId: string, month: string) => [...billingKeys.all, 'reconciliation', orgId, month] as const,
  mine: () => [...billingKeys.all, 'mine'] as const,
  cases: () => [...billingKeys.all, 'cases'] as const,
};
