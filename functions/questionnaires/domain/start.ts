/**
 * Starting a questionnaire: a copy of the template the firm applies (its own or the portal's), about
 * a person on the file (their name and date of birth kept with it). Apart from the other changes so
 * that only this route's bundle carries the shipped templates' text.
 */
import { randomUUID } from 'node:crypto';
import type { Case } from '../../../shared/cases/types';
import { PEOPLE } from '../../../shared/people/refusals';
import { QUESTIONNAIRE_LIMITS } from '../../../shared/questionnaires/limits';
import { QUESTIONNAIRES } from '../../../shared/questionnaires/refusals';
import type { CreateQuestionnaireBody } from '../../../shared/questionnaires/schemas';
import { caseOfOrg, getCaseById } from '../../cases';
import type { Caller } from '../../core/caller';
import { refusal } from '../../core/errors';
import { getPerson } from '../../people';
import { type QuestionnaireRecord, listQuestionnairesOfCase, putQuestionnaire } from '../repository/questionnaires';
import { actorOf } from './questionnaires';
import { findQuestionnaireTemplateOfFirm } from './templates';

export async function startQuestionnaire(caller: Caller, caseId: string, body: CreateQuestionnaireBody, now = new Date().toISOString()): Promise<{ caseRecord: Case; record: QuestionnaireRecord }> {
  const [found, template, person, existing] = await Promise.all([
    getCaseById(caseId),
    findQuestionnaireTemplateOfFirm(caller.orgId, body.templateId),
    body.personId ? getPerson(caseId, body.personId) : Promise.resolve(undefined),
    listQuestionnairesOfCase(caseId),
  ]);
  const caseRecord = caseOfOrg(caller, found);
  if (!template) throw refusal(QUESTIONNAIRES.TEMPLATE_UNKNOWN);
  if (body.personId && !person) throw refusal(PEOPLE.PERSON_MISSING);
  if (existing.length >= QUESTIONNAIRE_LIMITS.perCase) throw refusal(QUESTIONNAIRES.TOO_MANY_ON_CASE);
  const personName = person?.name ?? caseRecord.clientName;
  const record: QuestionnaireRecord = {
    questionnaireId: randomUUID(),
    caseId,
    orgId: caseRecord.orgId,
    clientId: caseRecord.clientId,
    templateId: template.templateId,
    titles: template.titles,
    ...(template.description ? { description: template.description } : {}),
    sections: template.sections,
    ...(person ? { personId: person.personId } : {}),
    ...(personName ? { personName } : {}),
    ...(person?.dateOfBirth ? { dateOfBirth: person.dateOfBirth } : {}),
    status: 'open',
    answers: {},
    comments: [],
    history: [{ action: 'created', by: actorOf(caller), at: now }],
    createdAt: now,
    updatedAt: now,
    revision: 0,
  };
  await putQuestionnaire(record);
  return { caseRecord, record };
}

