/**
 * The settings tabs' forms (spec section 3 "Settings forms"): each saves its own section and says so
 * with the spec's toast; a refused save shows the server's reason and keeps what was typed.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { FormProvider, useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import * as z from 'zod/mini';
import { LIMITS } from '@shared/limits';
import { SESSION_TIMEOUT_MINUTES } from '@shared/constants';
import { PASSWORD_POLICY } from '@shared/user-pool';
import type { EmailSettings, NotificationSettings, OrgSummary, ProfileSettings, SecuritySettings } from '@shared/types';
import { CheckboxField, ReadOnlyField, SelectField, TextareaField, TextField } from '@/components/form/fields';
import { TwoFactorCard } from '@/components/security/two-factor-card';
import { Button } from '@/components/ui/button';
import { refusalText, useSaveFirm, useSaveMySettings } from '../api/settings';

const text = (label: string, max: number) => z.string().check(z.maxLength(max, `${label} must be at most ${max} characters`));
const required = (label: string, max: number) => text(label, max).check(z.refine((value) => value.trim().length > 0, `${label} is required`));

function SettingsForm<T extends FieldValues>({ form, onSave, children }: { form: UseFormReturn<T>; onSave: (values: T) => Promise<void>; children: ReactNode }) {
  return (
    <FormProvider {...form}>
      <form className="max-w-2xl space-y-5" noValidate onSubmit={form.handleSubmit(onSave)}>
        {children}
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Saving...' : 'Save Changes'}
        </Button>
      </form>
    </FormProvider>
  );
}

/** Runs a save with the spec's toast on success and the server's reason on failure. */
async function saving(run: () => Promise<unknown>, success: string): Promise<void> {
  try {
    await run();
    toast.success(success);
  } catch (error) {
    toast.error('Error', { description: refusalText(error) });
  }
}

const profileSchema = z.object({
  name: required('Name', LIMITS.name),
  title: text('Title', LIMITS.title),
  phone: text('Phone', LIMITS.phone),
  fax: text('Fax', LIMITS.phone),
  bio: text('Bio', LIMITS.bio),
});
type ProfileValues = z.infer<typeof profileSchema>;

export function ProfileForm({ profile }: { profile: ProfileSettings }) {
  const save = useSaveMySettings();
  const form = useForm<ProfileValues>({ resolver: zodResolver(profileSchema), defaultValues: { name: profile.name, title: profile.title, phone: profile.phone, fax: profile.fax, bio: profile.bio } });
  return (
    <SettingsForm form={form} onSave={(values) => saving(() => save.mutateAsync({ profile: values }), 'Profile updated')}>
      <TextField<ProfileValues> id="profile-name" name="name" label="Full Name" required maxLength={LIMITS.name} />
      <ReadOnlyField id="profile-email" label="Email" value={profile.email} />
      <p className="-mt-3 text-xs text-slate-500">Your e-mail is changed on the My Account page, with a code sent to the new address.</p>
      <TextField<ProfileValues> id="profile-title" name="title" label="Title" maxLength={LIMITS.title} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField<ProfileValues> id="profile-phone" name="phone" label="Phone" type="tel" maxLength={LIMITS.phone} />
        <TextField<ProfileValues> id="profile-fax" name="fax" label="Fax" type="tel" maxLength={LIMITS.phone} />
      </div>
      <TextareaField<ProfileValues> id="profile-bio" name="bio" label="Bio" rows={4} maxLength={LIMITS.bio} />
    </SettingsForm>
  );
}

const firmSchema = z.object({
  name: required('Firm name', LIMITS.name),
  address: text('Address', LIMITS.address),
  phone: text('Phone', LIMITS.phone),
  email: text('Email', LIMITS.email),
  website: text('Website', LIMITS.website),
  requireStaffTwoFactor: z.boolean(),
});
type FirmValues = z.infer<typeof firmSchema>;

export function FirmForm({ org }: { org: OrgSummary }) {
  const save = useSaveFirm(org.orgId);
  const form = useForm<FirmValues>({
    resolver: zodResolver(firmSchema),
    defaultValues: {
      name: org.name,
      address: org.address ?? '',
      phone: org.phone ?? '',
      email: org.email ?? '',
      website: org.website ?? '',
      requireStaffTwoFactor: org.requireStaffTwoFactor ?? false,
    },
  });
  return (
    <SettingsForm form={form} onSave={(values) => saving(() => save.mutateAsync(values), 'Firm settings updated')}>
      <TextField<FirmValues> id="firm-name" name="name" label="Firm Name" required maxLength={LIMITS.name} />
      <TextareaField<FirmValues> id="firm-address" name="address" label="Address" rows={2} maxLength={LIMITS.address} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField<FirmValues> id="firm-phone" name="phone" label="Phone" type="tel" maxLength={LIMITS.phone} />
        <TextField<FirmValues> id="firm-email" name="email" label="Email" type="email" maxLength={LIMITS.email} />
      </div>
      <TextField<FirmValues> id="firm-website" name="website" label="Website" type="url" placeholder="https://" maxLength={LIMITS.website} />
      <CheckboxField<FirmValues>
        id="firm-require-two-factor"
        name="requireStaffTwoFactor"
        label="Require two-factor sign-in for staff"
        hint="Admins without an authenticator app are asked to set one up before the admin area opens. Turn it on for yourself first (Security tab)."
      />
    </SettingsForm>
  );
}

