/** GET /v1/admin/cases/{caseId}/questionnaires/{questionnaireId}/export?format=json|pdf&language=en|fr|both: the answers for IRCC's forms. */
import { questionnaireRoutes } from '../../shared/questionnaires/routes';
import { noteCaseActivity } from '../core/activity';
import { defineRoute } from '../core/define-route';
import { type JsonResult, ok } from '../core/http';
import { exportJson, exportPdf } from './domain/export';
import { questionnaireDetails, readForStaff, toQuestionnaire } from './domain/questionnaires';

/** A file name of the questionnaire's template and the case number (ASCII: it travels in a header). */
const fileNameOf = (templateId: string, caseNumber: string) => `${templateId}-${caseNumber}`.replace(/[^A-Za-z0-9._-]+/g, '-');

export const handler = defineRoute(questionnaireRoutes.exportQuestionnaire, async ({ caller, params, query }) => {
  const { caseRecord, record } = await readForStaff(caller, params.caseId, params.questionnaireId);
  const format = query.format ?? 'json';
  noteCaseActivity(caseRecord, 'questionnaire.exported', { details: { ...questionnaireDetails(record), format } });
  const questionnaire = toQuestionnaire(record);
  const fileName = fileNameOf(record.templateId, caseRecord.caseNumber);
  if (format === 'json') return ok(exportJson(questionnaire, caseRecord));
  const pdf = exportPdf(questionnaire, caseRecord, query.language ?? caller.language ?? 'en');
  // A binary answer: API Gateway decodes the base64 body (the local gateway too).
  const file: JsonResult<unknown> = {
    statusCode: 200,
    headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${fileName}.pdf"`, 'cache-control': 'private, no-store' },
    body: pdf.toString('base64'),
    isBase64Encoded: true,
  };
  return file;
});
