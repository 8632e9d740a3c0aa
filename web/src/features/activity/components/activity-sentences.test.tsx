/**
 * The activity log's sentences, in English and in French: one per kind of record, with its values
 * (documents' and requests' names, the stage in the reader's language, dates and counts as the reader
 * writes them); a refused or failed request; several records in one line; a change to a case, new and
 * old; the words of every route that can be refused; the portal's own actors. Never a field's name, a
 * route's id or a kind's code.
 */
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import { ACTIVITY_KINDS, type ActivityDetails, type ActivityKind } from '@shared/activity/types';
import { routes } from '@shared/routes';
import { actorName, isReadKind, KIND_LABELS } from '@/features/activity/components/activity-labels';
import { FIELD_NAMES, MAIL_KINDS } from '@/features/activity/components/activity-details';
import { activityLines } from '@/features/activity/components/activity-lines';
import { ActivitySentence } from '@/features/activity/components/activity-sentence';
import { REFUSED_ROUTE_WORDS, refusedRouteWords } from '@/features/activity/components/refused-routes';
import type { LoggedRecord } from '@/features/activity/types';
import { activateLanguage, i18n, loadCatalog, type Language } from '@/lib/i18n';

const doc = (name: string) => ({ documentId: `id-${name}`, name, visibleToClient: true });
const SUBMITTED = { stageId: 'submitted', label: { en: 'Submitted to IRCC', fr: 'Soumise à IRCC' }, moved: true };

