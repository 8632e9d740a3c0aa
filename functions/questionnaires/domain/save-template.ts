/** Saving a firm's questionnaire template (apart from the listing, so that this route's bundle carries no shipped template's text). */
import { QUESTIONNAIRE_LIMITS } from '../../../shared/questionnaires/limits';
import { QUESTIONNAIRES } from '../../../shared/questionnaires/refusals';
import type { QuestionnaireTemplateBody } from '../../../shared/questionnaires/schemas';
import { templateProblem } from '../../../shared/questionnaires/template-check';
import type { ListedQuestionnaireTemplate } from '../../../shared/questionnaires/types';
import type { Caller } from '../../core/caller';
import { refusal } from '../../core/errors';
import { type FirmQuestionnaireTemplateRecord, listFirmQuestionnaireTemplates, putFirmQuestionnaireTemplate } from '../repository/templates';

const firmAnswer = ({ templateId, titles, description, sections }: FirmQuestionnaireTemplateRecord): ListedQuestionnaireTemplate => ({
  templateId,
  titles,
  ...(description ? { description } : {}),
  sections,
  origin: 'firm',
});

/** Saves the firm's template of this id, whole, once its own rules hold (ids unique, conditions on earlier questions…). */
export async function saveQuestionnaireTemplate(caller: Caller, templateId: string, body: QuestionnaireTemplateBody, now = new Date().toISOString()): Promise<ListedQuestionnaireTemplate> {
  const problem = templateProblem(body);
  if (problem) throw refusal(QUESTIONNAIRES.TEMPLATE_INVALID, { problem });
  const existing = await listFirmQuestionnaireTemplates(caller.orgId);
  const previous = existing.find((record) => record.templateId === templateId);
  if (!previous && existing.length >= QUESTIONNAIRE_LIMITS.templatesPerFirm) throw refusal(QUESTIONNAIRES.TEMPLATE_LIMIT);
  const record: FirmQuestionnaireTemplateRecord = {
    templateId,
    orgId: caller.orgId,
    titles: body.titles,
    ...(body.description ? { description: body.description } : {}),
    sections: body.sections,
    createdAt: previous?.createdAt ?? now,
    updatedAt: now,
    updatedBy: { userId: caller.userId, name: caller.name ?? caller.email ?? caller.userId },
  };
  await putFirmQuestionnaireTemplate(record);
  return firmAnswer(record);
}
