import type { Case } from '@shared/cases/types';
import type { DeepLink } from '@/components/ui/deep-link';
import { MyActivityCard } from '@/features/activity/components/my-activity-card';
import { MyCaseDocuments } from '@/features/documents/components/my-case-documents';
import { CaseQuestionnairesCard } from '@/features/questionnaires/components/case-questionnaires-card';

/**
 * The lower part of the client's case page (questionnaires + documents + activity): the questionnaires
 * to fill (none: nothing shown), its documents (upload, shared
 * by the firm, their own) and what was done with them. A chunk of its own, loaded once the top of the
 * page is on screen: a phone's first view does not wait for the upload code.
 */
export function CaseDocumentsAndActivity({ item, clientName, target }: { item: Case; clientName: string; target: DeepLink }) {
  return (
    <>
      <CaseQuestionnairesCard caseId={item.caseId} staff={false} />
      <MyCaseDocuments item={item} clientName={clientName} target={target} />
      <MyActivityCard caseId={item.caseId} />
    </>
  );
}
