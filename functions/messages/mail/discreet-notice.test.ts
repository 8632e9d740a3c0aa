/**
 * The message notice to the client of a discreet case names neither the case nor its category, in
 * English and in French, and still links to the case's thread; staff are told as usual.
 */
import type { MailContext, RenderedMail } from '../../mail';
import { renderMessageNotice } from './templates';

const CASE_NAME = 'Demande d’asile — famille Haddad';
const TELLING = [CASE_NAME, 'Haddad', 'asile', 'Refugee claim'];
const english: MailContext = { firmName: 'Tremblay & Fils', portalUrl: 'https://portal.firm.test/', language: 'en' };
const about = { recipientName: 'Casey Client', caseId: 'case-7', caseName: CASE_NAME, discreet: true };

function expectDiscreet(mail: RenderedMail) {
  for (const word of TELLING) {
    expect(mail.subject).not.toContain(word);
    expect(mail.text).not.toContain(word);
    expect(mail.html).not.toContain(word);
  }
}

describe('the message notice to the client of a discreet case', () => {
  it('says a message is waiting without naming the case, and links to the thread', () => {
    const mail = renderMessageNotice(english, { ...about, audience: 'client' });
    expect(mail.subject).toBe('You have an update on your Tremblay & Fils portal');
    expect(mail.text).toContain('You have a new message on your Tremblay & Fils portal. Sign in to read it and reply.');
    expect(mail.text).toContain('Read the message: https://portal.firm.test/client/messages?case=case-7');
    expectDiscreet(mail);
  });

  it('is written in French for a French reader', () => {
    const mail = renderMessageNotice({ ...english, language: 'fr' }, { ...about, audience: 'client' });
    expect(mail.subject).toBe('Vous avez du nouveau sur votre portail Tremblay & Fils');
    expect(mail.text).toContain('Vous avez un nouveau message sur votre portail Tremblay & Fils. Connectez-vous pour le lire et y répondre.');
    expectDiscreet(mail);
  });

  it('names the case to staff, whom discretion does not concern', () => {
    const mail = renderMessageNotice(english, { ...about, audience: 'staff' });
    expect(mail.subject).toBe(`Tremblay & Fils: a new message about case ${CASE_NAME}`);
  });
});
