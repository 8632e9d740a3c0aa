/**
 * 'Send Email Regarding Case': an admin signs their e-mails (Settings → Email), opens a demo case,
 * writes to its client, and finds the message listed under Sent Emails on the case page — also after
 * a reload, since it is kept on the case — and the e-mail, signed, in the client's local inbox.
 */
import { DEMO_ADMIN as DEMO_ADMIN_USER, DEMO_CASES, DEMO_CLIENT as DEMO_CLIENT_USER, waitForMail } from '@portal/local';
import { expect, test, DEMO_ADMIN, e2eStack, openCaseAsStaff, signIn } from './support';

const workPermit = DEMO_CASES[DEMO_CLIENT_USER.email]?.find((item) => item.caseName === 'Work Permit Application');


test('an admin e-mails the client of a demo case and sees the message listed on the case', async ({ page }) => {
  test.setTimeout(60_000);
  if (!workPermit) throw new Error('The demo data has no Work Permit Application');
  const text = `Your documents are due on Friday (${Date.now()}).`;
  const signature = `Best regards, ${DEMO_ADMIN_USER.name} (${Date.now()})`;
  await signIn(page, DEMO_ADMIN);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await page.goto('/admin/settings');
  await page.getByRole('tab', { name: 'Email' }).click();
  await page.getByLabel('Email Signature').fill(signature);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Email settings updated')).toBeVisible();
  await openCaseAsStaff(page, workPermit.caseNumber, workPermit.caseName);

  await page.getByRole('button', { name: 'Send Email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Email Regarding Case' });
  const send = dialog.getByRole('button', { name: 'Send Email' });
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Message').fill(`${text}\nPlease upload them to the case folder.`);
  await send.click();

  await expect(page.getByText(`Email sent to ${DEMO_CLIENT_USER.name}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  const sentEmails = page.getByRole('region', { name: 'Sent Emails' });
  const row = sentEmails.getByRole('row').filter({ hasText: text });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(DEMO_ADMIN_USER.name);
  await expect(sentEmails.getByRole('row').nth(1)).toContainText(text);

  await page.reload();
  await expect(page.getByRole('region', { name: 'Sent Emails' }).getByRole('row').filter({ hasText: text })).toHaveCount(1);

  // The e-mail itself, as the client receives it: through the mail queue to the local inbox.
  const mail = await waitForMail(e2eStack(), { to: DEMO_CLIENT_USER.email, where: (caught) => caught.text.includes(text), timeoutMs: 20_000 });
  expect(mail.envelope.to).toEqual([DEMO_CLIENT_USER.email]);
  expect(mail.replyTo.map((entry) => entry.address)).toEqual([DEMO_ADMIN_USER.email]);
  expect(mail.subject).toContain(workPermit.caseName);
  expect(mail.text).toContain(`${text}\nPlease upload them to the case folder.`);
  expect(mail.text).toContain(signature);
});
