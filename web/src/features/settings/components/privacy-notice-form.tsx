/**
 * Settings → Firm → Privacy notice: the notice sign-up and the first sign-in show, as the
 * firm's own text in English and French, a link to it, or both. Until the firm saves one, the
 * portal's default is shown (and prefilled here). A changed notice gets a new version from the
 * server, and every user is asked to accept it at their next visit; the server refuses, with its
 * code, a notice it would not show (the reader's language says why).
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { i18n } from '@lingui/core';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { DEFAULT_PRIVACY_NOTICE } from '@shared/privacy/default-notice';
import { PRIVACY_NOTICE_LIMITS } from '@shared/privacy/limits';
import type { PrivacyNoticeInput } from '@shared/privacy/schemas';
import type { OrgSummary } from '@shared/orgs/types';
import { TextareaField, TextField } from '@/components/form/fields';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { refusalText, useSaveFirm } from '../api/settings';

interface PrivacyNoticeValues {
  en: string;
  fr: string;
  url: string;
}

/** The notice in force (an answer from before the notice existed reads as the default). */
const noticeOfOrg = (org: OrgSummary) => org.privacyNotice ?? DEFAULT_PRIVACY_NOTICE;

const valuesOf = (org: OrgSummary): PrivacyNoticeValues => ({
  en: noticeOfOrg(org).text?.en ?? '',
  fr: noticeOfOrg(org).text?.fr ?? '',
  url: noticeOfOrg(org).url ?? '',
});

/** What is sent: the text when either language is written (the server asks for both), the link when given. */
function noticeOf({ en, fr, url }: PrivacyNoticeValues): PrivacyNoticeInput {
  return {
    ...(en.trim() !== '' || fr.trim() !== '' ? { text: { en, fr } } : {}),
    ...(url.trim() !== '' ? { url } : {}),
  };
}

export function PrivacyNoticeForm({ org }: { org: OrgSummary }) {
  const { t } = useLingui();
  const save = useSaveFirm(org.orgId);
  const form = useForm<PrivacyNoticeValues>({ defaultValues: valuesOf(org) });
  const notice = noticeOfOrg(org);

  async function submit(values: PrivacyNoticeValues) {
    try {
      const saved = await save.mutateAsync({ privacyNotice: noticeOf(values) });
      form.reset(valuesOf(saved.Item));
      toast.success(i18n._(msg`Privacy notice saved`));
    } catch (error) {
      toast.error(i18n._(msg`Error`), { description: refusalText(error) });
    }
  }

  return (
    <FormProvider {...form}>
      <form className="max-w-2xl space-y-5" noValidate onSubmit={form.handleSubmit(submit)} aria-labelledby="privacy-notice-heading">
        <div className="space-y-1">
          <h2 id="privacy-notice-heading" className="text-base font-semibold text-slate-900">
            <Trans>Privacy notice</Trans>
          </h2>
          <p className="text-sm text-slate-600">
            <Trans>
              Shown at sign-up and before a user's first visit, with where the portal keeps its data. Write it in English and in French, give a link to it
              (https), or both. When it changes, every user is asked to accept the new version.
            </Trans>
          </p>
          <p className="text-xs text-slate-500" data-testid="privacy-notice-version">
            {notice.isDefault
              ? t`In force: the portal's default notice (version ${notice.version}).`
              : t`In force: the firm's notice, version of ${formatDateTime(notice.updatedAt ?? notice.version)}.`}
          </p>
        </div>
        <TextareaField<PrivacyNoticeValues> id="privacy-notice-en" name="en" label={t`Notice in English`} rows={8} maxLength={PRIVACY_NOTICE_LIMITS.text} />
        <TextareaField<PrivacyNoticeValues> id="privacy-notice-fr" name="fr" label={t`Notice in French`} rows={8} maxLength={PRIVACY_NOTICE_LIMITS.text} />
        <TextField<PrivacyNoticeValues>
          id="privacy-notice-url"
          name="url"
          label={t`Link to the notice`}
          type="url"
          placeholder="https://"
          maxLength={PRIVACY_NOTICE_LIMITS.url}
        />
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? <Trans>Saving...</Trans> : <Trans>Save privacy notice</Trans>}
        </Button>
      </form>
    </FormProvider>
  );
}
