/** A firm's questionnaire templates: one item each in the org's partition (`ORG#{orgId}` / `QTEMPLATE#{templateId}`), listed by one Query. */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { QUESTIONNAIRE_TEMPLATE_SK_PREFIX, keys, questionnaireKeys } from '../../../shared/core/table';
import { QUESTIONNAIRES } from '../../../shared/questionnaires/refusals';
import type { QuestionnaireTemplate } from '../../../shared/questionnaires/types';
import { config } from '../../core/config';
import { documentClient, isConditionFailure, withoutKeys } from '../../core/dynamodb';
import { refusal } from '../../core/errors';
import { queryAll } from '../../core/query-all';

export interface FirmQuestionnaireTemplateRecord extends QuestionnaireTemplate {
  orgId: string;
  createdAt: string;
  updatedAt: string;
  updatedBy: { userId: string; name: string };
}

export function listFirmQuestionnaireTemplates(orgId: string): Promise<FirmQuestionnaireTemplateRecord[]> {
  return queryAll<FirmQuestionnaireTemplateRecord>({
    // The org item shares the partition: the SK condition keeps it out.
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.org(orgId).PK, ':prefix': QUESTIONNAIRE_TEMPLATE_SK_PREFIX },
  });
}

export async function getFirmQuestionnaireTemplate(orgId: string, templateId: string): Promise<FirmQuestionnaireTemplateRecord | undefined> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: config.tableName, Key: questionnaireKeys.questionnaireTemplate(orgId, templateId), ConsistentRead: true }));
  return Item ? withoutKeys<FirmQuestionnaireTemplateRecord>(Item) : undefined;
}

export async function putFirmQuestionnaireTemplate(record: FirmQuestionnaireTemplateRecord): Promise<void> {
  await documentClient().send(
    new PutCommand({ TableName: config.tableName, Item: { ...questionnaireKeys.questionnaireTemplate(record.orgId, record.templateId), entity: 'QuestionnaireTemplate', ...record } }),
  );
}

/** Deletes a template of the firm; none of that id: QUESTIONNAIRES.TEMPLATE_MISSING. */
export async function deleteFirmQuestionnaireTemplate(orgId: string, templateId: string): Promise<void> {
  try {
    await documentClient().send(
      new DeleteCommand({ TableName: config.tableName, Key: questionnaireKeys.questionnaireTemplate(orgId, templateId), ConditionExpression: 'attribute_exists(PK)' }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw refusal(QUESTIONNAIRES.TEMPLATE_MISSING);
    throw error;
  }
}
