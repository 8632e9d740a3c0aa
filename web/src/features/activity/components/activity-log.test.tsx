/**
 * The activity log: the staff's 'Activity' card on the admin case page (each record's when,
 * who, what, from where; refused attempts marked; filters by person and kind sent to the API; 'Load
 * More' with the cursor; 'Verify integrity' saying intact or where it broke) and the client's
 * 'Activity on your documents' card (the firm's and their own events, 'Load More'), in English and
 * in French.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ACTIVITY_KINDS, type ActivityPage, type ActivityRecord, type ChainVerification, type ClientActivityItem, type ClientActivityPage } from '@shared/activity/types';
import { KIND_LABELS, shortUserAgent } from '@/features/activity/components/activity-labels';
import { CaseActivityCard, type ActivityPerson } from '@/features/activity/components/case-activity-card';
import { MyActivityCard } from '@/features/activity/components/my-activity-card';
import { activateLanguage, i18n, loadCatalog } from '@/lib/i18n';
import { API_BASE, server, useApiServer } from '@test-support/api';
import { renderScreen } from '@test-support/render';

const ACTIVITY_URL = `${API_BASE}/admin/cases/case-1/activity`;
const VERIFY_URL = `${API_BASE}/admin/cases/case-1/activity/verify`;
const MY_ACTIVITY_URL = `${API_BASE}/cases/case-1/my-activity`;

const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const ADMIN = { userId: 'admin-1', name: 'Alex Admin', role: 'admin' } as const;
const CLIENT = { userId: 'client-1', name: 'Casey Client', role: 'client' } as const;
const OUTSIDER = { userId: 'other-9', name: 'Olga Outsider', role: 'admin' } as const;
const PEOPLE: ActivityPerson[] = [
  { userId: 'attorney-1', name: 'Ana Attorney', role: 'admin' },
  { userId: 'client-1', name: 'Casey Client', role: 'client' },
];

let seq = 100;
function aRecord(overrides: Partial<ActivityRecord> = {}): ActivityRecord {
  seq -= 1;
  return {
    chain: 'CASE#case-1',
    seq,
    at: '2026-11-27T15:42:00.000Z',
    kind: 'case.viewed',
    actor: ADMIN,
    orgId: 'org-1',
    caseId: 'case-1',
    source: { ip: '203.0.113.7', userAgent: CHROME_ON_WINDOWS },
    prevHash: '0'.repeat(64),
    hash: 'f'.repeat(64),
    ...overrides,
  };
}

const downloaded = () =>
  aRecord({ kind: 'document.downloaded', details: { documents: [{ documentId: 'doc-1', name: 'passport.pdf', visibleToClient: true }] } });
const refused = () => aRecord({ kind: 'access.denied', actor: OUTSIDER, details: { route: 'getAdminCase' }, source: { ip: '198.51.100.4', userAgent: SAFARI_ON_IPHONE } });
const changed = () => aRecord({ kind: 'case.updated', details: { fields: ['description', 'status'] } });
const uploadedByClient = () =>
  aRecord({ kind: 'document.uploaded', actor: CLIENT, details: { documents: [{ documentId: 'doc-2', name: 'photo.jpg', visibleToClient: true }] } });

/** GET …/activity: the pages answered in turn, by cursor; each request's query kept. */
function activityPages(pages: Record<string, ActivityPage>) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(ACTIVITY_URL, ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      return HttpResponse.json(pages[query.get('cursor') ?? 'first'] ?? { Items: [] });
    }),
  );
  return asked;
}

const records = () => screen.getByRole('table', { name: 'Activity records' });
const rows = () => within(records()).getAllByRole('row').slice(1);

beforeAll(() => loadCatalog('activity'));
useApiServer();

