/**
 * Request items name their IRCC upload slot: given on create, on an edit, in a firm's template and
 * carried by the shipped ones; answered back to staff with the defaults filled in (4 MB, PDF, JPEG,
 * PNG), never to the client.
 */
import { DEFAULT_SLOT_MAX_BYTES } from '../../shared/requests/ircc-slots';
import type { CaseRequests, DocumentRequest, ListedRequestTemplate } from '../../shared/requests/types';
import { api } from './support/api';
import { type Firm, createFirm } from './support/mail';
import { useStackEnvironment } from './support/stack';

jest.setTimeout(90_000);

let firm: Firm;

beforeAll(async () => {
  useStackEnvironment();
  firm = await createFirm('ircc-slots');
});

const admin = () => firm.admin.tokens.accessToken;
const addRequests = (body: unknown) => api<{ items: DocumentRequest[] }>(`/v1/admin/cases/${firm.item.caseId}/requests`, { method: 'POST', token: admin(), body });
const change = (requestId: string, body: unknown) =>
  api<{ Item: DocumentRequest }>(`/v1/admin/cases/${firm.item.caseId}/requests/${requestId}`, { method: 'PATCH', token: admin(), body });
const itemAs = async (who: 'admin' | 'client', requestId: string) =>
  (await api<CaseRequests>(`/v1/cases/${firm.item.caseId}/requests`, { token: firm[who].tokens.accessToken })).body.items.find((item) => item.requestId === requestId);

describe('an item’s IRCC slot', () => {
  it('is answered with its defaults when only its name is given', async () => {
    const added = await addRequests({ items: [{ title: 'Bank letter', irccSlot: { name: 'Proof of financial support' } }] });

    expect(added.status).toBe(201);
    expect(added.body.items[0]?.irccSlot).toEqual({ name: 'Proof of financial support', maxBytes: DEFAULT_SLOT_MAX_BYTES, formats: ['pdf', 'jpeg', 'png'] });
  });

  it('keeps a limit and formats given, and reads the same on the next list', async () => {
    const added = await addRequests({ items: [{ title: 'Photo', irccSlot: { name: 'Digital photo', maxBytes: 240_000, formats: ['jpeg'] } }] });
    const requestId = added.body.items[0]?.requestId ?? '';

    expect((await itemAs('admin', requestId))?.irccSlot).toEqual({ name: 'Digital photo', maxBytes: 240_000, formats: ['jpeg'] });
  });

  it('is left out of the client’s answer', async () => {
    const added = await addRequests({ items: [{ title: 'Passport scan', irccSlot: { name: 'Passport' } }] });

    const asClient = await itemAs('client', added.body.items[0]?.requestId ?? '');

    expect(asClient?.title).toBe('Passport scan');
    expect(asClient).not.toHaveProperty('irccSlot');
  });

  it('is changed by an edit and removed by null, each edit in the history', async () => {
    const added = await addRequests({ items: [{ title: 'Diploma' }] });
    const requestId = added.body.items[0]?.requestId ?? '';

    const set = await change(requestId, { irccSlot: { name: 'Educational history', maxBytes: 2_000_000 } });
    const removed = await change(requestId, { irccSlot: null });

    expect(set.status).toBe(200);
    expect(set.body.Item.irccSlot).toEqual({ name: 'Educational history', maxBytes: 2_000_000, formats: ['pdf', 'jpeg', 'png'] });
    expect(removed.status).toBe(200);
    expect(removed.body.Item).not.toHaveProperty('irccSlot');
    expect(removed.body.Item.history.filter((entry) => entry.action === 'edited').map((entry) => entry.fields)).toEqual([['irccSlot'], ['irccSlot']]);
  });

  it('refuses a limit outside its bounds and an unknown format with 400', async () => {
    const tooSmall = await addRequests({ items: [{ title: 'X', irccSlot: { name: 'Passport', maxBytes: 10 } }] });
    const unknownFormat = await addRequests({ items: [{ title: 'X', irccSlot: { name: 'Passport', formats: ['gif'] } }] });

    expect(tooSmall.status).toBe(400);
    expect(unknownFormat.status).toBe(400);
  });
});

describe('templates’ IRCC slots', () => {
  it('come with the shipped study-permit template and onto the items it adds', async () => {
    const templates = await api<{ items: ListedRequestTemplate[] }>('/v1/admin/request-templates', { token: admin() });
    const studyPermit = templates.body.items.find((template) => template.templateId === 'study-permit');
    const added = await addRequests({ templateId: 'study-permit' });

    expect(studyPermit?.items.map((item) => item.irccSlot?.name)).toEqual([
      'Letter of acceptance',
      'Proof of financial support',
      'Passport',
      'Digital photo',
      'Letter of explanation',
    ]);
    expect(added.body.items.map((item) => item.irccSlot?.name)).toEqual([
      'Letter of acceptance',
      'Proof of financial support',
      'Passport',
      'Digital photo',
      'Letter of explanation',
    ]);
  });

  it('are kept in a firm’s own template and given to its items', async () => {
    const saved = await api<ListedRequestTemplate>('/v1/admin/request-templates/slot-check', {
      method: 'PUT',
      token: admin(),
      body: {
        category: 'Parrainage',
        title: { en: 'Slots', fr: 'Emplacements' },
        items: [{ title: { en: 'Lease', fr: 'Bail' }, irccSlot: { name: 'Proof of relationship', maxBytes: 3_000_000 } }],
      },
    });
    const added = await addRequests({ templateId: 'slot-check' });

    expect(saved.status).toBe(200);
    expect(saved.body.items[0]?.irccSlot).toEqual({ name: 'Proof of relationship', maxBytes: 3_000_000, formats: ['pdf', 'jpeg', 'png'] });
    expect(added.body.items[0]?.irccSlot).toEqual({ name: 'Proof of relationship', maxBytes: 3_000_000, formats: ['pdf', 'jpeg', 'png'] });
  });
});