/** Each kind: a record's details as the server writes them, and its sentence in each language. */
const SENTENCES: Record<ActivityKind, { details?: ActivityDetails; en: string; fr: string }> = {
  'case.created': { en: 'created the case', fr: 'a créé le dossier' },
  'case.viewed': { en: 'viewed the case', fr: 'a consulté le dossier' },
  'case.updated': {
    details: { fields: ['expectedDate', 'stage', 'stageNote'], stage: SUBMITTED, expectedDate: '2027-02-01' },
    en: 'moved the case to Submitted to IRCC, next step expected by Feb 1, 2027, with a note for the client',
    fr: 'a fait passer le dossier à l’étape Soumise à IRCC, prochaine étape prévue au plus tard le 1er févr. 2027, avec une note pour le client',
  },
  'case.destroyed': {
    details: {
      rule: 'retention: 7 years after closing',
      closedAt: '2019-01-15T12:00:00.000Z',
      caseNumber: 'WP-2019-004',
      removed: { documents: 12, folders: 1, storedObjects: 14, requests: 0, signatureRequests: 2, messages: 40 },
    },
    en: 'destroyed the case WP-2019-004, closed on Jan 15, 2019, as the firm keeps closed cases 7 years; removed: 12 documents, 1 folder, 2 signature requests and 40 messages',
    fr: 'a détruit le dossier WP-2019-004, fermé le 15 janv. 2019, le cabinet conservant les dossiers fermés 7 ans; éléments supprimés : 12 documents, 1 répertoire, 2 demandes de signature et 40 messages',
  },
  'folder.viewed': { details: { folderId: 'f-1', folderName: 'Identity' }, en: 'opened the folder Identity', fr: 'a ouvert le répertoire Identity' },
  'folder.created': { details: { folderId: 'f-1', folderName: 'Identity' }, en: 'created the folder Identity', fr: 'a créé le répertoire Identity' },
  'documents.listed': { en: 'viewed the list of documents', fr: 'a consulté la liste des documents' },
  'document.uploaded': {
    details: { documents: ['a.pdf', 'b.pdf', 'c.pdf', 'd.pdf', 'e.pdf', 'f.pdf'].map(doc) },
    en: 'uploaded a.pdf, b.pdf, c.pdf and 3 other documents',
    fr: 'a téléversé a.pdf, b.pdf, c.pdf et 3 autres documents',
  },
  'document.downloaded': { details: { documents: [doc('passport.pdf')] }, en: 'downloaded passport.pdf', fr: 'a téléchargé passport.pdf' },
  'document.previewed': {
    details: { documents: [doc('passport.pdf'), doc('photo.jpg')] },
    en: 'previewed passport.pdf and photo.jpg',
    fr: 'a prévisualisé passport.pdf et photo.jpg',
  },
  'document.shared': { details: { documents: [doc('letter.pdf')] }, en: 'shared letter.pdf with the client', fr: 'a partagé letter.pdf avec le client' },
  'document.unshared': {
    details: { documents: [doc('letter.pdf')] },
    en: 'stopped sharing letter.pdf with the client',
    fr: 'a cessé de partager letter.pdf avec le client',
  },
  'requests.viewed': { en: 'viewed the requested documents', fr: 'a consulté les documents demandés' },
  'people.viewed': { en: 'viewed the people on the file', fr: 'a consulté les personnes du dossier' },
  'person.added': { en: 'added a person to the file', fr: 'a ajouté une personne au dossier' },
  'questionnaires.viewed': { en: 'viewed the questionnaires', fr: 'a consulté les questionnaires' },
  'questionnaire.viewed': { en: 'viewed a questionnaire', fr: 'a consulté un questionnaire' },
  'questionnaire.created': { en: 'sent a questionnaire', fr: 'a envoyé un questionnaire' },
  'questionnaire.answered': { en: 'saved answers to a questionnaire', fr: 'a enregistré des réponses à un questionnaire' },
  'questionnaire.submitted': { en: 'submitted a questionnaire', fr: 'a soumis un questionnaire' },
  'questionnaire.returned': { en: 'returned a questionnaire with comments', fr: 'a retourné un questionnaire avec des commentaires' },
  'questionnaire.accepted': { en: 'accepted a questionnaire', fr: 'a accepté un questionnaire' },
  'questionnaire.reopened': { en: 'reopened a questionnaire', fr: 'a rouvert un questionnaire' },
  'questionnaire.exported': { en: "downloaded a questionnaire's answers", fr: 'a téléchargé les réponses d’un questionnaire' },
  'request.created': {
    details: { requests: [{ requestId: 'r-1', title: 'Birth certificate' }, { requestId: 'r-2', title: 'Police certificate' }] },
    en: 'requested Birth certificate and Police certificate',
    fr: 'a demandé Birth certificate et Police certificate',
  },
  'request.accepted': { details: { requests: [{ requestId: 'r-1', title: 'Passport' }], status: 'accepted' }, en: 'accepted Passport', fr: 'a accepté Passport' },
  'request.rejected': { details: { requests: [{ requestId: 'r-1', title: 'Passport' }], status: 'rejected' }, en: 'rejected Passport', fr: 'a refusé Passport' },
  // Titled in both languages: each reader reads theirs.
  'request.updated': {
    details: { requests: [{ requestId: 'r-1', title: 'Lettre d’acceptation', titles: { en: 'Letter of acceptance', fr: 'Lettre d’acceptation' } }], fields: ['dueDate'] },
    en: 'edited Letter of acceptance',
    fr: 'a modifié Lettre d’acceptation',
  },
  'request.deleted': {
    details: { requests: [{ requestId: 'r-1', title: 'Photos' }] },
    en: 'deleted the request for Photos',
    fr: 'a supprimé la demande de Photos',
  },
  'request.reminded': {
    details: { requests: [{ requestId: 'r-1', title: 'Passport', titles: { en: 'Passport', fr: 'Passeport' } }, { requestId: 'r-2', title: 'Photos' }] },
    en: 'reminded the client of Passport and Photos',
    fr: 'a rappelé Passeport et Photos au client',
  },
  'messages.viewed': { en: 'viewed the messages', fr: 'a consulté les messages' },
  'messages.read': { en: 'marked the messages as read', fr: 'a marqué les messages comme lus' },
  'message.sent': { details: { messageId: 'm-1' }, en: 'sent a message', fr: 'a envoyé un message' },
  'emails.viewed': { en: 'viewed the emails sent to the client', fr: 'a consulté les courriels envoyés au client' },
  'email.sent': { details: { messageId: 'm-2' }, en: 'emailed the client', fr: 'a envoyé un courriel au client' },
  'email.delivered': {
    details: { mail: 'caseStageChanged' },
    en: "emailed the client the case's new stage",
    fr: 'a avisé le client par courriel de la nouvelle étape du dossier',
  },
  'access.denied': { details: { route: 'getClientCase' }, en: 'was refused the case page', fr: 's’est vu refuser la page du dossier' },
  'client.exported': { details: { clientId: 'client-1' }, en: "exported the client's data", fr: 'a exporté les données du client' },
  'export.requested': { details: { clientId: 'client-1' }, en: 'asked for a copy of their data', fr: 'a demandé une copie de ses données' },
  'export.approved': {
    details: { clientId: 'client-1' },
    en: "approved the client's request for a copy of their data",
    fr: 'a approuvé la demande de copie des données du client',
  },
  'privacy.accepted': {
    details: { version: '2026-11' },
    en: 'accepted the privacy notice (version 2026-11)',
    fr: 'a accepté l’avis de confidentialité (version 2026-11)',
  },
  'activity.verified': { en: 'verified the activity log', fr: 'a vérifié le journal d’activité' },
  'signatures.viewed': { en: 'viewed the signature requests', fr: 'a consulté les demandes de signature' },
  'signature.requested': { details: { signatureRequestId: 'sr-1', documents: [doc('Retainer.pdf')] }, en: 'asked for Retainer.pdf to be signed', fr: 'a demandé la signature de Retainer.pdf' },
  'signature.viewed': { details: { signatureRequestId: 'sr-1', documents: [doc('Retainer.pdf')] }, en: 'opened Retainer.pdf to sign it', fr: 'a ouvert Retainer.pdf pour le signer' },
  'signature.codeSent': { details: { signatureRequestId: 'sr-1', documents: [doc('Retainer.pdf')] }, en: 'asked for a code to sign Retainer.pdf', fr: 'a demandé un code pour signer Retainer.pdf' },
  'signature.signed': { details: { signatureRequestId: 'sr-1', documents: [doc('Retainer.pdf')] }, en: 'signed Retainer.pdf', fr: 'a signé Retainer.pdf' },
  'signature.declined': { details: { signatureRequestId: 'sr-1', documents: [doc('Retainer.pdf')] }, en: 'declined to sign Retainer.pdf', fr: 'a refusé de signer Retainer.pdf' },
  'package.built': { details: { packageId: 'package-1' }, en: 'built the IRCC package', fr: 'a constitué la trousse IRCC' },
  'package.downloaded': { details: { packageId: 'package-1' }, en: 'downloaded the IRCC package', fr: 'a téléchargé la trousse IRCC' },
  'package.deleted': { details: { packageId: 'package-1' }, en: 'deleted an IRCC package', fr: 'a supprimé une trousse IRCC' },
  'invoice.created': { details: { invoiceId: 'inv-1', invoiceNumber: 12 }, en: 'created invoice #12', fr: 'a créé la facture #12' },
  'invoice.sent': { details: { invoiceId: 'inv-1', invoiceNumber: 12 }, en: 'sent invoice #12', fr: 'a envoyé la facture #12' },
  'invoice.voided': { details: { invoiceId: 'inv-1', invoiceNumber: 12 }, en: 'voided invoice #12', fr: 'a annulé la facture #12' },
  'invoices.viewed': { en: 'viewed the invoices', fr: 'a consulté les factures' },
  'invoice.downloaded': { details: { invoiceId: 'inv-1', invoiceNumber: 12 }, en: 'downloaded invoice #12', fr: 'a téléchargé la facture #12' },
  'invoice.paid': {
    details: { invoiceId: 'inv-1', invoiceNumber: 12, source: 'card', amountCents: 5000 },
    en: 'recorded a payment on invoice #12',
    fr: 'a inscrit un paiement sur la facture #12',
  },
  'payment.started': { details: { invoiceId: 'inv-1', invoiceNumber: 12 }, en: 'opened the card payment of invoice #12', fr: 'a ouvert le paiement par carte de la facture #12' },
  'trust.received': { details: { entryId: 'e-1', amountCents: 5000 }, en: 'recorded money received in trust', fr: 'a inscrit une somme reçue en fiducie' },
  'trust.transferred': { details: { invoiceId: 'inv-1', invoiceNumber: 12 }, en: 'paid invoice #12 from trust', fr: 'a payé la facture #12 à partir de la fiducie' },
  'trust.refunded': { en: 'refunded money held in trust', fr: 'a remboursé une somme détenue en fiducie' },
  'trust.reversed': { en: 'reversed a trust receipt', fr: 'a contrepassé une réception en fiducie' },
  'trust.viewed': { en: 'viewed the trust ledger', fr: 'a consulté le grand livre en fiducie' },
  'trust.reconciled': { details: { month: '2026-11' }, en: 'viewed the trust reconciliation', fr: 'a consulté le rapprochement en fiducie' },
};

