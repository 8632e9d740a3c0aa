/**
 * A portal clients come back to, on a phone (390 px, touch): the firm asks a demo client for a
 * document; the client's notice e-mail reaches the local inbox and links to the item on their case
 * page; opened signed out, the link goes through the sign-in page (`/auth?next=…`), where the client
 * signs in with a code e-mailed to them (no password) and lands on the item, scrolled to, focused and
 * highlighted; they upload a file for it; the firm rejects it with a reason; the client's next notice
 * says a document needs their attention, links to the item and keeps the reason out of the e-mail;
 * signed in again by code in a new browser, the client reads the reason at the item.
 *
 * Once in English (client@demo.test), once in French for a French-speaking client (client2@demo.test,
 * the item titled in both languages): the notices, the sign-in code's e-mail and the pages in French.
 * The stack gathers a client's notices for 3 s (CLIENT_NOTICE_WINDOW_SECONDS, playwright.config.ts),
 * so each notice is waited for in the inbox, never slept for.
 */
import { type CaughtMail, DEMO_CASES, DEMO_CLIENT as DEMO_CLIENT_USER, DEMO_CLIENT_2, type DemoUser, readInbox, waitForMail } from '@portal/local';
import type { Browser } from '@playwright/test';
import { expect, test, type Page, DEMO_ADMIN, e2eStack, openCaseAsStaff, saveLanguageOf, scanAccessibility, signIn } from './support';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const MAIL_WAIT_MS = 20_000;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1');
const pdfNamed = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.concat([PDF, Buffer.from(`%${name}\n`)]) });

/** What the client reads, in their language: the sign-in page, the checklist, the notices. */
interface Words {
  email: string;
  emailMeACode: string;
  signInCode: string;
  signIn: string;
  stillNeeded: string;
  underReview: string;
  refused: string;
  whyRefused: string;
  uploadFor: (title: string) => string;
  uploadDialog: (title: string) => string;
  chooseFiles: string;
  upload: string;
  /** The notices' headings of one requested document and of one rejected upload. */
  requested: string;
  rejected: string;
  subject: (caseName: string) => string;
}

const WORDS: Record<'en' | 'fr', Words> = {
  en: {
    email: 'Email',
    emailMeACode: 'E-mail me a code',
    signInCode: 'Sign-in code',
    signIn: 'Sign In',
    stillNeeded: 'Still needed',
    underReview: 'Under review by your firm',
    refused: 'Refused: please upload again',
    whyRefused: 'Why it was refused',
    uploadFor: (title) => `Upload for ${title}`,
    uploadDialog: (title) => `Upload: ${title}`,
    chooseFiles: 'Choose files to upload',
    upload: 'Upload',
    requested: '1 document requested:',
    rejected: 'A document needs your attention:',
    subject: (caseName) => `news on your case ${caseName}`,
  },
  fr: {
    email: 'Courriel',
    emailMeACode: 'M’envoyer un code par courriel',
    signInCode: 'Code de connexion',
    signIn: 'Se connecter',
    stillNeeded: 'À fournir',
    underReview: 'En vérification par votre cabinet',
    refused: 'Refusés : veuillez téléverser de nouveau',
    whyRefused: 'Raison du refus',
    uploadFor: (title) => `Téléverser pour ${title}`,
    uploadDialog: (title) => `Téléverser : ${title}`,
    chooseFiles: 'Choisir les fichiers à téléverser',
    upload: 'Téléverser',
    requested: '1 document demandé :',
    rejected: 'Un document demande votre attention :',
    subject: (caseName) => `du nouveau dans votre dossier ${caseName}`,
  },
};

/** One run of the journey: a demo client, one of their cases, their language and the item asked for. */
interface Journey {
  language: 'en' | 'fr';
  client: DemoUser;
  caseName: string;
  caseNumber: string;
  /** The item's title as the firm writes it (English), and in French when the firm gives one. */
  titleEn: string;
  titleFr?: string;
  reason: string;
}

const demoCase = (client: DemoUser, caseName: string) => {
  const found = DEMO_CASES[client.email]?.find((item) => item.caseName === caseName);
  if (!found) throw new Error(`The demo data has no case ${caseName} for ${client.email}`);
  return found;
};

// ---------------------------------------------------------------------------------------------------
// The firm, at a desk.


