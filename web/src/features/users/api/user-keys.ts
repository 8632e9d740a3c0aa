/** Query keys of users: one factory, so reads and invalidations always agree. */
export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (filters: { limit: number }) => [...userKeys.lists(), filters] as const,
  /** All pages of the list (an infinite query: its data is pages, so it never shares a plain list's key). */
  pages: (filters: { limit: number }) => [...userKeys.lists(), 'pages', filters] as const,
  details: () => [...userKeys.all, 'detail'] as const,
  detail: (userId: string) => [...userKeys.details(), userId] as const,
};
