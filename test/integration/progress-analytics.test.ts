/**
 * Case progress and the firm's analytics through the local stack: the analytics answer
 * (counters kept on write) equals what listing every case of the org gives, after cases are created,
 * moved through their stages, closed and reopened, and still after 20 changes at once; a stage change
 * e-mails the client the stage's name (in their language) and nothing of the firm's note; the firm's
 * e-mail log lists what its staff e-mailed about its cases.
 */
import { type Case, type OrgCaseEmail, isAutomaticCaseEmail } from '../../shared/cases/types';
import type { OrgAnalytics } from '../../shared/analytics/counters';
import { monthOf } from '../../shared/analytics/counters';
import { REFUSAL_CODE_HEADER } from '../../shared/core/refusals';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../shared/core/table';
import { config } from '../../functions/core/config';
import { documentClient } from '../../functions/core/dynamodb';
import { recountOrgAnalytics } from '../../scripts/lib/analytics-recount';
import { api, walkPages } from './support/api';
import { markUploaded } from './support/requests';
import { useStackEnvironment } from './support/stack';
import { createFirm, eventually, saveMySettings, sendCaseEmail, updateCase, waitForEvent } from './support/mail';
import { type Person, createOrg, createPerson, openCase, uniqueId } from './support/principals';

useStackEnvironment();

jest.setTimeout(120_000);

async function analyticsOf(admin: Person): Promise<OrgAnalytics> {
  const response = await api<OrgAnalytics>(`/v1/admin/orgs/${encodeURIComponent(admin.orgId)}/analytics`, { token: admin.tokens.accessToken });
  if (response.status !== 200) throw new Error(`Analytics answered ${response.status}: ${response.text}`);
  return response.body;
}

async function everyCase(admin: Person): Promise<Case[]> {
  return (await walkPages<Case>('/v1/admin/cases', admin.tokens.accessToken, 50)).items;
}

/** What the analytics should say, worked out from the cases themselves. */
function expectedFrom(cases: readonly Case[]) {
  const byStatus: Record<string, number> = { open: 0, 'in-progress': 0, 'on-hold': 0, closed: 0 };
  const byCategory: Record<string, number> = {};
  const byStage: Record<string, Record<string, number>> = {};
  const stays: Record<string, Record<string, number>> = {};
  const opened: Record<string, number> = {};
  const closed: Record<string, number> = {};
  for (const item of cases) {
    byStatus[item.status] = (byStatus[item.status] ?? 0) + 1;
    opened[monthOf(item.openDate)] = (opened[monthOf(item.openDate)] ?? 0) + 1;
    if (item.status === 'closed') {
      expect(item.closedAt).toEqual(expect.any(String));
      const month = monthOf(item.closedAt as string);
      closed[month] = (closed[month] ?? 0) + 1;
    } else {
      expect(item.closedAt).toBeUndefined();
      byCategory[item.category] = (byCategory[item.category] ?? 0) + 1;
      if (item.stage) (byStage[item.category] ??= {})[item.stage] = ((byStage[item.category] ??= {})[item.stage] ?? 0) + 1;
    }
    // Each move to another stage completes a stay in the stage left.
    const history = item.stageHistory ?? [];
    for (let i = 1; i < history.length; i += 1) {
      const left = history[i - 1]?.stage as string;
      if (history[i]?.stage === left) continue;
      (stays[item.category] ??= {})[left] = ((stays[item.category] ??= {})[left] ?? 0) + 1;
    }
  }
  return { byStatus, byCategory, byStage, stays, opened, closed };
}

