import { BatchGetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { writeWithUniqueNames } from './unique-names';
import { useHarness } from '../../../test/unit/support/harness';
import { transactionCancelled } from '../../../test/unit/support/table';

const { dynamo } = useHarness();

/** A folder whose guards and counters live in memory; transactions honour the guards' conditions. */
function folderWithNames(...existing: string[]) {
  const guards = new Set(existing.map((name) => `FOLDER#f-1#NAME#${name.toLowerCase()}`));
  const counters = new Map<string, number>();
  let transactions = 0;
  dynamo.on(TransactWriteCommand).callsFake((input: { TransactItems: Array<{ Put?: { Item: { PK: string } } }> }) => {
    transactions += 1;
    const items = input.TransactItems;
    const keys = items.map((item) => item.Put?.Item.PK ?? '');
    const codes = keys.map((key, i) => (key.includes('#NAME#') && (guards.has(key) || keys.indexOf(key) < i) ? 'ConditionalCheckFailed' : 'None'));
    if (codes.includes('ConditionalCheckFailed')) throw transactionCancelled(...codes);
    keys.filter((key) => key.includes('#NAME#')).forEach((key) => guards.add(key));
    return {};
  });
  dynamo.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, { Keys: Array<{ PK: string }> }> }) => ({
    Responses: Object.fromEntries(
      Object.entries(input.RequestItems).map(([table, request]) => [table, request.Keys.filter((key) => guards.has(key.PK)).map((key) => ({ PK: key.PK }))]),
    ),
  }));
  dynamo.on(UpdateCommand).callsFake((input: { Key: { PK: string }; ExpressionAttributeValues: { ':count': number } }) => {
    const taken = (counters.get(input.Key.PK) ?? 0) + input.ExpressionAttributeValues[':count'];
    counters.set(input.Key.PK, taken);
    return { Attributes: { taken } };
  });
  return { transactions: () => transactions, guards };
}

const write = (names: string[]) => writeWithUniqueNames('f-1', names, names.map((_, i) => `d-${i}`), () => []);

describe('unique names in a folder', () => {
  it('keeps a free name as it is, in one transaction', async () => {
    const folder = folderWithNames();
    await expect(write(['scan.pdf'])).resolves.toEqual(['scan.pdf']);
    expect(folder.transactions()).toBe(1);
  });

  it('numbers a name taken in the same batch, whatever its case, without a refused transaction', async () => {
    const folder = folderWithNames();
    await expect(write(['scan.pdf', 'SCAN.pdf', 'Scan.PDF'])).resolves.toEqual(['scan.pdf', 'SCAN (1).pdf', 'Scan (2).PDF']);
    expect(folder.transactions()).toBe(1);
  });

  it('gives the 51st and the 200th scan.pdf of a folder a name, in one transaction each', async () => {
    const folder = folderWithNames('scan.pdf');
    const names: string[] = [];
    for (let i = 0; i < 200; i += 1) names.push(...(await write(['scan.pdf'])));
    expect(names[49]).toBe('scan (50).pdf');
    expect(names[199]).toBe('scan (200).pdf');
    expect(new Set(names).size).toBe(200);
    expect(folder.transactions()).toBe(200);
  });

  it('numbers the copies of a taken name in the order of the batch', async () => {
    folderWithNames('passport.pdf');
    await expect(write(['passport.pdf', 'passport.pdf', 'notes.txt'])).resolves.toEqual(['passport (1).pdf', 'passport (2).pdf', 'notes.txt']);
  });

  it('takes the next number when a numbered name was typed by someone', async () => {
    folderWithNames('scan.pdf', 'scan (1).pdf');
    await expect(write(['scan.pdf'])).resolves.toEqual(['scan (2).pdf']);
  });
});

it('takes a fresh number when a name is taken between the read and the write', async () => {
  const folder = folderWithNames();
  dynamo.on(BatchGetCommand).resolvesOnce({ Responses: {} });
  folder.guards.add('FOLDER#f-1#NAME#scan.pdf');
  await expect(write(['scan.pdf'])).resolves.toEqual(['scan (1).pdf']);
  expect(folder.transactions()).toBe(2);
});
