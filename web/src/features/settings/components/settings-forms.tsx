/**
 * The settings tabs' forms (spec section 3 "Settings forms"): each saves its own section and says so
 * with the spec's toast; a refused save shows the server's reason and keeps what was typed. Each form
 * is checked by the section of the shared request schema the server applies (shared/api-schemas.ts),
 * so the form refuses what the API would, in the same words; a saved form shows what was stored.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { FormProvider, useForm, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import type * as core from 'zod/v4/core';
import { updateMySettingsBody } from '@shared/settings/schemas';
import { updateOrgBody } from '@shared/orgs/schemas';
import { LIMITS } from '@shared/core/limits';
import { SETTINGS_LIMITS } from '@shared/settings/limits';
import { BILLING_LIMITS } from '@shared/billing/limits';
import { ORG_LIMITS } from '@shared/orgs/limits';
import { DEFAULT_REQUEST_REMINDERS, REQUEST_REMINDER_LIMITS, type RequestReminders } from '@shared/orgs/reminders';
import { RETENTION_YEARS } from '@shared/orgs/retention';

import { SESSION_TIMEOUT_MINUTES } from '@shared/settings/limits';
import { PASSWORD_POLICY, type PasswordPolicy } from '@shared/auth/user-pool';
import type { EmailSettings, NotificationSettings, ProfileSettings, SecuritySettings } from '@shared/settings/types';
import type { OrgSummary } from '@shared/orgs/types';
import { CheckboxField, ReadOnlyField, SelectField, TextareaField, TextField } from '@/components/form/fields';
import { TwoFactorCard } from '@/components/security/two-factor-card';
import { Button } from '@/components/ui/button';
import { refusalText, useSaveFirm, useSaveMySettings } from '../api/settings';

/** The shared schema of one section of PATCH /v1/me/settings (the body's fields are optional sections). */
const SECTIONS = {
  profile: updateMySettingsBody.shape.profile._zod.def.innerType,
  notifications: updateMySettingsBody.shape.notifications._zod.def.innerType,
  email: updateMySettingsBody.shape.email._zod.def.innerType,
  security: updateMySettingsBody.shape.security._zod.def.innerType,
};

/**
 * zodResolver of a shared schema for a form whose values, as typed, are always an input of it (the
 * schema's output, trimmed and normalized, is what is sent).
 */
function sectionResolver<Values extends FieldValues, Schema extends core.$ZodType<unknown, FieldValues>>(
  schema: Schema,
): Resolver<Values, unknown, core.output<Schema>> {
  return zodResolver(schema) as unknown as Resolver<Values, unknown, core.output<Schema>>;
}

function SettingsForm<Values extends FieldValues, Output>({
  form,
  onSave,
  children,
}: {
  form: UseFormReturn<Values, unknown, Output>;
  onSave: (values: Output) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <form className="max-w-2xl space-y-5" noValidate onSubmit={form.handleSubmit(onSave)}>
        {children}
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? <Trans>Saving...</Trans> : <Trans>Save Changes</Trans>}
        </Button>
      </form>
    </FormProvider>
  );
}

/**
 * Runs a save: on success the spec's toast, and the form shows what was stored (`run` answers it);
 * on failure the server's reason, the form kept as typed.
 */
async function saving<Values extends FieldValues>(form: UseFormReturn<Values, unknown, unknown>, run: () => Promise<Values>, success: MessageDescriptor): Promise<void> {
  try {
    form.reset(await run());
    toast.success(i18n._(success));
  } catch (error) {
    toast.error(i18n._(msg`Error`), { description: refusalText(error) });
  }
}

type ProfileValues = Omit<ProfileSettings, 'email'>;
const profileResolver = sectionResolver<ProfileValues, typeof SECTIONS.profile>(SECTIONS.profile);
const profileValues = ({ name, title, phone, fax, bio }: ProfileSettings): ProfileValues => ({ name, title, phone, fax, bio });

