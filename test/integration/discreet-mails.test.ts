/**
 * Discreet e-mails through the local stack: a case marked discreet (`PATCH … { discreet: true }`), a
 * refugee claim opened without saying (discreet by default) and every case of a firm that chose
 * discreet e-mails for every case send their client notices — case opened, a message from the firm,
 * a stage change, a status change — without the case's name, number or category, in the client's
 * language; the case answers `discreet` on every read; a `discreet` that is not true or false is
 * refused with its code.
 */
import type { CaughtMail } from '../../local';
import type { Case } from '../../shared/cases/types';
import { REFUSAL_CODE_HEADER } from '../../shared/core/refusals';
import type { Page } from '../../shared/core/pagination';
import type { Message } from '../../shared/messages/types';
import type { OrgSummary } from '../../shared/orgs/types';
import { api } from './support/api';
import { saveMySettings, updateCase, waitForEvent } from './support/mail';
import { type Person, createOrg, createPerson, openCase, uniqueId } from './support/principals';

jest.setTimeout(90_000);

/** Every way a notice could name a refugee claim or a work permit: the stored category and its labels in both languages. */
const CATEGORY_WORDS = ["Demande d'asile", 'Demande d’asile', 'Refugee claim', 'asile', 'Permis de travail', 'Work permit'];

/** Neither the case's name nor its number nor its category, in the subject or the body (text and HTML). */
function expectNothingOfTheCase(mail: CaughtMail, item: Case) {
  const written = [mail.subject, mail.text, mail.html ?? ''].map((part) => part.toLowerCase());
  for (const word of [item.caseName, item.caseNumber, ...CATEGORY_WORDS]) {
    for (const part of written) expect(part).not.toContain(word.toLowerCase());
  }
}

const caseOpenedEvent = (item: Case) => `case-opened:${item.caseId}`;
const stageEvent = (item: Case) => `case-stage:${item.caseId}:${item.dateUpdated}`;
const statusEvent = (item: Case) => `case-status:${item.caseId}:${item.dateUpdated}`;

async function sendFirmMessage(admin: Person, item: Case): Promise<Message> {
  const response = await api<Message>(`/v1/cases/${item.caseId}/messages`, { method: 'POST', token: admin.tokens.accessToken, body: { body: `Your hearing date is set ${uniqueId('msg')}` } });
  if (response.status !== 201) throw new Error(`Sending a message answered ${response.status}: ${response.text}`);
  return response.body;
}

interface DiscreetFirm {
  orgId: string;
  firmName: string;
  admin: Person;
  client: Person;
}

async function createDiscreetFirm(label: string): Promise<DiscreetFirm> {
  const orgId = await createOrg(label);
  const admin = await createPerson(orgId, 'admin', 'admin');
  const client = await createPerson(orgId, 'client', 'client');
  return { orgId, firmName: `${label} Immigration Law`, admin, client };
}

describe('a case marked discreet', () => {
  let firm: DiscreetFirm;
  let marked: Case;

  beforeAll(async () => {
    firm = await createDiscreetFirm('discreet-marked');
    const opened = await openCase(firm.admin, firm.client);
    // Opened as a work permit: named until marked.
    expect(opened.discreet).toBe(false);
    marked = await updateCase(firm.admin, opened, { discreet: true });
  });

  it('answers discreet: true on the admin\'s and the client\'s reads and in the list', async () => {
    expect(marked.discreet).toBe(true);
    const asAdmin = await api<{ Item: Case }>(`/v1/admin/cases/${marked.caseId}`, { token: firm.admin.tokens.accessToken });
    const asClient = await api<{ Item: Case }>(`/v1/clients/${firm.client.userId}/cases/${marked.caseId}`, { token: firm.client.tokens.accessToken });
    const listed = await api<Page<Case>>('/v1/admin/cases', { token: firm.admin.tokens.accessToken });
    expect(asAdmin.body.Item.discreet).toBe(true);
    expect(asClient.body.Item.discreet).toBe(true);
    expect(listed.body.Items.find((item) => item.caseId === marked.caseId)?.discreet).toBe(true);
  });

  it('tells the client of a message from the firm without naming the case or its category', async () => {
    const message = await sendFirmMessage(firm.admin, marked);

    const mail = await waitForEvent(firm.client.email, `notice-${message.messageId}`);

    expect(mail.subject).toBe(`You have an update on your ${firm.firmName} portal`);
    expect(mail.text).toContain('You have a new message on your');
    expect(mail.text).toContain(`/client/messages?case=${marked.caseId}`);
    expectNothingOfTheCase(mail, marked);
  });

  it('tells the client of a stage change without naming the case, its category or the stage', async () => {
    const moved = await updateCase(firm.admin, marked, { stage: 'submitted' });

    const mail = await waitForEvent(firm.client.email, stageEvent(moved));

    expect(mail.subject).toBe(`You have an update on your ${firm.firmName} portal`);
    expect(mail.text).toContain('Sign in to see what changed.');
    expect(mail.text).not.toContain('Submitted to IRCC');
    expect(mail.text).toContain(`/client/cases/${marked.caseId}`);
    expectNothingOfTheCase(mail, marked);
  });

  it('names the case again once it is no longer discreet', async () => {
    const named = await updateCase(firm.admin, marked, { discreet: false });
    const changed = await updateCase(firm.admin, named, { status: 'on-hold' });

    const mail = await waitForEvent(firm.client.email, statusEvent(changed));

    expect(changed.discreet).toBe(false);
    expect(mail.subject).toContain(marked.caseName);
  });

  it('refuses a discreet that is not true or false with 400 and its code', async () => {
    const response = await api(`/v1/admin/orgs/${firm.orgId}/cases/${marked.caseId}`, { method: 'PATCH', token: firm.admin.tokens.accessToken, body: { discreet: 'yes' } });

    expect(response.status).toBe(400);
    expect(response.headers.get(REFUSAL_CODE_HEADER)).toBe('discreet-not-boolean');
    expect(response.body).toEqual({ message: 'discreet: discreet must be true or false' });
  });
});