/** The firm asks for one document with the card's Add request dialog, titled in English (and French). */
async function requestDocument(admin: Page, titleEn: string, titleFr?: string): Promise<void> {
  await admin.getByRole('button', { name: 'Add request', exact: true }).click();
  const dialog = admin.getByRole('dialog', { name: 'Request a document' });
  await dialog.getByLabel('Title (English)').fill(titleEn);
  if (titleFr) await dialog.getByLabel('Title (French)').fill(titleFr);
  await dialog.getByRole('button', { name: 'Add request' }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByRole('list', { name: 'Document requests' }).getByRole('listitem').filter({ hasText: titleEn })).toContainText('Requested');
}

/** The firm rejects the upload for the item titled `title`, with a reason. */
async function rejectUpload(admin: Page, title: string, reason: string): Promise<void> {
  await admin.reload();
  const item = admin.getByRole('list', { name: 'Document requests' }).getByRole('listitem').filter({ hasText: title });
  await expect(item).toContainText('To review');
  await item.getByRole('button', { name: `Reject ${title}` }).click();
  const reject = admin.getByRole('dialog', { name: `Reject ${title}` });
  await reject.getByLabel('Reason').fill(reason);
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject).toBeHidden();
  await expect(item).toContainText('Rejected');
}

// ---------------------------------------------------------------------------------------------------
// The client's inbox.

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The ids of the e-mails to `email` so far: what arrives later is new. */
async function inboxIds(email: string): Promise<Set<string>> {
  return new Set((await readInbox(e2eStack(), { to: email })).map((mail) => mail.id));
}

/** The client's notices e-mail (its mail event `client-notices:…`) listing `title` under `heading`, once it has arrived. */
function noticeNaming(email: string, heading: string, title: string): Promise<CaughtMail> {
  return waitForMail(e2eStack(), {
    to: email,
    where: (mail) =>
      (mail.headers['x-portal-event'] ?? '').startsWith('client-notices:') && new RegExp(`${escaped(heading)}\\n\\n(?:- .*\\n)*?- ${escaped(title)}\\s?:\\s`).test(mail.text),
    timeoutMs: MAIL_WAIT_MS,
  });
}

/** The link a notice gives the item titled `title` (its line `- title: url`, in the reader's punctuation), as a path and query. */
function itemLinkOf(mail: CaughtMail, title: string): string {
  const url = new RegExp(`\\n- ${escaped(title)}\\s?:\\s(https?://\\S+)\\n`).exec(mail.text)?.[1];
  if (!url) throw new Error(`No link to ${title} in the notice: ${mail.text}`);
  const link = new URL(url);
  return `${link.pathname}${link.search}`;
}

