import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { LogOutIcon, ShieldIcon } from '@/components/ui/icons';
import { PRODUCT_NAME } from '@/config/brand';
import { useFirmName } from '@/lib/branding';
import { useAuth } from '@/lib/auth-context';
import { cn } from '@/lib/utils';
import type { NavItem } from './nav-items';
import { SIGN_OUT_LABEL, useSignOutAction } from './sign-out';

export function Sidebar({
  items,
  areaLabel,
  onNavigate,
}: {
  items: readonly NavItem[];
  areaLabel: string;
  /** Called after a link is followed (closes the mobile drawer). */
  onNavigate?: () => void;
}) {
  const { user } = useAuth();
  const signOut = useSignOutAction();
  const firmName = useFirmName();
  const { t, i18n } = useLingui();

  return (
    <div className="flex h-full flex-col bg-brand-950 text-brand-100">
      {/* At least the top bar's height; a longer name (the French one) wraps onto a second line rather than being cut. */}
      <div className="flex min-h-16 shrink-0 items-center gap-3 border-b border-white/10 px-5 py-2">
        <span className="flex h-9 w-9 items-center justify-center rounded-lg bg-white/10 text-white ring-1 ring-white/15">
          <ShieldIcon className="h-5 w-5" />
        </span>
        <div className="min-w-0">
          <p className="font-serif text-[15px] leading-snug font-semibold text-balance text-white">{i18n._(PRODUCT_NAME)}</p>
          <p className="truncate text-xs text-brand-300" title={firmName ?? areaLabel}>
            {firmName ?? areaLabel}
          </p>
        </div>
      </div>

      <nav aria-label={t`Main`} className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="space-y-1">
          {items.map(({ label, to, icon: ItemIcon, end }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors',
                    'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-300',
                    isActive ? 'bg-white/10 text-white' : 'text-brand-200 hover:bg-white/5 hover:text-white',
                  )
                }
              >
                <ItemIcon className="h-5 w-5 shrink-0" />
                {i18n._(label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      {user ? (
        <div className="border-t border-white/10 p-4">
          <div className="flex items-center gap-3">
            <Avatar name={user.name} photoURL={user.photoURL} className="bg-brand-700 text-white" />
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-white">{user.name}</p>
              <p className="truncate text-xs text-brand-300">{user.email}</p>
            </div>
          </div>
          <button
            type="button"
            onClick={signOut}
            className="mt-4 flex w-full cursor-pointer items-center justify-center gap-2 rounded-md border border-white/15 px-3 py-2 text-sm font-medium text-brand-100 transition-colors hover:bg-white/10 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-300"
          >
            <LogOutIcon className="h-4 w-4" />
            {i18n._(SIGN_OUT_LABEL)}
          </button>
        </div>
      ) : null}
    </div>
  );
}
