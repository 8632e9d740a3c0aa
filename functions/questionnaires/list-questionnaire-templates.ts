/** GET /v1/admin/questionnaire-templates: the portal's starting templates and the firm's own. */
import { questionnaireRoutes } from '../../shared/questionnaires/routes';
import { defineRoute } from '../core/define-route';
import { okList } from '../core/http';
import { listQuestionnaireTemplatesOfFirm } from './domain/templates';

export const handler = defineRoute(questionnaireRoutes.listQuestionnaireTemplates, async ({ caller }) => okList(await listQuestionnaireTemplatesOfFirm(caller.orgId)));
