/**
 * The admin case page's 'Sent Emails' card: the messages e-mailed to the case's client, newest first
 * (date, sender, the first lines of the message, delivery), with 'Load More'.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useId } from 'react';
import type { CaseMessage, CaseMessageDelivery } from '@shared/cases/types';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CompactTable } from '@/components/ui/compact-table';
import { InlineError, loadErrorText } from '@/components/ui/inline-error';
import { LoadMore } from '@/components/ui/load-more';
import { useFormat } from '@/lib/format';
import { truncate } from '@/lib/utils';
import { useCaseEmails } from '../api/list-case-emails';

const DELIVERY: Record<CaseMessageDelivery, { label: MessageDescriptor; tone: BadgeTone }> = {
  queued: { label: msg`Sending`, tone: 'yellow' },
  sent: { label: msg`Sent`, tone: 'green' },
  failed: { label: msg`Not delivered`, tone: 'red' },
};

const EMAIL_COLUMNS = [msg`Date`, msg`Sent By`, msg`Message`, msg`Status`];

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

function CaseEmailsTable({ messages, label }: { messages: readonly CaseMessage[]; label: string }) {
  const { i18n, t } = useLingui();
  // Date and time: e-mails of one day are told apart by their time.
  const { formatDateTime } = useFormat();
  const columns = EMAIL_COLUMNS.map((title) => ({ title: i18n._(title) }));
  return (
    <CompactTable label={label} columns={columns} isEmpty={messages.length === 0} emptyText={t`No emails sent yet.`}>
      {messages.map((message) => {
        const delivery = DELIVERY[message.delivery];
        return (
          <tr key={message.messageId} className="align-top">
            <td className="px-4 py-2 whitespace-nowrap text-slate-600">
              <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
            </td>
            <td className="px-4 py-2 whitespace-nowrap text-slate-600">{message.senderName}</td>
            <td className="max-w-md px-4 py-2 break-words whitespace-pre-line text-slate-900">{messagePreview(message.message)}</td>
            <td className="px-4 py-2 whitespace-nowrap">
              <Badge tone={delivery.tone}>{i18n._(delivery.label)}</Badge>
            </td>
          </tr>
        );
      })}
    </CompactTable>
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
        <CardDescription>{clientName ? t`Messages e-mailed to ${clientName} about this case.` : t`Messages e-mailed about this case.`}</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending && !query.isError ? (
          <p className="py-6 text-center text-sm text-slate-500">
            <Trans>Loading emails…</Trans>
          </p>
        ) : query.isError && !query.data ? (
          <InlineError onRetry={() => void query.refetch()}>{loadErrorText(t`the emails`, query.error)}</InlineError>
        ) : (
          <>
            <CaseEmailsTable messages={messages} label={t`Sent Emails`} />
            <LoadMore query={query} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
