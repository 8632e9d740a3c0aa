/**
 * The admin case page's 'Sent Emails' card: the e-mails sent about the case, newest first (date,
 * sender, the first lines of the message, delivery), with 'Load More'. The portal's own e-mails are
 * marked "Automatic", with their kind in place of a message.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { type ReactNode, useId } from 'react';
import { type CaseEmailDelivery, type CaseEmailEntry, isAutomaticCaseEmail } from '@shared/cases/types';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CompactTable } from '@/components/ui/compact-table';
import { FieldCard, FieldCardList } from '@/components/ui/field-cards';
import { InlineError, loadErrorText } from '@/components/ui/inline-error';
import { LoadMore } from '@/components/ui/load-more';
import { useFormat } from '@/lib/format';
import { truncate } from '@/lib/utils';
import { useCaseEmails } from '../api/list-case-emails';
import { AutomaticBadge, AutomaticEmailKind } from './automatic-email';

const DELIVERY: Record<CaseEmailDelivery, { label: MessageDescriptor; tone: BadgeTone }> = {
  queued: { label: msg`Sending`, tone: 'yellow' },
  sent: { label: msg`Sent`, tone: 'green' },
  failed: { label: msg`Not delivered`, tone: 'red' },
};

/** Whether an e-mail was delivered, as a badge. */
export function DeliveryBadge({ delivery }: { delivery: CaseEmailDelivery }) {
  const { i18n } = useLingui();
  const { label, tone } = DELIVERY[delivery];
  return <Badge tone={tone}>{i18n._(label)}</Badge>;
}

/** A list of e-mails as `children` shows it once loaded; until then, that it is loading, or why it could not load (with Retry). */
export function OnceEmailsLoad({
  query,
  children,
}: {
  query: { isPending: boolean; isError: boolean; data: unknown; error: unknown; refetch: () => unknown };
  children: () => ReactNode;
}) {
  const { t } = useLingui();
  if (query.isPending && !query.isError) {
    return (
      <p className="py-6 text-center text-sm text-slate-500">
        <Trans>Loading emails…</Trans>
      </p>
    );
  }
  if (query.isError && !query.data) return <InlineError onRetry={() => void query.refetch()}>{loadErrorText(t`the emails`, query.error)}</InlineError>;
  return children();
}

/** When an e-mail was sent: date and time (e-mails of one day are told apart by their time). */
export function SentAt({ at }: { at: string }) {
  const { formatDateTime } = useFormat();
  return <time dateTime={at}>{formatDateTime(at)}</time>;
}

/** The column names: the table's headings and the cards' labels. */
const COLUMN = { date: msg`Date`, sentBy: msg`Sent By`, message: msg`Message`, status: msg`Status` };

/** How many lines, and characters, of a message the list shows. */
const PREVIEW_LINES = 3;
const PREVIEW_CHARACTERS = 240;

/** The first lines of a message, blank lines left out. */
export function messagePreview(message: string): string {
  const lines = message.split(/\r\n|\r|\n/).filter((line) => line.trim() !== '');
  const preview = lines.slice(0, PREVIEW_LINES).join('\n');
  if (preview.length > PREVIEW_CHARACTERS) return truncate(preview, PREVIEW_CHARACTERS);
  return lines.length > PREVIEW_LINES ? `${preview}...` : preview;
}

/** Who sent an e-mail: the staff member, or "Automatic". */
export function SentBy({ email }: { email: CaseEmailEntry }) {
  return isAutomaticCaseEmail(email) ? <AutomaticBadge /> : <>{email.senderName}</>;
}

/** What an e-mail said: a staff message's first lines (as its author wrote them), an automatic e-mail's kind. */
function EmailText({ email }: { email: CaseEmailEntry }) {
  if (isAutomaticCaseEmail(email)) return <AutomaticEmailKind kind={email.kind} />;
  return (
    <span className="whitespace-pre-line" data-user-content>
      {messagePreview(email.message)}
    </span>
  );
}

/**
 * The sent e-mails: a card per message below 640 px (FieldCard, the columns as labelled lines), the
 * compact table from 640 px up; only one of the two is displayed at a width, so neither is read twice.
 */
function CaseEmailsTable({ messages, label }: { messages: readonly CaseEmailEntry[]; label: string }) {
  const { i18n, t } = useLingui();
  const [date, sentBy, text, status] = [i18n._(COLUMN.date), i18n._(COLUMN.sentBy), i18n._(COLUMN.message), i18n._(COLUMN.status)];
  const emptyText = t`No emails sent yet.`;
  // No message: the sentence, at every width.
  if (messages.length === 0) {
    return (
      <CompactTable label={label} columns={[]} isEmpty emptyText={emptyText}>
        {null}
      </CompactTable>
    );
  }
  return (
    <>
      <FieldCardList label={label}>
        {messages.map((message) => (
          <FieldCard
            key={message.messageId}
            fields={[
              { label: date, value: <SentAt at={message.createdAt} /> },
              { label: sentBy, value: <SentBy email={message} /> },
              { label: text, value: <EmailText email={message} /> },
              { label: status, value: <DeliveryBadge delivery={message.delivery} /> },
            ]}
          />
        ))}
      </FieldCardList>
      <div className="hidden sm:block">
        <CompactTable label={label} columns={[date, sentBy, text, status].map((title) => ({ title }))} isEmpty={false} emptyText={emptyText}>
          {messages.map((message) => (
            <tr key={message.messageId} className="align-top">
              <td className="px-4 py-2 whitespace-nowrap text-slate-600">
                <SentAt at={message.createdAt} />
              </td>
              <td className="px-4 py-2 whitespace-nowrap text-slate-600">
                <SentBy email={message} />
              </td>
              <td className="max-w-md px-4 py-2 break-words text-slate-900">
                <EmailText email={message} />
              </td>
              <td className="px-4 py-2 whitespace-nowrap">
                <DeliveryBadge delivery={message.delivery} />
              </td>
            </tr>
          ))}
        </CompactTable>
      </div>
    </>
  );
}

export function CaseEmailsCard({ caseId, clientName }: { caseId: string; clientName: string }) {
  const titleId = useId();
  const query = useCaseEmails(caseId);
  const messages = query.data?.pages.flatMap((page) => page.messages) ?? [];
  const { t } = useLingui();

  return (
    <Card role="region" aria-labelledby={titleId} className="mt-6">
      <CardHeader>
        <CardTitle id={titleId}>
          <Trans>Sent Emails</Trans>
        </CardTitle>
        <CardDescription>
          {clientName ? t`Messages e-mailed to ${clientName} about this case, and the portal's automatic e-mails.` : t`E-mails sent about this case.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <OnceEmailsLoad query={query}>
          {() => (
            <>
              <CaseEmailsTable messages={messages} label={t`Sent Emails`} />
              <LoadMore query={query} />
            </>
          )}
        </OnceEmailsLoad>
      </CardContent>
    </Card>
  );
}
