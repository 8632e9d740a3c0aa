import { renderDocumentReminder, renderDocumentsExpiring } from './templates';

const context = { firmName: 'Tremblay Immigration', portalUrl: 'https://portal.test/' };

describe('the document reminder e-mail', () => {
  const cases = [{ caseId: 'case-1', caseName: 'Work permit', items: [{ requestId: 'req-1', title: 'Passport', dueDate: '2026-05-07' }, { requestId: 'req-2', title: 'Photos', dueDate: '2026-05-13' }] }];

  it('lists each item with its due date, the overdue ones said so, and links to the case', () => {
    const mail = renderDocumentReminder({ ...context, language: 'en' }, { recipientName: 'Casey', today: '2026-05-10', cases });
    expect(mail.subject).toBe('Tremblay Immigration: 2 documents are still needed');
    expect(mail.text).toContain('- Passport: was due May 7, 2026 (overdue)');
    expect(mail.text).toContain('- Photos: due May 13, 2026');
    expect(mail.text).toContain('https://portal.test/client/cases/case-1');
    expect(mail.text).toContain('https://portal.test/client/settings');
  });

  it('links each item to its place on the case page', () => {
    const mail = renderDocumentReminder({ ...context, language: 'en' }, { recipientName: 'Casey', today: '2026-05-10', cases });
    expect(mail.text).toContain('- Passport: was due May 7, 2026 (overdue): https://portal.test/client/cases/case-1?item=req-1');
    expect(mail.text).toContain('- Photos: due May 13, 2026: https://portal.test/client/cases/case-1?item=req-2');
    expect(mail.html).toContain('<li><a href="https://portal.test/client/cases/case-1?item=req-1">Passport: was due May 7, 2026 (overdue)</a></li>');
  });

  it('is written in French for a French-speaking client', () => {
    const mail = renderDocumentReminder({ ...context, language: 'fr' }, { recipientName: 'Casey', today: '2026-05-10', cases });
    expect(mail.subject).toBe('Tremblay Immigration : 2 documents sont encore requis');
    expect(mail.text).toContain('- Passport : attendu le 7 mai 2026 (en retard)');
    expect(mail.html).toContain('<html lang="fr">');
  });
});

describe('the expiring documents e-mail', () => {
  it('names each document, its client, its case and its expiry date, in the reader’s language', () => {
    const items = [{ caseId: 'case-1', caseName: 'Work permit', clientName: 'Casey Client', title: 'Passport', expiresOn: '2026-06-09' }];
    const en = renderDocumentsExpiring({ ...context, language: 'en' }, { recipientName: 'Alex', items });
    const fr = renderDocumentsExpiring({ ...context, language: 'fr' }, { recipientName: 'Alex', items });
    expect(en.subject).toBe('Tremblay Immigration: a client document expires soon');
    expect(en.text).toContain('Casey Client, case Work permit (https://portal.test/admin/cases/case-1):');
    expect(en.text).toContain('- Passport: expires June 9, 2026');
    expect(fr.text).toContain('- Passport : expire le 9 juin 2026');
  });
});