export function ProfileForm({ profile }: { profile: ProfileSettings }) {
  const { t } = useLingui();
  const save = useSaveMySettings();
  const form = useForm<ProfileValues, unknown, core.output<typeof SECTIONS.profile>>({ resolver: profileResolver, defaultValues: profileValues(profile) });
  return (
    <SettingsForm form={form} onSave={(values) => saving(form, async () => profileValues((await save.mutateAsync({ profile: values })).Item.profile), msg`Profile updated`)}>
      <TextField<ProfileValues> id="profile-name" name="name" label={t`Full Name`} required maxLength={LIMITS.name} />
      <ReadOnlyField id="profile-email" label={t`Email`} value={profile.email} />
      <p className="-mt-3 text-xs text-slate-500">
        <Trans>Your e-mail is changed on the My Account page, with a code sent to the new address.</Trans>
      </p>
      <TextField<ProfileValues> id="profile-title" name="title" label={t`Title`} maxLength={SETTINGS_LIMITS.title} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField<ProfileValues> id="profile-phone" name="phone" label={t`Phone`} type="tel" maxLength={LIMITS.phone} />
        <TextField<ProfileValues> id="profile-fax" name="fax" label={t`Fax`} type="tel" maxLength={LIMITS.phone} />
      </div>
      <TextareaField<ProfileValues> id="profile-bio" name="bio" label={t`Bio`} rows={4} maxLength={SETTINGS_LIMITS.bio} />
    </SettingsForm>
  );
}

type FirmValues = Required<Pick<OrgSummary, 'name' | 'address' | 'phone' | 'email' | 'website' | 'gstHstNumber' | 'qstNumber' | 'paymentInstructions'>> & {
  requireStaffTwoFactor: boolean;
  discreetCases: boolean;
  requestReminders: RequestReminders;
  retentionYears: number;
};
const firmResolver = sectionResolver<FirmValues, typeof updateOrgBody>(updateOrgBody);
const firmValues = (org: OrgSummary): FirmValues => ({
  name: org.name,
  address: org.address ?? '',
  phone: org.phone ?? '',
  email: org.email ?? '',
  website: org.website ?? '',
  gstHstNumber: org.gstHstNumber ?? '',
  qstNumber: org.qstNumber ?? '',
  paymentInstructions: org.paymentInstructions ?? '',
  requireStaffTwoFactor: org.requireStaffTwoFactor ?? false,
  discreetCases: org.discreetCases ?? false,
  // A firm that never chose reads the defaults (3 days before, on the day, every 3 days overdue).
  requestReminders: { ...DEFAULT_REQUEST_REMINDERS, ...org.requestReminders },
  // A firm that never chose keeps closed cases 7 years.
  retentionYears: org.retentionYears ?? RETENTION_YEARS.fallback,
});

export function FirmForm({ org }: { org: OrgSummary }) {
  const { t } = useLingui();
  const save = useSaveFirm(org.orgId);
  const form = useForm<FirmValues, unknown, core.output<typeof updateOrgBody>>({ resolver: firmResolver, defaultValues: firmValues(org) });
  return (
    <SettingsForm form={form} onSave={(values) => saving(form, async () => firmValues((await save.mutateAsync(values)).Item), msg`Firm settings updated`)}>
      <TextField<FirmValues> id="firm-name" name="name" label={t`Firm Name`} required maxLength={LIMITS.name} />
      <TextareaField<FirmValues> id="firm-address" name="address" label={t`Address`} rows={2} maxLength={ORG_LIMITS.address} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField<FirmValues> id="firm-phone" name="phone" label={t`Phone`} type="tel" maxLength={LIMITS.phone} />
        <TextField<FirmValues> id="firm-email" name="email" label={t`Email`} type="email" maxLength={LIMITS.email} />
      </div>
      <TextField<FirmValues> id="firm-website" name="website" label={t`Website`} type="url" placeholder="https://" maxLength={ORG_LIMITS.website} />
      <CheckboxField<FirmValues>
        id="firm-require-two-factor"
        name="requireStaffTwoFactor"
        label={t`Require two-factor sign-in for staff`}
        hint={t`Admins without an authenticator app are asked to set one up before the admin area opens. Turn it on for yourself first (Security tab).`}
      />
      <CheckboxField<FirmValues>
        id="firm-discreet-cases"
        name="discreetCases"
        label={t`Discreet e-mails for every case`}
        hint={t`Notices never name the case or its category.`}
      />
      <BillingFields />
      <RemindersFields />
      <RetentionFields />
    </SettingsForm>
  );
}

/** What the firm's invoices say: its tax numbers, and how its clients pay by e-Transfer or wire. */
function BillingFields() {
  const { t } = useLingui();
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-medium text-slate-900">
        <Trans>Billing</Trans>
      </legend>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField<FirmValues> id="firm-gst-hst-number" name="gstHstNumber" label={t`GST/HST number`} placeholder="123456789 RT0001" maxLength={BILLING_LIMITS.taxNumber} />
        <TextField<FirmValues> id="firm-qst-number" name="qstNumber" label={t`QST number`} placeholder="1234567890 TQ0001" maxLength={BILLING_LIMITS.taxNumber} />
      </div>
      <TextareaField<FirmValues>
        id="firm-payment-instructions"
        name="paymentInstructions"
        label={t`Payment instructions`}
        hint={t`How clients pay by Interac e-Transfer or wire: the address or account. Each invoice adds its own reference.`}
        rows={3}
        maxLength={BILLING_LIMITS.paymentInstructions}
      />
    </fieldset>
  );
}

