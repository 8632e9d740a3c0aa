import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { UserType } from '@shared/users/constants';
import { paths } from '@/config/paths';

/**
 * The two areas of the app, one per role (spec section 2): their name, whom they are for, and their
 * home, account and settings pages. No icons here: the entry's guards read the homes. The words are
 * descriptors, said in the reader's language where they show (`i18n._(area.label)`).
 */
export interface AreaInfo {
  /** Under the product's name in the sidebar (when the firm's name is not known). */
  label: MessageDescriptor;
  /** Whom the area is for, as the Unauthorized page says it ("This page is for firm staff."). */
  audience: MessageDescriptor;
  /** The role of the area's users, as a signed-in user is told it. */
  roleName: MessageDescriptor;
  home: string;
  account: string;
  settings: string;
}

export const areas: Record<UserType, AreaInfo> = {
  admin: {
    label: msg`Firm administration`,
    audience: msg`This page is for firm staff.`,
    roleName: msg`Firm staff (admin)`,
    home: paths.admin.dashboard.getHref(),
    account: paths.admin.account.getHref(),
    settings: paths.admin.settings.getHref(),
  },
  client: {
    label: msg`Client portal`,
    audience: msg`This page is for clients.`,
    roleName: msg`Client`,
    home: paths.client.dashboard.getHref(),
    account: paths.client.account.getHref(),
    settings: paths.client.settings.getHref(),
  },
};

/** Landing page of each role. */
export function homeFor(userType: UserType): string {
  return areas[userType].home;
}
