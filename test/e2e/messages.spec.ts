/**
 * Secure messages, in two browsers at once: the client writes on their case from
 * /client/messages; the firm's unread count shows it (the dashboard's Messages card and the
 * conversations list); the admin opens the thread and replies; the client's open thread shows the
 * reply without a reload (its 5-second poll). Both pages at 1280 and 390 px pass axe (the fixture's
 * scan at the end, and scanAccessibility on the way). E2E_SCREENSHOTS=dir saves pictures.
 */
import { expect, scanAccessibility, test, type Page, DEMO_ADMIN, DEMO_CLIENT, signIn } from './support';

const PHONE = { width: 390, height: 844 };

async function picture(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

test('the client writes on their case, the firm sees it unread and replies, the client sees the reply without a reload', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const question = `Is my passport enough? ${stamp}\nSecond line: https://example.test/${stamp}`;
  const reply = `Yes, that is enough. ${stamp}`;

  // The client opens their first case's conversation and writes.
  await signIn(page, DEMO_CLIENT);
  await expect(page).toHaveURL(/\/client$/);
  await page.goto('/client/messages');
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  const conversations = page.getByRole('list', { name: 'Conversations' });
  await conversations.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/client\/messages\?case=/);
  const caseId = new URL(page.url()).searchParams.get('case') ?? '';
  await page.getByLabel('Message', { exact: true }).fill(question);
  await page.getByRole('button', { name: 'Send' }).click();
  const sent = page.getByTestId('message-body').filter({ hasText: stamp });
  await expect(sent).toContainText('Second line');
  await expect(sent.getByRole('link', { name: `https://example.test/${stamp}` })).toHaveAttribute('target', '_blank');
  await picture(page, 'client-messages-1280');

  // The firm: the dashboard's Messages card counts it, the conversation is listed unread.
  const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signIn(admin, DEMO_ADMIN);
  await expect(admin).toHaveURL(/\/admin$/);
  const messagesCard = admin.getByRole('group', { name: 'Messages' });
  await expect(messagesCard.getByText(/^[1-9]\d*$/)).toBeVisible();
  await admin.getByRole('link', { name: 'Send Message' }).click();
  await expect(admin).toHaveURL(/\/admin\/messages$/);
  await admin.getByLabel('Unread only').check();
  const unreadLink = admin.getByRole('list', { name: 'Conversations' }).locator(`a[href="?case=${caseId}"], a[href$="case=${caseId}"]`);
  await expect(unreadLink).toContainText(/unread/);
  await unreadLink.click();
  await expect(admin.getByTestId('message-body').filter({ hasText: stamp })).toBeVisible();
  await admin.getByLabel('Message', { exact: true }).fill(reply);
  await admin.getByRole('button', { name: 'Send' }).click();
  await expect(admin.getByTestId('message-body').filter({ hasText: reply })).toBeVisible();
  await expect(admin.getByText(/^Seen by the client /)).toBeVisible();
  await picture(admin, 'admin-messages-1280');
  await scanAccessibility(admin);

  // The client's open thread shows the reply (polled), with no reload.
  await expect(page.getByTestId('message-body').filter({ hasText: reply })).toBeVisible({ timeout: 20_000 });

  // On a phone: the list, then the thread with its way back.
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('link', { name: 'Back to conversations' })).toBeVisible();
  await picture(page, 'client-thread-390');
  await scanAccessibility(page);
  await page.getByRole('link', { name: 'Back to conversations' }).click();
  await expect(conversations).toBeVisible();
  await picture(page, 'client-messages-390');
  await admin.close();
});

test('an open thread polls with If-None-Match: 304 while nothing changed, 200 once something did', async ({ page }) => {
  test.setTimeout(90_000);
  // The thread's newest page (GET …/messages?limit=…), not /read nor earlier pages.
  const polls: { status: number; ifNoneMatch: string | undefined }[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    const request = response.request();
    if (request.method() !== 'GET' || !/^\/v1\/cases\/[^/]+\/messages$/.test(url.pathname) || url.searchParams.has('cursor')) return;
    polls.push({ status: response.status(), ifNoneMatch: request.headers()['if-none-match'] });
  });

  await signIn(page, DEMO_CLIENT);
  await expect(page).toHaveURL(/\/client$/);
  await page.goto('/client/messages');
  await page.getByRole('list', { name: 'Conversations' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/client\/messages\?case=/);
  await expect(page.getByLabel('Message', { exact: true })).toBeVisible();

  // Opening the thread marks it read (a new tag: one 200), then the 5-second poll sends the tag back.
  await expect.poll(() => polls.filter((poll) => poll.status === 304).length, { timeout: 30_000, intervals: [1_000] }).toBeGreaterThanOrEqual(1);
  const notModified = polls.filter((poll) => poll.status === 304);
  expect(notModified.every((poll) => /^(W\/)?"[^"]+"$/.test(poll.ifNoneMatch ?? ''))).toBe(true);
  expect(polls[0]).toMatchObject({ status: 200, ifNoneMatch: undefined });

  // Something changed: the next read of the newest page answers 200, and the message shows.
  const seenBefore = polls.length;
  const text = `Poll check ${Date.now().toString(36)}`;
  await page.getByLabel('Message', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('message-body').filter({ hasText: text })).toBeVisible();
  await expect.poll(() => polls.slice(seenBefore).some((poll) => poll.status === 200), { timeout: 15_000 }).toBe(true);
  // And once more nothing changes, 304 again.
  const afterSend = polls.length;
  await expect.poll(() => polls.slice(afterSend).some((poll) => poll.status === 304), { timeout: 20_000, intervals: [1_000] }).toBe(true);
});
