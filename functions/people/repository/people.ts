/** The people a case concerns: one item each in the case's partition (`CASE#{caseId}` / `PERSON#{personId}`), read by one Query. */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { PERSON_SK_PREFIX, keys, questionnaireKeys } from '../../../shared/core/table';
import type { Person } from '../../../shared/people/types';
import { deleteItems, keysInPartition } from '../../core/batch-delete';
import { config } from '../../core/config';
import { documentClient, withoutKeys } from '../../core/dynamodb';
import { queryAll } from '../../core/query-all';

/** A person as stored: the answer's fields, whose case it is and who added them. */
export interface PersonRecord extends Person {
  orgId: string;
  clientId: string;
  createdBy: { userId: string; name: string };
}

export function listPeopleOfCase(caseId: string): Promise<PersonRecord[]> {
  return queryAll<PersonRecord>({
    // The case item shares the partition: the SK condition keeps it (and the other features' items) out.
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.case(caseId).PK, ':prefix': PERSON_SK_PREFIX },
    ConsistentRead: true,
  });
}

export async function getPerson(caseId: string, personId: string): Promise<PersonRecord | undefined> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: config.tableName, Key: questionnaireKeys.person(caseId, personId) }));
  return Item ? withoutKeys<PersonRecord>(Item) : undefined;
}

export async function putPerson(record: PersonRecord): Promise<void> {
  await documentClient().send(
    new PutCommand({ TableName: config.tableName, Item: { ...questionnaireKeys.person(record.caseId, record.personId), entity: 'Person', ...record }, ConditionExpression: 'attribute_not_exists(PK)' }),
  );
}

/** Deletes every person of a destroyed case; answers how many. */
export async function destroyCasePeople(caseId: string): Promise<number> {
  return deleteItems(await keysInPartition(keys.case(caseId).PK, { prefix: PERSON_SK_PREFIX }));
}