const ROUTE_IDS = routes.map((route) => route.id);

function aRecord(kind: ActivityKind, details?: ActivityDetails, overrides: Partial<LoggedRecord> = {}): LoggedRecord {
  return {
    chain: 'CASE#case-1',
    at: '2026-11-27T15:42:00.000Z',
    kind,
    actor: { userId: 'admin-1', name: 'Alex Admin', role: 'admin' },
    orgId: 'org-1',
    caseId: 'case-1',
    ...(details ? { details } : {}),
    ...overrides,
  };
}

/** The sentence's text as the reader sees it. */
function sentenceOf(record: LoggedRecord, props: { count?: number; stages?: Parameters<typeof ActivitySentence>[0]['stages'] } = {}): string {
  const { container, unmount } = render(
    <I18nProvider i18n={i18n}>
      <ActivitySentence record={record} {...props} />
    </I18nProvider>,
  );
  const text = container.textContent ?? '';
  unmount();
  return text;
}

/** No field name, route id or kind code in `text` (as whole words: "the status" is English, `stageNote` is not). */
function expectNoIdentifiers(text: string): void {
  for (const name of [...FIELD_NAMES, ...ROUTE_IDS, ...ACTIVITY_KINDS, ...MAIL_KINDS]) {
    if (/[A-Z.]/.test(name)) expect({ text, found: text.includes(name) }).toEqual({ text, found: false });
  }
}

