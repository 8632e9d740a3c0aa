/**
 * Names unique within a folder, found in constant time. A guard item per name (case-insensitive)
 * makes a name unique; when a name is taken — by an earlier item, or by another file of the same
 * batch — its copy takes the next number of a per-name counter ("scan.pdf" → "scan (1).pdf",
 * "scan (2).pdf", …), reserved for all the batch's copies of a name in one atomic update, instead of
 * trying numbers one by one: the 500th
 * `scan.pdf` of a folder costs what the second does, and no real case reaches a limit.
 */
import { BatchGetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../../shared/core/table';
import { DOCUMENTS } from '../../../shared/documents/refusals';
import { config } from '../../core/config';
import { documentClient } from '../../core/dynamodb';
import { refusal } from '../../core/errors';
import { type GuardedWrite, type TransactItem, isConflict, transactWrite } from '../../core/transact';

/**
 * Rounds before giving up: a round fails only when a name was taken between the read of the guards
 * and the write, or a numbered name was itself typed by someone ("scan (3).pdf" uploaded as such) —
 * each round takes fresh numbers, so this is never reached.
 */
const MAX_ROUNDS = 8;

/** "report.pdf" → "report (1).pdf", "report (2).pdf", …: the extension is kept. */
export function numberedName(name: string, n: number): string {
  if (n === 0) return name;
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)} (${n}).${name.slice(dot + 1)}` : `${name} (${n})`;
}

/**
 * The indexes of names to number before the first write: every copy of a name the folder already
 * has, and every later copy of a name repeated in the list (case-insensitively), in list order.
 */
export function namesToNumber(names: readonly string[], takenInFolder: ReadonlySet<string>): number[] {
  const seen = new Set<string>();
  return names.flatMap((name, i) => {
    const folded = name.toLowerCase();
    const repeated = seen.has(folded);
    seen.add(folded);
    return repeated || takenInFolder.has(folded) ? [i] : [];
  });
}

/** Which of these names the folder already has (lower-cased), read in one BatchGetItem of their guards. */
async function takenNames(folderId: string, names: readonly string[]): Promise<Set<string>> {
  const distinct = [...new Set(names.map((name) => name.toLowerCase()))];
  const { Responses } = await documentClient().send(
    new BatchGetCommand({
      RequestItems: { [config.tableName]: { Keys: distinct.map((name) => keys.itemName(folderId, name)), ProjectionExpression: 'PK' } },
    }),
  );
  const found = new Set((Responses?.[config.tableName] ?? []).map((guard) => String(guard.PK)));
  return new Set(distinct.filter((name) => found.has(keys.itemName(folderId, name).PK)));
}

/**
 * A read of which names a folder already has, started ahead (while a completion checks the bytes), so
 * that the recording does not wait for it. Used only for exactly these names in this folder; a failed
 * read is made again by the recording.
 */
export interface NamesReadAhead {
  folderId: string;
  names: readonly string[];
  taken: Promise<Set<string> | undefined>;
}

export function readNamesAhead(folderId: string, names: readonly string[]): NamesReadAhead {
  return { folderId, names: [...names], taken: takenNames(folderId, names).catch(() => undefined) };
}

const sameNames = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((name, i) => name === b[i]);

/** The names of `names` the folder already has: the read made ahead when it asked about these very names, else a read now. */
async function takenNow(folderId: string, names: readonly string[], ahead: NamesReadAhead | undefined): Promise<Set<string>> {
  const early = ahead && ahead.folderId === folderId && sameNames(ahead.names, names) ? await ahead.taken : undefined;
  return early ?? takenNames(folderId, names);
}

function nameGuard(folderId: string, name: string, itemId: string): TransactItem {
  return {
    Put: {
      TableName: config.tableName,
      Item: { ...keys.itemName(folderId, name), entity: 'NameGuard', itemId },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

/** Reserves the next `count` numbers of `name` in the folder (1 the first time it is taken) in one atomic update: the first of them. */
async function reserveNumbers(folderId: string, name: string, count: number): Promise<number> {
  const { Attributes } = await documentClient().send(
    new UpdateCommand({
      TableName: config.tableName,
      Key: keys.nameCounter(folderId, name),
      UpdateExpression: 'SET entity = :entity ADD taken :count',
      ExpressionAttributeValues: { ':entity': 'NameCounter', ':count': count },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(Attributes?.taken ?? count) - count + 1;
}

/** Numbers the names at `taken` (in list order, one counter update per distinct name). */
async function numberTaken(folderId: string, names: readonly string[], taken: readonly number[], chosen: string[]): Promise<void> {
  const byName = new Map<string, number[]>();
  for (const i of taken) {
    const folded = (names[i] ?? '').toLowerCase();
    byName.set(folded, [...(byName.get(folded) ?? []), i]);
  }
  await Promise.all(
    [...byName.values()].map(async (indexes) => {
      const first = await reserveNumbers(folderId, names[indexes[0] ?? 0] ?? '', indexes.length);
      indexes.forEach((i, k) => (chosen[i] = numberedName(names[i] ?? '', first + k)));
    }),
  );
}

/**
 * Writes items that each need a unique name in `folderId`: a taken name gets the next number of its
 * counter ("name (n).ext"), never overwrites. `build` makes the transaction's other writes for the
 * names chosen so far; the name guards go last, so that a conflict of the other writes (reported
 * first) wins over a taken name. `ahead` is a read of the taken names already under way. Answers the
 * names written.
 */
export async function writeWithUniqueNames(
  folderId: string,
  names: readonly string[],
  ids: readonly string[],
  build: (chosen: string[]) => GuardedWrite[],
  ahead?: NamesReadAhead,
): Promise<string[]> {
  const chosen = [...names];
  // Names already taken are numbered at once: one transaction in the usual case, copies in batch order.
  let taken = namesToNumber(names, await takenNow(folderId, names, ahead));
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    await numberTaken(folderId, names, taken, chosen);
    const writes = build(chosen);
    const guards: GuardedWrite[] = chosen.map((name, i) => ({ item: nameGuard(folderId, name, ids[i] ?? ''), onConflict: DOCUMENTS.NAME_TAKEN }));
    try {
      await transactWrite([...writes, ...guards]);
      return chosen;
    } catch (error) {
      if (!isConflict(error, DOCUMENTS.NAME_TAKEN)) throw error;
      // Which names were taken (the reasons come in item order); all of them when DynamoDB did not say.
      const guardReasons = error.cancellationReasons.slice(writes.length);
      taken = chosen.flatMap((_, i) => (guardReasons.length === 0 || guardReasons[i] === 'ConditionalCheckFailed' ? [i] : []));
      if (taken.length === 0) taken = chosen.map((_, i) => i);
    }
  }
  throw refusal(DOCUMENTS.NO_FREE_NAME);
}

/** The name a numbered copy was numbered from ("a (2).pdf" → "a.pdf"); a name without a number is its own. */
export function unnumberedName(name: string): string {
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  const match = /^(.*) \(\d+\)$/.exec(stem);
  return match?.[1] ? `${match[1]}${extension}` : name;
}
