import { useId } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { TextareaField } from '@/components/form/fields';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/**
 * 'Send Email Regarding Case': a message to the case's client. There is no e-mail API yet, so sending
 * closes the dialog, clears the text and says so (docs/spec-deviations.md); no call is made.
 */
export function SendEmailDialog({
  open,
  onClose,
  clientName,
  caseName,
}: {
  open: boolean;
  onClose: () => void;
  clientName: string;
  caseName: string;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Send Email Regarding Case"
      description={clientName ? `To ${clientName}, about ${caseName}.` : `About ${caseName}.`}
    >
      <SendEmailForm onClose={onClose} />
    </Dialog>
  );
}

interface SendEmailValues {
  message: string;
}

/** Mounted only while the dialog is open, so the message starts empty every time. */
function SendEmailForm({ onClose }: { onClose: () => void }) {
  const form = useForm<SendEmailValues>({ defaultValues: { message: '' } });
  const message = useWatch({ control: form.control, name: 'message' });
  const id = useId();
  const blank = !message.trim();

  const submit = form.handleSubmit(() => {
    if (blank) return;
    form.reset();
    onClose();
    toast.info('Email sending is not available yet', { description: 'Your message was not sent.' });
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} className="space-y-5">
        <TextareaField<SendEmailValues>
          id={`${id}-message`}
          name="message"
          label="Message"
          rows={6}
          placeholder="Write your message to the client..."
          autoFocus
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={blank}>
            Send Email
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
