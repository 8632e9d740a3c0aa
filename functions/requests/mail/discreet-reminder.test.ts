/**
 * The document reminder when one of its cases is discreet: the whole e-mail names no case, category
 * nor document (a document's title can tell the category), in English and in French.
 */
import type { RenderedMail } from '../../mail';
import { renderDocumentReminder } from './templates';

const context = { firmName: 'Tremblay Immigration', portalUrl: 'https://portal.test/' };
const refugeeClaim = {
  caseId: 'case-7',
  caseName: 'Haddad protection claim',
  items: [{ requestId: 'request-1', title: 'Basis of Claim form', dueDate: '2026-05-07' }],
  discreet: true,
};
const workPermit = { caseId: 'case-1', caseName: 'Work permit', items: [{ requestId: 'request-1', title: 'Passport', dueDate: '2026-05-13' }] };
const TELLING = ['Haddad', 'protection claim', 'Basis of Claim', 'Work permit', 'Passport', 'asile'];

function expectDiscreet(mail: RenderedMail) {
  for (const word of TELLING) {
    expect(mail.subject).not.toContain(word);
    expect(mail.text).not.toContain(word);
    expect(mail.html).not.toContain(word);
  }
}

describe('the document reminder about a discreet case', () => {
  it('only says documents are still needed, and links to the case', () => {
    const mail = renderDocumentReminder({ ...context, language: 'en' }, { recipientName: 'Casey', today: '2026-05-10', cases: [refugeeClaim] });
    expect(mail.subject).toBe('You have an update on your Tremblay Immigration portal');
    expect(mail.text).toContain('Tremblay Immigration is still waiting for documents from you. Sign in to see which ones and upload them.');
    expect(mail.text).toContain('https://portal.test/client/cases/case-7');
    expectDiscreet(mail);
  });

  it('is written in French for a French-speaking client', () => {
    const mail = renderDocumentReminder({ ...context, language: 'fr' }, { recipientName: 'Casey', today: '2026-05-10', cases: [refugeeClaim] });
    expect(mail.subject).toBe('Vous avez du nouveau sur votre portail Tremblay Immigration');
    expect(mail.text).toContain('Tremblay Immigration attend toujours des documents de votre part. Connectez-vous pour voir lesquels et les téléverser.');
    expectDiscreet(mail);
  });

  it('names none of the client\'s cases when one of them is discreet (the subject is shared)', () => {
    const mail = renderDocumentReminder({ ...context, language: 'en' }, { recipientName: 'Casey', today: '2026-05-10', cases: [workPermit, refugeeClaim] });
    expect(mail.subject).toBe('You have an update on your Tremblay Immigration portal');
    expect(mail.text).toContain('Open the portal: https://portal.test');
    expectDiscreet(mail);
  });
});
