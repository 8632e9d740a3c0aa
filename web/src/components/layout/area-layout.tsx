import type { ReactNode } from 'react';
import type { UserType } from '@shared/users/constants';
import { AppShell } from './app-shell';
import { areas } from './areas';
import { adminNavItems, clientNavItems } from './nav-items';

const navItems = { admin: adminNavItems, client: clientNavItems } as const;

/** The frame of a role's area (its sidebar and top bar) around the route's page, or around `children`. */
export function AreaLayout({ area, children }: { area: UserType; children?: ReactNode }) {
  const { label, account, settings } = areas[area];
  return (
    <AppShell items={navItems[area]} areaLabel={label} accountHref={account} settingsHref={settings}>
      {children}
    </AppShell>
  );
}
