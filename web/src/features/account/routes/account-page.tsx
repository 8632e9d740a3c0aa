import { PageHeader } from '@/components/layout/page-header';
import { Avatar } from '@/components/ui/avatar';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useAuth } from '@/lib/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { VerifyEmailCard } from '../components/verify-email-card';

/** /admin/account and /client/account: the signed-in user's name and e-mail, read-only. */
export function AccountPage() {
  const { user, refresh } = useAuth();
  useDocumentTitle('Account');
  if (!user) return null;

  return (
    <>
      <PageHeader title="Account" description="Your profile as your law firm sees it." />
      <Card className="max-w-2xl">
        <CardHeader className="flex-row items-center gap-4">
          <Avatar name={user.name} photoURL={user.photoURL} className="h-14 w-14 text-lg" />
          <div>
            <CardTitle>{user.name}</CardTitle>
            <CardDescription>{user.email}</CardDescription>
          </div>
        </CardHeader>
        <CardContent className="space-y-5">
          <FormField id="account-name" label="Name">
            <Input id="account-name" value={user.name} readOnly />
          </FormField>
          <FormField id="account-email" label="Email">
            <Input id="account-email" type="email" value={user.email} readOnly />
          </FormField>
        </CardContent>
      </Card>
      {user.pendingEmail ? <div className="mt-6"><VerifyEmailCard user={{ ...user, pendingEmail: user.pendingEmail }} onVerified={refresh} /></div> : null}
    </>
  );
}
