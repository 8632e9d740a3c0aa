/**
 * A retainer signed in the portal, on a phone (390 px, touch): the firm uploads the retainer (a PDF)
 * on a demo client's case and sends it for signature with a message and a due date; the client's
 * notice e-mail reaches the local inbox and links to the document on their case page; opened signed
 * out, the link goes through the sign-in page and lands on the signing screen (the firm then sees it
 * viewed): the client reads the document, asks for a code, reads it in the local inbox, types their
 * name, draws a signature with their finger, consents and signs. Both
 * sides then download the signed PDF (the original's pages, then the signature and certificate
 * pages, under a PAdES signature: its /ByteRange and /Contents). The stack gathers a client's notices
 * for 3 s (CLIENT_NOTICE_WINDOW_SECONDS, playwright.config.ts): the notice is waited for, never slept for.
 */
import { type CaughtMail, DEMO_CASES, DEMO_CLIENT as DEMO_CLIENT_USER, readInbox, waitForMail } from '@portal/local';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect, test, type Locator, type Page, DEMO_ADMIN, e2eStack, fillDate, scanAccessibility, signIn } from './support';

const PHONE = { width: 390, height: 844 };
const MAIL_WAIT_MS = 20_000;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A two-page retainer made with pdf-lib (the signing function reads it whole). */
async function retainerPdf(name: string) {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const [index, text] of ['Retainer agreement', 'Fees and signatures'].entries()) {
    document.addPage([595.28, 841.89]).drawText(`${text} (page ${index + 1} of 2)`, { x: 56, y: 760, size: 16, font });
  }
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(await document.save()) };
}

const sponsorship = DEMO_CASES[DEMO_CLIENT_USER.email]?.find((item) => item.caseName === 'Spousal Sponsorship');

/** The firm opens the case by its number from the cases list; answers its id. */
async function openCaseAsStaff(admin: Page, caseNumber: string, caseName: string): Promise<string> {
  await admin.goto('/admin/cases');
  await admin.getByRole('searchbox', { name: 'Search cases' }).fill(caseNumber);
  await admin.getByRole('main').getByRole('link', { name: caseName, exact: true }).first().click();
  await expect(admin.getByRole('heading', { name: caseName })).toBeVisible();
  return new URL(admin.url()).pathname.split('/admin/cases/')[1] ?? '';
}

/** The file a Download button gives, as bytes. */
async function downloadOf(page: Page, button: Locator): Promise<{ name: string; bytes: Buffer }> {
  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return { name: download.suggestedFilename(), bytes: Buffer.concat(chunks) };
}

