/**
 * The activity log under bursts, through the local gateway on DynamoDB Local: every request of a burst
 * on one case is answered and recorded once, and the chain is intact once the linker has linked them;
 * another firm's refused attempts, however many, are recorded without costing the case's owner an
 * answer. Bounded: a fixed number of requests to the loopback stack, each awaited.
 */
import type { ActivityPage, ActivityRecord } from '../../shared/activity/types';
import type { Case } from '../../shared/cases/types';
import { api } from './support/api';
import { untilLinked } from './support/activity';
import { type Person, createWorld, openCase } from './support/principals';
import { useStackEnvironment } from './support/stack';

useStackEnvironment();

jest.setTimeout(300_000);

let admin: Person;
let client: Person;
let otherFirmAdmin: Person;

beforeAll(async () => {
  const world = await createWorld('activity-burst');
  ({ admin, clientA: client } = world.org1);
  otherFirmAdmin = world.org2.admin;
});

const as = (person: Person) => person.tokens.accessToken;

/** Every record of the case's log of one kind, once linked. */
async function linkedRecordsOf(caseRecord: Case, kind: string): Promise<ActivityRecord[]> {
  const records: ActivityRecord[] = [];
  let cursor: string | undefined;
  do {
    const params = new URLSearchParams({ kind, limit: '100' });
    if (cursor) params.set('cursor', cursor);
    const page = await api<ActivityPage>(`/v1/admin/cases/${caseRecord.caseId}/activity?${params}`, { token: as(admin) });
    if (page.status !== 200) throw new Error(`The activity log answered ${page.status}`);
    records.push(...(page.body.Items as ActivityRecord[]));
    cursor = page.body.nextCursor;
  } while (cursor);
  return records;
}

const statusesOf = (responses: ReadonlyArray<{ status: number }>) =>
  responses.reduce<Record<number, number>>((counts, response) => ({ ...counts, [response.status]: (counts[response.status] ?? 0) + 1 }), {});

describe('the activity log under a burst', () => {
  it('answers 1,000 simultaneous reads of one case by its client, records each once, and links them into an intact chain', async () => {
    const burst = await openCase(admin, client);
    const reads = await Promise.all(
      Array.from({ length: 1000 }, () => api(`/v1/clients/${client.userId}/cases/${burst.caseId}`, { token: as(client) })),
    );
    expect(statusesOf(reads)).toEqual({ 200: 1000 });
    const verification = await untilLinked(burst.caseId, as(admin), 120_000);
    expect(verification).toMatchObject({ intact: true, pending: 0 });
    const viewed = await linkedRecordsOf(burst, 'case.viewed');
    expect(viewed).toHaveLength(1000);
    expect(viewed.every((record) => record.actor.userId === client.userId && record.outcome === 'answered')).toBe(true);
  });

  it('keeps answering the owner while another firm is refused the case 250 times at once, and records every refusal', async () => {
    const target = await openCase(admin, client);
    const refused = Array.from({ length: 250 }, () => api(`/v1/admin/cases/${target.caseId}`, { token: as(otherFirmAdmin) }));
    const ownReads = Array.from({ length: 20 }, () => api(`/v1/admin/cases/${target.caseId}`, { token: as(admin) }));
    const [refusals, owners] = await Promise.all([Promise.all(refused), Promise.all(ownReads)]);
    expect(statusesOf(owners)).toEqual({ 200: 20 });
    expect(statusesOf(refusals)).toEqual({ 404: 250 });
    expect(await untilLinked(target.caseId, as(admin), 120_000)).toMatchObject({ intact: true, pending: 0 });
    const denied = await linkedRecordsOf(target, 'access.denied');
    expect(denied).toHaveLength(250);
    expect(denied.every((record) => record.actor.userId === otherFirmAdmin.userId && record.outcome === 'refused' && record.source?.ip !== undefined)).toBe(true);
    expect(await linkedRecordsOf(target, 'case.viewed')).toHaveLength(20);
  });
});
