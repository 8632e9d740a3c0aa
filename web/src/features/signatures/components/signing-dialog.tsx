import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { SIGNATURE_CODE_DIGITS, SIGNATURE_LIMITS } from '@shared/signatures/limits';
import type { SignatureCodeSent, SignatureRequest } from '@shared/signatures/types';
import { controlAria, FormField } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useFormat } from '@/lib/format';
import { refusalMessage } from '@/lib/refusal-messages';
import { toast } from '@/lib/toast';
import { useSendSignatureCode } from '../api/send-signature-code';
import { useDeclineSignatureRequest, useSignSignatureRequest } from '../api/sign-signature-request';
import { useViewSignatureRequest } from '../api/view-signature-request';
import { SignaturePad } from './signature-pad';

/** What the page shows of the document to sign (the documents feature's preview), by id and name. */
export type RenderDocument = (documentId: string, name: string) => ReactNode;

const CODE_PATTERN = new RegExp(`^\\d{${SIGNATURE_CODE_DIGITS}}$`);

/** What the signing screen is given: the case, the request to sign, how to show its document, and what to do once closed or signed. */
interface SigningProps {
  caseId: string;
  request: SignatureRequest;
  renderDocument: RenderDocument;
  onClose: () => void;
  onSigned?: (request: SignatureRequest) => void;
}

/**
 * The signing screen (opening it tells the firm the document was viewed): the whole document (the page's preview), the firm's message, then "Send me a
 * code" (a one-time code e-mailed now, which confirms who signs), the code, the signer's typed name
 * (and, if they wish, a drawn signature) and their consent to sign electronically; Sign, or Decline with a reason the firm reads.
 */
export function SigningDialog({ request, ...props }: Omit<SigningProps, 'request'> & { request: SignatureRequest | undefined }) {
  const { t } = useLingui();
  const name = request?.documentName ?? '';
  return (
    <Dialog open={request !== undefined} onClose={props.onClose} title={t`Sign ${name}`} className="max-w-4xl">
      {request ? <SigningForm {...props} request={request} /> : null}
    </Dialog>
  );
}

interface Problems {
  code?: string;
  typedName?: string;
  consent?: string;
  reason?: string;
}

