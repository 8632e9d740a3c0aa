import type { MailContext } from '../../mail';
import { renderCaseEmail, renderCaseOpened, renderCaseStatusChanged } from './templates';

const context: MailContext = { firmName: 'Tremblay & Fils', portalUrl: 'https://portal.firm.test/', language: 'en' };
const enFrancais: MailContext = { ...context, language: 'fr' };
const about = { recipientName: 'Casey Client', caseId: 'case-1', caseName: 'Work permit renewal' };
const message = (overrides: Partial<Parameters<typeof renderCaseEmail>[1]> = {}) =>
  renderCaseEmail(context, {
    ...about,
    senderName: 'Alex Admin',
    message: 'Hello,\nplease bring your passport.\n\nThank you.',
    signature: 'Best regards, Alex Admin',
    ...overrides,
  });

const HOSTILE_NAME = 'Renewal\r\nBcc: attacker@evil.test\u2028<script>alert(1)</script>';

describe('case opened (to the client)', () => {
  it('links to the client case page and ends with an unsubscribe line to the client settings', () => {
    const mail = renderCaseOpened(context, about);
    expect(mail.subject).toBe('Tremblay & Fils: your case Work permit renewal is open');
    expect(mail.text).toContain('Hello Casey Client,');
    expect(mail.text).toContain('View your case: https://portal.firm.test/client/cases/case-1');
    expect(mail.text).toContain('turn them off at https://portal.firm.test/client/settings');
    expect(mail.html).toContain('<a href="https://portal.firm.test/client/settings">');
  });

  it('escapes the firm name in HTML', () => {
    expect(renderCaseOpened(context, about).html).toContain('Tremblay &amp; Fils');
  });
});

describe('case status changed (to the client)', () => {
  it('shows the status by its label', () => {
    const mail = renderCaseStatusChanged(context, { ...about, status: 'in-progress' });
    expect(mail.subject).toBe('Tremblay & Fils: your case Work permit renewal is now In Progress');
    expect(mail.text).toContain('The status of your case Work permit renewal is now: In Progress.');
    expect(mail.text).toContain('https://portal.firm.test/client/settings');
  });
});

describe('case message (to the client)', () => {
  it('keeps the message\'s line breaks in text and makes paragraphs and <br> of them in HTML', () => {
    const mail = message();
    expect(mail.text).toContain('Hello,\nplease bring your passport.\n\nThank you.');
    expect(mail.html).toContain('<p>Hello,<br>please bring your passport.</p>\n<p>Thank you.</p>');
  });

  it('signs with the admin\'s signature and links to the client case page', () => {
    const mail = message({ signature: 'Alex Admin\nTremblay & Fils' });
    expect(mail.subject).toBe('Tremblay & Fils: a message about your case Work permit renewal');
    expect(mail.text).toContain('Alex Admin\nTremblay & Fils');
    expect(mail.html).toContain('<p>Alex Admin<br>Tremblay &amp; Fils</p>');
    expect(mail.text).toContain('View your case: https://portal.firm.test/client/cases/case-1');
  });

  it('escapes markup in the message', () => {
    const mail = message({ message: '<b>urgent</b> & "quoted"' });
    expect(mail.html).toContain('&lt;b&gt;urgent&lt;/b&gt; &amp; &quot;quoted&quot;');
    expect(mail.html).not.toContain('<b>');
  });

  it('has no unsubscribe line: it is a direct message, not a notification', () => {
    const mail = message();
    expect(mail.text).not.toMatch(/unsubscribe/i);
    expect(mail.html).not.toMatch(/settings/);
  });
});

describe('header injection', () => {
  const rendered = [
    ['case opened', renderCaseOpened({ ...context, firmName: 'Firm\r\nX-Evil: 1' }, { ...about, caseName: HOSTILE_NAME })],
    ['case status changed', renderCaseStatusChanged(context, { ...about, caseName: HOSTILE_NAME, status: 'closed\r\nBcc: x@evil.test' })],
    ['case message', message({ caseName: HOSTILE_NAME })],
  ] as const;

  it.each(rendered)('keeps the %s subject on one line, without control characters', (_kind, mail) => {
    expect(mail.subject).not.toMatch(/[\p{Cc}\u2028\u2029]/u);
    expect(mail.subject).toContain('Renewal Bcc: attacker@evil.test');
  });

  it('keeps a name shown in the text on one line, and escapes it in HTML', () => {
    const mail = renderCaseOpened(context, { ...about, caseName: HOSTILE_NAME, recipientName: 'Casey\r\nClient' });
    expect(mail.text).toContain('Hello Casey Client,');
    expect(mail.text).toContain('the case Renewal Bcc: attacker@evil.test <script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
  });
});

describe('in French, for a reader who chose it', () => {
  it('writes the case-opened e-mail in French', () => {
    const mail = renderCaseOpened(enFrancais, about);
    expect(mail.subject).toBe('Tremblay & Fils : votre dossier Work permit renewal est ouvert');
    expect(mail.text).toContain('Bonjour Casey Client,');
    expect(mail.text).toContain('Tremblay & Fils a ouvert le dossier Work permit renewal à votre nom sur son portail client');
    expect(mail.html).toContain('<a href="https://portal.firm.test/client/cases/case-1">Voir votre dossier</a>');
  });

  it.each([
    ['open', 'Ouvert'],
    ['in-progress', 'En cours'],
    ['closed', 'Fermé'],
    ['on-hold', 'En attente'],
  ])('names the status %s in French (%s) in the status-change e-mail', (status, label) => {
    const mail = renderCaseStatusChanged(enFrancais, { ...about, status });
    expect(mail.subject).toBe(`Tremblay & Fils : votre dossier Work permit renewal est maintenant « ${label} »`);
    expect(mail.text).toContain(`Le statut de votre dossier Work permit renewal est maintenant : ${label}.`);
    expect(mail.text).not.toMatch(/Hello|status|View your case/);
  });

  it('frames Send Email’s message in French and leaves the admin’s own words as written', () => {
    const mail = renderCaseEmail(enFrancais, { ...about, senderName: 'Alex Admin', message: 'Please bring your passport.', signature: 'Me Alex Admin' });
    expect(mail.subject).toBe('Tremblay & Fils : un message concernant votre dossier Work permit renewal');
    expect(mail.text).toContain('Alex Admin (Tremblay & Fils) vous a envoyé un message concernant votre dossier Work permit renewal :\n\nPlease bring your passport.\n\nMe Alex Admin');
    expect(mail.text).toContain('Vous pouvez répondre à ce courriel. Pour transmettre des documents, utilisez le portail plutôt que des pièces jointes.');
    expect(mail.text).not.toMatch(/désabonner/);
  });

  it('leaves the English e-mails word for word as they were', () => {
    const mail = renderCaseStatusChanged(context, { ...about, status: 'on-hold' });
    expect(mail.text).toBe(
      'Hello Casey Client,\n\nThe status of your case Work permit renewal is now: On Hold.\n\nView your case: https://portal.firm.test/client/cases/case-1\n\n' +
        '--\nTremblay & Fils\nhttps://portal.firm.test\n\n' +
        'You receive this e-mail because e-mail notifications are on in your settings. To unsubscribe, turn them off at https://portal.firm.test/client/settings\n',
    );
    expect(mail.html).toContain('<html lang="en">');
  });
});