beforeAll(() => loadCatalog('activity'));

describe.each(['en', 'fr'] as const)('in %s', (language: Language) => {
  beforeEach(() => activateLanguage(language));

  test.each(ACTIVITY_KINDS.map((kind) => [kind]))('%s reads as a sentence with its values', (kind) => {
    const expected = SENTENCES[kind];
    const text = sentenceOf(aRecord(kind, expected.details));
    expect(text).toBe(expected[language]);
    expectNoIdentifiers(text);
  });

  const SUFFIXES = { en: { refused: ' (refused)', failed: ' (the portal could not answer)' }, fr: { refused: ' (refusé)', failed: ' (le portail n’a pas pu répondre)' } };

  test.each(ACTIVITY_KINDS.filter((kind) => kind !== 'access.denied').map((kind) => [kind]))('%s refused or failed says what was tried, and how it ended', (kind) => {
    const details = SENTENCES[kind].details;
    for (const outcome of ['refused', 'failed'] as const) {
      const text = sentenceOf(aRecord(kind, details, { outcome }));
      expect(text).toMatch(language === 'en' ? /^tried to / : /^a tenté d/);
      expect(text.endsWith(SUFFIXES[language][outcome])).toBe(true);
      expectNoIdentifiers(text);
    }
  });

  test('a refused attempt on a case is refused whatever its outcome says', () => {
    const expected = SENTENCES['access.denied'][language];
    expect(sentenceOf(aRecord('access.denied', { route: 'getClientCase' }, { outcome: 'refused' }))).toBe(expected);
  });
});

describe('a refused or failed request', () => {
  test('says what was tried, with its values, and how it ended', async () => {
    const downloaded = aRecord('document.downloaded', { documents: [doc('passport.pdf')] }, { outcome: 'refused' });
    const viewed = aRecord('case.viewed', undefined, { outcome: 'failed' });
    expect(sentenceOf(downloaded)).toBe('tried to download passport.pdf (refused)');
    expect(sentenceOf(viewed)).toBe('tried to view the case (the portal could not answer)');
    await activateLanguage('fr');
    expect(sentenceOf(downloaded)).toBe('a tenté de télécharger passport.pdf (refusé)');
    expect(sentenceOf(viewed)).toBe('a tenté de consulter le dossier (le portail n’a pas pu répondre)');
  });

  test('an answered record (outcome absent or answered) reads as done', () => {
    expect(sentenceOf(aRecord('case.viewed', undefined, { outcome: 'answered' }))).toBe('viewed the case');
  });
});

