/**
 * Discretion through the sending function (functions/send-mail.ts), from the records as they are
 * stored: a refugee claim stored before cases could be discreet (no `discreet`) is discreet, a case
 * set not discreet is named, and the firm's `discreetCases` makes any case discreet. DynamoDB and
 * SES are mocked.
 */
import { SESv2Client, SendEmailCommand, type SendEmailCommandInput } from '@aws-sdk/client-sesv2';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { useHarness } from '../../../test/unit/support/harness';
import { caseFixture, orgFixture } from '../../../test/unit/support/records';
import { lambdaContext } from '../../../test/unit/support/route-event';
import { sqsEvent } from '../../../test/unit/support/sqs-event';
import { type TableItem, caseItem, orgItem, userItem } from '../../../test/unit/support/table';
import { ORG_ID, clientOfOrg } from '../../../test/unit/support/users';
import { type MailEvent, handler } from '../../send-mail';

const aws = useHarness();
const ses = mockClient(SESv2Client);

const deliver = (event: MailEvent) => handler(sqsEvent(JSON.stringify(event)), lambdaContext);
const sentEmails = (): SendEmailCommandInput[] => ses.commandCalls(SendEmailCommand).map((call) => call.args[0].input);
const subjectOf = (email: SendEmailCommandInput | undefined) => email?.Content?.Simple?.Subject?.Data ?? '';
const textOf = (email: SendEmailCommandInput | undefined) => email?.Content?.Simple?.Body?.Text?.Data ?? '';

/** A case item as it was stored before cases could be discreet: no `discreet` at all. */
function storedWithoutDiscreet(overrides: Parameters<typeof caseFixture>[0]): TableItem {
  const { discreet: _discreet, ...item } = caseItem(caseFixture(overrides));
  return item;
}

const opened = (caseId: string): MailEvent => ({ kind: 'caseOpened', eventId: `case-opened:${caseId}`, orgId: ORG_ID, caseId });

beforeAll(() => {
  Object.assign(process.env, { PORTAL_URL: 'https://portal.firm.test', MAIL_FROM: 'portal@firm.test' });
});

beforeEach(() => {
  ses.reset();
  ses.on(SendEmailCommand).resolves({ MessageId: 'ses-1' });
  aws.table.put(userItem(clientOfOrg));
  aws.dynamo.on(PutCommand).callsFake((input: { Item: TableItem }) => {
    aws.table.put(input.Item);
    return {};
  });
  aws.dynamo.on(UpdateCommand).resolves({});
});

afterAll(() => ses.restore());

describe('discreet e-mails from the stored records', () => {
  it('keeps a refugee claim stored without the flag discreet', async () => {
    aws.table.put(storedWithoutDiscreet({ caseId: 'case-asile', caseName: 'Haddad claim', category: "Demande d'asile" }));

    await deliver(opened('case-asile'));

    const [email] = sentEmails();
    expect(subjectOf(email)).toBe('You have an update on your Tremblay Immigration portal');
    expect(textOf(email)).not.toContain('Haddad claim');
  });

  it('names a work permit stored without the flag', async () => {
    aws.table.put(storedWithoutDiscreet({ caseId: 'case-work' }));

    await deliver(opened('case-work'));

    expect(subjectOf(sentEmails()[0])).toBe('Tremblay Immigration: your case Work permit renewal is open');
  });

  it('names a refugee claim the firm set not discreet', async () => {
    aws.table.put(caseItem(caseFixture({ caseId: 'case-asile', caseName: 'Haddad claim', category: "Demande d'asile", discreet: false })));

    await deliver(opened('case-asile'));

    expect(subjectOf(sentEmails()[0])).toBe('Tremblay Immigration: your case Haddad claim is open');
  });

  it('makes every case discreet when the firm says so, in the client\'s language', async () => {
    aws.table.put(orgItem(orgFixture({ discreetCases: true })), userItem({ ...clientOfOrg, language: 'fr' }), caseItem(caseFixture({ caseId: 'case-work' })));

    await deliver(opened('case-work'));

    const [email] = sentEmails();
    expect(subjectOf(email)).toBe('Vous avez du nouveau sur votre portail Tremblay Immigration');
    expect(textOf(email)).not.toContain('Work permit');
    expect(textOf(email)).not.toContain('Permis de travail');
  });
});
