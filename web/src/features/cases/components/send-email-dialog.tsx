/**
 * 'Send Email Regarding Case': the admin's message to the case's client. Send Email stays disabled
 * while the message is empty; the message is checked with the API's own schema, sent, kept on the
 * case and e-mailed (asynchronously). A refusal shows the server's reason and keeps the text.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { sendCaseEmailBody, type SendCaseEmailBody } from '@shared/cases/schemas';
import { CASE_LIMITS } from '@shared/cases/limits';

import { TextareaField } from '@/components/form/fields';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/utils';
import { useSendCaseEmail } from '../api/send-case-email';

export function SendEmailDialog({
  open,
  onClose,
  caseId,
  clientName,
  caseName,
}: {
  open: boolean;
  onClose: () => void;
  caseId: string;
  clientName: string;
  caseName: string;
}) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t`Send Email Regarding Case`}
      description={clientName ? t`To ${clientName}, about ${caseName}.` : t`About ${caseName}.`}
    >
      <SendEmailForm caseId={caseId} onClose={onClose} />
    </Dialog>
  );
}

interface SendEmailValues {
  message: string;
}

const resolver = zodResolver(sendCaseEmailBody);

/** Mounted only while the dialog is open, so the message starts empty every time. */
function SendEmailForm({ caseId, onClose }: { caseId: string; onClose: () => void }) {
  const sendEmail = useSendCaseEmail(caseId);
  const form = useForm<SendEmailValues, unknown, SendCaseEmailBody>({ resolver, defaultValues: { message: '' } });
  const message = useWatch({ control: form.control, name: 'message' });
  const id = useId();
  const blank = !message.trim();
  const { t } = useLingui();

  const submit = form.handleSubmit(async (body) => {
    try {
      const sent = await sendEmail.mutateAsync(body);
      const to = sent.recipientName || sent.recipientEmail;
      // Kept, but the mail queue could not take it: the admin must know the client was not written to.
      if (sent.delivery === 'failed') {
        toast.error(i18n._(msg`Email not sent to ${to}`), {
          description: i18n._(msg`The message is kept on the case. Please try again later.`),
        });
      } else toast.success(i18n._(msg`Email sent to ${to}`));
      onClose();
    } catch (error) {
      toast.error(i18n._(msg`Failed to send email`), { description: errorMessage(error, i18n._(msg`Please try again.`)) });
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
        <TextareaField<SendEmailValues>
          id={`${id}-message`}
          name="message"
          label={t`Message`}
          rows={6}
          maxLength={CASE_LIMITS.caseEmail}
          placeholder={t`Write your message to the client...`}
          autoFocus
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" disabled={blank || sendEmail.isPending}>
            <Trans>Send Email</Trans>
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
