import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/layout/page-header';
import { Avatar } from '@/components/ui/avatar';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ReadOnlyField } from '@/components/form/fields';
import { useAuth } from '@/lib/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { MyExportCard } from '@/features/exports/components/my-export-card';
import { VerifyEmailCard } from '@/features/account/components/verify-email-card';

/** /admin/account and /client/account: the signed-in user's name and e-mail, read-only; a client asks here for a copy of their information. */
export function AccountPage() {
  const { t } = useLingui();
  const { user, refresh } = useAuth();
  useDocumentTitle(t`Account`);
  if (!user) return null;

  return (
    <>
      <PageHeader title={t`Account`} description={t`Your profile as your law firm sees it.`} />
      <Card className="max-w-2xl">
        <CardHeader className="flex-row items-center gap-4">
          <Avatar name={user.name} photoURL={user.photoURL} className="h-14 w-14 text-lg" />
          <div>
            <CardTitle>{user.name}</CardTitle>
            <CardDescription>{user.email}</CardDescription>
          </div>
        </CardHeader>
        <CardContent className="space-y-5">
          <ReadOnlyField id="account-name" label={t`Name`} value={user.name} />
          <ReadOnlyField id="account-email" label={t`Email`} type="email" value={user.email} />
        </CardContent>
      </Card>
      {user.pendingEmail ? <div className="mt-6"><VerifyEmailCard user={{ ...user, pendingEmail: user.pendingEmail }} onVerified={refresh} /></div> : null}
      {user.userType === 'client' ? <div className="mt-6"><MyExportCard clientName={user.name} /></div> : null}
    </>
  );
}
