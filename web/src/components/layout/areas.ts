import type { UserType } from '@shared/users/constants';
import { paths } from '@/config/paths';

/**
 * The two areas of the app, one per role (spec section 2): their name, whom they are for, and their
 * home, account and settings pages. No icons here: the entry's guards read the homes.
 */
export interface AreaInfo {
  /** Under the product's name in the sidebar (when the firm's name is not known). */
  label: string;
  /** The people the area is for, in "This page is for {audience}." */
  audience: string;
  /** The role of the area's users, as a signed-in user is told it. */
  roleName: string;
  home: string;
  account: string;
  settings: string;
}

export const areas: Record<UserType, AreaInfo> = {
  admin: {
    label: 'Firm administration',
    audience: 'firm staff',
    roleName: 'Firm staff (admin)',
    home: paths.admin.dashboard.getHref(),
    account: paths.admin.account.getHref(),
    settings: paths.admin.settings.getHref(),
  },
  client: {
    label: 'Client portal',
    audience: 'clients',
    roleName: 'Client',
    home: paths.client.dashboard.getHref(),
    account: paths.client.account.getHref(),
    settings: paths.client.settings.getHref(),
  },
};

/** Landing page of each role. */
export function homeFor(userType: UserType): string {
  return areas[userType].home;
}
