/**
 * Every count of a firm's cases agrees, through the local stack, after creations, closings,
 * reopenings and a destruction by the retention job: the org summary (the dashboard's Open Cases
 * card and its total), the analytics by status (the Case Status Overview and the analytics page),
 * the open cases by category and by readiness, and the firm's cases as its list answers them.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { OrgAnalytics } from '../../shared/analytics/counters';
import type { Case } from '../../shared/cases/types';
import { indexKeys, keys } from '../../shared/core/table';
import { documentClient } from '../../functions/core/dynamodb';
import type { ExpiredCasesResult } from '../../functions/jobs/destroy-expired-cases';
import { api } from './support/api';
import { type Firm, createFirm, updateCase } from './support/mail';
import { type Person, openCase, orgSummary } from './support/principals';
import { stack, useStackEnvironment } from './support/stack';

jest.setTimeout(180_000);

/** `npx tsx scripts/invoke.ts destroyExpiredCases` against the test stack (its result is printed last). */
async function runRetentionJob(): Promise<ExpiredCasesResult> {
  const { stdout } = await promisify(execFile)(path.join(process.cwd(), 'node_modules', '.bin', 'tsx'), ['scripts/invoke.ts', 'destroyExpiredCases'], {
    encoding: 'utf8',
    env: { ...process.env, LOCAL_DATA_DIR: stack().dataDir },
  });
  const start = stdout.startsWith('{\n') ? 0 : stdout.lastIndexOf('\n{\n') + 1;
  return JSON.parse(stdout.slice(start)) as ExpiredCasesResult;
}

/** Moves a closed case's closing date back (its GSI3 sort key with it), as if it had closed that long ago. */
async function closedYearsAgo(item: Case, years: number): Promise<void> {
  const closedAt = new Date(Date.now() - years * 365.25 * 24 * 3600 * 1000).toISOString();
  await documentClient().send(
    new UpdateCommand({
      TableName: process.env.TABLE_NAME,
      Key: keys.case(item.caseId),
      UpdateExpression: 'SET closedAt = :closedAt, GSI3SK = :sk',
      ConditionExpression: 'GSI3PK = :closed',
      ExpressionAttributeValues: { ':closedAt': closedAt, ':sk': indexKeys.byDate(closedAt, item.caseId), ':closed': indexKeys.closedCases() },
    }),
  );
}

/** Every case of the admin's firm, as the cases list answers them (every page). */
async function listedCases(admin: Person): Promise<Case[]> {
  const cases: Case[] = [];
  let cursor: string | undefined;
  do {
    const query = new URLSearchParams({ limit: '100', ...(cursor ? { cursor } : {}) });
    const response = await api<{ Items: Case[]; nextCursor?: string }>(`/v1/admin/cases?${query}`, { token: admin.tokens.accessToken });
    expect(response.status).toBe(200);
    cases.push(...response.body.Items);
    cursor = response.body.nextCursor;
  } while (cursor);
  return cases;
}

async function analyticsOf(admin: Person): Promise<OrgAnalytics> {
  const response = await api<OrgAnalytics>(`/v1/admin/orgs/${encodeURIComponent(admin.orgId)}/analytics`, { token: admin.tokens.accessToken });
  expect(response.status).toBe(200);
  return response.body;
}

const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);

/** Every count of the firm's cases, side by side, as each screen reads it. */
async function countsOf(admin: Person) {
  const [summary, analytics, cases] = await Promise.all([orgSummary(admin), analyticsOf(admin), listedCases(admin)]);
  const listedOpen = cases.filter((item) => item.status !== 'closed');
  return {
    total: {
      summary: summary.casesCount,
      byStatus: sum(Object.values(analytics.byStatus)),
      listed: cases.length,
    },
    open: {
      summary: summary.openCasesCount,
      byStatus: analytics.byStatus.open + analytics.byStatus['in-progress'] + analytics.byStatus['on-hold'],
      byCategory: sum(Object.values(analytics.byCategory)),
      byReadiness: sum(Object.values(analytics.readiness)),
      listed: listedOpen.length,
    },
    closed: { byStatus: analytics.byStatus.closed, listed: cases.length - listedOpen.length },
    byStatus: analytics.byStatus,
    listedByStatus: Object.fromEntries(Object.keys(analytics.byStatus).map((status) => [status, cases.filter((item) => item.status === status).length])),
  };
}

/** Asserts that every count of the same thing is the same number, and that number is `expected`. */
async function expectCounts(admin: Person, expected: { total: number; open: number; closed: number }): Promise<void> {
  const counts = await countsOf(admin);
  expect(counts.total).toEqual({ summary: expected.total, byStatus: expected.total, listed: expected.total });
  expect(counts.open).toEqual({ summary: expected.open, byStatus: expected.open, byCategory: expected.open, byReadiness: expected.open, listed: expected.open });
  expect(counts.closed).toEqual({ byStatus: expected.closed, listed: expected.closed });
  expect(counts.byStatus).toEqual(counts.listedByStatus);
}

let firm: Firm;

beforeAll(async () => {
  useStackEnvironment();
  firm = await createFirm('counts');
});

describe('the counts of a firm’s cases', () => {
  let second: Case;
  let third: Case;
  let fourth: Case;

  it('agree after cases are created, one of them closed from the start', async () => {
    second = await openCase(firm.admin, firm.client, { status: 'in-progress', category: 'Parrainage' });
    third = await openCase(firm.admin, firm.client, { status: 'on-hold' });
    fourth = await openCase(firm.admin, firm.client, { status: 'closed' });
    await expectCounts(firm.admin, { total: 4, open: 3, closed: 1 });
  });

  it('agree after cases are closed and moved between open statuses', async () => {
    second = await updateCase(firm.admin, second, { status: 'closed' });
    third = await updateCase(firm.admin, third, { status: 'open' });
    await expectCounts(firm.admin, { total: 4, open: 2, closed: 2 });
  });

  it('agree after a closed case is reopened', async () => {
    fourth = await updateCase(firm.admin, fourth, { status: 'in-progress' });
    await expectCounts(firm.admin, { total: 4, open: 3, closed: 1 });
  });

  it('agree after the retention job destroys a closed case', async () => {
    await closedYearsAgo(second, 8);
    const run = await runRetentionJob();
    expect(run.destroyed).toContain(second.caseId);
    await expectCounts(firm.admin, { total: 3, open: 3, closed: 0 });
  });

  it('agree after the last cases are closed, and one of them reopened again', async () => {
    third = await updateCase(firm.admin, third, { status: 'closed' });
    fourth = await updateCase(firm.admin, fourth, { status: 'closed' });
    fourth = await updateCase(firm.admin, fourth, { status: 'on-hold' });
    await expectCounts(firm.admin, { total: 3, open: 2, closed: 1 });
  });
});
