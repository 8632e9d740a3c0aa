import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { handler } from './list-org-case-emails';
import { indexKeys, keys } from '../../shared/core/table';
import { useHarness } from '../../test/unit/support/harness';
import { caseFixture } from '../../test/unit/support/records';
import { callRoute } from '../../test/unit/support/route-event';
import { TEST_TABLE } from '../../test/unit/support/harness';
import { caseItem, givenQueryPage, queries } from '../../test/unit/support/table';
import { ORG_ID, OTHER_ORG_ID, adminOfOrg, clientOfOrg } from '../../test/unit/support/users';

const aws = useHarness();

const listOrgCaseEmails = (as: { userId: string }, orgId: string, queryStringParameters?: Record<string, string>) =>
  callRoute(handler, { routeKey: 'GET /v1/admin/orgs/{orgId}/case-emails', pathParameters: { orgId }, queryStringParameters, as });

const kept = (messageId: string, caseId: string) => ({
  ...keys.caseEmail(messageId),
  GSI2PK: indexKeys.orgCaseEmails(ORG_ID),
  GSI2SK: indexKeys.byDate('2026-05-04T09:30:00.000Z', messageId),
  entity: 'CaseEmail',
  messageId,
  caseId,
  orgId: ORG_ID,
  senderId: adminOfOrg.userId,
  senderName: 'Alex Admin',
  senderEmail: 'alex@example.test',
  recipientEmail: 'client@example.test',
  recipientName: 'Casey Client',
  message: 'Your documents are due on Friday.',
  createdAt: '2026-05-04T09:30:00.000Z',
  delivery: 'sent',
  deliveredAt: '2026-05-04T09:30:02.000Z',
  failure: 'never shown',
});

describe('GET /v1/admin/orgs/{orgId}/case-emails', () => {
  it('answers the org’s e-mail log from GSI2, newest first, each with its case’s name and number, without the sender’s address or a failure reason', async () => {
    const theCase = caseFixture({ caseId: 'case-1', clientId: clientOfOrg.userId });
    givenQueryPage(aws.dynamo, [kept('m-1', 'case-1'), kept('m-2', 'case-gone')]);
    aws.dynamo.on(BatchGetCommand).resolves({ Responses: { [TEST_TABLE]: [caseItem(theCase)] } });

    const { status, body } = await listOrgCaseEmails(adminOfOrg, ORG_ID);

    expect(status).toBe(200);
    expect(queries(aws.dynamo)).toEqual([expect.objectContaining({ IndexName: 'GSI2', ExpressionAttributeValues: { ':pk': `ORG#${ORG_ID}#CASEMAILS` }, ScanIndexForward: false })]);
    expect(body.Items).toEqual([
      expect.objectContaining({ messageId: 'm-1', caseId: 'case-1', caseName: theCase.caseName, caseNumber: theCase.caseNumber, delivery: 'sent', senderName: 'Alex Admin' }),
      expect.not.objectContaining({ caseName: expect.anything() }),
    ]);
    expect(JSON.stringify(body)).not.toContain('never shown');
    expect(JSON.stringify(body)).not.toContain('alex@example.test');
  });

  it('refuses another org with 404 without querying', async () => {
    const { status } = await listOrgCaseEmails(adminOfOrg, OTHER_ORG_ID);
    expect(status).toBe(404);
    expect(queries(aws.dynamo)).toHaveLength(0);
  });

  it('refuses a client with 403', async () => {
    const { status } = await listOrgCaseEmails(clientOfOrg, ORG_ID);
    expect(status).toBe(403);
  });
});
