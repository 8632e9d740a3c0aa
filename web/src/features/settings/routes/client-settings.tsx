import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import type { NotificationSettings } from '@shared/settings/types';
import { PageHeader } from '@/components/layout/page-header';
import { TwoFactorCard } from '@/components/security/two-factor-card';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CheckboxRow } from '@/components/ui/checkbox-row';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { refusalText, useMySettings, useSaveMySettings } from '../api/settings';

/**
 * The switches a client has, each the e-mails it silences: e-mail at all, then kind by kind (the
 * notices' kinds in functions/notices/notice-kinds.ts, the reminders, messages and stages in each
 * feature's mail/events.ts). No SMS is sent: no switch for it.
 */
type ClientNotifications = Pick<NotificationSettings, 'emailNotifications' | 'requests' | 'documents' | 'messages' | 'progress'>;
type NoticeSwitch = 'requests' | 'documents' | 'messages' | 'progress';

const NOTICE_SWITCHES: { name: NoticeSwitch; label: MessageDescriptor; hint: MessageDescriptor }[] = [
  {
    name: 'requests',
    label: msg`Documents my firm asks of me`,
    hint: msg`A document requested, a request changed (its title, instructions or due date), an upload to send again or accepted, and reminders of what is still needed.`,
  },
  { name: 'documents', label: msg`Documents my firm shares with me`, hint: msg`When your firm shares a document with you on the portal.` },
  { name: 'messages', label: msg`New messages`, hint: msg`When your firm writes to you: a notice that a message is waiting, never its text, at most one per conversation every 15 minutes.` },
  { name: 'progress', label: msg`Case progress`, hint: msg`When your case reaches a new stage.` },
];

const switchesOf = (notifications: NotificationSettings): ClientNotifications => ({
  emailNotifications: notifications.emailNotifications,
  requests: notifications.requests,
  documents: notifications.documents,
  messages: notifications.messages,
  progress: notifications.progress,
});

/** What the switches show, off and disabled, until the client's settings are read. */
const NOT_YET_READ: ClientNotifications = { emailNotifications: false, requests: false, documents: false, messages: false, progress: false };

/**
 * The switches and their Save button. Until the settings are read (`initial` undefined) the same form
 * is drawn disabled and busy, so that the page below does not move when they come. Five switches
 * and a Save: the page's own state, not a form library (this page is a client's, on a phone).
 */
function NotificationChoices({ initial }: { initial: ClientNotifications | undefined }) {
  const { t, i18n } = useLingui();
  const save = useSaveMySettings();
  const [chosen, setChosen] = useState<ClientNotifications>(initial ?? NOT_YET_READ);
  const [saving, setSaving] = useState(false);
  const reading = !initial;
  const toggle = (name: keyof ClientNotifications) => (event: { target: { checked: boolean } }) => setChosen((now) => ({ ...now, [name]: event.target.checked }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    try {
      const { Item } = await save.mutateAsync({ notifications: chosen });
      setChosen(switchesOf(Item.notifications));
      toast.success(t`Notification settings updated`);
    } catch (error) {
      toast.error(t`Error`, { description: refusalText(error) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="space-y-4" noValidate aria-busy={reading} onSubmit={(event) => void submit(event)}>
      {reading ? <Spinner className="sr-only" /> : null}
      <fieldset disabled={reading} className="space-y-4">
        <CheckboxRow
          id="client-email-notifications"
          name="emailNotifications"
          checked={chosen.emailNotifications}
          onChange={toggle('emailNotifications')}
          label={t`Email Notifications`}
          hint={t`Must be on for any of the e-mails below, and for those telling you a case was opened for you or its status changed. Your firm's own e-mails to you, and the answer to a request for a copy of your information, arrive whatever you choose.`}
        />
        <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-sm font-medium text-slate-900">
            <Trans>E-mail me about:</Trans>
          </legend>
          {NOTICE_SWITCHES.map(({ name, label, hint }) => (
            <CheckboxRow key={name} id={`client-notify-${name}`} name={name} checked={chosen[name]} onChange={toggle(name)} label={i18n._(label)} hint={i18n._(hint)} />
          ))}
        </fieldset>
        <Button type="submit" disabled={saving}>
          {saving ? <Trans>Saving...</Trans> : <Trans>Save Changes</Trans>}
        </Button>
      </fieldset>
    </form>
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
            {/* Drawn anew with the client's own switches once they are read. */}
            <NotificationChoices key={settings.data ? 'read' : 'reading'} initial={settings.data ? switchesOf(settings.data.notifications) : undefined} />
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
