import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { ChevronDownIcon } from '@/components/ui/icons';
import { useAuth } from '@/lib/auth-context';
import { SIGN_OUT_LABEL, useSignOutAction } from './sign-out';

const itemClasses =
  'block w-full cursor-pointer px-4 py-2 text-left text-sm text-slate-700 hover:bg-slate-50 focus-visible:bg-slate-100 focus-visible:outline-none';

/** The top-right avatar menu: My Account, Settings, Sign Out (the sidebar's action, under its name). */
export function UserMenu({ accountHref, settingsHref }: { accountHref: string; settingsHref: string }) {
  const { t } = useLingui();
  const { user } = useAuth();
  const signOut = useSignOutAction();
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  if (!user) return null;

  return (
    <div className="relative" ref={containerRef}>
      <button
        type="button"
        aria-label={t`Open user menu`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        className="flex cursor-pointer items-center gap-2 rounded-full p-0.5 pr-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        <Avatar name={user.name} photoURL={user.photoURL} className="h-9 w-9" />
        <ChevronDownIcon className="h-4 w-4" />
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label={t`User menu`}
          className="absolute right-0 z-30 mt-2 w-56 overflow-hidden rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          <div className="border-b border-slate-100 px-4 py-3">
            <p className="truncate text-sm font-medium text-slate-900">{user.name}</p>
            <p className="truncate text-xs text-slate-500">{user.email}</p>
          </div>
          <Link role="menuitem" to={accountHref} className={itemClasses} onClick={() => setOpen(false)}>
            <Trans>My Account</Trans>
          </Link>
          <Link role="menuitem" to={settingsHref} className={itemClasses} onClick={() => setOpen(false)}>
            <Trans>Settings</Trans>
          </Link>
          <button
            type="button"
            role="menuitem"
            className={`${itemClasses} border-t border-slate-100 text-red-700`}
            onClick={() => {
              setOpen(false);
              signOut();
            }}
          >
            {t(SIGN_OUT_LABEL)}
          </button>
        </div>
      ) : null}
    </div>
  );
}