describe('several records in one line', () => {
  const now = new Date();
  const yesterday = new Date(now.getTime() - 24 * 3600 * 1000);

  test('say how many times and which day: today, yesterday, or the date', async () => {
    expect(sentenceOf(aRecord('case.viewed', undefined, { at: now.toISOString() }), { count: 12 })).toBe('viewed the case 12 times today');
    expect(sentenceOf(aRecord('documents.listed', undefined, { at: yesterday.toISOString() }), { count: 2 })).toBe('viewed the list of documents 2 times yesterday');
    expect(sentenceOf(aRecord('case.viewed', undefined, { at: '2025-11-25T15:00:00.000Z' }), { count: 3 })).toBe('viewed the case 3 times on Nov 25, 2025');
    expect(sentenceOf(aRecord('access.denied', { route: 'getAdminCase' }, { at: now.toISOString() }), { count: 250 })).toBe('was refused the case page 250 times today');
    await activateLanguage('fr');
    expect(sentenceOf(aRecord('case.viewed', undefined, { at: now.toISOString() }), { count: 12 })).toBe('a consulté le dossier 12 fois aujourd’hui');
    expect(sentenceOf(aRecord('documents.listed', undefined, { at: yesterday.toISOString() }), { count: 2 })).toBe('a consulté la liste des documents 2 fois hier');
    expect(sentenceOf(aRecord('case.viewed', undefined, { at: '2025-11-25T15:00:00.000Z' }), { count: 3 })).toBe('a consulté le dossier 3 fois le 25 nov. 2025');
    expect(sentenceOf(aRecord('access.denied', { route: 'getAdminCase' }, { at: now.toISOString() }), { count: 250 })).toBe(
      's’est vu refuser la page du dossier 250 fois aujourd’hui',
    );
  });
});

describe('a change to a case', () => {
  const change = (details: ActivityDetails) => aRecord('case.updated', details);

  test('says the stage, status, category, legal hold, key dates and other fields it set, in the reader’s words', async () => {
    const everything = change({
      fields: ['category', 'description', 'keyDates', 'legalHold', 'stage', 'status'],
      stage: SUBMITTED,
      status: 'in-progress',
      category: 'Permis de travail',
      legalHold: true,
      keyDates: ['applicationNumber', 'submittedOn'],
    });
    expect(sentenceOf(everything)).toBe(
      'moved the case to Submitted to IRCC, set the status to In Progress, changed the category to Work permit, placed the case under legal hold, updated the application number and the submission date and changed the description',
    );
    await activateLanguage('fr');
    const french = sentenceOf(everything);
    expect(french).toMatch(/^a fait passer le dossier à l’étape Soumise à IRCC, a changé le statut pour En cours, a changé la catégorie pour Permis de travail, /);
    expect(french).toMatch(/a placé le dossier sous conservation légale, a mis à jour le numéro de demande et la date de soumission et a modifié la description$/);
  });

  test('a note on the stage the case was in, named from the case’s stages when the record carries no names', () => {
    const stages = [{ stageId: 'filed', label: { en: 'Filed online', fr: 'Déposée en ligne' } }];
    const noted = change({ fields: ['stageNote'], stage: { stageId: 'filed', moved: false } });
    expect(sentenceOf(noted, { stages })).toBe('updated the stage Filed online, with a note for the client');
    expect(sentenceOf(noted)).toBe("updated the case's stage, with a note for the client");
  });

  test('says the client\'s e-mails were made discreet or named again, in the reader\'s words', async () => {
    expect(sentenceOf(change({ fields: ['discreet'], discreet: true }))).toBe("made the client's e-mails discreet");
    expect(sentenceOf(change({ fields: ['discreet'], discreet: false }))).toBe("let the client's e-mails name the case");
    expect(sentenceOf(change({ fields: ['discreet'] }))).toBe('changed discreet e-mails');
    await activateLanguage('fr');
    expect(sentenceOf(change({ fields: ['discreet'], discreet: true }))).toBe('a rendu discrets les courriels du client');
  });

  test('lifting a legal hold, and a record older than the values (only the fields’ names) reads in the fields’ words', () => {
    expect(sentenceOf(change({ fields: ['legalHold'], legalHold: false }))).toBe('lifted the legal hold');
    expect(sentenceOf(change({ fields: ['expectedDate', 'stage', 'stageNote'] }))).toBe('changed the expected date, the stage and the note for the client');
    expect(sentenceOf(change({ fields: ['attorneyId', 'caseName'] }))).toBe('changed the attorney and the case name');
    // A field this build has no words for is never shown as it is.
    expect(sentenceOf(change({ fields: ['somethingNew'] }))).toBe('changed the case');
    expect(sentenceOf(change({}))).toBe('changed the case');
  });
});