describe("the staff's Activity card", () => {
  test('shows when, who, what and from where of each record, newest first, a refused attempt marked', async () => {
    activityPages({ first: { Items: [downloaded(), refused(), changed(), uploadedByClient()] } });
    renderScreen(<CaseActivityCard caseId="case-1" people={PEOPLE} />);

    await screen.findByRole('table', { name: 'Activity records' });
    const [first, second, third, fourth] = rows();
    expect(first).toHaveTextContent('Alex Admin · Staff');
    expect(first).toHaveTextContent('downloaded passport.pdf');
    expect(first).toHaveTextContent('203.0.113.7');
    expect(first).toHaveTextContent('Chrome 131, Windows');
    expect(within(first!).getByText('Chrome 131, Windows')).toHaveAttribute('title', CHROME_ON_WINDOWS);
    expect(within(first!).getByText(/Nov 27, 2026/)).toHaveAttribute('dateTime', '2026-11-27T15:42:00.000Z');

    expect(second).toHaveTextContent('Olga Outsider · Staff');
    expect(second).toHaveTextContent('Refused');
    expect(second).toHaveTextContent('was refused the case page');
    expect(second).not.toHaveTextContent('getAdminCase');
    expect(second).toHaveTextContent('Safari 18, iOS');
    expect(second).toHaveClass('bg-red-50');
    expect(first).not.toHaveTextContent('Refused');

    expect(third).toHaveTextContent('changed the description and the status');
    expect(fourth).toHaveTextContent('Casey Client · Client');
    expect(fourth).toHaveTextContent('uploaded photo.jpg');

    // The phone's cards say the same.
    const cards = within(screen.getByRole('list', { name: 'Activity records' })).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    expect(cards[1]).toHaveTextContent('Refused');
    expect(cards[1]).toHaveTextContent('From where198.51.100.4');
  });

  test('filters by person (the case\'s people and those in the records) and by kind, asking the API', async () => {
    const asked = activityPages({ first: { Items: [downloaded(), refused()] } });
    const { user } = renderScreen(<CaseActivityCard caseId="case-1" people={PEOPLE} />);
    await screen.findByRole('table', { name: 'Activity records' });

    const person = screen.getByLabelText('Person');
    const options = within(person).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Everyone', 'Alex Admin (Staff)', 'Ana Attorney (Staff)', 'Casey Client (Client)', 'Olga Outsider (Staff)']);

    const kind = screen.getByLabelText('Kind');
    expect(within(kind).getAllByRole('option')).toHaveLength(ACTIVITY_KINDS.length + 1);
    expect(within(kind).getByRole('option', { name: 'Document downloaded' })).toHaveValue('document.downloaded');

    server.use(http.get(ACTIVITY_URL, ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      return HttpResponse.json({ Items: query.get('kind') ? [] : [refused()] });
    }));
    await user.selectOptions(person, 'other-9');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(asked.at(-1)?.get('actor')).toBe('other-9');
    expect(asked.at(-1)?.get('limit')).toBe('25');
    // The people seen before stay choosable while the filter narrows the records.
    expect(within(person).getAllByRole('option')).toHaveLength(5);

    await user.selectOptions(kind, 'document.downloaded');
    expect(await screen.findByText('No activity matches these filters.')).toBeInTheDocument();
    expect(asked.at(-1)?.get('actor')).toBe('other-9');
    expect(asked.at(-1)?.get('kind')).toBe('document.downloaded');
  });

  test('loads the next 25 with Load More, with the cursor, until there is none', async () => {
    const firstPage = Array.from({ length: 25 }, () => downloaded());
    const asked = activityPages({ first: { Items: firstPage, nextCursor: 'page-2' }, 'page-2': { Items: [uploadedByClient()] } });
    const { user } = renderScreen(<CaseActivityCard caseId="case-1" people={PEOPLE} />);
    await screen.findByRole('table', { name: 'Activity records' });
    expect(rows()).toHaveLength(25);
    expect(rows()[0]).toHaveTextContent('downloaded passport.pdf');

    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(rows()).toHaveLength(26));
    expect(rows()[25]).toHaveTextContent('uploaded photo.jpg');
    expect(asked.at(-1)?.get('cursor')).toBe('page-2');
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  test('says when the case has no activity yet', async () => {
    activityPages({ first: { Items: [] } });
    renderScreen(<CaseActivityCard caseId="case-1" people={PEOPLE} />);
    expect(await screen.findByText('No activity recorded yet.')).toBeInTheDocument();
  });

  test('Verify integrity says the chain is intact, and how many records were checked', async () => {
    activityPages({ first: { Items: [downloaded()] } });
    server.use(http.get(VERIFY_URL, () => HttpResponse.json<ChainVerification>({ intact: true, checked: 1234, pending: 0 })));
    const { user } = renderScreen(<CaseActivityCard caseId="case-1" people={PEOPLE} />);
    await user.click(screen.getByRole('button', { name: 'Verify integrity' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Intact — 1,234 records checked');
  });

  test('Verify integrity says where the chain broke, and why', async () => {
    activityPages({ first: { Items: [downloaded()] } });
    server.use(
      http.get(VERIFY_URL, () => HttpResponse.json<ChainVerification>({ intact: false, checked: 7, pending: 0, firstBroken: { seq: 7, reason: 'hash-mismatch' } })),
    );
    const { user } = renderScreen(<CaseActivityCard caseId="case-1" people={PEOPLE} />);
    await user.click(screen.getByRole('button', { name: 'Verify integrity' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Broken at record 7 (its content does not match its hash)');
  });

  test('Verify integrity says when the check could not be made', async () => {
    activityPages({ first: { Items: [] } });
    server.use(http.get(VERIFY_URL, () => HttpResponse.json({ message: 'Internal error' }, { status: 500 })));
    const { user } = renderScreen(<CaseActivityCard caseId="case-1" people={PEOPLE} />);
    await user.click(screen.getByRole('button', { name: 'Verify integrity' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Could not verify the log/);
  });

  test('in French: the sentences, names of kinds, roles, dates and the verification', async () => {
    await activateLanguage('fr');
    activityPages({ first: { Items: [downloaded(), refused(), changed()] } });
    server.use(
      http.get(VERIFY_URL, () => HttpResponse.json<ChainVerification>({ intact: false, checked: 3, pending: 0, firstBroken: { seq: 2, reason: 'link-mismatch' } })),
    );
    const { user } = renderScreen(<CaseActivityCard caseId="case-1" people={PEOPLE} />);
    const table = await screen.findByRole('table', { name: 'Enregistrements d’activité' });
    const [first, second, third] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('Alex Admin · Cabinet');
    expect(first).toHaveTextContent('a téléchargé passport.pdf');
    expect(first).toHaveTextContent('27 nov. 2026');
    expect(second).toHaveTextContent('Refusé');
    expect(second).toHaveTextContent('s’est vu refuser la page du dossier');
    expect(second).not.toHaveTextContent('getAdminCase');
    expect(third).toHaveTextContent('a modifié la description et le statut');
    expect(within(screen.getByLabelText('Type')).getByRole('option', { name: 'Document téléchargé' })).toBeInTheDocument();
    expect(within(screen.getByLabelText('Personne')).getByRole('option', { name: 'Tout le monde' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Vérifier l’intégrité' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Rompu à l’enregistrement 2 (il n’est pas lié à l’enregistrement précédent)');
  });

  test('every kind has a name and a sentence in both languages', async () => {
    for (const language of ['en', 'fr'] as const) {
      await activateLanguage(language);
      for (const kind of ACTIVITY_KINDS) {
        const labels = KIND_LABELS[kind];
        expect(i18n._(labels.name)).not.toBe('');
        if (language === 'fr') expect(i18n._(labels.sentence)).not.toBe(labels.sentence.message);
        if (language === 'fr') expect(i18n._(labels.attempt)).not.toBe(labels.attempt.message);
      }
    }
  });
});

describe("the staff's Activity card: reads, outcomes and words", () => {
  const PORTAL = { userId: 'portal', name: 'Portal e-mail', role: 'system' } as const;
  const now = () => new Date().toISOString();
  /** A moment of today, at `hour` o'clock (local time). */
  const today = (hour: number) => {
    const date = new Date();
    date.setHours(hour, 0, 0, 0);
    return date.toISOString();
  };
  const viewed = (actor: ActivityRecord['actor'] = ADMIN, hour = 12) => aRecord({ kind: 'case.viewed', actor, at: today(hour) });
  const movedStage = () =>
    aRecord({
      kind: 'case.updated',
      details: {
        fields: ['expectedDate', 'stage', 'stageNote'],
        stage: { stageId: 'submitted', label: { en: 'Submitted to IRCC', fr: 'Soumise à IRCC' }, moved: true },
        expectedDate: '2027-02-01',
      },
    });
  const stageEmail = () => aRecord({ kind: 'email.delivered', actor: PORTAL, details: { mail: 'caseStageChanged' }, source: {} });
  const refusedOnClientPage = () => aRecord({ kind: 'access.denied', actor: OUTSIDER, details: { route: 'getClientCase' } });
  /** A record answered before it was linked into the chain: no seq, no hashes yet. */
  const unlinked = (overrides: Partial<ActivityRecord>) => {
    const { seq: _seq, hash: _hash, prevHash: _prevHash, ...rest } = aRecord(overrides);
    return rest as ActivityRecord;
  };
  const switchOf = () => screen.getByRole('switch', { name: 'Show reads' });

  test('leaves reads out by default and says how many; Show reads shows them, one line per person, kind and day', async () => {
    activityPages({ first: { Items: [viewed(ADMIN, 15), viewed(CLIENT, 14), viewed(ADMIN, 13), downloaded(), viewed(ADMIN, 9)] } });
    const { user } = renderScreen(<CaseActivityCard caseId="case-1" people={PEOPLE} />);
    await screen.findByRole('table', { name: 'Activity records' });
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('downloaded passport.pdf');
    expect(screen.getByText('4 reads of those loaded are not shown.')).toBeInTheDocument();
    expect(switchOf()).not.toBeChecked();

    await user.click(switchOf());
    await waitFor(() => expect(rows()).toHaveLength(3));
    const [admin, client, download] = rows();
    expect(admin).toHaveTextContent('Alex Admin · Staff');
    expect(admin).toHaveTextContent('viewed the case 3 times today');
    expect(admin).toHaveTextContent('first at 9:00 a.m.');
    expect(client).toHaveTextContent('Casey Client · Client');
    expect(client).toHaveTextContent('Clientviewed the case203.0.113.7');
    expect(client).not.toHaveTextContent('times');
    expect(download).toHaveTextContent('downloaded passport.pdf');
    expect(screen.queryByText(/reads of those loaded are not shown/)).not.toBeInTheDocument();
    // The phone's cards say the same.
    const cards = within(screen.getByRole('list', { name: 'Activity records' })).getAllByRole('listitem');
    expect(cards[0]).toHaveTextContent('viewed the case 3 times today');
  });

  test('a kind of read chosen in the filter is shown without the switch', async () => {
    activityPages({ first: { Items: [downloaded()] } });
    const { user } = renderScreen(<CaseActivityCard caseId="case-1" people={PEOPLE} />);
    await screen.findByRole('table', { name: 'Activity records' });
    server.use(http.get(ACTIVITY_URL, () => HttpResponse.json({ Items: [viewed(), viewed()] })));
    await user.selectOptions(screen.getByLabelText('Kind'), 'case.viewed');
    await waitFor(() => expect(rows()[0]).toHaveTextContent('viewed the case 2 times today'));
    // Both at the same minute: no 'first at'.
    expect(rows()[0]).not.toHaveTextContent('first at');
    expect(screen.queryByRole('switch', { name: 'Show reads' })).not.toBeInTheDocument();
  });

  test('says when the records loaded are all reads, and still offers the next page', async () => {
    activityPages({ first: { Items: [viewed(), viewed(CLIENT)], nextCursor: 'page-2' } });
    renderScreen(<CaseActivityCard caseId="case-1" people={PEOPLE} />);
    expect(await screen.findByText('Only reads among the records loaded: turn on Show reads to see them.')).toBeInTheDocument();
    expect(screen.getByText('2 reads of those loaded are not shown.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load More' })).toBeInTheDocument();
  });

  test('marks a refused and a failed request, and shows records not yet linked into the chain', async () => {
    activityPages({
      first: {
        Items: [
          unlinked({ kind: 'document.downloaded', outcome: 'refused', actor: CLIENT, details: { documents: [{ documentId: 'doc-1', name: 'passport.pdf', visibleToClient: true }] } }),
          unlinked({ kind: 'case.viewed', outcome: 'failed', at: now() }),
          unlinked({ kind: 'case.viewed', outcome: 'answered', at: now() }),
        ],
      },
    });
    renderScreen(<CaseActivityCard caseId="case-1" people={PEOPLE} />);
    await screen.findByRole('table', { name: 'Activity records' });
    const [refusedDownload, failedView] = rows();
    expect(rows()).toHaveLength(2);
    expect(refusedDownload).toHaveTextContent('Refused tried to download passport.pdf (refused)');
    expect(refusedDownload).toHaveClass('bg-red-50');
    expect(failedView).toHaveTextContent('Failed tried to view the case (the portal could not answer)');
    expect(failedView).toHaveClass('bg-orange-50');
    expect(screen.getByText('1 read of those loaded is not shown.')).toBeInTheDocument();
  });

  test("says a stage move, the portal's e-mail and a refusal in words, with no field name or route id, in English and French", async () => {
    const items = [movedStage(), stageEmail(), refusedOnClientPage()];
    const identifiers = ['expectedDate', 'stageNote', 'stage,', 'getClientCase', 'caseStageChanged', 'Portal e-mail', 'case.updated', 'email.delivered', 'access.denied'];
    activityPages({ first: { Items: items } });
    const first = renderScreen(<CaseActivityCard caseId="case-1" people={PEOPLE} />);
    await screen.findByRole('table', { name: 'Activity records' });
    const [moved, email, refusal] = rows();
    expect(moved).toHaveTextContent('moved the case to Submitted to IRCC, next step expected by Feb 1, 2027, with a note for the client');
    expect(email).toHaveTextContent("Portal email · System");
    expect(email).toHaveTextContent("emailed the client the case's new stage");
    expect(refusal).toHaveTextContent('was refused the case page');
    const card = screen.getByRole('region', { name: 'Activity' });
    for (const identifier of identifiers) expect(card).not.toHaveTextContent(identifier);
    expect(within(screen.getByLabelText('Person')).getByRole('option', { name: 'Portal email (System)' })).toBeInTheDocument();
    first.unmount();

    await activateLanguage('fr');
    activityPages({ first: { Items: items } });
    renderScreen(<CaseActivityCard caseId="case-1" people={PEOPLE} />);
    const table = await screen.findByRole('table', { name: 'Enregistrements d’activité' });
    const [movedFr, emailFr, refusalFr] = within(table).getAllByRole('row').slice(1);
    expect(movedFr).toHaveTextContent('a fait passer le dossier à l’étape Soumise à IRCC, prochaine étape prévue au plus tard le 1er févr. 2027, avec une note pour le client');
    expect(emailFr).toHaveTextContent('Courriel du portail · Système');
    expect(emailFr).toHaveTextContent('a avisé le client par courriel de la nouvelle étape du dossier');
    expect(refusalFr).toHaveTextContent('s’est vu refuser la page du dossier');
    const cardFr = screen.getByRole('region', { name: 'Activité' });
    for (const identifier of identifiers) expect(cardFr).not.toHaveTextContent(identifier);
    expect(screen.getByRole('switch', { name: 'Afficher les consultations' })).toBeInTheDocument();
  });

  test("names an older record's stage from the case's stages", async () => {
    activityPages({ first: { Items: [aRecord({ kind: 'case.updated', details: { fields: ['stage'], stage: { stageId: 'filed', moved: true } } })] } });
    renderScreen(<CaseActivityCard caseId="case-1" people={PEOPLE} stages={[{ stageId: 'filed', label: { en: 'Filed online', fr: 'Déposée en ligne' } }]} />);
    await screen.findByRole('table', { name: 'Activity records' });
    expect(rows()[0]).toHaveTextContent('moved the case to Filed online');
  });
});

describe('the user agent in a few words', () => {
  test.each([
    [CHROME_ON_WINDOWS, 'Chrome 131, Windows'],
    [SAFARI_ON_IPHONE, 'Safari 18, iOS'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox 133, Linux'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', 'Edge 131, macOS'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36', 'Chrome 131, Android'],
    ['curl/8.5.0', 'curl/8.5.0'],
    ['a-very-long-script-name-that-says-nothing-useful/1.0 (compatible)', 'a-very-long-script-name-that-says-nothi…'],
  ])('%s → %s', (agent, short) => expect(shortUserAgent(agent)).toBe(short));
});

describe("the client's Activity on your documents card", () => {
  function anItem(overrides: Partial<ClientActivityItem> = {}): ClientActivityItem {
    seq -= 1;
    return { seq, at: '2026-11-27T15:42:00.000Z', kind: 'document.downloaded', by: 'firm', actorName: 'Alex Admin', documents: [{ documentId: 'doc-1', name: 'passport.pdf' }], ...overrides };
  }

  function myActivity(pages: Record<string, ClientActivityPage>) {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(MY_ACTIVITY_URL, ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        return HttpResponse.json(pages[query.get('cursor') ?? 'first'] ?? { Items: [] });
      }),
    );
    return asked;
  }

  const lines = () => within(screen.getByRole('list', { name: 'Activity on your documents' })).getAllByRole('listitem');

  test("says what the firm and the client did with the client's documents, and when, with Load More", async () => {
    const asked = myActivity({
      first: {
        Items: [
          anItem(),
          anItem({ kind: 'document.uploaded', by: 'you', actorName: 'Casey Client', documents: [{ documentId: 'doc-2', name: 'photo.jpg' }, { documentId: 'doc-3', name: 'id.png' }] }),
          anItem({ kind: 'document.shared' }),
        ],
        nextCursor: 'page-2',
      },
      'page-2': { Items: [anItem({ kind: 'document.unshared', documents: [{ documentId: 'doc-4', name: 'letter.pdf' }] })] },
    });
    const { user } = renderScreen(<MyActivityCard caseId="case-1" />);
    expect(await screen.findByRole('region', { name: 'Activity on your documents' })).toBeInTheDocument();
    await waitFor(() => expect(lines()).toHaveLength(3));
    expect(lines()[0]).toHaveTextContent(/^The firm downloaded passport\.pdf on Nov 27, 2026, \d{1,2}:42/);
    expect(within(lines()[0]!).getByText(/Nov 27, 2026/).tagName).toBe('TIME');
    expect(lines()[1]).toHaveTextContent(/^You uploaded photo\.jpg and id\.png on Nov 27, 2026/);
    expect(lines()[2]).toHaveTextContent(/^The firm shared passport\.pdf with you on/);
    // The client never sees the staff member's name.
    expect(screen.queryByText(/Alex Admin/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(lines()).toHaveLength(4));
    expect(lines()[3]).toHaveTextContent(/^The firm stopped sharing letter\.pdf with you on/);
    expect(asked.at(-1)?.get('cursor')).toBe('page-2');
  });

  test('shows events not yet linked into the chain (no seq)', async () => {
    const { seq: _seq, ...unlinked } = anItem({ kind: 'document.shared' });
    myActivity({ first: { Items: [unlinked as ClientActivityItem, anItem()] } });
    renderScreen(<MyActivityCard caseId="case-1" />);
    await waitFor(() => expect(lines()).toHaveLength(2));
    expect(lines()[0]).toHaveTextContent(/^The firm shared passport\.pdf with you on/);
  });

  test('says when nothing was done with their documents yet', async () => {
    myActivity({ first: { Items: [] } });
    renderScreen(<MyActivityCard caseId="case-1" />);
    expect(await screen.findByText('Nothing has been done with your documents yet.')).toBeInTheDocument();
  });

  test('in French', async () => {
    await activateLanguage('fr');
    myActivity({ first: { Items: [anItem(), anItem({ kind: 'document.uploaded', by: 'you', documents: [{ documentId: 'doc-2', name: 'photo.jpg' }] })] } });
    renderScreen(<MyActivityCard caseId="case-1" />);
    const list = await screen.findByRole('list', { name: 'Activité sur vos documents' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent(/^Le cabinet a téléchargé passport\.pdf le 27 nov\. 2026/);
    expect(second).toHaveTextContent(/^Vous avez téléversé photo\.jpg le 27 nov\. 2026/);
  });
});
