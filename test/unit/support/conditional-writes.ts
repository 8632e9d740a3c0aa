/**
 * The fake table answering conditional writes as DynamoDB would, for the conditions and updates the
 * notice windows use (functions/mail/notice-windows.ts): `attribute_(not_)exists(PK)`, `#a = :v`,
 * `#a > :v`, `size(#a) < :v` joined by AND; `SET` of values, `list_append`, `#a + :v` and
 * `if_not_exists`. Any other condition fails the test, so a write the fake cannot judge is never
 * taken as allowed. Races and redeliveries then behave as they would against the real table.
 */
import { PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TransactItem } from '../../../functions/core/transact';
import type { Harness } from './harness';
import { type TableItem, transactionCancelled } from './table';

type Names = Record<string, string>;
type Values = Record<string, unknown>;

function holds(item: TableItem | undefined, condition: string | undefined, names: Names = {}, values: Values = {}): boolean {
  if (!condition) return true;
  return condition.split(' AND ').every((part) => {
    if (part === 'attribute_not_exists(PK)') return item === undefined;
    if (part === 'attribute_exists(PK)') return item !== undefined;
    const compare = /^(#\w+) (=|>) (:\w+)$/.exec(part);
    if (compare) {
      const [, name, operator, value] = compare as unknown as [string, string, string, string];
      const current = item?.[names[name] as string];
      return operator === '=' ? current === values[value] : current !== undefined && String(current) > String(values[value]);
    }
    const size = /^size\((#\w+)\) < (:\w+)$/.exec(part);
    if (size) return ((item?.[names[size[1] as string] as string] as unknown[] | undefined)?.length ?? 0) < (values[size[2] as string] as number);
    throw new Error(`The test's table does not evaluate ${part}`);
  });
}

function updated(item: TableItem, expression: string, names: Names, values: Values): TableItem {
  const next: TableItem = { ...item };
  for (const assignment of expression.replace(/^SET /, '').split(/, (?=#)/)) {
    const [target, source] = assignment.split(' = ') as [string, string];
    const field = names[target] as string;
    const append = /^list_append\((#\w+), (:\w+)\)$/.exec(source);
    const add = /^(#\w+) \+ (:\w+)$/.exec(source);
    const ifAbsent = /^if_not_exists\((#\w+), (:\w+)\)$/.exec(source);
    if (append) next[field] = [...(item[names[append[1] as string] as string] as unknown[]), ...(values[append[2] as string] as unknown[])];
    else if (add) next[field] = (item[names[add[1] as string] as string] as number) + (values[add[2] as string] as number);
    else if (ifAbsent) next[field] = item[names[ifAbsent[1] as string] as string] ?? values[ifAbsent[2] as string];
    else next[field] = values[source];
  }
  return next;
}

/** Puts, transactions and updates on `aws.table`, their conditions evaluated (call in a beforeEach, after the harness's). */
export function givenConditionalWrites(aws: Pick<Harness, 'dynamo' | 'table'>): void {
  aws.dynamo.on(PutCommand).callsFake((input: { Item: TableItem }) => {
    aws.table.put(input.Item);
    return {};
  });
  aws.dynamo.on(TransactWriteCommand).callsFake((input: { TransactItems: TransactItem[] }) => {
    const writes = input.TransactItems.map((entry) => {
      const put = entry.Put;
      const update = entry.Update;
      const key = (put ? { PK: put.Item?.PK, SK: put.Item?.SK } : update?.Key) as { PK: string; SK: string };
      const current = aws.table.get(key);
      const write = put ?? update;
      const ok = holds(current, write?.ConditionExpression, write?.ExpressionAttributeNames, write?.ExpressionAttributeValues as Values);
      return {
        ok,
        apply: () =>
          aws.table.put(put ? (put.Item as TableItem) : updated(current as TableItem, update?.UpdateExpression ?? '', update?.ExpressionAttributeNames ?? {}, update?.ExpressionAttributeValues as Values)),
      };
    });
    if (writes.some((write) => !write.ok)) throw transactionCancelled(...writes.map((write) => (write.ok ? 'None' : 'ConditionalCheckFailed')));
    for (const write of writes) write.apply();
    return {};
  });
  aws.dynamo.on(UpdateCommand).callsFake(
    (input: { Key: { PK: string; SK: string }; ConditionExpression?: string; UpdateExpression: string; ExpressionAttributeNames: Names; ExpressionAttributeValues: Values }) => {
      const current = aws.table.get(input.Key);
      if (!holds(current, input.ConditionExpression, input.ExpressionAttributeNames, input.ExpressionAttributeValues)) {
        throw Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' });
      }
      const next = updated(current as TableItem, input.UpdateExpression, input.ExpressionAttributeNames, input.ExpressionAttributeValues);
      aws.table.put(next);
      return { Attributes: next };
    },
  );
}
