/**
 * Requests the firm manages and reviews where the files are, in English and in French, each side in
 * its own browser: on a new study-permit case of the demo client, staff add the documents of the
 * template proposed for the case's category (its documents shown first), edit one's due date; the
 * client uploads it from their checklist; staff preview the file in the item and reject it with a
 * reason; the client reads why and uploads again; staff accept it. The item's history shows both
 * uploads, to staff and to the client. Each page at 1280 px and 390 px: axe clean, and nothing wider
 * than the screen.
 *
 * E2E_SCREENSHOTS=<dir>: a picture of each page, per language and width, to look at.
 */
import path from 'node:path';
import { applyStackEnvironment, signInAs } from '@portal/local';
import { DEMO_ADMIN, DEMO_CLIENT, chooseLanguage, e2eStack, expect, fillDate, saveLanguageOf, scanAccessibility, signIn, test, type Page } from './support';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1');
const pdfNamed = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.concat([PDF, Buffer.from(`%${name}\n`)]) });

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The words of the screens in each language (the catalogues' own), and the study permit's letter as each reads it. */
const WORDS = {
  en: {
    letter: 'Letter of acceptance',
    requests: 'Document requests',
    fromTemplate: 'Add from template',
    studyPermit: /^Study permit/,
    proposed: "For this case's category",
    preview: 'Documents of Study permit',
    addDocuments: 'Add documents',
    edit: 'Edit',
    dueDate: 'Due date (optional)',
    saveChanges: 'Save changes',
    checklist: 'Documents requested by your firm',
    uploadFor: 'Upload for',
    uploadDialog: 'Upload:',
    chooseFiles: 'Choose files to upload',
    upload: 'Upload',
    underReview: 'Under review by your firm',
    previewFile: 'Preview',
    reject: 'Reject',
    reason: 'Reason',
    refused: 'Refused: please upload again',
    whyRefused: 'Why it was refused',
    accept: 'Accept',
    accepted: 'Accepted',
    history: 'History',
    uploadedByClient: '1 file uploaded by Casey Client',
    youUploaded: 'You uploaded 1 file',
    close: 'Close',
  },
  fr: {
    letter: 'Lettre d’acceptation',
    requests: 'Demandes de documents',
    fromTemplate: 'Ajouter à partir d’un modèle',
    studyPermit: /^Permis d’études/,
    proposed: 'Pour la catégorie de ce dossier',
    preview: 'Documents de Permis d’études',
    addDocuments: 'Ajouter les documents',
    edit: 'Modifier',
    dueDate: 'Date d’échéance (facultative)',
    saveChanges: 'Enregistrer les modifications',
    checklist: 'Documents demandés par votre cabinet',
    uploadFor: 'Téléverser pour',
    uploadDialog: 'Téléverser :',
    chooseFiles: 'Choisir les fichiers à téléverser',
    upload: 'Téléverser',
    underReview: 'En vérification par votre cabinet',
    previewFile: 'Aperçu de',
    reject: 'Refuser',
    reason: 'Raison',
    refused: 'Refusés : veuillez téléverser de nouveau',
    whyRefused: 'Raison du refus',
    accept: 'Accepter',
    accepted: 'Accepté',
    history: 'Historique',
    uploadedByClient: '1 fichier téléversé par Casey Client',
    youUploaded: 'Vous avez téléversé 1 fichier',
    close: 'Fermer',
  },
} as const;

/** A study-permit case for the demo client, opened through the API as the demo admin: its id. */
async function newStudyPermitCase(label: string): Promise<string> {
  const info = e2eStack();
  applyStackEnvironment(info);
  const { accessToken } = await signInAs(info, DEMO_ADMIN);
  const response = await fetch(`${info.url}/v1/admin/cases`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      caseName: `Study permit ${label}`,
      caseNumber: `IMM-${label}`,
      clientName: 'Casey Client',
      clientEmail: DEMO_CLIENT,
      clientPhone: '+1 514 555 0121',
      category: "Permis d'études",
      description: 'Study permit for a master’s program.',
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { caseId: string } }).data.caseId;
}

async function screenshot(page: Page, name: string): Promise<void> {
  const directory = process.env.E2E_SCREENSHOTS;
  if (directory) await page.screenshot({ path: path.join(directory, `managed-requests-${name}.png`), fullPage: true });
}

/** axe, nothing wider than the screen (no column hidden behind a scroll), and a picture, at both widths; the page left at `back`. */
async function checkBothWidths(page: Page, where: string, back: { width: number; height: number }): Promise<void> {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await scanAccessibility(page, `${where} (${size.width} px)`);
    expect(await page.evaluate<number>('document.scrollingElement.scrollWidth'), `horizontal overflow on ${where} at ${size.width} px`).toBeLessThanOrEqual(size.width);
    await screenshot(page, `${where.replace(/\W+/g, '-')}-${size.width}`);
  }
  await page.setViewportSize(back);
}

// The journeys that follow find the demo users as before, in English, whatever happened in this one.
test.afterEach(async () => {
  await saveLanguageOf(DEMO_CLIENT, 'en');
  await saveLanguageOf(DEMO_ADMIN, 'en');
});