/** The sign-in code e-mailed to `email` after `before` was read (English or French), once it has arrived. */
async function signInCodeFor(email: string, before: Set<string>): Promise<string> {
  const mail = await waitForMail(e2eStack(), {
    to: email,
    where: (caught) => !before.has(caught.id) && /your sign-in code|votre code de connexion/.test(caught.subject),
    timeoutMs: MAIL_WAIT_MS,
  });
  const code = /(?:sign-in code is|code de connexion est) (\d{8})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No 8-digit code in the e-mail to ${email}: ${mail.text}`);
  return code;
}

// ---------------------------------------------------------------------------------------------------
// The client, on their phone.

/**
 * Opens a notice's link signed out: the sign-in page naming it (`?next=`), "E-mail me a code", the
 * code from the inbox, and the page the link names.
 */
async function openLinkSigningInByCode(client: Page, link: string, email: string, words: Words): Promise<void> {
  await client.goto(link);
  await expect(client).toHaveURL((url) => url.pathname === '/auth' && url.searchParams.get('next') === link);
  await client.getByLabel(words.email).fill(email);
  const before = await inboxIds(email);
  await client.getByRole('button', { name: words.emailMeACode }).click();
  const code = await signInCodeFor(email, before);
  await client.getByLabel(words.signInCode).fill(code);
  await client.getByRole('button', { name: words.signIn, exact: true }).click();
  await expect(client).toHaveURL((url) => `${url.pathname}${url.search}` === link);
}

/** The item the link names: in its group of the checklist, scrolled to, focused and highlighted. */
async function expectLandedOn(client: Page, group: string, title: string) {
  const target = client.getByRole('region', { name: group, exact: true }).locator('[data-deep-link-target]');
  await expect(target).toHaveCount(1);
  await expect(target.getByRole('heading', { name: title })).toBeVisible();
  await expect(target).toBeFocused();
  await expect(target).toBeInViewport();
  return target;
}

/** The client uploads `file` for the item titled `title` from their checklist. */
async function uploadFor(client: Page, title: string, file: ReturnType<typeof pdfNamed>, words: Words): Promise<void> {
  await client.getByRole('button', { name: words.uploadFor(title) }).click();
  const dialog = client.getByRole('dialog', { name: words.uploadDialog(title) });
  await dialog.getByLabel(words.chooseFiles).setInputFiles([file]);
  await dialog.getByRole('button', { name: words.upload, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(client.getByRole('region', { name: words.underReview }).getByRole('heading', { name: title })).toBeVisible();
}

// ---------------------------------------------------------------------------------------------------
// The journey.

/**
 * The whole journey; the client's last session is `page` (the test's own: its Content Security
 * Policy is checked, and axe scans where it ends), the first one a browser of its own.
 */
async function clientComesBack(browser: Browser, page: Page, journey: Journey): Promise<void> {
  const { client, language, caseName, caseNumber, titleEn, reason } = journey;
  const words = WORDS[language];
  const title = language === 'fr' && journey.titleFr ? journey.titleFr : titleEn;
  const locale = language === 'fr' ? 'fr-CA' : 'en-CA';

  // The firm asks for a document.
  // (A context of the test's browser takes the test's options unless told otherwise: the firm is at a desk, in English.)
  const firm = await browser.newContext({ viewport: DESKTOP, isMobile: false, hasTouch: false, locale: 'en-CA' });
  const admin = await firm.newPage();
  await signIn(admin, DEMO_ADMIN);
  await expect(admin).toHaveURL(/\/admin$/);
  const caseId = await openCaseAsStaff(admin, caseNumber, caseName);
  await requestDocument(admin, titleEn, journey.titleFr);

  // Its notice reaches the client, in their language, linking to the item on their case page.
  const requested = await noticeNaming(client.email, words.requested, title);
  expect(requested.subject).toContain(words.subject(caseName));
  const link = itemLinkOf(requested, title);
  expect(link).toMatch(new RegExp(`^/client/cases/${escaped(caseId)}\\?item=[^&]+$`));

  // Signed out on their phone, the client opens it, signs in with an e-mailed code and lands on the item.
  const phone = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, locale });
  const first = await phone.newPage();
  await openLinkSigningInByCode(first, link, client.email, words);
  await expectLandedOn(first, words.stillNeeded, title);
  await scanAccessibility(first, `the case page a notice's link lands on, at 390 px (${language})`);

  // They upload a file for it; the firm rejects it with a reason.
  await uploadFor(first, title, pdfNamed(`scan-${Date.now().toString(36)}.pdf`), words);
  await phone.close();
  await rejectUpload(admin, titleEn, reason);
  await firm.close();

  // The next notice says a document needs their attention and links to the item, never with the reason.
  const rejected = await noticeNaming(client.email, words.rejected, title);
  expect(itemLinkOf(rejected, title)).toBe(link);
  for (const part of [rejected.subject, rejected.text, rejected.html ?? '']) expect(part).not.toContain(reason);

  // Signed in again in a new browser, they read the reason at the item.
  await openLinkSigningInByCode(page, link, client.email, words);
  const target = await expectLandedOn(page, words.refused, title);
  await expect(target.getByRole('note', { name: words.whyRefused })).toContainText(reason);
}

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

test('in English: a notice’s link, a sign-in by e-mailed code on a phone, the item; the rejection’s notice without its reason, the reason after sign-in', async ({ browser, page }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  // Not the client's first case: the document requests journey counts that one's items.
  const sponsorship = demoCase(DEMO_CLIENT_USER, 'Spousal Sponsorship');
  await clientComesBack(browser, page, {
    language: 'en',
    client: DEMO_CLIENT_USER,
    caseName: sponsorship.caseName,
    caseNumber: sponsorship.caseNumber,
    titleEn: `Passport ${stamp}`,
    reason: `The photo page is cut off (${stamp}): scan all four corners.`,
  });
});

test.describe('a French-speaking client', () => {
  test.use({ locale: 'fr-CA' });


  test.beforeEach(async () => saveLanguageOf(DEMO_CLIENT_2.email, 'fr'));
  // The specs that follow find the demo client as before: in English.
  test.afterEach(async () => saveLanguageOf(DEMO_CLIENT_2.email, 'en'));

  test('in French: the notices, the sign-in code and the pages in her language, the item named in French', async ({ browser, page }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const studyPermit = demoCase(DEMO_CLIENT_2, 'Study Permit Extension');
    await clientComesBack(browser, page, {
      language: 'fr',
      client: DEMO_CLIENT_2,
      caseName: studyPermit.caseName,
      caseNumber: studyPermit.caseNumber,
      titleEn: `Letter of acceptance ${stamp}`,
      titleFr: `Lettre d’admission ${stamp}`,
      reason: `La lettre n’est pas signée (${stamp}) : demandez-en une signée à l’université.`,
    });
  });
});
