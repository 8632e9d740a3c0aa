/**
 * Staff's view of the documents a questionnaire's answers call for (a spouse → the marriage
 * certificate, a child → their birth certificate): proposed, never added by themselves; staff request
 * each with one click, and one the case already asks for (by its title in either language) says so.
 */
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { proposedRequests, type ProposedRequest } from '@shared/questionnaires/proposals';
import type { AnswerValue, QuestionnaireSection } from '@shared/questionnaires/types';
import type { CaseRequests } from '@shared/requests/types';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { Language } from '@/lib/i18n';
import { apiPath, apiRequest } from '@/lib/api-client';
import { refusalMessage } from '@/lib/refusal-messages';
import { toast } from '@/lib/toast';

const requestsKey = (caseId: string) => ['questionnaires', 'case-requests', caseId] as const;
const sameTitle = (a: string | undefined, b: string) => Boolean(a) && a?.trim().toLowerCase() === b.trim().toLowerCase();

export function ProposedRequestsCard({
  caseId,
  sections,
  values,
  language,
}: {
  caseId: string;
  sections: readonly QuestionnaireSection[];
  values: Readonly<Record<string, AnswerValue | undefined>>;
  language: Language;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const proposals = useMemo(() => proposedRequests(sections, values), [sections, values]);
  const requests = useQuery({
    queryKey: requestsKey(caseId),
    queryFn: () => apiRequest<CaseRequests>(apiPath('listCaseRequests', { caseId }), { method: 'GET' }),
    enabled: proposals.length > 0,
  });
  const add = useMutation({
    mutationFn: (proposal: ProposedRequest) => apiRequest(apiPath('addCaseRequests', { caseId }), { method: 'POST', body: { items: [{ titles: proposal.titles }] } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestsKey(caseId) }),
  });
  if (proposals.length === 0) return null;
  const requested = (proposal: ProposedRequest) =>
    (requests.data?.items ?? []).some((item) => sameTitle(item.titles.en, proposal.titles.en) || sameTitle(item.titles.fr, proposal.titles.fr) || sameTitle(item.title, proposal.titles[language]));
  const request = async (proposal: ProposedRequest) => {
    try {
      await add.mutateAsync(proposal);
      toast.success(t`Document requested from the client`);
    } catch (error) {
      toast.error(refusalMessage(error));
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t`Documents these answers call for`}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-2">
        <p className="text-sm text-muted-foreground">{t`Proposed from the answers: nothing is requested until you choose it.`}</p>
        <ul className="space-y-2">
          {proposals.map((proposal) => (
            <li key={proposal.proposalId} className="flex flex-wrap items-center justify-between gap-2">
              <span data-user-content>{proposal.titles[language]}</span>
              {requested(proposal) ? (
                <span className="text-sm text-muted-foreground">{t`Already requested`}</span>
              ) : (
                <Button size="sm" variant="outline" disabled={add.isPending || requests.isPending} onClick={() => void request(proposal)}>
                  {t`Request this document`}
                </Button>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
