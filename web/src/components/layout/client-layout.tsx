import { paths } from '@/config/paths';
import { AppShell } from './app-shell';
import { clientNavItems } from './nav-items';

export function ClientLayout() {
  return (
    <AppShell
      items={clientNavItems}
      areaLabel="Client portal"
      accountHref={paths.client.account.getHref()}
      settingsHref={paths.client.settings.getHref()}
    />
  );
}
