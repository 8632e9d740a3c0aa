/**
 * Questionnaire templates as a firm sees them: the portal's starting ones
 * (shared/questionnaires/shipped) and the firm's own, where a firm's template of a shipped id
 * replaces the shipped one for that firm only. Another org's templates are never read: every key holds
 * the caller's org.
 */
import { SHIPPED_QUESTIONNAIRE_TEMPLATES, findShippedQuestionnaireTemplate } from '../../../shared/questionnaires/shipped';
import type { ListedQuestionnaireTemplate, QuestionnaireTemplate } from '../../../shared/questionnaires/types';
import {
  type FirmQuestionnaireTemplateRecord,
  getFirmQuestionnaireTemplate,
  listFirmQuestionnaireTemplates,
} from '../repository/templates';

const asTemplate = ({ templateId, titles, description, sections }: QuestionnaireTemplate): QuestionnaireTemplate => ({
  templateId,
  titles,
  ...(description ? { description } : {}),
  sections,
});
const firmAnswer = (record: FirmQuestionnaireTemplateRecord): ListedQuestionnaireTemplate => ({ ...asTemplate(record), origin: 'firm' });
const portalAnswer = (template: QuestionnaireTemplate): ListedQuestionnaireTemplate => ({ ...asTemplate(template), origin: 'portal' });

/** The shipped templates in their order (each replaced by the firm's version when it has one), then the firm's own, oldest first. */
export async function listQuestionnaireTemplatesOfFirm(orgId: string): Promise<ListedQuestionnaireTemplate[]> {
  const firmTemplates = await listFirmQuestionnaireTemplates(orgId);
  const byId = new Map(firmTemplates.map((record) => [record.templateId, record]));
  const shipped = SHIPPED_QUESTIONNAIRE_TEMPLATES.map((template) => {
    const replaced = byId.get(template.templateId);
    return replaced ? firmAnswer(replaced) : portalAnswer(template);
  });
  const own = firmTemplates
    .filter((record) => !findShippedQuestionnaireTemplate(record.templateId))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.templateId.localeCompare(b.templateId))
    .map(firmAnswer);
  return [...shipped, ...own];
}

/** The template of this id the org applies: its own (or its version of a shipped one), else the shipped one. */
export async function findQuestionnaireTemplateOfFirm(orgId: string, templateId: string): Promise<ListedQuestionnaireTemplate | undefined> {
  const firmTemplate = await getFirmQuestionnaireTemplate(orgId, templateId);
  if (firmTemplate) return firmAnswer(firmTemplate);
  const shipped = findShippedQuestionnaireTemplate(templateId);
  return shipped ? portalAnswer(shipped) : undefined;
}

