/** PUT /v1/admin/questionnaire-templates/{templateId}: creates or replaces the firm's template of this id. */
import { questionnaireRoutes } from '../../shared/questionnaires/routes';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { saveQuestionnaireTemplate } from './domain/save-template';

export const handler = defineRoute(questionnaireRoutes.saveQuestionnaireTemplate, async ({ caller, params, body }) =>
  ok(await saveQuestionnaireTemplate(caller, params.templateId, body)),
);