/** When clients are e-mailed about the documents still asked of them, saved with the firm's details. */
function RemindersFields() {
  const { t } = useLingui();
  const { daysBefore, overdueEveryDays } = REQUEST_REMINDER_LIMITS;
  const { min: overdueMin, max: overdueMax } = overdueEveryDays;
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-medium text-slate-900">
        <Trans>Document request reminders</Trans>
      </legend>
      <p className="text-sm text-slate-600">
        <Trans>Clients are e-mailed about the documents still asked of them.</Trans>
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField<FirmValues>
          id="firm-reminder-days-before"
          name="requestReminders.daysBefore"
          label={t`Days before the due date`}
          hint={t`From ${daysBefore.min} to ${daysBefore.max}; 0: no reminder before the due date.`}
          type="number"
          inputMode="numeric"
          min={daysBefore.min}
          max={daysBefore.max}
          step={1}
          rules={{ valueAsNumber: true }}
        />
        <TextField<FirmValues>
          id="firm-reminder-overdue-every"
          name="requestReminders.overdueEveryDays"
          label={t`Then every N days while overdue`}
          hint={t`${plural(overdueMax, { one: `From ${overdueMin} to # day.`, other: `From ${overdueMin} to # days.` })}`}
          type="number"
          inputMode="numeric"
          min={overdueEveryDays.min}
          max={overdueEveryDays.max}
          step={1}
          rules={{ valueAsNumber: true }}
        />
      </div>
      <CheckboxField<FirmValues> id="firm-reminder-on-due-date" name="requestReminders.onDueDate" label={t`A reminder on the due date`} />
    </fieldset>
  );
}

/** How long the firm keeps a closed case before the daily retention job destroys it. */
function RetentionFields() {
  const { t } = useLingui();
  const { min, max, fallback } = RETENTION_YEARS;
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-medium text-slate-900">
        <Trans>Retention of closed cases</Trans>
      </legend>
      <p className="text-sm text-slate-600">
        <Trans>
          A closed case is destroyed this many years after it was closed: its documents, messages and records. A case under legal hold is
          kept.
        </Trans>
      </p>
      <TextField<FirmValues>
        id="firm-retention-years"
        name="retentionYears"
        label={t`Years a closed case is kept`}
        hint={t`${plural(max, { one: `From ${min} to # year; ${fallback} unless the firm chooses otherwise.`, other: `From ${min} to # years; ${fallback} unless the firm chooses otherwise.` })}`}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        rules={{ valueAsNumber: true }}
      />
    </fieldset>
  );
}

/**
 * The switches staff have, each the e-mails it silences (each feature's mail/events.ts and mail/recipients.ts in functions/):
 * e-mail at all; a client's uploads (documentsUploaded) and the daily notice of accepted documents
 * about to expire (documentsExpiring); a client's new message (messageNotice). The record's other
 * switches (push, new case alerts, weekly reports) silence nothing the portal sends: not shown.
 */
type StaffNotifications = Pick<NotificationSettings, 'emailNotifications' | 'documentUpdates' | 'messageNotifications'>;

const STAFF_SWITCHES: { name: keyof StaffNotifications; label: MessageDescriptor; hint: MessageDescriptor }[] = [
  {
    name: 'emailNotifications',
    label: msg`Email Notifications`,
    hint: msg`Must be on for either of the e-mails below. A client's request for a copy of their information is e-mailed to you whatever you choose.`,
  },
  {
    name: 'documentUpdates',
    label: msg`Document Updates`,
    hint: msg`When a client uploads to a case you are the attorney of (to any case of the firm, once you have saved this on here yourself), and the daily notice of accepted documents that expire in 180, 90 or 30 days.`,
  },
  {
    name: 'messageNotifications',
    label: msg`Message Notifications`,
    hint: msg`When a client writes on a case you are the attorney of (on any case of the firm, once you have saved this on here yourself): a notice without the message's text, at most one per conversation every 15 minutes.`,
  },
];
const staffSwitchesOf = ({ emailNotifications, documentUpdates, messageNotifications }: NotificationSettings): StaffNotifications => ({
  emailNotifications,
  documentUpdates,
  messageNotifications,
});
const notificationsResolver = sectionResolver<StaffNotifications, typeof SECTIONS.notifications>(SECTIONS.notifications);

