/**
 * Document requests, both sides in their own browser: the firm asks the demo client for
 * three documents on one of their cases; the client uploads one from their checklist; the firm
 * rejects it with a reason; the client reads the reason and uploads again; the firm accepts it with
 * an expiry date; both case pages read 1 of 3 accepted. Then a document due 3 days ago: the daily
 * reminders job (`npm run invoke -- sendDocumentReminders`, against this stack) e-mails the client
 * about it, and the e-mail arrives in the local inbox.
 */
import { execFileSync } from 'node:child_process';
import { DEMO_CLIENT as DEMO_CLIENT_USER, waitForMail } from '@portal/local';
import { expect, test, type Page, DEMO_ADMIN, DEMO_CLIENT, e2eStack, signIn } from './support';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1');
const pdfNamed = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.concat([PDF, Buffer.from(`%${name}\n`)]) });

/** The id of the demo client's first case (as the client sees it in My Cases), the client on its page. */
async function demoClientCase(client: Page): Promise<string> {
  await signIn(client, DEMO_CLIENT);
  await expect(client).toHaveURL(/\/client$/);
  await client.goto('/client/cases');
  await client.locator('main a[href^="/client/cases/"]').first().click();
  await expect(client.getByRole('heading', { name: 'My Uploaded Documents' })).toBeVisible();
  return client.url().split('/client/cases/')[1]?.split(/[?#]/)[0] ?? '';
}

/** The firm asks for one document with the card's Add request dialog (`dueDate`: YYYY-MM-DD). */
async function requestDocument(admin: Page, title: string, instructions: string, dueDate?: string): Promise<void> {
  await admin.getByRole('button', { name: 'Add request', exact: true }).click();
  const dialog = admin.getByRole('dialog', { name: 'Request a document' });
  await dialog.getByLabel('Title (English)').fill(title);
  await dialog.getByLabel('Instructions (optional)').fill(instructions);
  if (dueDate) await dialog.getByLabel('Due date (optional)').fill(dueDate);
  await dialog.getByRole('button', { name: 'Add request' }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByRole('list', { name: 'Document requests' }).getByRole('listitem').filter({ hasText: title })).toBeVisible();
}

/** The client uploads `file` for the item titled `title` from their checklist. */
async function uploadFor(client: Page, title: string, file: ReturnType<typeof pdfNamed>): Promise<void> {
  await client.getByRole('button', { name: `Upload for ${title}` }).click();
  const dialog = client.getByRole('dialog', { name: `Upload: ${title}` });
  await dialog.getByLabel('Choose files to upload').setInputFiles([file]);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(client.getByRole('region', { name: 'Under review by your firm' }).getByRole('heading', { name: title })).toBeVisible();
}

test('the firm requests three documents; the client uploads one, it is rejected with a reason, uploaded again and accepted: 1 of 3 on both sides', async ({ page: client, browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const titles = [`Passport ${stamp}`, `Police certificate ${stamp}`, `Bank statements ${stamp}`];
  const reason = `The photo page is cut off (${stamp}): scan all four corners.`;
  const caseId = await demoClientCase(client);

  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO_ADMIN);
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.goto(`/admin/cases/${caseId}`);
  await expect(admin.getByRole('heading', { name: 'Document requests' })).toBeVisible();
  for (const title of titles) await requestDocument(admin, title, `Instructions for ${title}.`);
  const [passport = '', police = '', bank = ''] = titles;

  // The client's checklist: the three documents still needed.
  await client.reload();
  const needed = client.getByRole('region', { name: 'Still needed' });
  for (const title of titles) await expect(needed.getByRole('heading', { name: title })).toBeVisible();
  await expect(needed.getByText(`Instructions for ${police}.`)).toBeVisible();
  await uploadFor(client, passport, pdfNamed(`passport-${stamp}.pdf`));
  await expect(client.getByRole('table', { name: 'My Uploaded Documents' }).or(client.getByRole('list', { name: 'My Uploaded Documents' })).getByText(`passport-${stamp}.pdf`)).toBeVisible();

  // The firm sees the upload against the item and rejects it with a reason.
  await admin.reload();
  const requests = admin.getByRole('list', { name: 'Document requests' });
  const passportItem = requests.getByRole('listitem').filter({ hasText: passport });
  await expect(passportItem).toContainText('To review');
  await expect(passportItem).toContainText(`passport-${stamp}.pdf`);
  await passportItem.getByRole('button', { name: `Reject ${passport}` }).click();
  const reject = admin.getByRole('dialog', { name: `Reject ${passport}` });
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject.getByText('A rejection needs a reason the client can act on')).toBeVisible();
  await reject.getByLabel('Reason').fill(reason);
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject).toBeHidden();
  await expect(passportItem).toContainText('Rejected');

  // The client reads why and uploads again.
  await client.reload();
  const refused = client.getByRole('region', { name: 'Refused: please upload again' });
  await expect(refused.getByRole('note', { name: 'Why it was refused' })).toContainText(reason);
  await uploadFor(client, passport, pdfNamed(`passport-full-${stamp}.pdf`));

  // The firm accepts it, with the passport's expiry date.
  await admin.reload();
  await expect(passportItem).toContainText('To review');
  await passportItem.getByRole('button', { name: `Accept ${passport}` }).click();
  const accept = admin.getByRole('dialog', { name: `Accept ${passport}` });
  await accept.getByLabel('Expiry date (optional)').fill('2034-06-30');
  await accept.getByRole('button', { name: 'Accept' }).click();
  await expect(accept).toBeHidden();
  await expect(passportItem).toContainText('Accepted');
  await expect(passportItem).toContainText('Expires:');
  await expect(admin.getByRole('meter', { name: 'Readiness: 1 of 3 requested documents accepted' })).toBeVisible();
  await expect(admin.getByText('1/3 accepted')).toBeVisible();
  await expect(requests.getByRole('listitem').filter({ hasText: bank })).toContainText('Requested');

  await client.reload();
  await expect(client.getByRole('meter', { name: 'Readiness: 1 of 3 requested documents accepted' })).toBeVisible();
  await expect(client.getByText('1/3 accepted')).toBeVisible();
  await expect(client.getByRole('region', { name: 'Done' }).getByRole('heading', { name: passport })).toBeVisible();
  await expect(client.getByRole('region', { name: 'Refused: please upload again' })).toHaveCount(0);

  // A document due 3 days ago (UTC days, as the job counts them): overdue on both sides, and the
  // daily reminders job e-mails the client about it.
  const overdue = `Birth certificate ${stamp}`;
  const dueDate = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await requestDocument(admin, overdue, 'The long form, with both parents named.', dueDate);
  await expect(requests.getByRole('listitem').filter({ hasText: overdue })).toContainText('Overdue');
  await client.reload();
  await expect(client.getByRole('region', { name: 'Still needed' }).getByRole('listitem').filter({ hasText: overdue })).toContainText('Overdue');
  execFileSync('npm', ['run', '--silent', 'invoke', '--', 'sendDocumentReminders'], {
    env: { ...process.env, LOCAL_DATA_DIR: process.env.E2E_DATA_DIR ?? '.local-e2e' },
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 60_000,
  });
  // The reminder, not the notice of the request (which names the item too): the job's mail event.
  const reminder = await waitForMail(e2eStack(), {
    to: DEMO_CLIENT_USER.email,
    where: (caught) => (caught.headers['x-portal-event'] ?? '').startsWith('reminder-') && caught.text.includes(overdue),
    timeoutMs: 20_000,
  });
  expect(reminder.text).toContain(`${overdue}: was due`);
  expect(reminder.text).toContain('(overdue)');
  await adminContext.close();
});
