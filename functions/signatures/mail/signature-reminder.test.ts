import { renderSignatureReminder } from './templates';

const context = { firmName: 'Tremblay Immigration', portalUrl: 'https://portal.test/' };
const cases = [{ caseId: 'case-1', caseName: 'Work permit', items: [{ documentId: 'doc-1', name: 'Retainer.pdf', dueDate: '2026-05-13' }] }];

describe('the signature reminder e-mail', () => {
  it('names each document with the day to sign it by, linked to its signing screen', () => {
    const mail = renderSignatureReminder({ ...context, language: 'en' }, { recipientName: 'Casey', cases });
    expect(mail.subject).toBe('Tremblay Immigration: a document is waiting for your signature');
    expect(mail.text).toContain('For your case Work permit:');
    expect(mail.text).toContain('- Retainer.pdf: to sign by May 13, 2026: https://portal.test/client/cases/case-1?document=doc-1');
    expect(mail.text).toContain('Read and sign: https://portal.test/client/cases/case-1?document=doc-1');
    expect(mail.text).toContain('https://portal.test/client/settings');
  });

  it('is written in French for a French-speaking client', () => {
    const mail = renderSignatureReminder({ ...context, language: 'fr' }, { recipientName: 'Casey', cases });
    expect(mail.subject).toBe('Tremblay Immigration : un document attend votre signature');
    expect(mail.text).toContain('- Retainer.pdf : à signer au plus tard le 13 mai 2026');
    expect(mail.html).toContain('<html lang="fr">');
  });

  it('names no case nor document when a case is discreet', () => {
    const mail = renderSignatureReminder({ ...context, language: 'en' }, { recipientName: 'Casey', cases: [{ ...cases[0]!, discreet: true }] });
    expect(mail.subject).toBe('You have an update on your Tremblay Immigration portal');
    expect(mail.text).not.toContain('Retainer.pdf');
    expect(mail.text).not.toContain('Work permit');
  });
});
