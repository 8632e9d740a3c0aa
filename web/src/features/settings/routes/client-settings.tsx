import { Trans, useLingui } from '@lingui/react/macro';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { NotificationSettings } from '@shared/settings/types';
import { CheckboxField } from '@/components/form/fields';
import { PageHeader } from '@/components/layout/page-header';
import { TwoFactorCard } from '@/components/security/two-factor-card';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { refusalText, useMySettings, useSaveMySettings } from '../api/settings';

type ClientNotifications = Pick<NotificationSettings, 'emailNotifications' | 'smsAlerts'>;

function NotificationChoices({ initial }: { initial: ClientNotifications }) {
  const { t } = useLingui();
  const save = useSaveMySettings();
  const form = useForm<ClientNotifications>({ defaultValues: initial });

  async function submit({ emailNotifications }: ClientNotifications) {
    try {
      const { Item } = await save.mutateAsync({ notifications: { emailNotifications } });
      form.reset({ emailNotifications: Item.notifications.emailNotifications, smsAlerts: Item.notifications.smsAlerts });
      toast.success(t`Notification settings updated`);
    } catch (error) {
      toast.error(t`Error`, { description: refusalText(error) });
    }
  }

  return (
    <FormProvider {...form}>
      <form className="space-y-4" noValidate onSubmit={form.handleSubmit(submit)}>
        <CheckboxField<ClientNotifications> id="client-email-notifications" name="emailNotifications" label={t`Email Notifications`} />
        <CheckboxField<ClientNotifications> id="client-sms-alerts" name="smsAlerts" label={t`SMS Alerts`} hint={t`SMS alerts are not available yet.`} disabled />
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? <Trans>Saving...</Trans> : <Trans>Save Changes</Trans>}
        </Button>
      </form>
    </FormProvider>
  );
}

/** /client/settings: how the firm keeps the client informed, and two-factor sign-in. */
export function ClientSettings() {
  const { t } = useLingui();
  useDocumentTitle(t`Settings`);
  const settings = useMySettings();
  return (
    <>
      <PageHeader title={t`Settings`} />
      <div className="max-w-2xl space-y-6">
        <Card>
          <CardHeader>
            <CardTitle>
              <Trans>Notifications</Trans>
            </CardTitle>
            <CardDescription>
              <Trans>Choose how your law firm keeps you informed.</Trans>
            </CardDescription>
          </CardHeader>
          <CardContent>
            {settings.data ? (
              <NotificationChoices initial={{ emailNotifications: settings.data.notifications.emailNotifications, smsAlerts: settings.data.notifications.smsAlerts }} />
            ) : (
              <Spinner />
            )}
          </CardContent>
        </Card>
        <Card>
          <CardContent className="pt-6">
            <TwoFactorCard />
          </CardContent>
        </Card>
      </div>
    </>
  );
}