function expectAnalyticsToMatch(analytics: OrgAnalytics, cases: readonly Case[]) {
  const expected = expectedFrom(cases);
  expect(analytics.byStatus).toEqual(expected.byStatus);
  expect(analytics.byCategory).toEqual(expected.byCategory);
  expect(analytics.byStage).toEqual(expected.byStage);
  const stays = Object.fromEntries(
    Object.entries(analytics.medianDaysInStage).map(([category, stages]) => [category, Object.fromEntries(Object.entries(stages).map(([stage, d]) => [stage, d.stays]))]),
  );
  expect(stays).toEqual(expected.stays);
  const open = cases.filter((item) => item.status !== 'closed');
  const total = (item: Case) => item.requestsTotal ?? 0;
  const accepted = (item: Case) => item.requestsAccepted ?? 0;
  expect(analytics.readiness).toEqual({
    ready: open.filter((item) => total(item) > 0 && accepted(item) >= total(item)).length,
    partly: open.filter((item) => total(item) > 0 && accepted(item) > 0 && accepted(item) < total(item)).length,
    notStarted: open.filter((item) => total(item) > 0 && accepted(item) === 0).length,
    noRequests: open.filter((item) => total(item) === 0).length,
  });
  for (const { month, count } of analytics.openedPerMonth) expect([month, count]).toEqual([month, expected.opened[month] ?? 0]);
  for (const { month, count } of analytics.closedPerMonth) expect([month, count]).toEqual([month, expected.closed[month] ?? 0]);
}

const patch = (admin: Person, caseId: string, body: Record<string, unknown>) =>
  api<{ updatedItem: Case }>(`/v1/admin/orgs/${encodeURIComponent(admin.orgId)}/cases/${caseId}`, { method: 'PATCH', token: admin.tokens.accessToken, body });

const newClient = () => ({ email: `${uniqueId('new-client')}@example.test`, name: 'New Client' });