const NOTIFICATION_LABELS: [keyof NotificationSettings, string][] = [
  ['emailNotifications', 'Email Notifications'],
  ['pushNotifications', 'Push Notifications'],
  ['newCaseAlerts', 'New Case Alerts'],
  ['documentUpdates', 'Document Updates'],
  ['messageNotifications', 'Message Notifications'],
  ['weeklyReports', 'Weekly Reports'],
];

export function NotificationsForm({ notifications }: { notifications: NotificationSettings }) {
  const save = useSaveMySettings();
  const form = useForm<NotificationSettings>({ defaultValues: notifications });
  return (
    <SettingsForm
      form={form}
      onSave={({ smsAlerts: _sms, ...values }) => saving(() => save.mutateAsync({ notifications: values }), 'Notification settings updated')}
    >
      <p className="text-sm text-slate-600">Your choices are saved now; the portal does not send these notifications yet (they come with its e-mail notifications).</p>
      {NOTIFICATION_LABELS.map(([name, label]) => (
        <CheckboxField<NotificationSettings> key={name} id={`notify-${name}`} name={name} label={label} />
      ))}
    </SettingsForm>
  );
}

const emailSchema = z.object({
  signature: text('Signature', LIMITS.signature),
  autoReply: z.boolean(),
  autoReplyMessage: text('Auto-reply message', LIMITS.autoReplyMessage),
});

export function EmailForm({ email }: { email: EmailSettings }) {
  const save = useSaveMySettings();
  const form = useForm<EmailSettings>({ resolver: zodResolver(emailSchema), defaultValues: email });
  return (
    <SettingsForm form={form} onSave={(values) => saving(() => save.mutateAsync({ email: values }), 'Email settings updated')}>
      <TextareaField<EmailSettings> id="email-signature" name="signature" label="Email Signature" rows={3} maxLength={LIMITS.signature} />
      <CheckboxField<EmailSettings>
        id="email-auto-reply"
        name="autoReply"
        label="Auto-reply"
        hint="Saved for when the portal receives e-mail; until then no automatic reply is sent."
      />
      <TextareaField<EmailSettings> id="email-auto-reply-message" name="autoReplyMessage" label="Auto-reply Message" rows={3} maxLength={LIMITS.autoReplyMessage} />
    </SettingsForm>
  );
}

/** The user pool's password policy in words (shared/user-pool.ts is what the pool is made with). */
function passwordRules(): string {
  const needs = [
    PASSWORD_POLICY.requireUppercase ? 'an upper-case letter' : undefined,
    PASSWORD_POLICY.requireLowercase ? 'a lower-case letter' : undefined,
    PASSWORD_POLICY.requireDigits ? 'a number' : undefined,
    PASSWORD_POLICY.requireSymbols ? 'a symbol' : undefined,
  ].filter((need): need is string => need !== undefined);
  const list = needs.length > 1 ? `${needs.slice(0, -1).join(', ')} and ${needs.at(-1)}` : (needs[0] ?? '');
  return `At least ${PASSWORD_POLICY.minLength} characters${list ? `, with ${list}` : ''}.`;
}

type SecurityValues = { sessionTimeout: string };

export function SecurityForm({ security }: { security: SecuritySettings }) {
  const save = useSaveMySettings();
  const form = useForm<SecurityValues>({ defaultValues: { sessionTimeout: String(security.sessionTimeout) } });
  return (
    <div className="space-y-8">
      <SettingsForm
        form={form}
        onSave={({ sessionTimeout }) =>
          saving(() => save.mutateAsync({ security: { sessionTimeout: Number(sessionTimeout) as SecuritySettings['sessionTimeout'] } }), 'Security settings updated')
        }
      >
        <SelectField<SecurityValues> id="security-session-timeout" name="sessionTimeout" label="Session Timeout" hint="Signed out after this long without activity (warned a minute before).">
          {SESSION_TIMEOUT_MINUTES.map((minutes) => (
            <option key={minutes} value={String(minutes)}>
              {minutes} minutes
            </option>
          ))}
        </SelectField>
        <div className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
          <p className="font-medium text-slate-900">Password rules</p>
          <p>{passwordRules()} They are set for the whole portal when it is deployed, not here.</p>
        </div>
      </SettingsForm>
      <TwoFactorCard />
    </div>
  );
}
