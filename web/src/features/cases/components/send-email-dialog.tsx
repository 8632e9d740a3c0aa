import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';

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

/** Mounted only while the dialog is open, so the message starts empty every time. */
function SendEmailForm({ onClose }: { onClose: () => void }) {
  const [message, setMessage] = useState('');
  const id = useId();
  const messageId = `${id}-message`;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!message.trim()) return;
    setMessage('');
    onClose();
    toast.info('Email sending is not available yet', { description: 'Your message was not sent.' });
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-5">
      <FormField id={messageId} label="Message">
        <Textarea
          id={messageId}
          name="message"
          rows={6}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          placeholder="Write your message to the client..."
          autoFocus
        />
      </FormField>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={!message.trim()}>
          Send Email
        </Button>
      </div>
    </form>
  );
}