describe('other values', () => {
  test('a waiver, a folder without a name, an e-mail of an unknown kind, an unknown route and an unknown kind', async () => {
    expect(sentenceOf(aRecord('request.accepted', { requests: [{ requestId: 'r-1', title: 'Passport' }], status: 'waived' }))).toBe('waived Passport');
    expect(sentenceOf(aRecord('folder.viewed', { folderId: 'f-1' }))).toBe('opened a folder');
    expect(sentenceOf(aRecord('email.delivered', { mail: 'somethingNew' }))).toBe('sent an automatic email about the case');
    expect(sentenceOf(aRecord('access.denied', { route: 'someNewRoute' }))).toBe('was refused a page of the case');
    expect(sentenceOf(aRecord('access.denied'))).toBe('was refused a page of the case');
    const unknown = sentenceOf(aRecord('case.archived' as ActivityKind));
    expect(unknown).toBe('did something this version of the portal cannot describe yet');
    await activateLanguage('fr');
    expect(sentenceOf(aRecord('request.accepted', { requests: [{ requestId: 'r-1', title: 'Passport' }], status: 'waived' }))).toBe(
      'a dispensé le client de fournir Passport',
    );
    expect(sentenceOf(aRecord('access.denied', { route: 'someNewRoute' }))).toBe('s’est vu refuser une page du dossier');
  });

  test('every automatic e-mail of the portal is said in both languages', async () => {
    const english = MAIL_KINDS.map((mail) => sentenceOf(aRecord('email.delivered', { mail })));
    await activateLanguage('fr');
    const french = MAIL_KINDS.map((mail) => sentenceOf(aRecord('email.delivered', { mail })));
    MAIL_KINDS.forEach((mail, index) => {
      expect({ mail, en: english[index] }).not.toEqual({ mail, en: 'sent an automatic email about the case' });
      expect({ mail, fr: french[index] }).not.toEqual({ mail, fr: english[index] });
    });
  });
});

describe('the words of refused routes', () => {
  const refusable = routes.filter((route) => ('uses' in route ? (route.uses as readonly string[]) : []).includes('activity')).map((route) => route.id);

  test('every route that can record a refusal (it records activity) has words, in both languages', async () => {
    expect(refusable.length).toBeGreaterThan(20);
    const words = REFUSED_ROUTE_WORDS as Partial<Record<string, unknown>>;
    expect(refusable.filter((id) => words[id] === undefined)).toEqual([]);
    const english = refusable.map((id) => refusedRouteWords(id, i18n));
    await activateLanguage('fr');
    const french = refusable.map((id) => refusedRouteWords(id, i18n));
    refusable.forEach((id, index) => {
      expect({ id, en: english[index] }).toEqual({ id, en: expect.stringMatching(/^[a-z]/) });
      expect({ id, fr: french[index] }).not.toEqual({ id, fr: english[index] });
      expectNoIdentifiers(`${english[index]} ${french[index]}`);
    });
  });

  test('names no route that is not in the table', () => {
    expect(Object.keys(REFUSED_ROUTE_WORDS).filter((id) => !ROUTE_IDS.includes(id as (typeof ROUTE_IDS)[number]))).toEqual([]);
  });
});

