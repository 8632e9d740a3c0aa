import { createHash } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { RETENTION_YEARS, archiveObjectKey, retainUntil, retentionYearsOf } from '../../shared/activity/archive';
import { keys } from '../../shared/core/table';
import { useHarness } from '../../test/unit/support/harness';
import { lambdaContext } from '../../test/unit/support/route-event';
import { ORG_ID, OTHER_ORG_ID } from '../../test/unit/support/users';
import { handler } from './archive-records';

const aws = useHarness();
const ARCHIVE_BUCKET = 'unit-test-activity-archive';
const NOW = new Date('2026-11-27T04:30:00.000Z');
/** When the stream saw the first record (seconds, as DynamoDB Streams sends it). */
const WRITTEN_AT_SECONDS = Date.parse('2026-11-27T04:29:58Z') / 1000;

beforeAll(() => {
  process.env.ACTIVITY_ARCHIVE_BUCKET = ARCHIVE_BUCKET;
});
beforeEach(() => {
  jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
});
afterEach(() => {
  jest.useRealTimers();
});

/** An activity record as the table holds it (keys and index attributes included). */
function activityItem(chain: string, seq: number, orgId: string, extra: Record<string, unknown> = {}) {
  const SK = `SEQ#${String(seq).padStart(10, '0')}`;
  return {
    PK: `ACTIVITY#${chain}`,
    SK,
    GSI2PK: `ACTIVITY#${chain}#ACTOR#u-1`,
    GSI2SK: SK,
    entity: 'activity',
    chain,
    seq,
    at: '2026-11-27T04:29:58.000Z',
    kind: 'case.viewed',
    actor: { userId: 'u-1', name: 'Ada Admin', role: 'admin' },
    orgId,
    caseId: chain.replace('CASE#', ''),
    details: { fields: ['caseName'] },
    prevHash: '0'.repeat(64),
    hash: 'a'.repeat(64),
    ...extra,
  };
}

let eventCounter = 0;
function streamRecord(item: Record<string, unknown>, eventName: DynamoDBRecord['eventName'] = 'INSERT'): DynamoDBRecord {
  eventCounter += 1;
  return {
    eventID: `event${eventCounter}`,
    eventName,
    eventSource: 'aws:dynamodb',
    awsRegion: 'ca-central-1',
    dynamodb: {
      ApproximateCreationDateTime: WRITTEN_AT_SECONDS,
      Keys: marshall({ PK: item.PK, SK: item.SK }) as never,
      ...(eventName === 'REMOVE' ? { OldImage: marshall(item) as never } : { NewImage: marshall(item, { removeUndefinedValues: true }) as never }),
      SequenceNumber: String(1000 + eventCounter),
      StreamViewType: 'NEW_IMAGE',
    },
  };
}

const archive = (...records: DynamoDBRecord[]) => handler({ Records: records } as DynamoDBStreamEvent, lambdaContext);
const puts = () => aws.s3.commandCalls(PutObjectCommand).map((call) => call.args[0].input);
const linesOf = (body: unknown) =>
  String(body)
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
const setRetention = (orgId: string, retentionYears: unknown) => {
  aws.table.put({ ...(aws.table.get(keys.org(orgId)) as Record<string, unknown>), ...keys.org(orgId), retentionYears } as never);
};

