/**
 * The stage e-mail through the sending function (functions/send-mail.ts): the client is told the new
 * stage's name in their language, from the firm's set of the case's category (else the shipped one),
 * and nothing once the case has moved on. DynamoDB and SES are mocked.
 */
import { SESv2Client, SendEmailCommand, type SendEmailCommandInput } from '@aws-sdk/client-sesv2';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { keys } from '../../../shared/core/table';
import { useHarness } from '../../../test/unit/support/harness';
import { caseFixture } from '../../../test/unit/support/records';
import { lambdaContext } from '../../../test/unit/support/route-event';
import { sqsEvent } from '../../../test/unit/support/sqs-event';
import { type TableItem, caseItem, userItem } from '../../../test/unit/support/table';
import { ORG_ID, clientOfOrg } from '../../../test/unit/support/users';
import { type MailEvent, handler } from '../../send-mail';

const aws = useHarness();
const ses = mockClient(SESv2Client);

const atBiometrics = caseFixture({ category: 'Permis de travail', stage: 'biometrics' });
const stageChanged: MailEvent = { kind: 'caseStageChanged', eventId: 'case-stage:case-1:1', orgId: ORG_ID, caseId: atBiometrics.caseId, stage: 'biometrics' };

const deliver = (event: MailEvent) => handler(sqsEvent(JSON.stringify(event)), lambdaContext);
const sentEmails = (): SendEmailCommandInput[] => ses.commandCalls(SendEmailCommand).map((call) => call.args[0].input);
const textOf = (email: SendEmailCommandInput | undefined) => email?.Content?.Simple?.Body?.Text?.Data ?? '';

beforeAll(() => {
  Object.assign(process.env, { PORTAL_URL: 'https://portal.firm.test', MAIL_FROM: 'portal@firm.test' });
});

beforeEach(() => {
  ses.reset();
  ses.on(SendEmailCommand).resolves({ MessageId: 'ses-1' });
  aws.table.put(caseItem(atBiometrics));
  aws.dynamo.on(PutCommand).callsFake((input: { Item: TableItem }) => {
    aws.table.put(input.Item);
    return {};
  });
  aws.dynamo.on(UpdateCommand).resolves({});
});

afterAll(() => ses.restore());

describe('case stage changed (to the client)', () => {
  it('names the new stage as the shipped set of the case\'s category says it, in the client\'s language', async () => {
    aws.table.put(userItem({ ...clientOfOrg, language: 'fr' }));

    expect(await deliver(stageChanged)).toEqual({ batchItemFailures: [] });

    const [email] = sentEmails();
    expect(email?.Destination?.ToAddresses).toEqual([clientOfOrg.email]);
    expect(email?.Content?.Simple?.Subject?.Data).toBe('Tremblay Immigration : votre dossier Work permit renewal a franchi une nouvelle étape');
    expect(textOf(email)).toContain('Votre dossier Work permit renewal est maintenant à l’étape : Données biométriques.');
    expect(email?.Content?.Simple?.Headers).toEqual(expect.arrayContaining([{ Name: 'List-Unsubscribe', Value: '<https://portal.firm.test/client/settings>' }]));
  });

  it('names the stage as the firm\'s own set of the category says it', async () => {
    aws.table.put({
      ...keys.orgStageSets(ORG_ID),
      entity: 'StageSets',
      orgId: ORG_ID,
      sets: [{ category: 'Permis de travail', stages: [{ stageId: 'biometrics', label: { en: 'Fingerprints and photo', fr: 'Empreintes et photo' } }] }],
    });

    await deliver(stageChanged);

    expect(textOf(sentEmails()[0])).toContain('Your case Work permit renewal is now at the stage: Fingerprints and photo.');
  });

  it('sends nothing once the case has moved on to another stage', async () => {
    aws.table.put(caseItem({ ...atBiometrics, stage: 'decision' }));

    expect(await deliver(stageChanged)).toEqual({ batchItemFailures: [] });

    expect(sentEmails()).toEqual([]);
  });

  it('sends nothing to a client who turned e-mail notifications off', async () => {
    aws.table.put(userItem({ ...clientOfOrg, notificationSettings: { emailNotifications: false } }));

    await deliver(stageChanged);

    expect(sentEmails()).toEqual([]);
  });
});
