import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import type { UserType } from '@shared/users/constants';
import { AppShell } from './app-shell';
import { areas } from './areas';
import { adminNavItems, clientNavItems } from './nav-items';

const navItems = { admin: adminNavItems, client: clientNavItems } as const;

/** The frame of a role's area (its sidebar and top bar) around the route's page, or around `children`. */
export function AreaLayout({ area, children }: { area: UserType; children?: ReactNode }) {
  const { i18n } = useLingui();
  const { label, account, settings } = areas[area];
  return (
    <AppShell items={navItems[area]} areaLabel={i18n._(label)} accountHref={account} settingsHref={settings}>
      {children}
    </AppShell>
  );
}