describe('the activity archive writer', () => {
  it('writes one JSON Lines object per firm, each line a record as the table holds it, in stream order', async () => {
    const first = activityItem('CASE#c-1', 1, ORG_ID);
    const second = activityItem('CASE#c-1', 2, ORG_ID, { details: undefined });
    const other = activityItem('ORG#' + OTHER_ORG_ID, 7, OTHER_ORG_ID);
    await archive(streamRecord(first), streamRecord(other), streamRecord(second));

    const written = puts();
    expect(written).toHaveLength(2);
    const mine = written.find((input) => input.Key?.includes(`org=${ORG_ID}/`));
    const theirs = written.find((input) => input.Key?.includes(`org=${OTHER_ORG_ID}/`));
    const { details: _none, ...secondAsStored } = second;
    expect(linesOf(mine?.Body)).toEqual([first, secondAsStored]);
    expect(linesOf(theirs?.Body)).toEqual([other]);
    expect(mine).toEqual(
      expect.objectContaining({
        Bucket: ARCHIVE_BUCKET,
        ContentType: 'application/x-ndjson',
        ObjectLockMode: 'COMPLIANCE',
      }),
    );
    expect(String(mine?.Body).endsWith('\n')).toBe(true);
  });

  it('names each object by firm and day, after the first record it holds', async () => {
    const record = streamRecord(activityItem('CASE#c-1', 1, ORG_ID));
    await archive(record, streamRecord(activityItem('CASE#c-1', 2, ORG_ID)));
    const key = puts()[0]?.Key;
    expect(key).toBe(archiveObjectKey(ORG_ID, new Date(WRITTEN_AT_SECONDS * 1000), record.eventID as string));
    expect(key).toMatch(new RegExp(`^activity/org=${ORG_ID}/day=2026-11-27/20261127T042958Z-${record.eventID}\\.jsonl$`));
  });

  it('locks each object until now + the firm\'s retention setting', async () => {
    setRetention(ORG_ID, 9);
    await archive(streamRecord(activityItem('CASE#c-1', 1, ORG_ID)));
    expect(puts()[0]?.ObjectLockRetainUntilDate).toEqual(new Date('2035-11-27T04:30:00.000Z'));
  });

  it(`locks for ${RETENTION_YEARS.default} years when the firm has no retention setting`, async () => {
    const org = { ...(aws.table.get(keys.org(OTHER_ORG_ID)) as Record<string, unknown>) };
    delete org.retentionYears;
    aws.table.put(org as never);
    await archive(streamRecord(activityItem('ORG#' + OTHER_ORG_ID, 1, OTHER_ORG_ID)));
    expect(puts()[0]?.ObjectLockRetainUntilDate).toEqual(new Date('2033-11-27T04:30:00.000Z'));
  });

  it('locks for the default when the org item itself cannot be found', async () => {
    await archive(streamRecord(activityItem('ORG#gone', 1, 'org-gone')));
    expect(puts()[0]?.ObjectLockRetainUntilDate).toEqual(retainUntil(NOW, RETENTION_YEARS.default));
  });

  it('reads each firm\'s setting once per invocation, however many of its records the batch holds', async () => {
    await archive(...[1, 2, 3].map((seq) => streamRecord(activityItem('CASE#c-1', seq, ORG_ID))), streamRecord(activityItem('CASE#c-9', 1, OTHER_ORG_ID)));
    const reads = aws.dynamo.commandCalls(GetCommand).map((call) => call.args[0].input.Key);
    expect(reads).toEqual(expect.arrayContaining([keys.org(ORG_ID), keys.org(OTHER_ORG_ID)]));
    expect(reads).toHaveLength(2);
  });

  it('sends the SHA-256 of the body, which S3 requires of an Object Lock put', async () => {
    await archive(streamRecord(activityItem('CASE#c-1', 1, ORG_ID)));
    const [input] = puts();
    expect(input?.ChecksumAlgorithm).toBe('SHA256');
    expect(input?.ChecksumSHA256).toBe(createHash('sha256').update(String(input?.Body)).digest('base64'));
  });

  it('ignores what the stream filter should have kept out: other items, changes and removals', async () => {
    await archive(
      streamRecord({ PK: 'CASE#c-1', SK: 'CASE', orgId: ORG_ID, caseName: 'Not activity' }),
      streamRecord(activityItem('CASE#c-1', 1, ORG_ID), 'MODIFY'),
      streamRecord(activityItem('CASE#c-1', 2, ORG_ID), 'REMOVE'),
    );
    expect(puts()).toEqual([]);
    expect(aws.dynamo.commandCalls(GetCommand)).toEqual([]);
  });

  it('fails the batch when a put fails, so that Lambda splits and retries it', async () => {
    aws.s3.on(PutObjectCommand).rejects(new Error('SlowDown'));
    await expect(archive(streamRecord(activityItem('CASE#c-1', 1, ORG_ID)))).rejects.toThrow('SlowDown');
  });
});

describe('the firm\'s retention setting, read defensively', () => {
  it.each([
    [undefined, 7],
    [null, 7],
    ['', 7],
    ['abc', 7],
    [7.5, 7],
    [6, 6],
    [10, 10],
    ['8', 8],
    [3, 6],
    [25, 10],
  ])('%p → %p years', (value, years) => {
    expect(retentionYearsOf(value)).toBe(years);
  });

  it('counts whole years from the same day and time', () => {
    expect(retainUntil(new Date('2028-02-29T12:00:00Z'), 6).toISOString()).toBe('2034-03-01T12:00:00.000Z');
  });
});
