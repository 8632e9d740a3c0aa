import type { MailContext } from '../../mail';
import { MAX_LISTED_FILES, renderDocumentsUploaded } from './templates';

const context: MailContext = { firmName: 'Tremblay & Fils', portalUrl: 'https://portal.firm.test/', language: 'en' };
const enFrancais: MailContext = { ...context, language: 'fr' };
const about = { recipientName: 'Casey Client', caseId: 'case-1', caseName: 'Work permit renewal' };
const uploaded = (overrides: Partial<Parameters<typeof renderDocumentsUploaded>[1]> = {}) =>
  renderDocumentsUploaded(context, { ...about, recipientName: 'Alex Admin', uploaderName: 'Casey Client', fileNames: ['passport.pdf', 'photo.jpg'], ...overrides });

const HOSTILE_NAME = 'Renewal\r\nBcc: attacker@evil.test\u2028<script>alert(1)</script>';

describe('documents uploaded (to staff)', () => {
  it('names the firm, the case and each file, and links to the admin case page', () => {
    const mail = uploaded();
    expect(mail.subject).toBe('Tremblay & Fils: new documents on Work permit renewal');
    expect(mail.text).toContain('Casey Client uploaded 2 documents to the case Work permit renewal:\n\n- passport.pdf\n- photo.jpg');
    expect(mail.text).toContain('Open the case: https://portal.firm.test/admin/cases/case-1');
    expect(mail.html).toContain('<ul><li>passport.pdf</li><li>photo.jpg</li></ul>');
    expect(mail.html).toContain('<a href="https://portal.firm.test/admin/cases/case-1">Open the case</a>');
  });

  it('ends with an unsubscribe line linking to the admin settings page', () => {
    const mail = uploaded();
    expect(mail.text.trimEnd()).toMatch(/unsubscribe, turn them off at https:\/\/portal\.firm\.test\/admin\/settings$/);
    expect(mail.html).toContain('<a href="https://portal.firm.test/admin/settings">');
  });

  it('escapes file names in HTML and keeps each on its own line in text', () => {
    const mail = uploaded({ fileNames: ['<img src=x onerror=alert(1)>.pdf', 'a\nb.pdf'] });
    expect(mail.html).toContain('<li>&lt;img src=x onerror=alert(1)&gt;.pdf</li>');
    expect(mail.html).not.toContain('<img');
    expect(mail.text).toContain('- a b.pdf');
  });

  it('lists the first file names of a large batch and counts the rest', () => {
    const fileNames = Array.from({ length: MAX_LISTED_FILES + 3 }, (_, index) => `file-${index}.pdf`);
    const mail = uploaded({ fileNames });
    expect(mail.text).toContain(`- file-${MAX_LISTED_FILES - 1}.pdf\n- and 3 more`);
    expect(mail.text).not.toContain(`file-${MAX_LISTED_FILES}.pdf`);
  });

  it('speaks of one document in the singular', () => {
    expect(uploaded({ fileNames: ['passport.pdf'] }).text).toContain('Casey Client uploaded a document to the case Work permit renewal:');
  });
});

describe('header injection', () => {
  const rendered = [
    ['documents uploaded', uploaded({ caseName: HOSTILE_NAME })],
  ] as const;

  it.each(rendered)('keeps the %s subject on one line, without control characters', (_kind, mail) => {
    expect(mail.subject).not.toMatch(/[\p{Cc}\u2028\u2029]/u);
    expect(mail.subject).toContain('Renewal Bcc: attacker@evil.test');
  });
});

describe('in French, for a reader who chose it', () => {
  it('writes the documents-uploaded e-mail in French, with its plural, the counted rest and the layout’s texts', () => {
    const fileNames = Array.from({ length: MAX_LISTED_FILES + 2 }, (_, index) => `piece-${index}.pdf`);
    const mail = renderDocumentsUploaded(enFrancais, { ...about, recipientName: 'Alex Admin', uploaderName: 'Casey Client', fileNames });
    expect(mail.subject).toBe('Tremblay & Fils : nouveaux documents dans le dossier Work permit renewal');
    expect(mail.text).toContain(`Bonjour Alex Admin,\n\nCasey Client a téléversé ${MAX_LISTED_FILES + 2} documents dans le dossier Work permit renewal :`);
    expect(mail.text).toContain(`- piece-${MAX_LISTED_FILES - 1}.pdf\n- et 2 autres`);
    expect(mail.text).toContain('Ouvrir le dossier : https://portal.firm.test/admin/cases/case-1');
    expect(mail.text).toContain('Vous recevez ce courriel parce que les avis par courriel sont activés dans vos paramètres. Pour vous désabonner, désactivez-les à l’adresse https://portal.firm.test/admin/settings');
    expect(mail.html).toContain('<html lang="fr">');
    const one = renderDocumentsUploaded(enFrancais, { ...about, uploaderName: 'Casey Client', fileNames: ['passeport.pdf'] });
    expect(one.text).toContain('Casey Client a téléversé un document dans le dossier Work permit renewal :');
  });
});
