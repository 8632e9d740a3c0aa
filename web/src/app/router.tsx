import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppError } from '@/components/errors/app-error';
import { NotFound } from '@/components/errors/not-found';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { withCatalogs } from '@/lib/i18n';
import { HomeRedirect, SignedOutOnly, UnknownPath } from './guards';

/**
 * A client page's loader: asks for what the page shows first (./routes/prefetch-client-pages, a small
 * module of its own) without holding the route back. Defined beside `lazy`, a loader runs while the
 * page's chunks load, so the API is asked as soon as the URL matches, not once the page has rendered.
 */
function prefetch(start: (pages: typeof import('./routes/prefetch-client-pages')) => Promise<void>): null {
  void import('./routes/prefetch-client-pages').then(start).catch(() => undefined);
  return null;
}

/**
 * A client page's loader that may hold the page back until its data is read (the function decides
 * when, and for how long at most): the page then draws once, complete. A failed read draws the page,
 * which shows its own error.
 */
async function readFirst(start: (pages: typeof import('./routes/prefetch-client-pages')) => Promise<void>): Promise<null> {
  await import('./routes/prefetch-client-pages')
    .then(start)
    .catch(() => undefined);
  return null;
}

/**
 * Every page and each area's shell load lazily: the first visit downloads the entry (providers, the
 * guards, this table) and the chunks of the URL's routes only. Pages that compose several features
 * live in ./routes; a feature's own pages in its routes/ folder. A page whose data can be asked for
 * before it renders does so in its loader (`queryClient`'s cache), beside the session's reads.
 */
