/** The firm's own stage sets: one item, `ORG#{orgId}` / `STAGES`, replaced whole (at most 30 sets of 20 stages: ~60 KB). */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { NOT_FOUND } from '../../../shared/core/refusals';
import { keys } from '../../../shared/core/table';
import type { StageSet } from '../../../shared/progress/types';
import { config } from '../../core/config';
import { documentClient } from '../../core/dynamodb';
import { transactWrite } from '../../core/transact';

export interface FirmStageSets {
  sets: StageSet[];
  updatedAt?: string;
  updatedBy?: { userId: string; name: string };
}

/** The firm's own sets (none saved: an empty list). */
export async function getFirmStageSets(orgId: string, options: { consistent?: boolean } = {}): Promise<FirmStageSets> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: config.tableName, Key: keys.orgStageSets(orgId), ConsistentRead: options.consistent }),
  );
  if (!Item) return { sets: [] };
  return {
    sets: (Item.sets as StageSet[] | undefined) ?? [],
    ...(typeof Item.updatedAt === 'string' ? { updatedAt: Item.updatedAt } : {}),
    ...(Item.updatedBy ? { updatedBy: Item.updatedBy as { userId: string; name: string } } : {}),
  };
}

/** Replaces the firm's sets; the org must exist (else 404 ORG), checked in the same transaction. */
export async function putFirmStageSets(orgId: string, saved: Required<FirmStageSets>): Promise<void> {
  await transactWrite([
    { item: { Put: { TableName: config.tableName, Item: { ...keys.orgStageSets(orgId), entity: 'StageSets', orgId, ...saved } } } },
    {
      item: { ConditionCheck: { TableName: config.tableName, Key: keys.org(orgId), ConditionExpression: 'attribute_exists(PK)' } },
      onConflict: NOT_FOUND.ORG,
    },
  ]);
}