describe('the firm’s analytics', () => {
  let admin: Person;
  let client: Person;

  beforeAll(async () => {
    const orgId = await createOrg('analytics');
    admin = await createPerson(orgId, 'admin', 'admin');
    client = await createPerson(orgId, 'client', 'client');
  });

  it('start empty for a new firm', async () => {
    const analytics = await analyticsOf(admin);

    expect(analytics.byStatus).toEqual({ open: 0, 'in-progress': 0, 'on-hold': 0, closed: 0 });
    expect(analytics.byStage).toEqual({});
    expect(analytics.openedPerMonth).toHaveLength(12);
    // The client made by createPerson (its Users record) counts as added.
    expect(analytics.newClients).toEqual({ week: 1, month: 1 });
  });

  it('equal what listing every case gives, after creating, moving, closing and reopening cases', async () => {
    const work = await openCase(admin, client, { category: 'Permis de travail' });
    const study = await openCase(admin, client, { category: "Permis d'études", status: 'in-progress' });
    const sponsorship = await openCase(admin, newClient(), { category: 'Parrainage' });
    const asylum = await openCase(admin, newClient(), { category: "Demande d'asile", status: 'on-hold' });
    const other = await openCase(admin, client, { category: 'Other' });

    expect(work.stage).toBe('intake');
    for (const [item, changes] of [
      [work, { stage: 'documents' }],
      [work, { stage: 'preparation', stageNote: 'We are drafting your forms.' }],
      [work, { stage: 'submitted', stageNote: 'Sent to IRCC today.', keyDates: { submittedOn: '2026-11-20', applicationNumber: 'W123456789' } }],
      [study, { stage: 'documents', expectedDate: '2026-12-15' }],
      [study, { status: 'closed' }],
      [sponsorship, { stage: 'documents', status: 'in-progress' }],
      [asylum, { status: 'closed' }],
      [asylum, { status: 'open', stage: 'boc' }],
      [other, { stage: 'submitted' }],
      [other, { status: 'closed' }],
    ] as const) {
      const answer = await patch(admin, item.caseId, changes);
      expect([answer.status, answer.text]).toEqual([200, expect.any(String)]);
    }
    // Document requests: two asked on the work permit, one accepted (partly ready); one asked and accepted on the sponsorship (ready).
    for (const [item, titles, acceptedCount] of [
      [work, ['Passport', 'Job offer'], 1],
      [sponsorship, ['Marriage certificate'], 1],
    ] as const) {
      const added = await api<{ items: { requestId: string }[] }>(`/v1/admin/cases/${item.caseId}/requests`, {
        method: 'POST',
        token: admin.tokens.accessToken,
        body: { items: titles.map((title) => ({ title })) },
      });
      expect([added.status, added.text]).toEqual([201, expect.any(String)]);
      for (const { requestId } of added.body.items.slice(0, acceptedCount)) {
        // Accepted once something was uploaded for it.
        await markUploaded(admin, item.caseId, requestId);
        const decided = await api(`/v1/admin/cases/${item.caseId}/requests/${requestId}`, { method: 'PATCH', token: admin.tokens.accessToken, body: { status: 'accepted' } });
        expect([decided.status, decided.text]).toEqual([200, expect.any(String)]);
      }
    }
    const [analytics, cases] = await Promise.all([analyticsOf(admin), everyCase(admin)]);

    expect(cases).toHaveLength(5);
    expect(analytics.readiness).toEqual({ ready: 1, partly: 1, notStarted: 0, noRequests: 1 });
    expectAnalyticsToMatch(analytics, cases);
    expect(analytics.byStatus).toEqual({ open: 2, 'in-progress': 1, 'on-hold': 0, closed: 2 });
    expect(analytics.byStage['Permis de travail']).toEqual({ submitted: 1 });
    expect(analytics.medianDaysInStage['Permis de travail']?.intake?.stays).toBe(1);
    expect(analytics.newClients).toEqual({ week: 3, month: 3 });
    const reopened = cases.find((item) => item.caseId === asylum.caseId);
    expect(reopened?.closedAt).toBeUndefined();
    const moved = cases.find((item) => item.caseId === work.caseId);
    expect(moved?.stageHistory?.map((entry) => entry.stage)).toEqual(['intake', 'documents', 'preparation', 'submitted']);
    expect(moved?.stageHistory?.at(-1)?.note).toBe('Sent to IRCC today.');
    expect(moved?.keyDates).toEqual({ submittedOn: '2026-11-20', applicationNumber: 'W123456789' });
  });

  it('refuse a stage the case’s category does not have, and move nothing', async () => {
    const before = await analyticsOf(admin);
    const [item] = await everyCase(admin);

    const answer = await patch(admin, item?.caseId as string, { stage: 'no-such-stage' });

    expect(answer.status).toBe(400);
    expect(answer.headers.get(REFUSAL_CODE_HEADER)).toBe('stage-unknown');
    expect(await analyticsOf(admin)).toEqual(before);
  });

  it('stay exact under 20 concurrent changes of stages and statuses, with creations alongside', async () => {
    const cases = await Promise.all(
      Array.from({ length: 10 }, (_, i) => openCase(admin, client, { category: i % 2 === 0 ? 'Permis de travail' : 'Parrainage' })),
    );
    const stages = ['documents', 'preparation', 'submitted'];
    const statuses = ['in-progress', 'on-hold', 'closed', 'open'];
    const changes = [
      // Two changes of each case at once (the second often races the first and retries).
      ...cases.map((item, i) => patch(admin, item.caseId, { stage: stages[i % stages.length] as string })),
      ...cases.map((item, i) => patch(admin, item.caseId, { status: statuses[i % statuses.length] as string })),
    ];
    const creations = Array.from({ length: 5 }, () => openCase(admin, newClient(), { category: 'ERAR' }));

    const answers = await Promise.all(changes);
    await Promise.all(creations);

    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const [analytics, all] = await Promise.all([analyticsOf(admin), everyCase(admin)]);
    expect(all).toHaveLength(20);
    expectAnalyticsToMatch(analytics, all);
    expect(analytics.newClients).toEqual({ week: 8, month: 8 });
  });

  it('are recounted from the cases and clients by the migration script, the stays kept (deployments older than the counters)', async () => {
    const before = await analyticsOf(admin);
    // As an older deployment has it: no counters at all.
    await documentClient().send(new DeleteCommand({ TableName: config.tableName, Key: keys.orgAnalytics(admin.orgId) }));
    expect((await analyticsOf(admin)).byStatus).toEqual({ open: 0, 'in-progress': 0, 'on-hold': 0, closed: 0 });
    await expect(recountOrgAnalytics(admin.orgId)).resolves.toEqual({ cases: 20, clients: 8 });
    const recounted = await analyticsOf(admin);
    expectAnalyticsToMatch({ ...recounted, medianDaysInStage: before.medianDaysInStage }, await everyCase(admin));
    expect(recounted.newClients).toEqual(before.newClients);
    expect({ ...recounted, medianDaysInStage: before.medianDaysInStage }).toEqual(before);
  });
});

