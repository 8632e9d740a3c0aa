/**
 * The cases feature's e-mails to the client of a discreet case: the subject and the body name neither
 * the case nor its category (nor the stage or status, which can tell it), in English and in French;
 * the link still leads to the case (by its id) and the unsubscribe line stays.
 */
import type { MailContext, RenderedMail } from '../../mail';
import { renderCaseEmail, renderCaseOpened, renderCaseStageChanged, renderCaseStatusChanged } from './templates';

const CASE_NAME = 'Haddad family protection claim';
/** What must never show: the case's name and every way of saying its category. */
const TELLING = [CASE_NAME, 'Haddad', "Demande d'asile", 'Demande d’asile', 'Refugee', 'asile', 'Basis of Claim', 'Fondement'];

const english: MailContext = { firmName: 'Tremblay & Fils', portalUrl: 'https://portal.firm.test/', language: 'en' };
const french: MailContext = { ...english, language: 'fr' };
const about = { recipientName: 'Casey Client', caseId: 'case-7', caseName: CASE_NAME, discreet: true };

const SUBJECT = { en: 'You have an update on your Tremblay & Fils portal', fr: 'Vous avez du nouveau sur votre portail Tremblay & Fils' };

function expectDiscreet(mail: RenderedMail) {
  for (const word of TELLING) {
    expect(mail.subject).not.toContain(word);
    expect(mail.text).not.toContain(word);
    expect(mail.html).not.toContain(word);
  }
}

const templates: Array<[string, (context: MailContext) => RenderedMail]> = [
  ['case opened', (context) => renderCaseOpened(context, about)],
  ['status changed', (context) => renderCaseStatusChanged(context, { ...about, status: 'on-hold' })],
  ['stage changed', (context) => renderCaseStageChanged(context, { ...about, stageName: context.language === 'fr' ? 'Formulaire Fondement de la demande d’asile' : 'Basis of Claim form' })],
];

describe.each(templates)('%s, about a discreet case', (_name, render) => {
  it('names neither the case nor its category, and says the update in general words', () => {
    const mail = render(english);
    expect(mail.subject).toBe(SUBJECT.en);
    expect(mail.text).toContain('There is something new for you on your Tremblay & Fils portal. Sign in to see what changed.');
    expect(mail.text).toContain('For your privacy, this e-mail does not name your case.');
    expectDiscreet(mail);
  });

  it('does so in French for a French reader', () => {
    const mail = render(french);
    expect(mail.subject).toBe(SUBJECT.fr);
    expect(mail.text).toContain('Vous avez du nouveau sur votre portail Tremblay & Fils. Connectez-vous pour voir ce qui a changé.');
    expect(mail.text).toContain('Pour protéger votre vie privée, ce courriel ne nomme pas votre dossier.');
    expect(mail.html).toContain('<html lang="fr">');
    expectDiscreet(mail);
  });

  it('still greets the client, links to the case by its id and keeps the unsubscribe line', () => {
    const mail = render(english);
    expect(mail.text).toContain('Hello Casey Client,');
    expect(mail.text).toContain('View your case: https://portal.firm.test/client/cases/case-7');
    expect(mail.text).toContain('turn them off at https://portal.firm.test/client/settings');
  });
});

describe('an admin\'s message about a discreet case', () => {
  const send = (context: MailContext) =>
    renderCaseEmail(context, { ...about, senderName: 'Alex Admin', message: 'Please bring your passport on Monday.', signature: 'Me Alex Admin' });

  it('frames the admin\'s words without naming the case, in English', () => {
    const mail = send(english);
    expect(mail.subject).toBe(SUBJECT.en);
    expect(mail.text).toContain('Alex Admin of Tremblay & Fils sent you a message:');
    expect(mail.text).toContain('Please bring your passport on Monday.');
    expect(mail.text).toContain('Me Alex Admin');
    expectDiscreet(mail);
  });

  it('and in French', () => {
    const mail = send(french);
    expect(mail.subject).toBe(SUBJECT.fr);
    expect(mail.text).toContain('Alex Admin (Tremblay & Fils) vous a envoyé un message :');
    expectDiscreet(mail);
  });
});

describe('a case that is not discreet', () => {
  it('is named as before', () => {
    const mail = renderCaseOpened(english, { ...about, discreet: false });
    expect(mail.subject).toBe(`Tremblay & Fils: your case ${CASE_NAME} is open`);
    expect(renderCaseOpened(english, { ...about, discreet: false })).toEqual(renderCaseOpened(english, { recipientName: 'Casey Client', caseId: 'case-7', caseName: CASE_NAME }));
  });
});
