import type { MailContext } from '../../mail';
import type { ClientNotice } from '../notice-kinds';
import { MAX_LISTED_NOTICES, type NoticeGroup, renderClientNotices } from './templates';

const context: MailContext = { firmName: 'Tremblay & Fils', portalUrl: 'https://portal.firm.test/', language: 'en' };
const enFrancais: MailContext = { ...context, language: 'fr' };

const requested = (targetId: string, name: string, dueDate?: string): ClientNotice => ({ kind: 'requested', caseId: 'case-1', targetId, name, ...(dueDate ? { dueDate } : {}) });
const permit = (notices: ClientNotice[], overrides: Partial<NoticeGroup> = {}): NoticeGroup => ({
  caseId: 'case-1',
  caseName: 'Study permit — Université Laval',
  discreet: false,
  notices,
  ...overrides,
});
const render = (groups: NoticeGroup[], written: MailContext = context) => renderClientNotices(written, { recipientName: 'Casey Client', groups });

const sixRequestsAndAShare: ClientNotice[] = [
  requested('r-1', 'Passport', '2026-05-07'),
  requested('r-2', 'Photos'),
  requested('r-3', 'Bank statements'),
  requested('r-4', 'Letter of acceptance'),
  requested('r-5', 'Police certificate'),
  requested('r-6', 'Proof of funds'),
  { kind: 'documentShared', caseId: 'case-1', targetId: 'd-1', name: 'Retainer agreement.pdf' },
];

