import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { type OrgCaseEmail, isAutomaticCaseEmail } from '@shared/cases/types';
import { PageHeader } from '@/components/layout/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { CompactTable } from '@/components/ui/compact-table';
import { FieldCard, FieldCardList } from '@/components/ui/field-cards';
import { LoadMore } from '@/components/ui/load-more';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOrgCaseEmails } from '../api/list-org-case-emails';
import { AutomaticEmailKind } from '../components/automatic-email';
import { DeliveryBadge, OnceEmailsLoad, SentAt, SentBy } from '../components/case-emails-card';

function CaseLink({ email }: { email: OrgCaseEmail }) {
  const { t } = useLingui();
  return (
    <Link to={paths.admin.case.getHref(email.caseId)} className="font-medium text-brand-700 hover:text-brand-900 hover:underline">
      {email.caseName ?? t`Deleted case`}
    </Link>
  );
}

/** Who sent an e-mail; an automatic one's kind below its mark. */
function Sender({ email }: { email: OrgCaseEmail }) {
  return (
    <>
      <SentBy email={email} />
      {isAutomaticCaseEmail(email) ? (
        <span className="block text-xs text-slate-500">
          <AutomaticEmailKind kind={email.kind} />
        </span>
      ) : null}
    </>
  );
}

/**
 * /admin/email: the firm's log of every e-mail sent about its cases, newest first: its staff's (Send
 * Email) and the portal's automatic ones (marked so, with their kind): when, which case, to whom, by
 * whom, and whether it was delivered. A card per e-mail below 640 px, a table from 640 px up.
 */
export function EmailLogPage() {
  const { user } = useAuth();
  const { t } = useLingui();
  useDocumentTitle(t`Email`);
  const query = useOrgCaseEmails(user?.orgId);
  const emails = query.data?.pages.flatMap((page) => page.Items) ?? [];
  const label = t`E-mails sent about cases`;
  const columns = { date: t`Date`, case: t`Case`, to: t`To`, sentBy: t`Sent By`, status: t`Status` };

  return (
    <>
      <PageHeader title={t`Email`} description={t`The e-mails sent about your cases, by your staff or automatically by the portal, and whether they were delivered.`} />
      <Card>
        <CardContent className="pt-6">
          <OnceEmailsLoad query={query}>
            {() =>
              emails.length === 0 ? (
                <p className="py-6 text-center text-sm text-slate-500">
                  <Trans>No emails sent yet. E-mails sent about your cases, from a case page (Send Email) or automatically, are listed here.</Trans>
                </p>
              ) : (
                <>
                  <FieldCardList label={label}>
                    {emails.map((email) => (
                      <FieldCard
                        key={email.messageId}
                        fields={[
                          { label: columns.date, value: <SentAt at={email.createdAt} /> },
                          { label: columns.case, value: <CaseLink email={email} /> },
                          { label: columns.to, value: `${email.recipientName} <${email.recipientEmail}>` },
                          { label: columns.sentBy, value: <Sender email={email} /> },
                          { label: columns.status, value: <DeliveryBadge delivery={email.delivery} /> },
                        ]}
                      />
                    ))}
                  </FieldCardList>
                  <div className="hidden sm:block">
                    <CompactTable label={label} columns={Object.values(columns).map((title) => ({ title }))} isEmpty={false} emptyText="">
                      {emails.map((email) => (
                        <tr key={email.messageId} className="align-top">
                          <td className="px-4 py-2 whitespace-nowrap text-slate-600">
                            <SentAt at={email.createdAt} />
                          </td>
                          <td className="px-4 py-2">
                            <CaseLink email={email} />
                            {email.caseNumber ? <span className="block text-xs text-slate-500">{email.caseNumber}</span> : null}
                          </td>
                          <td className="px-4 py-2 text-slate-900">
                            {email.recipientName}
                            <span className="block text-xs text-slate-500">{email.recipientEmail}</span>
                          </td>
                          <td className="px-4 py-2 whitespace-nowrap text-slate-600">
                            <Sender email={email} />
                          </td>
                          <td className="px-4 py-2 whitespace-nowrap">
                            <DeliveryBadge delivery={email.delivery} />
                          </td>
                        </tr>
                      ))}
                    </CompactTable>
                  </div>
                  <LoadMore query={query} />
                </>
              )
            }
          </OnceEmailsLoad>
        </CardContent>
      </Card>
    </>
  );
}
