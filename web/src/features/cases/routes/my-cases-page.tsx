import { useLingui } from '@lingui/react/macro';
import { CaseGrid } from '@/components/cases/case-grid';
import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useClientCasePages } from '../api/list-client-cases';

/** /client/cases: the signed-in client's own cases as cards, newest first. */
export function MyCasesPage() {
  const { user } = useAuth();
  const casesQuery = useClientCasePages(user?.userId);
  const { t } = useLingui();
  useDocumentTitle(t`My Cases`);

  return (
    <>
      <PageHeader title={t`My Cases`} description={t`View my cases and their details`} />
      <CaseGrid
        query={casesQuery}
        hrefFor={(caseId) => paths.client.case.getHref(caseId)}
        subject={t`your cases`}
        className="md:grid-cols-2"
      />
    </>
  );
}
