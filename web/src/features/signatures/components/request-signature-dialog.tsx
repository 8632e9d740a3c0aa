import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { SIGNATURE_LIMITS } from '@shared/signatures/limits';
import { controlAria, FormField } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import { DateInput } from '@/components/ui/date-input';
import { Dialog } from '@/components/ui/dialog';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { refusalMessage } from '@/lib/refusal-messages';
import { toast } from '@/lib/toast';
import { useCreateSignatureRequest } from '../api/create-signature-request';

/** A PDF of the case that can be sent for signature. */
export interface SignablePdf {
  documentId: string;
  name: string;
}

type Signers = 'client' | 'client-staff';

/** Request signature: the PDF, who signs (the client; or the client, then staff), a message and a due date. */
export function RequestSignatureDialog({ caseId, pdfs, open, onClose }: { caseId: string; pdfs: readonly SignablePdf[]; open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onClose={onClose} title={t`Request signature`} description={t`The client is told by e-mail and signs in the portal.`}>
      <RequestForm caseId={caseId} pdfs={pdfs} onClose={onClose} />
    </Dialog>
  );
}

function RequestForm({ caseId, pdfs, onClose }: { caseId: string; pdfs: readonly SignablePdf[]; onClose: () => void }) {
  const { t } = useLingui();
  const id = useId();
  const create = useCreateSignatureRequest(caseId);
  const [documentId, setDocumentId] = useState(pdfs[0]?.documentId ?? '');
  const [signers, setSigners] = useState<Signers>('client');
  const [message, setMessage] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [dueIncomplete, setDueIncomplete] = useState(false);
  const [problem, setProblem] = useState<string>();

  async function send() {
    if (!documentId) {
      setProblem(t`Choose the PDF to sign`);
      return;
    }
    if (dueIncomplete) return;
    try {
      await create.mutateAsync({
        documentId,
        signers: signers === 'client' ? ['client'] : ['client', 'staff'],
        ...(message.trim() ? { message: message.trim() } : {}),
        ...(dueDate ? { dueDate } : {}),
      });
      toast.success(t`Signature request sent to the client`);
      onClose();
    } catch (error) {
      toast.error(t`The signature request was not sent`, { description: refusalMessage(error) });
    }
  }

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <FormField id={`${id}-document`} label={t`Document to sign (PDF)`} error={problem}>
        <Select id={`${id}-document`} value={documentId} onChange={(event) => setDocumentId(event.target.value)} {...controlAria(`${id}-document`, { error: problem })}>
          {pdfs.map((pdf) => (
            <option key={pdf.documentId} value={pdf.documentId}>
              {pdf.name}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id={`${id}-signers`} label={t`Who signs`}>
        <Select id={`${id}-signers`} value={signers} onChange={(event) => setSigners(event.target.value as Signers)}>
          <option value="client">{t`The client`}</option>
          <option value="client-staff">{t`The client, then a staff countersignature`}</option>
        </Select>
      </FormField>
      <FormField id={`${id}-message`} label={t`Message to the client (optional)`}>
        <Textarea id={`${id}-message`} rows={3} maxLength={SIGNATURE_LIMITS.message} value={message} onChange={(event) => setMessage(event.target.value)} />
      </FormField>
      <DateInput
        legend={t`Due date (optional)`}
        hint={t`Not signed by then, the request expires.`}
        value={dueDate}
        onChange={(value, incomplete) => {
          setDueDate(value);
          setDueIncomplete(incomplete);
        }}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={create.isPending}>
          <Trans>Send for signature</Trans>
        </Button>
      </div>
    </form>
  );
}
