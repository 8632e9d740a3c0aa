/** DELETE /v1/admin/questionnaire-templates/{templateId}: deletes the firm's template of this id. */
import { questionnaireRoutes } from '../../shared/questionnaires/routes';
import { defineRoute } from '../core/define-route';
import { noContent } from '../core/http';
import { deleteFirmQuestionnaireTemplate } from './repository/templates';

export const handler = defineRoute(questionnaireRoutes.deleteQuestionnaireTemplate, async ({ caller, params }) => {
  // Only the caller's org's: a shipped template the firm had replaced is the portal's again.
  await deleteFirmQuestionnaireTemplate(caller.orgId, params.templateId);
  return noContent();
});
