import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { REQUEST_LIMITS } from '@shared/requests/limits';
import { decideRequestBody, type DecideRequestBody } from '@shared/requests/schemas';
import { DateField, TextareaField } from '@/components/form/fields';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { refusalMessage } from '@/lib/refusal-messages';
import { useDecideCaseRequest } from '../api/decide-case-request';
import { present, schemaResolver } from './schema-resolver';

/** The decision being made on one item, and its title in the reader's language. */
export interface Decision {
  kind: 'accept' | 'reject' | 'waive';
  requestId: string;
  title: string;
}

/** Accept (an optional expiry date), Reject (a reason the client reads) or Waive, each in its dialog. */
export function DecideDialog({ caseId, decision, onClose }: { caseId: string; decision: Decision | undefined; onClose: () => void }) {
  const { t } = useLingui();
  const title = decision?.title ?? '';
  const heading = decision?.kind === 'accept' ? t`Accept ${title}` : decision?.kind === 'reject' ? t`Reject ${title}` : t`Waive ${title}`;
  const description =
    decision?.kind === 'accept'
      ? t`It counts toward the case's readiness.`
      : decision?.kind === 'reject'
        ? t`The client reads your reason and uploads the document again.`
        : t`The client is no longer asked for this document. To ask again, add it again.`;
  return (
    <Dialog open={decision !== undefined} onClose={onClose} title={heading} description={description}>
      {decision ? <DecideForm caseId={caseId} decision={decision} onClose={onClose} /> : null}
    </Dialog>
  );
}

interface DecideValues {
  reason: string;
  expiresOn: string;
}

const STATUS_OF = { accept: 'accepted', reject: 'rejected', waive: 'waived' } as const;

/** The form's values as the PATCH body, checked with its schema (decideRequestBody); a missing reason is the reason field's. */
const resolverFor = (kind: Decision['kind']) =>
  schemaResolver<DecideValues, DecideRequestBody>(
    decideRequestBody,
    (values) => ({ status: STATUS_OF[kind], reason: present(values.reason), expiresOn: kind === 'accept' ? present(values.expiresOn) : undefined }),
    ([field]) => (field === 'expiresOn' ? 'expiresOn' : 'reason'),
  );

function DecideForm({ caseId, decision, onClose }: { caseId: string; decision: Decision; onClose: () => void }) {
  const { t } = useLingui();
  const decide = useDecideCaseRequest(caseId);
  const form = useForm<DecideValues, unknown, DecideRequestBody>({ resolver: resolverFor(decision.kind), defaultValues: { reason: '', expiresOn: '' } });
  const id = useId();
  const { kind, title } = decision;

  const save = form.handleSubmit(async (body) => {
    try {
      await decide.mutateAsync({ requestId: decision.requestId, body });
      toast.success(kind === 'accept' ? t`${title} accepted` : kind === 'reject' ? t`${title} rejected: the client was told why` : t`${title} waived`);
      onClose();
    } catch (error) {
      toast.error(t`Could not save the decision`, { description: refusalMessage(error) });
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void save(event)} className="space-y-4">
        {kind === 'accept' ? (
          <DateField<DecideValues>
            name="expiresOn"
            legend={t`Expiry date (optional)`}
            hint={t`When the document expires, e.g. a passport or a police certificate.`}
          />
        ) : null}
        {kind === 'reject' ? (
          <TextareaField<DecideValues>
            id={`${id}-reason`}
            name="reason"
            label={t`Reason`}
            hint={t`Say what is wrong and what to send instead: the client reads it.`}
            required
            rows={3}
            maxLength={REQUEST_LIMITS.reason}
          />
        ) : (
          <TextareaField<DecideValues> id={`${id}-note`} name="reason" label={t`Note (optional)`} rows={2} maxLength={REQUEST_LIMITS.reason} />
        )}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant={kind === 'reject' ? 'destructive' : 'primary'} disabled={decide.isPending}>
            {kind === 'accept' ? <Trans>Accept</Trans> : kind === 'reject' ? <Trans>Reject</Trans> : <Trans>Waive</Trans>}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