export function appRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      element: <Outlet />,
      errorElement: <AppError />,
      hydrateFallbackElement: <FullPageSpinner />,
      children: [
        { path: paths.home.path, element: <HomeRedirect /> },
        {
          path: paths.auth.path,
          lazy: withCatalogs(['auth'], async () => {
            const { AuthPage } = await import('@/features/auth/routes/auth-page');
            return {
              Component: () => (
                <SignedOutOnly>
                  <AuthPage />
                </SignedOutOnly>
              ),
            };
          }),
        },
        {
          path: paths.resetPassword.path,
          lazy: withCatalogs(['auth'], async () => {
            const { ResetPasswordPage } = await import('@/features/auth/routes/reset-password-page');
            return { Component: ResetPasswordPage };
          }),
        },
        {
          path: paths.admin.root.path,
          lazy: async () => {
            const { AdminArea } = await import('./routes/areas');
            return { Component: AdminArea };
          },
          children: [
            {
              index: true,
              lazy: withCatalogs(['progress', 'billing'], async () => {
                const { AdminDashboard } = await import('./routes/dashboard/admin-dashboard');
                return { Component: AdminDashboard };
              }),
            },
            {
              path: paths.admin.users.path,
              lazy: withCatalogs(['users'], async () => {
                const { UsersPage } = await import('@/features/users/routes/users-page');
                return { Component: UsersPage };
              }),
            },
            {
              path: paths.admin.user.path,
              lazy: withCatalogs(['users', 'cases', 'exports'], async () => {
                const { UserPage } = await import('./routes/users/user-page');
                return { Component: UserPage };
              }),
            },
            {
              path: paths.admin.editUser.path,
              lazy: withCatalogs(['users'], async () => {
                const { EditUserPage } = await import('@/features/users/routes/edit-user-page');
                return { Component: EditUserPage };
              }),
            },
            {
              path: paths.admin.cases.path,
              lazy: withCatalogs(['cases'], async () => {
                const { AdminCasesPage } = await import('@/features/cases/routes/admin-cases-page');
                return { Component: AdminCasesPage };
              }),
            },
            {
              path: paths.admin.newCase.path,
              lazy: withCatalogs(['cases'], async () => {
                const { NewCasePage } = await import('@/features/cases/routes/new-case-page');
                return { Component: NewCasePage };
              }),
            },
            {
              path: paths.admin.editCase.path,
              lazy: withCatalogs(['cases'], async () => {
                const { EditCasePage } = await import('@/features/cases/routes/edit-case-page');
                return { Component: EditCasePage };
              }),
            },
            {
              path: paths.admin.case.path,
              lazy: withCatalogs(['cases'], async () => {
                const { AdminCasePage } = await import('@/features/cases/routes/admin-case-page');
                return { Component: AdminCasePage };
              }),
              // Nested routes of the case detail: its document requests, documents and folders (index), or one folder.
              children: [
                {
                  // The case's document requests over its documents, then its activity log: composed in ./routes/cases.
                  index: true,
                  lazy: withCatalogs(['documents', 'requests', 'activity', 'progress', 'questionnaires'], async () => {
                    const { AdminCaseIndexRoute } = await import('./routes/cases/admin-case-index');
                    return { Component: AdminCaseIndexRoute };
                  }),
                },
                {
                  path: paths.admin.caseFolder.path,
                  lazy: withCatalogs(['documents'], async () => {
                    const { FolderViewRoute } = await import('@/features/documents/routes/folder-view');
                    return { Component: FolderViewRoute };
                  }),
                },
              ],
            },
            {
              // Its own chunk: the questionnaire's screen loads only when one is opened.
              path: paths.admin.questionnaire.path,
              lazy: withCatalogs(['questionnaires'], async () => {
                const { QuestionnairePage } = await import('@/features/questionnaires/routes/questionnaire-page');
                return { Component: QuestionnairePage };
              }),
            },
            {
              path: paths.admin.billing.path,
              lazy: withCatalogs(['billing'], async () => {
                const { BillingPage } = await import('@/features/billing/routes/billing-page');
                return { Component: BillingPage };
              }),
            },
            {
              path: paths.admin.messages.path,
              lazy: withCatalogs(['messages', 'cases', 'documents'], async () => {
                const { AdminMessagesPage } = await import('./routes/messages/messages-pages');
                return { Component: AdminMessagesPage };
              }),
            },
            {
              path: paths.admin.analytics.path,
              lazy: withCatalogs(['analytics'], async () => {
                const { AnalyticsPage } = await import('@/features/analytics/routes/analytics-page');
                return { Component: AnalyticsPage };
              }),
            },
            {
              path: paths.admin.email.path,
              lazy: withCatalogs(['cases'], async () => {
                const { EmailLogPage } = await import('@/features/cases/routes/email-log-page');
                return { Component: EmailLogPage };
              }),
            },
            {
              path: paths.admin.settings.path,
              lazy: withCatalogs(['settings'], async () => {
                const { AdminSettingsPage } = await import('./routes/settings/admin-settings-page');
                return { Component: AdminSettingsPage };
              }),
            },
            {
              path: paths.admin.account.path,
              lazy: withCatalogs(['account', 'exports'], async () => {
                const { AccountPage } = await import('./routes/account/account-page');
                return { Component: AccountPage };
              }),
            },
            { path: '*', element: <NotFound /> },
          ],
        },
        {
          path: paths.client.root.path,
          lazy: async () => {
            const { ClientArea } = await import('./routes/areas');
            return { Component: ClientArea };
          },
          children: [
            {
              index: true,
              loader: () => readFirst((pages) => pages.loadClientDashboard(queryClient)),
              lazy: withCatalogs(['cases', 'progress'], async () => {
                const { ClientDashboard } = await import('./routes/dashboard/client-dashboard');
                return { Component: ClientDashboard };
              }),
            },
            {
              path: paths.client.cases.path,
              loader: () => prefetch((pages) => pages.prefetchMyCases(queryClient)),
              lazy: withCatalogs(['cases'], async () => {
                const { MyCasesPage } = await import('@/features/cases/routes/my-cases-page');
                return { Component: MyCasesPage };
              }),
            },
            {
              path: paths.client.case.path,
              loader: ({ params }) => prefetch((pages) => pages.prefetchClientCase(queryClient, params.caseId ?? '')),
              // The documents' and activity's catalogues load with the page's lower part (its own chunk).
              lazy: withCatalogs(['cases', 'requests', 'progress'], async () => {
                const { ClientCasePage } = await import('./routes/cases/client-case-page');
                return { Component: ClientCasePage };
              }),
            },
            {
              path: paths.client.questionnaire.path,
              loader: ({ params }) => readFirst((pages) => pages.loadClientQuestionnaire(queryClient, params.caseId ?? '', params.questionnaireId ?? '')),
              lazy: withCatalogs(['questionnaires'], async () => {
                const { QuestionnairePage } = await import('@/features/questionnaires/routes/questionnaire-page');
                return { Component: QuestionnairePage };
              }),
            },
            {
              path: paths.client.billing.path,
              lazy: withCatalogs(['billing'], async () => {
                const { MyBillingPage } = await import('@/features/billing/routes/my-billing-page');
                return { Component: MyBillingPage };
              }),
            },
            {
              path: paths.client.messages.path,
              loader: () => prefetch((pages) => pages.prefetchClientMessages(queryClient)),
              lazy: withCatalogs(['messages', 'cases', 'documents'], async () => {
                const { ClientMessagesPage } = await import('./routes/messages/messages-pages');
                return { Component: ClientMessagesPage };
              }),
            },
            {
              path: paths.client.account.path,
              lazy: withCatalogs(['account', 'exports'], async () => {
                const { AccountPage } = await import('./routes/account/account-page');
                return { Component: AccountPage };
              }),
            },
            {
              path: paths.client.settings.path,
              loader: () => readFirst((pages) => pages.loadClientSettings(queryClient)),
              lazy: withCatalogs(['settings'], async () => {
                const { ClientSettings } = await import('@/features/settings/routes/client-settings');
                return { Component: ClientSettings };
              }),
            },
            { path: '*', element: <NotFound /> },
          ],
        },
        { path: '*', element: <UnknownPath /> },
      ],
    },
  ];
}

/** A data router over `appRoutes`: the browser's (the app) or a memory one (the prerendered sign-in page). */
export type AppRouterInstance = ReturnType<typeof createBrowserRouter>;

/** The app's router on the browser's location; it starts loading the lazy routes of the URL at once. */
export function createAppRouter(queryClient: QueryClient): AppRouterInstance {
  return createBrowserRouter(appRoutes(queryClient));
}

/** Resolves once the router has loaded the lazy routes of its first location (it renders them then). */
export function routerReady(router: AppRouterInstance): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

export function AppRouter({ router }: { router: AppRouterInstance }) {
  return <RouterProvider router={router} />;
}