/** A signed PDF: a PDF carrying a PAdES signature dictionary, with more pages than the original's two. */
async function expectSignedPdf(file: { name: string; bytes: Buffer }, expectedName: string): Promise<void> {
  expect(file.name).toBe(expectedName);
  expect(file.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = file.bytes.toString('latin1');
  expect(text).toContain('/ByteRange');
  expect(text).toContain('/ETSI.CAdES.detached');
  const pages = (await PDFDocument.load(file.bytes)).getPageCount();
  expect(pages).toBeGreaterThan(2);
}

/** The client's notice (mail event `client-notices:…`) naming `name`, once it has arrived; answers its link as a path and query. */
async function noticeLinkTo(email: string, name: string): Promise<{ mail: CaughtMail; link: string }> {
  const line = new RegExp(`\\n- ${escaped(name)}[^\\n]*?(https?://\\S+)`);
  const mail = await waitForMail(e2eStack(), {
    to: email,
    where: (caught) => (caught.headers['x-portal-event'] ?? '').startsWith('client-notices:') && line.test(caught.text),
    timeoutMs: MAIL_WAIT_MS,
  });
  const url = new URL(line.exec(mail.text)?.[1] ?? '');
  return { mail, link: `${url.pathname}${url.search}` };
}

/** The signing code e-mailed to `email` after `before` was read, once it has arrived. */
async function signingCodeFor(email: string, before: Set<string>): Promise<string> {
  const mail = await waitForMail(e2eStack(), {
    to: email,
    where: (caught) => !before.has(caught.id) && caught.subject.includes('your code to sign a document'),
    timeoutMs: MAIL_WAIT_MS,
  });
  const code = /portal is: (\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No 6-digit code in the e-mail to ${email}: ${mail.text}`);
  return code;
}

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

test('the firm sends the retainer; the client opens it from the notice, reads it, signs with the e-mailed code; both download the signed PDF', async ({ browser, page }) => {
  test.setTimeout(150_000);
  if (!sponsorship) throw new Error('The demo data has no Spousal Sponsorship case for the demo client');
  const stamp = Date.now().toString(36);
  const retainer = await retainerPdf(`Retainer ${stamp}.pdf`);
  const signedName = `Retainer ${stamp} (signed).pdf`;
  const dueDate = new Date(Date.now() + 14 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

  // The firm, on its phone: uploads the retainer and sends it for signature.
  const firm = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, acceptDownloads: true });
  const admin = await firm.newPage();
  await signIn(admin, DEMO_ADMIN);
  await expect(admin).toHaveURL(/\/admin$/);
  const caseId = await openCaseAsStaff(admin, sponsorship.caseNumber, sponsorship.caseName);
  await admin.getByLabel('Choose files to upload').setInputFiles([retainer]);
  await admin.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(admin.getByText('Files uploaded successfully!')).toBeVisible();

  await admin.getByRole('button', { name: 'Request signature' }).click();
  const request = admin.getByRole('dialog', { name: 'Request signature' });
  await request.getByLabel('Document to sign (PDF)').selectOption({ label: retainer.name });
  await request.getByLabel('Message to the client (optional)').fill('Our retainer, as we discussed.');
  await fillDate(request, 'Due date (optional)', dueDate);
  await request.getByRole('button', { name: 'Send for signature' }).click();
  await expect(request).toBeHidden();
  const staffRow = admin.getByRole('list', { name: 'Signature requests' }).getByRole('listitem', { name: retainer.name });
  await expect(staffRow).toContainText('Sent');

  // The client's notice links to the document on their case page.
  const { mail, link } = await noticeLinkTo(DEMO_CLIENT_USER.email, retainer.name);
  expect(mail.text).toContain('A document to sign:');
  expect(link).toMatch(new RegExp(`^/client/cases/${escaped(caseId)}\\?document=[^&]+$`));

  // Signed out on their phone, the client opens it: the sign-in page, then the signing screen.
  await page.goto(link);
  await expect(page).toHaveURL((url) => url.pathname === '/auth' && url.searchParams.get('next') === link);
  await page.getByLabel('Email').fill(DEMO_CLIENT_USER.email);
  await page.getByLabel('Password', { exact: true }).fill('Demo!Pass123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === link);
  const signing = page.getByRole('dialog', { name: `Sign ${retainer.name}` });
  await expect(signing).toBeVisible();

  // They read it: the document in the screen, the firm's message above it.
  await expect(signing.getByRole('note', { name: 'Message from the firm' })).toContainText('Our retainer, as we discussed.');
  await expect(signing.locator(`iframe[title="Preview of ${retainer.name}"]`)).toHaveAttribute('src', /^https?:\/\//);
  await expect(signing.getByRole('button', { name: `Download ${retainer.name}` })).toBeVisible();
  await scanAccessibility(page, 'the signing screen at 390 px', '[role="dialog"]');
  await admin.reload();
  await expect(staffRow).toContainText('Viewed');

  // A code by e-mail, read in the inbox; the typed name, consent; Sign.
  const before = new Set((await readInbox(e2eStack(), { to: DEMO_CLIENT_USER.email })).map((caught) => caught.id));
  await signing.getByRole('button', { name: 'Send me a code' }).click();
  await expect(signing.getByRole('status')).toContainText('Code sent to');
  const code = await signingCodeFor(DEMO_CLIENT_USER.email, before);
  await signing.getByLabel('Code from the e-mail').fill(code);
  await signing.getByLabel('Your full name, as your signature').fill(DEMO_CLIENT_USER.name);
  // A drawn signature beside the typed name: one stroke across the pad.
  const pad = signing.getByRole('img', { name: 'Draw your signature (optional)' });
  // Hovering first scrolls the pad into view and waits until the point is on the pad itself (not under
  // the dialog's sticky footer or still moving); the stroke is then measured from where the pad is.
  const padSize = await pad.boundingBox();
  if (!padSize) throw new Error('The signature pad is not on the screen');
  await pad.hover({ position: { x: 20, y: padSize.height * 0.7 } });
  const box = await pad.boundingBox();
  if (!box) throw new Error('The signature pad is not on the screen');
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.3, { steps: 6 });
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.6, { steps: 6 });
  await page.mouse.up();
  await expect(signing.getByText('Your drawing will be added to your signature.')).toBeVisible();
  await signing.getByRole('checkbox', { name: /I agree to sign it electronically/ }).check();
  await signing.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(signing).toBeHidden();

  // The client downloads the signed PDF from their Documents to sign.
  const clientRow = page.getByRole('list', { name: 'Documents to sign' }).getByRole('listitem', { name: retainer.name });
  await expect(clientRow).toContainText('Signed');
  const clientCopy = await downloadOf(page, clientRow.getByRole('button', { name: `Download ${signedName}` }));
  await expectSignedPdf(clientCopy, signedName);

  // The firm sees it signed, by whom, and downloads the same signed PDF.
  await admin.reload();
  await expect(staffRow).toContainText('Signed');
  await expect(staffRow).toContainText(`Client: signed by ${DEMO_CLIENT_USER.name}`);
  const firmCopy = await downloadOf(admin, staffRow.getByRole('button', { name: `Download ${signedName}` }));
  expect(firmCopy.name).toBe(signedName);
  expect(firmCopy.bytes.equals(clientCopy.bytes)).toBe(true);
  await firm.close();
});
