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

/** The query parameter of /auth that names the page to land on once signed in. */
const NEXT = 'next';
/** Pages no one lands on after signing in: the sign-in page itself and the password reset. */
const SIGNED_OUT_PAGES = ['/auth', '/reset-password'];
const SAME_ORIGIN = 'https://portal.invalid';

/**
 * Where a sign-in from `/auth?next=<path and query>` lands: that page of this app (a link in a
 * notice, or the page the user was on when asked to sign in), else home. Only a path of this origin
 * is taken — never another site's address, nor a signed-out page.
 */
function signInDestination(search: string): string {
  const next = new URLSearchParams(search).get(NEXT);
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/';
  let url: URL;
  try {
    url = new URL(next, SAME_ORIGIN);
  } catch {
    return '/';
  }
  if (url.origin !== SAME_ORIGIN || SIGNED_OUT_PAGES.some((page) => url.pathname === page || url.pathname.startsWith(`${page}/`))) return '/';
  return `${url.pathname}${url.search}`;
}

export const paths = {
  home: { path: '/', getHref: () => '/' },
  /** The sign-in page; with `next`, the page (path and query) it lands on once signed in. */
  auth: {
    path: '/auth',
    getHref: (next?: string) => (next && next !== '/' ? withQuery('/auth', { [NEXT]: next }) : '/auth'),
    destination: signInDestination,
  },
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
    /** A questionnaire of a case: staff fill, review and export it. */
    questionnaire: {
      path: '/admin/cases/:caseId/questionnaires/:questionnaireId',
      getHref: (caseId: string, questionnaireId: string) => `/admin/cases/${segment(caseId)}/questionnaires/${segment(questionnaireId)}`,
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
    /** A case of the client's; `item` (a requested document's id) or `document` (a document's id): the page scrolls to it and highlights it. */
    case: {
      path: '/client/cases/:caseId',
      getHref: (caseId: string, target: { item?: string; document?: string } = {}) => withQuery(`/client/cases/${segment(caseId)}`, target),
    },
    /** A questionnaire of the client's case, to fill section by section. */
    questionnaire: {
      path: '/client/cases/:caseId/questionnaires/:questionnaireId',
      getHref: (caseId: string, questionnaireId: string) => `/client/cases/${segment(caseId)}/questionnaires/${segment(questionnaireId)}`,
    },
    messages: { path: '/client/messages', getHref: (caseId?: string) => (caseId ? withQuery('/client/messages', { case: caseId }) : '/client/messages') },
    billing: { path: '/client/billing', getHref: () => '/client/billing' },
    account: { path: '/client/account', getHref: () => '/client/account' },
    settings: { path: '/client/settings', getHref: () => '/client/settings' },
  },
} as const;