function SigningForm({ caseId, request, renderDocument, onClose, onSigned }: SigningProps) {
  const { t } = useLingui();
  const id = useId();
  const sendCode = useSendSignatureCode(caseId, request.signatureRequestId);
  const sign = useSignSignatureRequest(caseId, request.signatureRequestId);
  const decline = useDeclineSignatureRequest(caseId, request.signatureRequestId);
  const [sent, setSent] = useState<SignatureCodeSent>();
  const [code, setCode] = useState('');
  const [typedName, setTypedName] = useState('');
  const [drawing, setDrawing] = useState<string>();
  const [consent, setConsent] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const { mutate: markViewed } = useViewSignatureRequest(caseId, request.signatureRequestId);
  const viewed = useRef(false);

  // Once per opening; a failure only leaves the request unmarked, the signer goes on reading.
  useEffect(() => {
    if (viewed.current) return;
    viewed.current = true;
    markViewed();
  }, [markViewed]);

  async function askForCode() {
    try {
      setSent(await sendCode.mutateAsync());
    } catch (error) {
      toast.error(t`The code could not be sent`, { description: refusalMessage(error) });
    }
  }

  async function submitSignature() {
    const found: Problems = {
      ...(CODE_PATTERN.test(code.trim()) ? {} : { code: t`Enter the code from the e-mail` }),
      ...(typedName.trim() ? {} : { typedName: t`Type your full name` }),
      ...(consent ? {} : { consent: t`Tick the box to consent to sign electronically` }),
    };
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    try {
      const signed = await sign.mutateAsync({ code: code.trim(), typedName: typedName.trim(), consent: true, ...(drawing ? { drawing } : {}) });
      toast.success(signed.status === 'signed' ? t`Signed. The signed document is in the case's documents.` : t`Signed. The firm countersigns next.`);
      onSigned?.(signed);
      onClose();
    } catch (error) {
      toast.error(t`The document was not signed`, { description: refusalMessage(error) });
    }
  }

  async function submitDecline() {
    if (!reason.trim()) {
      setProblems({ reason: t`Say why you decline to sign` });
      return;
    }
    try {
      await decline.mutateAsync({ reason: reason.trim() });
      toast.success(t`You declined to sign. The firm is told why.`);
      onClose();
    } catch (error) {
      toast.error(t`Could not decline`, { description: refusalMessage(error) });
    }
  }

  return (
    <div className="space-y-5">
      {request.message ? (
        <div className="rounded-md bg-slate-50 p-3 text-sm text-slate-700" role="note" aria-label={t`Message from the firm`}>
          <p className="font-medium text-slate-900">
            <Trans>Message from the firm</Trans>
          </p>
          <p className="whitespace-pre-line" data-user-content="">
            {request.message}
          </p>
        </div>
      ) : null}
      <section aria-label={t`The document to sign`}>{renderDocument(request.documentId, request.documentName)}</section>

      {declining ? (
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submitDecline();
          }}
        >
          <FormField id={`${id}-reason`} label={t`Why do you decline to sign?`} hint={t`The firm reads your reason.`} error={problems.reason}>
            <Textarea
              id={`${id}-reason`}
              rows={3}
              maxLength={SIGNATURE_LIMITS.declineReason}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              {...controlAria(`${id}-reason`, { hint: 'yes', error: problems.reason })}
            />
          </FormField>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => setDeclining(false)}>
              <Trans>Back</Trans>
            </Button>
            <Button type="submit" variant="destructive" disabled={decline.isPending}>
              <Trans>Decline to sign</Trans>
            </Button>
          </div>
        </form>
      ) : (
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submitSignature();
          }}
        >
          <div className="space-y-2">
            <p className="text-sm text-slate-700">
              <Trans>To confirm it is you, we e-mail you a one-time code now.</Trans>
            </p>
            <Button variant={sent ? 'outline' : 'primary'} onClick={() => void askForCode()} disabled={sendCode.isPending}>
              {sent ? <Trans>Send me a new code</Trans> : <Trans>Send me a code</Trans>}
            </Button>
            {sent ? <CodeSent sent={sent} /> : null}
          </div>
          <FormField id={`${id}-code`} label={t`Code from the e-mail`} error={problems.code}>
            <Input
              id={`${id}-code`}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={SIGNATURE_CODE_DIGITS}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              {...controlAria(`${id}-code`, { error: problems.code })}
            />
          </FormField>
          <FormField id={`${id}-name`} label={t`Your full name, as your signature`} error={problems.typedName}>
            <Input
              id={`${id}-name`}
              autoComplete="name"
              maxLength={SIGNATURE_LIMITS.typedName}
              value={typedName}
              onChange={(event) => setTypedName(event.target.value)}
              className="font-serif text-lg italic"
              {...controlAria(`${id}-name`, { error: problems.typedName })}
            />
          </FormField>
          <SignaturePad id={`${id}-drawing`} onChange={setDrawing} />
          <div className="space-y-1">
            <div className="flex items-start gap-3">
              <input
                id={`${id}-consent`}
                type="checkbox"
                checked={consent}
                onChange={(event) => setConsent(event.target.checked)}
                className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-300 accent-brand-800"
                {...controlAria(`${id}-consent`, { error: problems.consent })}
              />
              <label htmlFor={`${id}-consent`} className="text-sm text-slate-700">
                <Trans>I have read the whole document and I agree to sign it electronically; my electronic signature binds me as my handwritten signature would.</Trans>
              </label>
            </div>
            {problems.consent ? (
              <p id={`${id}-consent-error`} className="text-sm text-red-600">
                {problems.consent}
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => setDeclining(true)}>
              <Trans>Decline</Trans>
            </Button>
            <Button type="submit" disabled={sign.isPending}>
              <Trans>Sign</Trans>
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

function CodeSent({ sent }: { sent: SignatureCodeSent }) {
  const { formatDateTime } = useFormat();
  const sentTo = sent.sentTo;
  const until = formatDateTime(sent.expiresAt);
  return (
    <p className="text-sm text-slate-600" role="status">
      <Trans>
        Code sent to {sentTo}. It works until {until}.
      </Trans>
    </p>
  );
}
