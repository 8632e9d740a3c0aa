/** The portal's automatic e-mails in a case's Sent Emails and in the firm's e-mail log: marked "Automatic", with their kind, never a content. */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AutomaticCaseEmail, OrgCaseEmail } from '@shared/cases/types';
import { CaseEmailsCard } from '@/features/cases/components/case-emails-card';
import { EmailLogPage } from '@/features/cases/routes/email-log-page';
import * as auth from '@/lib/auth';
import { activateLanguage } from '@/lib/i18n';
import { API_BASE, server, useApiServer } from '@test-support/api';
import { aCaseEmail, aUser } from '@test-support/fixtures';
import { renderScreen } from '@test-support/render';

useApiServer();

const admin = aUser({ userId: 'admin-1', name: 'Alex Admin', email: 'admin@demo.test', userType: 'admin' });

function anAutomaticEmail(overrides: Partial<AutomaticCaseEmail> = {}): AutomaticCaseEmail {
  return {
    messageId: 'auto-1',
    caseId: 'case-1',
    automatic: true,
    kind: 'caseOpened',
    recipientEmail: 'client@demo.test',
    recipientName: 'Casey Client',
    createdAt: '2026-02-03T15:00:00.000Z',
    delivery: 'sent',
    deliveredAt: '2026-02-03T15:00:00.000Z',
    ...overrides,
  };
}

const CASE_EMAILS = [anAutomaticEmail({ messageId: 'auto-2', kind: 'messageNotice', createdAt: '2026-02-03T16:00:00.000Z' }), aCaseEmail(), anAutomaticEmail()];

function serveCaseEmails() {
  server.use(http.get(`${API_BASE}/admin/cases/case-1/emails`, () => HttpResponse.json({ messages: CASE_EMAILS })));
}

function serveOrgLog() {
  const items: OrgCaseEmail[] = CASE_EMAILS.map((email) => ({ ...email, caseName: 'Study permit', caseNumber: 'SP-1' }));
  jest.mocked(auth.getSessionUserId).mockResolvedValue(admin.userId);
  server.use(
    http.get(`${API_BASE}/clients/:userId`, () => HttpResponse.json({ Item: admin })),
    http.get(`${API_BASE}/me/settings`, () => HttpResponse.json({ message: 'Not in this test' }, { status: 404 })),
    http.get(`${API_BASE}/admin/orgs/org-1/case-emails`, () => HttpResponse.json({ Items: items })),
  );
}

/** The rows of the table named `name`, each as the text of its cells. */
async function rowsOf(name: string): Promise<string[][]> {
  const table = await screen.findByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? ''));
}

describe("a case's Sent Emails", () => {
  test('mark the automatic e-mails "Automatic" with their kind in place of a message, beside the staff’s messages', async () => {
    serveCaseEmails();
    renderScreen(<CaseEmailsCard caseId="case-1" clientName="Casey Client" />);

    const rows = await rowsOf('Sent Emails');
    expect(rows.map(([, sentBy, text, status]) => [sentBy, text, status])).toEqual([
      ['Automatic', 'New message notice', 'Sent'],
      ['Alex Admin', 'Your documents are due on Friday.', 'Sent'],
      ['Automatic', 'Case opened', 'Sent'],
    ]);
  });

  test('in French, say "Automatique" and the kind in French', async () => {
    await activateLanguage('fr');
    serveCaseEmails();
    renderScreen(<CaseEmailsCard caseId="case-1" clientName="Casey Client" />);

    const rows = await rowsOf('Courriels envoyés');
    expect(rows.map(([, sentBy, text]) => [sentBy, text])).toEqual([
      ['Automatique', 'Avis de nouveau message'],
      ['Alex Admin', 'Your documents are due on Friday.'],
      ['Automatique', 'Dossier ouvert'],
    ]);
  });

  test('name a kind they do not know as an automatic e-mail', async () => {
    server.use(http.get(`${API_BASE}/admin/cases/case-1/emails`, () => HttpResponse.json({ messages: [anAutomaticEmail({ kind: 'somethingNew' })] })));
    renderScreen(<CaseEmailsCard caseId="case-1" clientName="Casey Client" />);

    expect((await rowsOf('Sent Emails'))[0]?.[2]).toBe('Automatic e-mail');
  });
});

describe('the firm’s e-mail log (/admin/email)', () => {
  test('lists the automatic e-mails with the staff’s, marked "Automatic" with their kind', async () => {
    serveOrgLog();
    renderScreen(<EmailLogPage />, { withAuth: true });

    const rows = await rowsOf('E-mails sent about cases');
    expect(rows.map(([, , to, sentBy]) => [to, sentBy])).toEqual([
      ['Casey Clientclient@demo.test', 'AutomaticNew message notice'],
      ['Casey Clientclient@demo.test', 'Alex Admin'],
      ['Casey Clientclient@demo.test', 'AutomaticCase opened'],
    ]);
    expect(screen.queryByText(/No emails sent yet/)).not.toBeInTheDocument();
  });

  test('in French, marks them "Automatique" with their kind in French', async () => {
    await activateLanguage('fr');
    serveOrgLog();
    renderScreen(<EmailLogPage />, { withAuth: true });

    const rows = await rowsOf('Courriels envoyés au sujet des dossiers');
    expect(rows.map((cells) => cells[3])).toEqual(['AutomatiqueAvis de nouveau message', 'Alex Admin', 'AutomatiqueDossier ouvert']);
  });
});