describe('a refugee claim', () => {
  let firm: DiscreetFirm;

  beforeAll(async () => {
    firm = await createDiscreetFirm('discreet-refugee');
    await saveMySettings(firm.client, { language: 'fr' });
  });

  it('opened without saying is discreet, and its notices name nothing of it, in the client\'s language', async () => {
    const claim = await openCase(firm.admin, firm.client, { caseName: `Asile Haddad ${uniqueId('claim')}`, category: "Demande d'asile" });
    expect(claim.discreet).toBe(true);

    const opened = await waitForEvent(firm.client.email, caseOpenedEvent(claim));
    const moved = await updateCase(firm.admin, claim, { stage: 'boc' });
    const stage = await waitForEvent(firm.client.email, stageEvent(moved));

    for (const mail of [opened, stage]) {
      expect(mail.subject).toBe(`Vous avez du nouveau sur votre portail ${firm.firmName}`);
      expect(mail.text).toContain('ce courriel ne nomme pas votre dossier');
      expectNothingOfTheCase(mail, claim);
    }
    expect(stage.text).not.toContain('Fondement');
  });

  it('opened as not discreet is named', async () => {
    const claim = await openCase(firm.admin, firm.client, { category: "Demande d'asile", discreet: false });

    const opened = await waitForEvent(firm.client.email, caseOpenedEvent(claim));

    expect(claim.discreet).toBe(false);
    expect(opened.subject).toContain(claim.caseName);
  });
});

describe('a firm that makes every case discreet', () => {
  let firm: DiscreetFirm;

  beforeAll(async () => {
    firm = await createDiscreetFirm('discreet-firm');
  });

  it('saves the setting and answers it', async () => {
    const response = await api<{ Item: OrgSummary }>(`/v1/admin/orgs/${firm.orgId}`, { method: 'PATCH', token: firm.admin.tokens.accessToken, body: { discreetCases: true } });

    expect(response.status).toBe(200);
    expect(response.body.Item.discreetCases).toBe(true);
  });

  it('sends a work permit\'s notices without its name or category, though the case itself is not marked', async () => {
    const permit = await openCase(firm.admin, firm.client);
    expect(permit.discreet).toBe(false);

    const opened = await waitForEvent(firm.client.email, caseOpenedEvent(permit));
    const message = await sendFirmMessage(firm.admin, permit);
    const notice = await waitForEvent(firm.client.email, `notice-${message.messageId}`);

    for (const mail of [opened, notice]) {
      expect(mail.subject).toBe(`You have an update on your ${firm.firmName} portal`);
      expectNothingOfTheCase(mail, permit);
    }
  });

  it('refuses a discreetCases that is not true or false with 400 and its code', async () => {
    const response = await api(`/v1/admin/orgs/${firm.orgId}`, { method: 'PATCH', token: firm.admin.tokens.accessToken, body: { discreetCases: 'yes' } });

    expect(response.status).toBe(400);
    expect(response.headers.get(REFUSAL_CODE_HEADER)).toBe('discreet-cases-not-boolean');
  });
});