describe('who acted', () => {
  test('the portal’s own actors in the reader’s language; people by their name', async () => {
    const portal = { userId: 'portal', name: 'Portal e-mail', role: 'system' } as const;
    const retention = { userId: 'system', name: 'Retention job', role: 'system' } as const;
    const person = { userId: 'portal', name: 'Pat Portal', role: 'admin' } as const;
    expect([actorName(portal, i18n), actorName(retention, i18n), actorName(person, i18n)]).toEqual(['Portal email', 'Retention job', 'Pat Portal']);
    await activateLanguage('fr');
    expect([actorName(portal, i18n), actorName(retention, i18n), actorName(person, i18n)]).toEqual([
      'Courriel du portail',
      'Tâche de conservation des dossiers',
      'Pat Portal',
    ]);
  });
});

describe('the lines of the log', () => {
  const at = (hour: number, day = 27) => new Date(2026, 10, day, hour, 0).toISOString();
  const ALEX = { userId: 'admin-1', name: 'Alex Admin', role: 'admin' } as const;
  const CASEY = { userId: 'client-1', name: 'Casey Client', role: 'client' } as const;

  test('reads are left out unless asked for, and counted; a refused or failed read is shown', () => {
    const records = [
      aRecord('case.viewed', undefined, { at: at(15) }),
      aRecord('document.downloaded', { documents: [doc('a.pdf')] }, { at: at(14) }),
      aRecord('messages.viewed', undefined, { at: at(13) }),
      aRecord('case.viewed', undefined, { at: at(12), outcome: 'failed' }),
    ];
    const { lines, hiddenReads } = activityLines(records, false);
    expect(lines.map((line) => line.records.map((record) => record.at))).toEqual([[at(14)], [at(12)]]);
    expect(hiddenReads).toBe(2);
    expect(activityLines(records, true).lines).toHaveLength(4);
  });

  test("one person's reads of one thing on one day make one line, where the newest is; others stay apart", () => {
    const records = [
      aRecord('case.viewed', undefined, { at: at(15) }),
      aRecord('document.uploaded', { documents: [doc('a.pdf')] }, { at: at(14), actor: CASEY }),
      aRecord('case.viewed', undefined, { at: at(13) }),
      aRecord('case.viewed', undefined, { at: at(12), actor: CASEY }),
      aRecord('folder.viewed', { folderId: 'f-1', folderName: 'A' }, { at: at(11) }),
      aRecord('folder.viewed', { folderId: 'f-2', folderName: 'B' }, { at: at(10) }),
      aRecord('case.viewed', undefined, { at: at(9) }),
      aRecord('case.viewed', undefined, { at: at(15, 26) }),
      aRecord('document.uploaded', { documents: [doc('b.pdf')] }, { at: at(8), actor: CASEY }),
      aRecord('access.denied', { route: 'getClientCase' }, { at: at(7), actor: { ...ALEX, userId: 'other-9' } }),
      aRecord('access.denied', { route: 'getClientCase' }, { at: at(6), actor: { ...ALEX, userId: 'other-9' } }),
    ];
    const { lines } = activityLines(records, true);
    expect(lines.map((line) => [line.records[0].kind, line.records[0].at, line.records.length])).toEqual([
      ['case.viewed', at(15), 3],
      ['document.uploaded', at(14), 1],
      ['case.viewed', at(12), 1],
      ['folder.viewed', at(11), 1],
      ['folder.viewed', at(10), 1],
      ['case.viewed', at(15, 26), 1],
      ['document.uploaded', at(8), 1],
      ['access.denied', at(7), 2],
    ]);
    // Keys stay unique, also for records not yet linked into the chain (no seq).
    expect(new Set(lines.map((line) => line.key)).size).toBe(lines.length);
  });

  test('every read kind is a kind; uploads, downloads, changes, messages and refusals are not reads', () => {
    const reads = ACTIVITY_KINDS.filter(isReadKind);
    expect(reads).toEqual([
      'case.viewed',
      'folder.viewed',
      'documents.listed',
      'requests.viewed',
      'people.viewed',
      'questionnaires.viewed',
      'questionnaire.viewed',
      'messages.viewed',
      'messages.read',
      'emails.viewed',
      'activity.verified',
      'signatures.viewed',
      'invoices.viewed',
      'invoice.downloaded',
      'trust.viewed',
      'trust.reconciled',
    ]);
    for (const kind of ['document.uploaded', 'document.downloaded', 'case.updated', 'message.sent', 'access.denied'] as const) expect(KIND_LABELS[kind].read).toBeUndefined();
  });
});
