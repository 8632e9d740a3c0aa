import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, Outlet, useParams } from 'react-router-dom';
import type { Case } from '@shared/cases/types';
import { StatusBadge } from '@/components/cases/case-badges';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { MailIcon, MessageIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminCase } from '../api/get-admin-case';
import { CaseDetailsCard } from '../components/case-details-card';
import { CaseEmailsCard } from '../components/case-emails-card';
import { CaseRetentionCard } from '../components/case-retention-card';
import { CaseQueryFallback, caseTitle } from '../components/case-query-fallback';
import { SendEmailDialog } from '../components/send-email-dialog';

/**
 * /admin/cases/{caseId} (and its nested routes): a case of the admin's org: the header (Edit Case, Send Email), the Case
 * Details card, then — nested routes — the case's documents and folders (index) or one folder's view,
 * and the e-mails sent to the client about the case.
 */
export function AdminCasePage() {
  const { caseId } = useParams<{ caseId: string }>();
  const caseQuery = useAdminCase(caseId);
  const item = caseQuery.data;
  const { t } = useLingui();
  useDocumentTitle(caseTitle(caseQuery, item?.caseName ?? t`Case`));

  if (!item) return <CaseQueryFallback query={caseQuery} />;
  return <CaseView item={item} />;
}

function CaseView({ item }: { item: Case }) {
  const [emailOpen, setEmailOpen] = useState(false);
  const { t } = useLingui();

  return (
    <>
      <p className="mb-4 text-sm">
        <Link to={paths.admin.cases.getHref()} className="font-medium text-brand-700 hover:text-brand-900 hover:underline">
          <span aria-hidden="true">←</span> <Trans>Back to cases</Trans>
        </Link>
      </p>
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-semibold tracking-tight break-words text-slate-900 sm:text-3xl">{item.caseName}</h1>
            <StatusBadge status={item.status} className="px-3 py-1 text-sm" />
            {item.discreet ? (
              <Badge tone="gray" title={t`The client's e-mails about this case name neither the case nor its category`}>
                <Trans>Discreet</Trans>
              </Badge>
            ) : null}
          </div>
          <p className="text-sm text-slate-600 sm:text-base">
            {item.caseNumber}
            {item.clientName ? ` · ${item.clientName}` : ''}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-3">
          <ButtonLink variant="outline" to={paths.admin.messages.getHref(item.caseId)}>
            <MessageIcon className="h-4 w-4" />
            <Trans>Messages</Trans>
          </ButtonLink>
          <Button variant="outline" onClick={() => setEmailOpen(true)}>
            <MailIcon className="h-4 w-4" />
            <Trans>Send Email</Trans>
          </Button>
          <ButtonLink to={paths.admin.editCase.getHref(item.caseId)}>
            <Trans>Edit Case</Trans>
          </ButtonLink>
        </div>
      </div>

      <CaseDetailsCard item={item} />

      <CaseRetentionCard item={item} />

      {/* The nested route (router.tsx): the case's documents and folders, or one folder; they read the case from here. */}
      <Outlet context={{ item }} />

      <CaseEmailsCard caseId={item.caseId} clientName={item.clientName} />

      <SendEmailDialog
        open={emailOpen}
        onClose={() => setEmailOpen(false)}
        caseId={item.caseId}
        clientName={item.clientName}
        caseName={item.caseName}
      />
    </>
  );
}
