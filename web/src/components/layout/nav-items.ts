import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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
  /** Said in the reader's language where it shows (`i18n._(item.label)`). */
  label: MessageDescriptor;
  to: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Active only on the exact path (dashboards), not on the pages below it. */
  end?: boolean;
}

export const adminNavItems: readonly NavItem[] = [
  { label: msg`Dashboard`, to: paths.admin.dashboard.getHref(), icon: HomeIcon, end: true },
  { label: msg`Users`, to: paths.admin.users.getHref(), icon: UsersIcon },
  { label: msg`Cases`, to: paths.admin.cases.getHref(), icon: BriefcaseIcon },
  { label: msg`Billing`, to: paths.admin.billing.getHref(), icon: CreditCardIcon },
  { label: msg`Messages`, to: paths.admin.messages.getHref(), icon: MessageIcon },
  { label: msg`Analytics`, to: paths.admin.analytics.getHref(), icon: ChartIcon },
  { label: msg`Email`, to: paths.admin.email.getHref(), icon: MailIcon },
  { label: msg`Settings`, to: paths.admin.settings.getHref(), icon: SettingsIcon },
];

export const clientNavItems: readonly NavItem[] = [
  { label: msg`Dashboard`, to: paths.client.dashboard.getHref(), icon: HomeIcon, end: true },
  { label: msg`My Cases`, to: paths.client.cases.getHref(), icon: BriefcaseIcon },
  { label: msg`Messages`, to: paths.client.messages.getHref(), icon: MessageIcon },
  { label: msg`Billing`, to: paths.client.billing.getHref(), icon: CreditCardIcon },
  { label: msg`My Account`, to: paths.client.account.getHref(), icon: UserIcon },
  { label: msg`Settings`, to: paths.client.settings.getHref(), icon: SettingsIcon },
];
