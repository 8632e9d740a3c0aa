import { Trans, useLingui } from '@lingui/react/macro';
import { toUserType, type UserType } from '@shared/users/constants';
import type { User } from '@shared/users/types';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { areas } from '@/components/layout/areas';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * Shown to a signed-in user outside their own area (an admin on /client, a client on /admin), inside
 * their own area's frame: who they are signed in as, whom the page is for, and the way to their own
 * dashboard.
 */
export function Unauthorized({ area, user }: { area: UserType; user: User }) {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Unauthorized`);
  const own = areas[toUserType(user.userType)];
  return (
    <Card className="mx-auto max-w-xl">
      <CardContent className="flex flex-col items-center gap-4 py-12 text-center">
        <h1 className="text-2xl font-semibold text-slate-900">
          <Trans>Unauthorized</Trans>
        </h1>
        <p className="text-slate-700">{i18n._(areas[area].audience)}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-left text-sm">
          <dt className="font-medium text-slate-600">
            <Trans>Signed in as</Trans>
          </dt>
          <dd className="text-slate-900">
            {user.name} ({user.email})
          </dd>
          <dt className="font-medium text-slate-600">
            <Trans>Role</Trans>
          </dt>
          <dd className="text-slate-900">{i18n._(own.roleName)}</dd>
        </dl>
        <ButtonLink to={own.home} className="mt-2">
          <Trans>Go to your dashboard</Trans>
        </ButtonLink>
      </CardContent>
    </Card>
  );
}
