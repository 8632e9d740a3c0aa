import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { Language } from '@shared/settings/language';
import { SIGNATURE_LIMITS } from '@shared/signatures/limits';
import { controlAria, FormField } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import { DateInput } from '@/components/ui/date-input';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { refusalMessage } from '@/lib/refusal-messages';
import { toast } from '@/lib/toast';
import { useCreateSignatureRequest } from '../api/create-signature-request';
import { useCreateTemplateDocument } from '../api/create-template-document';

/** A PDF of the case that can be sent for signature. */
export interface SignablePdf {
  documentId: string;
  name: string;
}

type Signers = 'client' | 'client-staff';

/** The document's choice: a PDF of the case by id, or the service agreement template in a language. */
const TEMPLATE_CHOICES: Record<string, Language> = { 'template:retainer:en': 'en', 'template:retainer:fr': 'fr' };

/**
 * Request signature: the PDF (one of the case's, or the service agreement made from the firm's
 * template, in English or French, with the case's fields and the fees as typed), who signs (the client;
 * or the client, then staff), a message and a due date.
 */
export function RequestSignatureDialog({
  caseId,
  pdfs,
  open,
  onClose,
  onDocumentMade,
}: {
  caseId: string;
  pdfs: readonly SignablePdf[];
  open: boolean;
  onClose: () => void;
  onDocumentMade?: () => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onClose={onClose} title={t`Request signature`} description={t`The client is told by e-mail and signs in the portal.`}>
      <RequestForm caseId={caseId} pdfs={pdfs} onClose={onClose} onDocumentMade={onDocumentMade} />
    </Dialog>
  );
}

function RequestForm({ caseId, pdfs, onClose, onDocumentMade }: { caseId: string; pdfs: readonly SignablePdf[]; onClose: () => void; onDocumentMade?: () => void }) {
  const { t } = useLingui();
  const id = useId();
  const create = useCreateSignatureRequest(caseId);
  const make = useCreateTemplateDocument(caseId, onDocumentMade);
  const [documentId, setDocumentId] = useState(pdfs[0]?.documentId ?? 'template:retainer:en');
  const [fees, setFees] = useState('');
  const [feesProblem, setFeesProblem] = useState<string>();
  const templateLanguage = TEMPLATE_CHOICES[documentId];
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
    if (templateLanguage && !fees.trim()) {
      setFeesProblem(t`Type the fees, as the agreement will state them`);
      return;
    }
    if (dueIncomplete) return;
    try {
      const toSign = templateLanguage ? (await make.mutateAsync({ templateId: 'retainer', language: templateLanguage, fields: { fees: fees.trim() } })).documentId : documentId;
      await create.mutateAsync({
        documentId: toSign,
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
          {pdfs.length > 0 ? (
            <optgroup label={t`The case's PDFs`}>
              {pdfs.map((pdf) => (
                <option key={pdf.documentId} value={pdf.documentId}>
                  {pdf.name}
                </option>
              ))}
            </optgroup>
          ) : null}
          <optgroup label={t`Made from the firm's template`}>
            <option value="template:retainer:en">{t`Service agreement, in English`}</option>
            <option value="template:retainer:fr">{t`Service agreement, in French`}</option>
          </optgroup>
        </Select>
      </FormField>
      {templateLanguage ? (
        <FormField
          id={`${id}-fees`}
          label={t`Fees`}
          hint={t`As the agreement states them, e.g. $2,500 plus taxes. The client's name, the case's name and number and today's date are filled in.`}
          error={feesProblem}
        >
          <Input
            id={`${id}-fees`}
            maxLength={SIGNATURE_LIMITS.templateField}
            value={fees}
            onChange={(event) => setFees(event.target.value)}
            {...controlAria(`${id}-fees`, { hint: 'yes', error: feesProblem })}
          />
        </FormField>
      ) : null}
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
        <Button type="submit" disabled={create.isPending || make.isPending}>
          <Trans>Send for signature</Trans>
        </Button>
      </div>
    </form>
  );
}
