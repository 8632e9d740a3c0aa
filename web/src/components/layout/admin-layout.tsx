import { paths } from '@/config/paths';
import { AppShell } from './app-shell';
import { adminNavItems } from './nav-items';

export function AdminLayout() {
  return (
    <AppShell
      items={adminNavItems}
      areaLabel="Firm administration"
      accountHref={paths.admin.account.getHref()}
      settingsHref={paths.admin.settings.getHref()}
    />
  );
}
