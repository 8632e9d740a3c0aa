/**
 * A case's questionnaires on its page: each with its status and a link to fill (the client) or review
 * it (staff); staff send a new one from a template, about a person on the file.
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { paths } from '@/config/paths';
import { refusalMessage } from '@/lib/refusal-messages';
import { toast } from '@/lib/toast';
import { useCasePeople, useCaseQuestionnaires, useQuestionnaireTemplates, useStartQuestionnaire } from '../api/questionnaires';
import { labelIn } from './answer-field';
import { StatusBadge } from './status-badge';

function StartQuestionnaire({ caseId }: { caseId: string }) {
  const { t, i18n } = useLingui();
  const language = i18n.locale === 'fr' ? 'fr' : 'en';
  const templates = useQuestionnaireTemplates();
  const people = useCasePeople(caseId);
  const start = useStartQuestionnaire(caseId);
  const [templateId, setTemplateId] = useState('');
  const [personId, setPersonId] = useState('');
  const send = async () => {
    try {
      await start.mutateAsync({ templateId, ...(personId ? { personId } : {}) });
      toast.success(t`Questionnaire sent to the client`);
      setTemplateId('');
    } catch (error) {
      toast.error(refusalMessage(error));
    }
  };
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <Select aria-label={t`Questionnaire template`} value={templateId} onChange={(event) => setTemplateId(event.target.value)}>
        <option value="">{t`Choose a questionnaire`}</option>
        {(templates.data ?? []).map((template) => (
          <option key={template.templateId} value={template.templateId}>
            {labelIn(template.titles, language)}
          </option>
        ))}
      </Select>
      <Select aria-label={t`About`} value={personId} onChange={(event) => setPersonId(event.target.value)}>
        <option value="">{t`The principal applicant`}</option>
        {(people.data ?? []).map((person) => (
          <option key={person.personId} value={person.personId}>
            {person.name}
          </option>
        ))}
      </Select>
      <Button disabled={!templateId || start.isPending} onClick={() => void send()}>
        {t`Send questionnaire`}
      </Button>
    </div>
  );
}

export function CaseQuestionnairesCard({ caseId, staff }: { caseId: string; staff: boolean }) {
  const { t, i18n } = useLingui();
  const language = i18n.locale === 'fr' ? 'fr' : 'en';
  const questionnaires = useCaseQuestionnaires(caseId);
  const items = questionnaires.data ?? [];
  if (!staff && items.length === 0) return null;
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>{t`Questionnaires`}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {items.length === 0 ? <p className="text-sm text-muted-foreground">{t`No questionnaire yet.`}</p> : null}
        <ul className="space-y-2">
          {items.map((item) => (
            <li key={item.questionnaireId} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                {labelIn(item.titles, language)}
                {item.personName ? <span className="text-sm text-muted-foreground"> — {item.personName}</span> : null}
              </span>
              <span className="flex items-center gap-2">
                <StatusBadge status={item.status} />
                <ButtonLink size="sm" variant="outline" to={staff ? paths.admin.questionnaire.getHref(caseId, item.questionnaireId) : paths.client.questionnaire.getHref(caseId, item.questionnaireId)}>
                  {staff ? t`Open` : item.status === 'open' || item.status === 'returned' ? t`Fill in` : t`View`}
                </ButtonLink>
              </span>
            </li>
          ))}
        </ul>
        {staff ? <StartQuestionnaire caseId={caseId} /> : null}
      </CardContent>
    </Card>
  );
}