describe('a stage change', () => {
  it('e-mails the client the new stage’s name, and not the firm’s note', async () => {
    const f = await createFirm('stage-mail');
    const note = `Sent today ${uniqueId('note')}`;

    const updated = await updateCase(f.admin, f.item, { stage: 'submitted', stageNote: note });
    const mail = await waitForEvent(f.client.email, `case-stage:${f.item.caseId}:${updated.dateUpdated}`);

    expect(mail.to).toEqual([{ name: '', address: f.client.email }]);
    expect(mail.subject).toContain(f.item.caseName);
    expect(mail.text).toContain('is now at the stage: Submitted to IRCC.');
    expect(mail.text).toContain(`/client/cases/${f.item.caseId}`);
    expect(`${mail.text}${mail.html}`).not.toContain(note);
  });

  it('is written in the client’s language', async () => {
    const f = await createFirm('stage-mail-fr');
    await saveMySettings(f.client, { language: 'fr' });

    const updated = await updateCase(f.admin, f.item, { stage: 'biometrics' });
    const mail = await waitForEvent(f.client.email, `case-stage:${f.item.caseId}:${updated.dateUpdated}`);

    expect(mail.text).toContain('est maintenant à l’étape : Données biométriques.');
  });
});

describe('the firm’s e-mail log', () => {
  it('lists the e-mails sent about any of the firm’s cases, newest first, with the case and the delivery, and nothing of another firm', async () => {
    const f = await createFirm('email-log');
    const other = await createFirm('email-log-other');
    const second = await openCase(f.admin, f.client);
    const first = await sendCaseEmail(f.admin, f.item.caseId, 'First message');
    const latest = await sendCaseEmail(f.admin, second.caseId, 'Second message');
    await sendCaseEmail(other.admin, other.item.caseId, 'Another firm');
    await waitForEvent(f.client.email, latest.body.Item.messageId);

    // Pages of one: the cursor is followed; read again until the sending function recorded the delivery.
    // The staff's messages (the portal's automatic e-mails about the cases are listed too: test/integration/case-emails.test.ts).
    const staffOf = (log: { items: OrgCaseEmail[] }) => log.items.filter((email) => !isAutomaticCaseEmail(email));
    const log = await eventually(
      () => walkPages<OrgCaseEmail>(`/v1/admin/orgs/${encodeURIComponent(f.orgId)}/case-emails`, f.admin.tokens.accessToken, 1),
      (read) => staffOf(read)[0]?.delivery === 'sent',
      'The latest e-mail recorded as sent',
    );
    const items = staffOf(log);
    const refused = await api(`/v1/admin/orgs/${encodeURIComponent(other.orgId)}/case-emails`, { token: f.admin.tokens.accessToken });

    expect(items.map((email) => email.messageId)).toEqual([latest.body.Item.messageId, first.body.Item.messageId]);
    expect(items[0]).toMatchObject({ caseId: second.caseId, caseName: second.caseName, caseNumber: second.caseNumber, recipientEmail: f.client.email, senderName: f.admin.name });
    expect(items[0]?.delivery).toBe('sent');
    expect(refused.status).toBe(404);
  });
});
