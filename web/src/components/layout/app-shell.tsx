import { useLingui } from '@lingui/react/macro';
import { memo, useEffect, useState, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LanguageSwitch } from '@/components/i18n/language-switch';
import { MenuIcon, XIcon } from '@/components/ui/icons';
import { useFollowUserLanguage, useSaveUserLanguage } from '@/lib/user-language';
import type { NavItem } from './nav-items';
import { Sidebar } from './sidebar';
import { UserMenu } from './user-menu';

/**
 * The page in the frame: its own component, so that what re-renders the frame (the user's settings
 * answering, the drawer opening) does not render the page again.
 */
const Page = memo(function Page({ children }: { children?: ReactNode }) {
  return children ?? <Outlet />;
});

/** Sidebar + top bar + page, shared by the admin and client areas. */
export function AppShell({
  items,
  areaLabel,
  accountHref,
  settingsHref,
  children,
}: {
  items: readonly NavItem[];
  areaLabel: string;
  accountHref: string;
  settingsHref: string;
  /** The page; the route's own (its Outlet) when not given. */
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  // The user's language (their settings) decides once signed in; the header's switch saves a new one.
  useFollowUserLanguage();
  const saveLanguage = useSaveUserLanguage();

  useEffect(() => {
    setDrawerOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!drawerOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDrawerOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [drawerOpen]);

  return (
    <div className="min-h-screen bg-slate-50">
      <aside className="fixed inset-y-0 left-0 z-20 hidden w-64 lg:block">
        <Sidebar items={items} areaLabel={areaLabel} />
      </aside>

      {drawerOpen ? (
        <div className="fixed inset-0 z-40 lg:hidden" role="dialog" aria-modal="true" aria-label={t`Navigation`}>
          <button
            type="button"
            aria-label={t`Close navigation`}
            className="absolute inset-0 cursor-default bg-slate-900/50"
            onClick={() => setDrawerOpen(false)}
          />
          <div className="relative h-full w-72 max-w-[85%] shadow-xl">
            <Sidebar items={items} areaLabel={areaLabel} onNavigate={() => setDrawerOpen(false)} />
            <button
              type="button"
              aria-label={t`Close navigation`}
              onClick={() => setDrawerOpen(false)}
              className="absolute right-3 top-4 cursor-pointer rounded-md p-1 text-brand-200 hover:text-white"
            >
              <XIcon />
            </button>
          </div>
        </div>
      ) : null}

      <div className="flex min-h-screen flex-col lg:pl-64">
        <header className="sticky top-0 z-10 flex h-16 shrink-0 items-center justify-between gap-4 border-b border-slate-200 bg-white/95 px-4 backdrop-blur sm:px-6 lg:px-8">
          <button
            type="button"
            aria-label={t`Open navigation`}
            onClick={() => setDrawerOpen(true)}
            className="cursor-pointer rounded-md p-2 text-slate-600 hover:bg-slate-100 lg:hidden"
          >
            <MenuIcon />
          </button>
          <div className="flex-1" />
          <LanguageSwitch onChoose={saveLanguage} />
          <UserMenu accountHref={accountHref} settingsHref={settingsHref} />
        </header>
        <main className="flex-1 px-4 py-8 sm:px-6 lg:px-8">
          <div className="mx-auto max-w-7xl">
            <Page>{children}</Page>
          </div>
        </main>
      </div>
    </div>
  );
}