for (const language of ['en', 'fr'] as const) {
  const words = WORDS[language];

  test(`requests the firm manages (${language}): the proposed template, a due date edited, a file previewed, rejected and accepted; both uploads in the history`, async ({ page: admin, browser }) => {
    test.setTimeout(240_000);
    const stamp = `${language}-${Date.now().toString(36)}`;
    const caseId = await newStudyPermitCase(stamp);

    // Staff, at 1280 px.
    await admin.setViewportSize(DESKTOP);
    await signIn(admin, DEMO_ADMIN);
    await expect(admin).toHaveURL(/\/admin$/);
    await chooseLanguage(admin, language);
    await admin.goto(`/admin/cases/${caseId}`);
    await expect(admin.getByRole('heading', { name: words.requests })).toBeVisible();

    // The template of the case's category comes first, chosen, its documents shown before they are added.
    await admin.getByRole('button', { name: words.fromTemplate }).click();
    const fromTemplate = admin.getByRole('dialog', { name: words.fromTemplate });
    const first = fromTemplate.getByRole('radio').first();
    await expect(first).toHaveAccessibleName(words.studyPermit);
    await expect(first).toBeChecked();
    await expect(fromTemplate.getByText(words.proposed)).toBeVisible();
    await expect(fromTemplate.getByRole('region', { name: words.preview })).toContainText(words.letter);
    await checkBothWidths(admin, `the Add from template dialog ${language}`, DESKTOP);
    await fromTemplate.getByRole('button', { name: words.addDocuments }).click();
    await expect(fromTemplate).toBeHidden();
    const requests = admin.getByRole('list', { name: words.requests });
    const letter = requests.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: words.letter }) });
    await expect(letter).toBeVisible();

    // Its due date, edited.
    await letter.getByRole('button', { name: `${words.edit} ${words.letter}` }).click();
    const edit = admin.getByRole('dialog', { name: `${words.edit} ${words.letter}` });
    await fillDate(edit, words.dueDate, '2031-01-15', language);
    await checkBothWidths(admin, `the Edit dialog ${language}`, DESKTOP);
    await edit.getByRole('button', { name: words.saveChanges }).click();
    await expect(edit).toBeHidden();
    await expect(letter).toContainText(/15\D+2031|2031\D+15/);
    await checkBothWidths(admin, `the case's requests ${language}`, DESKTOP);

    // The client, on a phone, uploads it from their checklist.
    const clientContext = await browser.newContext({ viewport: DESKTOP });
    const client = await clientContext.newPage();
    await signIn(client, DEMO_CLIENT);
    await expect(client).toHaveURL(/\/client$/);
    await chooseLanguage(client, language);
    await client.setViewportSize(PHONE);
    const upload = async (fileName: string) => {
      await client.goto(`/client/cases/${caseId}`);
      await expect(client.getByRole('heading', { name: words.checklist })).toBeVisible();
      await client.getByRole('button', { name: `${words.uploadFor} ${words.letter}` }).click();
      const dialog = client.getByRole('dialog', { name: `${words.uploadDialog} ${words.letter}` });
      await dialog.getByLabel(words.chooseFiles).setInputFiles([pdfNamed(fileName)]);
      await dialog.getByRole('button', { name: words.upload, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(client.getByRole('region', { name: words.underReview }).getByRole('heading', { name: words.letter })).toBeVisible();
    };
    await upload(`acceptance-${stamp}.pdf`);

    // Staff preview the file in the item, and reject it with a reason.
    await admin.reload();
    await expect(letter).toContainText(`acceptance-${stamp}.pdf`);
    await letter.getByRole('button', { name: `${words.previewFile} acceptance-${stamp}.pdf` }).click();
    const preview = admin.getByRole('dialog', { name: `acceptance-${stamp}.pdf` });
    await expect(preview.locator('iframe')).toBeVisible();
    await preview.getByRole('button', { name: words.close }).click();
    await expect(preview).toBeHidden();
    await letter.getByRole('button', { name: `${words.reject} ${words.letter}` }).click();
    const reject = admin.getByRole('dialog', { name: `${words.reject} ${words.letter}` });
    const reason = language === 'fr' ? `La signature de l’établissement manque (${stamp}).` : `The school's signature is missing (${stamp}).`;
    await reject.getByLabel(words.reason).fill(reason);
    await reject.getByRole('button', { name: words.reject, exact: true }).click();
    await expect(reject).toBeHidden();

    // The client reads why, and uploads again.
    await client.goto(`/client/cases/${caseId}`);
    await expect(client.getByRole('region', { name: words.refused }).getByRole('note', { name: words.whyRefused })).toContainText(reason);
    await upload(`acceptance-signed-${stamp}.pdf`);

    // Staff accept it; its history shows both uploads.
    await admin.reload();
    await letter.getByRole('button', { name: `${words.accept} ${words.letter}` }).click();
    const accept = admin.getByRole('dialog', { name: `${words.accept} ${words.letter}` });
    await accept.getByRole('button', { name: words.accept, exact: true }).click();
    await expect(accept).toBeHidden();
    await expect(letter).toContainText(words.accepted);
    await letter.getByText(new RegExp(`^${words.history} \\(\\d+\\)$`)).click();
    const history = letter.getByRole('list', { name: words.history });
    await expect(history.getByRole('listitem').filter({ hasText: words.uploadedByClient })).toHaveCount(2);
    await expect(history).toContainText(`acceptance-${stamp}.pdf`);
    await expect(history).toContainText(`acceptance-signed-${stamp}.pdf`);
    await expect(history).toContainText(reason);
    await checkBothWidths(admin, `the reviewed item ${language}`, DESKTOP);

    // The client's item keeps the history of their files too.
    await client.goto(`/client/cases/${caseId}`);
    const done = client.getByRole('listitem').filter({ has: client.getByRole('heading', { name: words.letter }) });
    await done.getByText(new RegExp(`^${words.history} \\(\\d+\\)$`)).click();
    await expect(done.getByRole('list', { name: words.history }).getByRole('listitem').filter({ hasText: words.youUploaded })).toHaveCount(2);
    await checkBothWidths(client, `the client's case page ${language}`, PHONE);

    await clientContext.close();
  });
}
