/** Query keys of organizations: one factory, so reads and invalidations always agree. */
export const orgKeys = {
  all: ['orgs'] as const,
  details: () => [...orgKeys.all, 'detail'] as const,
  detail: (orgId: string) => [...orgKeys.details(), orgId] as const,
};
