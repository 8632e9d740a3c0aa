import type { ComponentType, SVGProps } from 'react';
import {
  BriefcaseIcon,
  ChartIcon,
  CreditCardIcon,
  HomeIcon,
  MailIcon,
  MessageIcon,
  SettingsIcon,
  UserIcon,
  UsersIcon,
} from '@/components/ui/icons';
import { paths } from '@/config/paths';

export interface NavItem {
  label: string;
  to: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Active only on the exact path (dashboards), not on the pages below it. */
  end?: boolean;
}

export const adminNavItems: readonly NavItem[] = [
  { label: 'Dashboard', to: paths.admin.dashboard.getHref(), icon: HomeIcon, end: true },
  { label: 'Users', to: paths.admin.users.getHref(), icon: UsersIcon },
  { label: 'Cases', to: paths.admin.cases.getHref(), icon: BriefcaseIcon },
  { label: 'Billing', to: paths.admin.billing.getHref(), icon: CreditCardIcon },
  { label: 'Messages', to: paths.admin.messages.getHref(), icon: MessageIcon },
  { label: 'Analytics', to: paths.admin.analytics.getHref(), icon: ChartIcon },
  { label: 'Email', to: paths.admin.email.getHref(), icon: MailIcon },
  { label: 'Settings', to: paths.admin.settings.getHref(), icon: SettingsIcon },
];

export const clientNavItems: readonly NavItem[] = [
  { label: 'Dashboard', to: paths.client.dashboard.getHref(), icon: HomeIcon, end: true },
  { label: 'My Cases', to: paths.client.cases.getHref(), icon: BriefcaseIcon },
  { label: 'Messages', to: paths.client.messages.getHref(), icon: MessageIcon },
  { label: 'My Account', to: paths.client.account.getHref(), icon: UserIcon },
  { label: 'Settings', to: paths.client.settings.getHref(), icon: SettingsIcon },
];