export function NotificationsForm({ notifications }: { notifications: NotificationSettings }) {
  const { i18n: active } = useLingui();
  const save = useSaveMySettings();
  const form = useForm<StaffNotifications, unknown, core.output<typeof SECTIONS.notifications>>({ resolver: notificationsResolver, defaultValues: staffSwitchesOf(notifications) });
  return (
    <SettingsForm
      form={form}
      // Only the switches shown: the others keep what is saved.
      onSave={(values) => saving(form, async () => staffSwitchesOf((await save.mutateAsync({ notifications: values })).Item.notifications), msg`Notification settings updated`)}
    >
      {STAFF_SWITCHES.map(({ name, label, hint }) => (
        <CheckboxField<StaffNotifications> key={name} id={`notify-${name}`} name={name} label={active._(label)} hint={active._(hint)} />
      ))}
    </SettingsForm>
  );
}

const emailResolver = sectionResolver<EmailSettings, typeof SECTIONS.email>(SECTIONS.email);

export function EmailForm({ email }: { email: EmailSettings }) {
  const { t } = useLingui();
  const save = useSaveMySettings();
  const form = useForm<EmailSettings, unknown, core.output<typeof SECTIONS.email>>({ resolver: emailResolver, defaultValues: email });
  return (
    <SettingsForm form={form} onSave={(values) => saving(form, async () => (await save.mutateAsync({ email: values })).Item.email, msg`Email settings updated`)}>
      <TextareaField<EmailSettings> id="email-signature" name="signature" label={t`Email Signature`} rows={3} maxLength={SETTINGS_LIMITS.signature} />
      <CheckboxField<EmailSettings>
        id="email-auto-reply"
        name="autoReply"
        label={t`Auto-reply`}
        hint={t`Saved for when the portal receives e-mail; until then no automatic reply is sent.`}
      />
      <TextareaField<EmailSettings> id="email-auto-reply-message" name="autoReplyMessage" label={t`Auto-reply Message`} rows={3} maxLength={SETTINGS_LIMITS.autoReplyMessage} />
    </SettingsForm>
  );
}

/**
 * The password policy in one sentence in the reader's language: the words of describePasswordPolicy
 * (@shared/auth/user-pool), "At least 8 characters, with an upper-case letter, a lower-case letter and a number."
 */
function passwordPolicySentence(policy: PasswordPolicy = PASSWORD_POLICY): string {
  const needs = [
    policy.requireUppercase ? msg`an upper-case letter` : undefined,
    policy.requireLowercase ? msg`a lower-case letter` : undefined,
    policy.requireDigits ? msg`a number` : undefined,
    policy.requireSymbols ? msg`a symbol` : undefined,
  ]
    .filter((need): need is MessageDescriptor => need !== undefined)
    .map((need) => i18n._(need));
  const minLength = policy.minLength;
  const last = needs.at(-1);
  if (last === undefined) return i18n._(msg`${plural(minLength, { one: 'At least # character.', other: 'At least # characters.' })}`);
  const head = needs.slice(0, -1).join(', ');
  const list = head ? i18n._(msg`${head} and ${last}`) : last;
  return i18n._(msg`${plural(minLength, { one: `At least # character, with ${list}.`, other: `At least # characters, with ${list}.` })}`);
}

const securityResolver = sectionResolver<SecuritySettings, typeof SECTIONS.security>(SECTIONS.security);

export function SecurityForm({ security }: { security: SecuritySettings }) {
  const { t } = useLingui();
  const save = useSaveMySettings();
  const form = useForm<SecuritySettings, unknown, core.output<typeof SECTIONS.security>>({ resolver: securityResolver, defaultValues: security });
  return (
    <div className="space-y-8">
      <SettingsForm form={form} onSave={(values) => saving(form, async () => (await save.mutateAsync({ security: values })).Item.security, msg`Security settings updated`)}>
        <SelectField<SecuritySettings>
          id="security-session-timeout"
          name="sessionTimeout"
          label={t`Session Timeout`}
          hint={t`Signed out after this long without activity (warned a minute before).`}
          rules={{ valueAsNumber: true }}
        >
          {SESSION_TIMEOUT_MINUTES.map((minutes) => (
            <option key={minutes} value={String(minutes)}>
              {t`${plural(minutes, { one: '# minute', other: '# minutes' })}`}
            </option>
          ))}
        </SelectField>
        <div className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
          <p className="font-medium text-slate-900">
            <Trans>Password rules</Trans>
          </p>
          <p>
            {passwordPolicySentence()} <Trans>They are set for the whole portal when it is deployed, not here.</Trans>
          </p>
        </div>
      </SettingsForm>
      <TwoFactorCard />
    </div>
  );
}
