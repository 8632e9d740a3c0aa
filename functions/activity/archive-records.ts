/**
 * The activity archive's writer (AWS only, infra/activity-archive.ts): the table's stream → this
 * function, filtered by Lambda to INSERTs of ACTIVITY# items. Each batch becomes one JSON Lines object
 * per firm in the Object Lock bucket — one line per record, the item as the table holds it — locked in
 * compliance mode until now + the firm's retention setting (`retentionYears` on the org item, read once
 * per firm per invocation). A failed put fails the batch: Lambda splits it and retries, and sends what
 * still fails to the archive's dead-letter queue. It never deletes anything, and may not.
 */
import { createHash } from 'node:crypto';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import middy from '@middy/core';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { archiveObjectKey, retainUntil, retentionYearsOf } from '../../shared/activity/archive';
import { ACTIVITY_PK_PREFIX, keys } from '../../shared/core/table';
import { config } from '../core/config';
import { documentClient } from '../core/dynamodb';
import { logger } from '../core/logger';

let s3: S3Client | undefined;
// As every S3 client of the portal (functions/documents/store): checksums only where asked for. Each put
// here asks for SHA-256 itself (ChecksumAlgorithm), which S3 requires of a put into an Object Lock bucket.
const s3Client = () => (s3 ??= new S3Client({ region: config.region, requestChecksumCalculation: 'WHEN_REQUIRED' }));

type Image = Parameters<typeof unmarshall>[0];

/** Records of an org gathered from a batch: their items as the table holds them, and the first stream record. */
interface OrgBatch {
  orgId: string;
  items: Record<string, unknown>[];
  firstEventId: string;
  firstWrittenAt: Date;
}

/** A new activity record's item, or undefined for anything else the stream might deliver (the filter should keep it out). */
function activityItem(record: DynamoDBRecord): Record<string, unknown> | undefined {
  if (record.eventName !== 'INSERT' || !record.dynamodb?.NewImage) return undefined;
  const item = unmarshall(record.dynamodb.NewImage as Image);
  return typeof item.PK === 'string' && item.PK.startsWith(ACTIVITY_PK_PREFIX) ? item : undefined;
}

/** The batch's activity records, grouped by firm, in stream order. */
export function groupByOrg(records: readonly DynamoDBRecord[]): OrgBatch[] {
  const groups = new Map<string, OrgBatch>();
  for (const record of records) {
    const item = activityItem(record);
    if (!item) continue;
    const orgId = typeof item.orgId === 'string' && item.orgId !== '' ? item.orgId : '_unknown';
    let group = groups.get(orgId);
    if (!group) {
      const seconds = record.dynamodb?.ApproximateCreationDateTime;
      group = {
        orgId,
        items: [],
        firstEventId: record.eventID ?? String(record.dynamodb?.SequenceNumber ?? 'unknown'),
        firstWrittenAt: seconds ? new Date(seconds * 1000) : new Date(),
      };
      groups.set(orgId, group);
    }
    group.items.push(item);
  }
  return [...groups.values()];
}

/** The firm's retention in years (its `retentionYears`, else the default), read once per firm per invocation. */
function retentionReader(): (orgId: string) => Promise<number> {
  const known = new Map<string, Promise<number>>();
  return (orgId) => {
    let years = known.get(orgId);
    if (!years) {
      years = (async () => {
        const result = await documentClient().send(
          new GetCommand({ TableName: config.tableName, Key: keys.org(orgId), ProjectionExpression: 'retentionYears' }),
        );
        return retentionYearsOf(result.Item?.retentionYears);
      })();
      known.set(orgId, years);
    }
    return years;
  };
}

async function archive(event: DynamoDBStreamEvent): Promise<void> {
  const groups = groupByOrg(event.Records ?? []);
  if (groups.length === 0) return;
  const retentionOf = retentionReader();
  const now = new Date();
  await Promise.all(
    groups.map(async (group) => {
      const years = await retentionOf(group.orgId);
      const body = `${group.items.map((item) => JSON.stringify(item)).join('\n')}\n`;
      const key = archiveObjectKey(group.orgId, group.firstWrittenAt, group.firstEventId);
      const retainedUntil = retainUntil(now, years);
      await s3Client().send(
        new PutObjectCommand({
          Bucket: config.activityArchiveBucket,
          Key: key,
          Body: body,
          ContentType: 'application/x-ndjson',
          // S3 refuses an Object Lock put without an integrity checksum (Content-MD5 or x-amz-checksum-*).
          ChecksumAlgorithm: 'SHA256',
          ChecksumSHA256: createHash('sha256').update(body).digest('base64'),
          ObjectLockMode: 'COMPLIANCE',
          ObjectLockRetainUntilDate: retainedUntil,
        }),
      );
      logger.info('Activity records archived', { orgId: group.orgId, key, records: group.items.length, retainUntil: retainedUntil.toISOString() });
    }),
  );
}

export const handler = middy<DynamoDBStreamEvent, void>().handler(archive);