describe('the client notices e-mail', () => {
  it('names the case and lists every item of every kind, each linked to its place on the case page', () => {
    const mail = render([permit(sixRequestsAndAShare)]);

    expect(mail.subject).toBe('Tremblay & Fils: news on your case Study permit — Université Laval');
    expect(mail.text).toContain('Here is what is new on your case Study permit — Université Laval.');
    expect(mail.text).toContain('6 documents requested:\n\n- Passport (due May 7, 2026): https://portal.firm.test/client/cases/case-1?item=r-1\n- Photos: https://portal.firm.test/client/cases/case-1?item=r-2');
    expect(mail.text).toContain('- Proof of funds: https://portal.firm.test/client/cases/case-1?item=r-6');
    expect(mail.text).toContain('A document was shared with you:\n\n- Retainer agreement.pdf: https://portal.firm.test/client/cases/case-1?document=d-1');
    expect(mail.html).toContain('<li><a href="https://portal.firm.test/client/cases/case-1?item=r-1">Passport (due May 7, 2026)</a></li>');
    expect(mail.html).toContain('<li><a href="https://portal.firm.test/client/cases/case-1?document=d-1">Retainer agreement.pdf</a></li>');
    expect(mail.text).toContain('View your case: https://portal.firm.test/client/cases/case-1');
  });

  it('says a rejected upload needs attention and links to the item, never with the firm’s reason (the event carries none)', () => {
    const mail = render([permit([{ kind: 'rejected', caseId: 'case-1', targetId: 'r-1', name: 'Passport' }])]);

    expect(mail.text).toContain('A document needs your attention:\n\n- Passport: https://portal.firm.test/client/cases/case-1?item=r-1');
  });

  it('lists what needs the client first: a rejection before new requests, changes and acceptances', () => {
    const mail = render([
      permit([
        { kind: 'accepted', caseId: 'case-1', targetId: 'r-9', name: 'Diploma' },
        requested('r-1', 'Passport'),
        { kind: 'changed', caseId: 'case-1', targetId: 'r-3', name: 'Photos', dueDate: '2026-06-01' },
        { kind: 'rejected', caseId: 'case-1', targetId: 'r-2', name: 'Bank statements' },
      ]),
    ]);

    const order = ['A document needs your attention:', '1 document requested:', '1 request changed:', '1 document accepted:'].map((heading) => mail.text.indexOf(heading));
    expect(order.every((position) => position > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(mail.text).toContain('- Photos (due June 1, 2026): https://portal.firm.test/client/cases/case-1?item=r-3');
  });

  it('lists the first items of a kind and counts the rest', () => {
    const many = Array.from({ length: MAX_LISTED_NOTICES + 4 }, (_, index) => requested(`r-${index}`, `Item ${index}`));
    const mail = render([permit(many)]);

    expect(mail.text).toContain(`${MAX_LISTED_NOTICES + 4} documents requested:`);
    expect(mail.text).toContain(`?item=r-${MAX_LISTED_NOTICES - 1}\n\n- and 4 more`);
    expect(mail.text).not.toContain(`?item=r-${MAX_LISTED_NOTICES}\n`);
  });

  it('names each case of several, and leads to the portal', () => {
    const other: NoticeGroup = { caseId: 'case-2', caseName: 'Work permit', discreet: false, notices: [{ kind: 'accepted', caseId: 'case-2', targetId: 'r-7', name: 'Job offer' }] };
    const mail = render([permit([requested('r-1', 'Passport')]), other]);

    expect(mail.subject).toBe('You have an update on your Tremblay & Fils portal');
    expect(mail.text).toContain('Your case Study permit — Université Laval:\n\n1 document requested:');
    expect(mail.text).toContain('Your case Work permit:\n\n1 document accepted:\n\n- Job offer: https://portal.firm.test/client/cases/case-2?item=r-7');
    expect(mail.text).toContain('Open the portal: https://portal.firm.test\n');
  });

  it('ends with the unsubscribe line leading to the client settings', () => {
    expect(render([permit([requested('r-1', 'Passport')])]).text.trimEnd()).toMatch(/unsubscribe, turn them off at https:\/\/portal\.firm\.test\/client\/settings$/);
  });
});

describe('a discreet case', () => {
  const discreet = permit(sixRequestsAndAShare, { caseName: 'Refugee Protection Claim', discreet: true });

  it('names neither the case nor an item in its subject or body: generic lines, each linked to its item', () => {
    const mail = render([discreet]);

    expect(mail.subject).toBe('You have an update on your Tremblay & Fils portal');
    for (const part of [mail.subject, mail.text, mail.html]) {
      for (const named of ['Refugee', 'Claim', 'Passport', 'Retainer', 'Study permit']) expect(part).not.toContain(named);
    }
    expect(mail.text).toContain('You have an update on your Tremblay & Fils portal.');
    expect(mail.text).toContain('6 documents requested:\n\n- Open in the portal: https://portal.firm.test/client/cases/case-1?item=r-1');
    expect(mail.text).toContain('A document was shared with you:\n\n- Open in the portal: https://portal.firm.test/client/cases/case-1?document=d-1');
  });

  it('says only that a document needs attention when an upload was rejected', () => {
    const mail = render([permit([{ kind: 'rejected', caseId: 'case-1', targetId: 'r-1', name: 'Passport' }], { discreet: true })]);

    expect(mail.text).toContain('A document needs your attention:\n\n- Open in the portal: https://portal.firm.test/client/cases/case-1?item=r-1');
    expect(mail.text).not.toContain('Passport');
  });

  it('stays unnamed beside a named case in one e-mail', () => {
    const named: NoticeGroup = { caseId: 'case-2', caseName: 'Work permit', discreet: false, notices: [{ kind: 'accepted', caseId: 'case-2', targetId: 'r-7', name: 'Job offer' }] };
    const mail = render([named, discreet]);

    expect(mail.text).toContain('Your case Work permit:');
    expect(mail.text).not.toContain('Refugee');
    expect(mail.text.indexOf('6 documents requested:')).toBeLessThan(mail.text.indexOf('Your case Work permit:'));
  });
});

describe('in French, for a reader who chose it', () => {
  it('writes every part in French: subject, headings, dates, links and the layout’s texts', () => {
    const mail = render(
      [permit([...sixRequestsAndAShare, { kind: 'rejected', caseId: 'case-1', targetId: 'r-8', name: 'Diplôme' }, { kind: 'accepted', caseId: 'case-1', targetId: 'r-9', name: 'Photo' }])],
      enFrancais,
    );

    expect(mail.subject).toBe('Tremblay & Fils : du nouveau dans votre dossier Study permit — Université Laval');
    expect(mail.text).toContain('Bonjour Casey Client,');
    expect(mail.text).toContain('Voici ce qui est nouveau dans votre dossier Study permit — Université Laval.');
    expect(mail.text).toContain('Un document demande votre attention :\n\n- Diplôme : https://portal.firm.test/client/cases/case-1?item=r-8');
    expect(mail.text).toContain('6 documents demandés :\n\n- Passport (à fournir au plus tard le 7 mai 2026) : https://portal.firm.test/client/cases/case-1?item=r-1');
    expect(mail.text).toContain('1 document accepté :');
    expect(mail.text).toContain('Un document a été partagé avec vous :');
    expect(mail.text).toContain('Voir votre dossier : https://portal.firm.test/client/cases/case-1');
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.text).not.toMatch(/Hello|requested|shared with you|View your case/);
  });

  it('says a discreet case’s update in French without naming it', () => {
    const mail = render([permit([requested('r-1', 'Passport'), requested('r-2', 'Photos')], { caseName: 'Demande d’asile', discreet: true })], enFrancais);

    expect(mail.subject).toBe('Vous avez du nouveau sur votre portail Tremblay & Fils');
    expect(mail.text).toContain('2 documents demandés :\n\n- Ouvrir dans le portail : https://portal.firm.test/client/cases/case-1?item=r-1');
    expect(mail.text).not.toContain('asile');
  });
});
