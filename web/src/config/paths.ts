/** Every route of the web app and its href builder, in one place. */
const segment = (value: string) => encodeURIComponent(value);

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.set(key, value);
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export const paths = {
  home: { path: '/', getHref: () => '/' },
  auth: { path: '/auth', getHref: () => '/auth' },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },

  admin: {
    root: { path: '/admin', getHref: () => '/admin' },
    dashboard: { path: '/admin', getHref: () => '/admin' },
    users: { path: '/admin/users', getHref: () => '/admin/users' },
    user: { path: '/admin/users/:userId', getHref: (userId: string) => `/admin/users/${segment(userId)}` },
    editUser: {
      path: '/admin/users/:userId/edit',
      getHref: (userId: string) => `/admin/users/${segment(userId)}/edit`,
    },
    cases: { path: '/admin/cases', getHref: () => '/admin/cases' },
    newCase: { path: '/admin/cases/new-case', getHref: () => '/admin/cases/new-case' },
    case: { path: '/admin/cases/:caseId', getHref: (caseId: string) => `/admin/cases/${segment(caseId)}` },
    editCase: {
      path: '/admin/cases/:caseId/edit',
      getHref: (caseId: string) => `/admin/cases/${segment(caseId)}/edit`,
    },
    /** A child route of the case detail route (relative path); the query carries caseId, clientId, folderName. */
    caseFolder: {
      path: 'folders/:folderId/*',
      getHref: (caseId: string, folderId: string, query: { clientId?: string; folderName?: string } = {}) =>
        withQuery(`/admin/cases/${segment(caseId)}/folders/${segment(folderId)}`, { caseId, ...query }),
    },
    billing: { path: '/admin/billing', getHref: () => '/admin/billing' },
    /** The firm's conversations; with a case, its thread open. */
    messages: { path: '/admin/messages', getHref: (caseId?: string) => (caseId ? withQuery('/admin/messages', { case: caseId }) : '/admin/messages') },
    analytics: { path: '/admin/analytics', getHref: () => '/admin/analytics' },
    email: { path: '/admin/email', getHref: () => '/admin/email' },
    settings: { path: '/admin/settings', getHref: () => '/admin/settings' },
    account: { path: '/admin/account', getHref: () => '/admin/account' },
  },

  client: {
    root: { path: '/client', getHref: () => '/client' },
    dashboard: { path: '/client', getHref: () => '/client' },
    cases: { path: '/client/cases', getHref: () => '/client/cases' },
    /** The client's case page; open at one requested item (`item`) or one document (`document`): where the e-mails' links land. */
    case: {
      path: '/client/cases/:caseId',
      getHref: (caseId: string, at: { item?: string; document?: string } = {}) => withQuery(`/client/cases/${segment(caseId)}`, { item: at.item, document: at.document }),
    },
    messages: { path: '/client/messages', getHref: (caseId?: string) => (caseId ? withQuery('/client/messages', { case: caseId }) : '/client/messages') },
    account: { path: '/client/account', getHref: () => '/client/account' },
    settings: { path: '/client/settings', getHref: () => '/client/settings' },
  },
} as const;
