/**
 * Questionnaires in the table: one item each in its case's partition (`CASE#{caseId}` /
 * `QNR#{questionnaireId}`) holding its template's copy, its status, its answers (a map by question
 * id, each with who and when) and the firm's comments. Answers are set one map entry each, so two
 * devices saving different questions never lose each other's work, and the last write of a question
 * wins; every change is conditional on the status that allows it.
 */
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { QUESTIONNAIRE_SK_PREFIX, keys, questionnaireKeys } from '../../../shared/core/table';
import type { QuestionnaireStatus } from '../../../shared/questionnaires/constants';
import type { Answer, QuestionComment, QuestionnaireEvent, QuestionnaireSummary, Questionnaire } from '../../../shared/questionnaires/types';
import { deleteItems, keysInPartition } from '../../core/batch-delete';
import { config } from '../../core/config';
import { documentClient, isConditionFailure, withoutKeys } from '../../core/dynamodb';
import { queryAll } from '../../core/query-all';

/** A questionnaire as stored: the answer's fields but what is computed on reading, whose case it is, its revisions. */
export interface QuestionnaireRecord extends Omit<Questionnaire, 'missing' | 'gaps'> {
  orgId: string;
  clientId: string;
  /** Each save of answers adds 1: a submission is decided on the answers of one revision. */
  revision: number;
}

const itemOf = (record: QuestionnaireRecord) => ({ ...questionnaireKeys.questionnaire(record.caseId, record.questionnaireId), entity: 'Questionnaire', ...record });

export async function putQuestionnaire(record: QuestionnaireRecord): Promise<void> {
  await documentClient().send(new PutCommand({ TableName: config.tableName, Item: itemOf(record), ConditionExpression: 'attribute_not_exists(PK)' }));
}

export async function getQuestionnaireRecord(caseId: string, questionnaireId: string): Promise<QuestionnaireRecord | undefined> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: config.tableName, Key: questionnaireKeys.questionnaire(caseId, questionnaireId), ConsistentRead: true }));
  return Item ? withoutKeys<QuestionnaireRecord>(Item) : undefined;
}

/** The case's questionnaires without their questions and answers (a list reads little). */
export function listQuestionnairesOfCase(caseId: string): Promise<QuestionnaireSummary[]> {
  return queryAll<QuestionnaireSummary>({
    // The case item shares the partition: the SK condition keeps it (and the other features' items) out.
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.case(caseId).PK, ':prefix': QUESTIONNAIRE_SK_PREFIX },
    ProjectionExpression: 'questionnaireId, caseId, templateId, titles, personId, personName, #status, createdAt, updatedAt, submittedAt, acceptedAt',
    ExpressionAttributeNames: { '#status': 'status' },
    ConsistentRead: true,
  });
}

/** The case's questionnaires whole (their questions, answers, comments and history): a copy of the client's information reads them. */
export function listWholeQuestionnairesOfCase(caseId: string): Promise<QuestionnaireRecord[]> {
  return queryAll<QuestionnaireRecord>({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.case(caseId).PK, ':prefix': QUESTIONNAIRE_SK_PREFIX },
    ConsistentRead: true,
  });
}

const statusCondition = (allowed: readonly QuestionnaireStatus[]) => ({
  expression: `attribute_exists(PK) AND #status IN (${allowed.map((_, index) => `:allowed${index}`).join(', ')})`,
  values: Object.fromEntries(allowed.map((status, index) => [`:allowed${index}`, status])),
});

/**
 * Sets these answers (null: removes it), one map entry each, while the status is one of `allowed`;
 * answers the questionnaire after, or undefined when the status did not allow it (or it is gone).
 */
export async function setAnswers(
  caseId: string,
  questionnaireId: string,
  answers: ReadonlyArray<readonly [string, Answer | null]>,
  allowed: readonly QuestionnaireStatus[],
  now: string,
): Promise<QuestionnaireRecord | undefined> {
  const names: Record<string, string> = { '#answers': 'answers', '#status': 'status' };
  const values: Record<string, unknown> = { ':now': now, ':one': 1 };
  const sets = ['updatedAt = :now'];
  const removes: string[] = [];
  answers.forEach(([questionId, answer], index) => {
    names[`#q${index}`] = questionId;
    if (answer === null) removes.push(`#answers.#q${index}`);
    else {
      values[`:a${index}`] = answer;
      sets.push(`#answers.#q${index} = :a${index}`);
    }
  });
  const condition = statusCondition(allowed);
  try {
    const { Attributes } = await documentClient().send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: questionnaireKeys.questionnaire(caseId, questionnaireId),
        UpdateExpression: `SET ${sets.join(', ')} ADD revision :one${removes.length > 0 ? ` REMOVE ${removes.join(', ')}` : ''}`,
        ConditionExpression: condition.expression,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ...values, ...condition.values },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? withoutKeys<QuestionnaireRecord>(Attributes) : undefined;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

export interface StatusChange {
  to: QuestionnaireStatus;
  event: QuestionnaireEvent;
  /** Only while the answers are still of this revision (a submission decided on them). */
  revision?: number;
  comments?: QuestionComment[];
  submittedAt?: string;
  acceptedAt?: string;
  /** Attributes the change removes (an acceptance's date on reopening). */
  remove?: ReadonlyArray<'acceptedAt'>;
}

/** Moves the questionnaire from one of `from` to `change.to`; undefined when it was no longer in one of them (or its answers moved on). */
export async function changeStatus(caseId: string, questionnaireId: string, from: readonly QuestionnaireStatus[], change: StatusChange): Promise<QuestionnaireRecord | undefined> {
  const condition = statusCondition(from);
  const values: Record<string, unknown> = { ':to': change.to, ':event': [change.event], ':now': change.event.at, ...condition.values };
  const sets = ['#status = :to', 'history = list_append(history, :event)', 'updatedAt = :now'];
  if (change.comments) {
    values[':comments'] = change.comments;
    sets.push('comments = :comments');
  }
  if (change.submittedAt) {
    values[':submittedAt'] = change.submittedAt;
    sets.push('submittedAt = :submittedAt');
  }
  if (change.acceptedAt) {
    values[':acceptedAt'] = change.acceptedAt;
    sets.push('acceptedAt = :acceptedAt');
  }
  let expression = condition.expression;
  if (change.revision !== undefined) {
    values[':revision'] = change.revision;
    expression += ' AND revision = :revision';
  }
  const remove = change.remove && change.remove.length > 0 ? ` REMOVE ${change.remove.join(', ')}` : '';
  try {
    const { Attributes } = await documentClient().send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: questionnaireKeys.questionnaire(caseId, questionnaireId),
        UpdateExpression: `SET ${sets.join(', ')}${remove}`,
        ConditionExpression: expression,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? withoutKeys<QuestionnaireRecord>(Attributes) : undefined;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Deletes every questionnaire of a destroyed case; answers how many. */
export async function destroyCaseQuestionnaires(caseId: string): Promise<number> {
  return deleteItems(await keysInPartition(keys.case(caseId).PK, { prefix: QUESTIONNAIRE_SK_PREFIX }));
}
