/**
 * 'Send Email Regarding Case' on the admin case page: the dialog sends the message to the API and
 * says so, keeps the text on a refusal; the Sent Emails card lists what was sent, newest first.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import type { CaseEmail } from '@shared/cases/types';
import { CaseEmailsCard } from '@/features/cases/components/case-emails-card';
import { SendEmailDialog } from '@/features/cases/components/send-email-dialog';
import { API_BASE, server, useApiServer } from '@test-support/api';
import { aCaseEmail } from '@test-support/fixtures';
import { findToast, renderScreen } from '@test-support/render';

useApiServer();

const EMAILS_URL = `${API_BASE}/admin/cases/case-1/emails`;

const aMessage = aCaseEmail;

/** The case page's part: the Send Email button, its dialog and the Sent Emails card. */
function CaseEmails() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Send Email
      </button>
      <SendEmailDialog open={open} onClose={() => setOpen(false)} caseId="case-1" clientName="Casey Client" caseName="Work Permit Application" />
      <CaseEmailsCard caseId="case-1" clientName="Casey Client" />
    </>
  );
}

async function openDialog(listed: CaseEmail[] = []) {
  server.use(http.get(EMAILS_URL, () => HttpResponse.json({ messages: listed })));
  const view = renderScreen(<CaseEmails />);
  await view.user.click(screen.getByRole('button', { name: 'Send Email' }));
  const dialog = screen.getByRole('dialog', { name: 'Send Email Regarding Case' });
  return { ...view, dialog, message: within(dialog).getByLabelText('Message'), send: within(dialog).getByRole('button', { name: 'Send Email' }) };
}

const sentEmails = () => screen.getByRole('table', { name: 'Sent Emails' });

test('keeps Send Email disabled while the message is empty or blank', async () => {
  const { user, message, send } = await openDialog();
  expect(send).toBeDisabled();

  await user.type(message, '   ');
  expect(send).toBeDisabled();

  await user.type(message, 'Hello');
  expect(send).toBeEnabled();
});

test('sends the trimmed message, toasts, closes and lists the message on top', async () => {
  let body: unknown;
  server.use(
    http.post(EMAILS_URL, async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({ Item: aMessage({ messageId: 'message-2', message: 'Please sign the form.\nThank you.', delivery: 'queued', deliveredAt: undefined }) }, { status: 201 });
    }),
  );
  const { user, message, send } = await openDialog([aMessage()]);
  expect(message).toHaveAttribute('maxLength', '10000');
  await user.type(message, '  Please sign the form.{Enter}Thank you.  ');
  await user.click(send);

  expect(await findToast('Email sent to Casey Client')).toBeInTheDocument();
  expect(body).toEqual({ message: 'Please sign the form.\nThank you.' });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const rows = within(sentEmails()).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(2);
  expect(rows[0]).toHaveTextContent('Please sign the form.');
  expect(rows[0]).toHaveTextContent('Sending');
  expect(rows[1]).toHaveTextContent('Your documents are due on Friday.');
});

test('says the e-mail was not sent when the message was kept but could not be queued', async () => {
  server.use(http.post(EMAILS_URL, () => HttpResponse.json({ Item: aMessage({ messageId: 'message-4', delivery: 'failed' }) }, { status: 201 })));
  const { user, message, send } = await openDialog();
  await user.type(message, 'Your hearing date is set.');
  await user.click(send);

  const toast = await findToast('Email not sent to Casey Client');
  expect(toast.closest('li')).toHaveTextContent('The message is kept on the case.');
});

test("shows the server's refusal and keeps the dialog open with the text", async () => {
  server.use(http.post(EMAILS_URL, () => HttpResponse.json({ message: 'Case not found' }, { status: 404 })));
  const { user, message, send } = await openDialog();
  await user.type(message, 'Your hearing date is set.');
  await user.click(send);

  const toast = await findToast('Failed to send email');
  expect(toast.closest('li')).toHaveTextContent('Case not found');
  expect(screen.getByRole('dialog', { name: 'Send Email Regarding Case' })).toBeInTheDocument();
  expect(message).toHaveValue('Your hearing date is set.');
  expect(send).toBeEnabled();
});

test('the Sent Emails card shows date, sender, the first lines and the delivery of each message', async () => {
  server.use(
    http.get(EMAILS_URL, () =>
      HttpResponse.json({
        messages: [
          aMessage({ messageId: 'message-3', message: 'One\n\nTwo\nThree\nFour', delivery: 'failed' }),
          aMessage({ messageId: 'message-1', senderName: 'Sam Staff' }),
        ],
      }),
    ),
  );
  renderScreen(<CaseEmailsCard caseId="case-1" clientName="Casey Client" />);

  const rows = within(await screen.findByRole('table', { name: 'Sent Emails' })).getAllByRole('row').slice(1);
  expect(within(rows[0] as HTMLElement).getAllByRole('cell')[2]).toHaveTextContent(/^One\s*Two\s*Three\.\.\.$/);
  expect(rows[0]).toHaveTextContent('Not delivered');
  expect(rows[1]).toHaveTextContent('Sam Staff');
  expect(rows[1]).toHaveTextContent('Sent');
  expect(rows[1]?.querySelector('time')).toHaveAttribute('dateTime', '2026-02-03T15:30:00.000Z');
});

test('the Sent Emails card says when no e-mail was sent yet', async () => {
  server.use(http.get(EMAILS_URL, () => HttpResponse.json({ messages: [] })));
  renderScreen(<CaseEmailsCard caseId="case-1" clientName="Casey Client" />);

  expect(await screen.findByText('No emails sent yet.')).toBeInTheDocument();
});
