/**
 * Once, after issue 25 added the firm's e-mail log (GSI2 `ORG#{orgId}#CASEMAILS`): e-mails about cases
 * kept before it get their GSI2 keys, so the org-wide list (/admin/email) shows them too. Each item is
 * updated on its own, conditional on having no GSI2 key yet: running it again (or twice at once)
 * changes nothing twice. A migration, not request code (no function bundles it): it scans.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../../functions/core/config';
import { documentClient, isConditionFailure } from '../../functions/core/dynamodb';
import { caseEmailOrgKeys } from '../../functions/cases/repository/case-emails';
import { scanItems } from './scan-table';

export interface CaseEmailLogBackfillResult {
  /** Kept e-mails given their org log keys. */
  emailsUpdated: number;
}

export async function backfillCaseEmailLog(): Promise<CaseEmailLogBackfillResult> {
  const result: CaseEmailLogBackfillResult = { emailsUpdated: 0 };
  const unlogged = scanItems({ FilterExpression: 'entity = :email AND attribute_not_exists(GSI2PK)', ExpressionAttributeValues: { ':email': 'CaseEmail' } });
  for await (const tableItem of unlogged) {
    const { orgId, createdAt, messageId } = tableItem as { orgId?: string; createdAt?: string; messageId?: string };
    if (!orgId || !createdAt || !messageId) continue;
    const { GSI2PK, GSI2SK } = caseEmailOrgKeys({ orgId, createdAt, messageId });
    try {
      await documentClient().send(
        new UpdateCommand({
          TableName: config.tableName,
          Key: { PK: tableItem.PK, SK: tableItem.SK },
          ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(GSI2PK)',
          UpdateExpression: 'SET GSI2PK = :pk, GSI2SK = :sk',
          ExpressionAttributeValues: { ':pk': GSI2PK, ':sk': GSI2SK },
        }),
      );
      result.emailsUpdated += 1;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  return result;
}
