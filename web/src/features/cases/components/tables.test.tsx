import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CaseEmailsCard } from '@/features/cases/components/case-emails-card';
import { CasesTable } from '@/features/cases/components/cases-table';
import { DocumentsTable } from '@/features/documents/components/documents-table';
import { UsersTable } from '@/features/users/components/users-table';
import { activateLanguage } from '@/lib/i18n';
import { API_BASE, server, useApiServer } from '@test-support/api';
import { aCase, aCaseEmail, aFile, aUser } from '@test-support/fixtures';
import { renderScreen } from '@test-support/render';

useApiServer();

/**
 * A card's labelled lines, label to text. (jsdom applies no style sheet: the table and the cards are
 * both in its document; in a browser only one is displayed at a width, see test/e2e/phone-tables.spec.ts.)
 */
function linesOf(card: HTMLElement): Record<string, string> {
  const labels = within(card).getAllByRole('term');
  const values = within(card).getAllByRole('definition');
  expect(values).toHaveLength(labels.length);
  return Object.fromEntries(labels.map((label, index) => [label.textContent ?? '', values[index]?.textContent ?? '']));
}

/** The cards of a list named `name`, one per row. */
function cardsOf(name: string): HTMLElement[] {
  return within(screen.getByRole('list', { name })).getAllByRole('listitem');
}

/** The two layouts: the cards shown below 640 px only, the table from 640 px up (Tailwind's sm). */
function expectOneLayoutPerWidth(listName: string, table: HTMLElement): void {
  expect(screen.getByRole('list', { name: listName })).toHaveClass('sm:hidden');
  expect(table.closest('.hidden')).toHaveClass('sm:block');
}

describe('CasesTable', () => {
  test('one row per case: name linked to its page, client, status, category and document count', () => {
    renderScreen(
      <CasesTable
        cases={[
          aCase(),
          aCase({ caseId: 'case-2', caseName: 'Refugee Claim', clientName: '', clientEmail: '', status: 'on-hold', docsNum: 0 }),
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Cases' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);

    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'Work Permit Application' })).toHaveAttribute('href', '/admin/cases/case-1');
    expect(within(first).getByText('IMM-2026-0001')).toBeInTheDocument();
    expect(within(first).getByText('client@demo.test')).toBeInTheDocument();
    expect(within(first).getAllByRole('cell')[2]).toHaveTextContent('Open');
    expect(within(first).getAllByRole('cell')[5]).toHaveTextContent('3');
    expect(within(first).getByRole('link', { name: 'Open case Work Permit Application' })).toHaveAttribute('href', '/admin/cases/case-1');

    expect(within(second).getAllByRole('cell')[1]).toHaveTextContent('N/A');
    expect(within(second).getAllByRole('cell')[2]).toHaveTextContent('On Hold');
  });
});

describe('CasesTable as it narrows', () => {
  test('Readiness and Open keep their columns at every width; the client, category, date and documents merge into other cells until theirs fit (all but Documents at 1280 px)', () => {
    renderScreen(<CasesTable cases={[aCase({ docsNum: 1 })]} />);
    const table = screen.getByRole('table', { name: 'Cases' });
    // Widths are the table's own (container queries on its region), as the sidebar takes its share from 1024 px.
    expect(table.closest('[role="region"]')).toHaveClass('@container');
    const headers = Object.fromEntries(within(table).getAllByRole('columnheader').map((header) => [header.textContent ?? '', header.className]));
    expect(headers['Readiness']).not.toMatch(/\bhidden\b/);
    expect(headers['Actions']).not.toMatch(/\bhidden\b/);
    expect(headers['Client']).toMatch(/\bhidden @3xl:table-cell\b/);
    expect(headers['Category']).toMatch(/\bhidden @min-\[56rem\]:table-cell\b/);
    expect(headers['Created']).toMatch(/\bhidden @min-\[56rem\]:table-cell\b/);

    const [row] = within(table).getAllByRole('row').slice(1) as [HTMLElement];
    const [caseCell, , statusCell] = within(row).getAllByRole('cell') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(caseCell).getByText('Casey Client')).toHaveClass('@3xl:hidden');
    const caseLine = within(caseCell).getByText('Created Feb 1, 2026').closest('p');
    expect(caseLine).toHaveTextContent(/^Created Feb 1, 2026 · 1 document$/);
    expect(caseLine).toHaveClass('@6xl:hidden');
    expect(within(caseLine as HTMLElement).getByText('Created Feb 1, 2026').closest('span')).toHaveClass('@min-[56rem]:hidden');
    expect(headers['Documents']).toMatch(/\bhidden @6xl:table-cell\b/);
    expect(within(statusCell).getByText('Work Permit').closest('.\\@min-\\[56rem\\]\\:hidden')).not.toBeNull();
  });
});

describe('CasesTable on a phone (cards)', () => {
  test('a card per case: its name linked to its page, every other column as a labelled line, and its Open button', () => {
    renderScreen(
      <CasesTable
        cases={[
          aCase(),
          aCase({ caseId: 'case-2', caseName: 'Refugee Claim', caseNumber: 'IMM-2026-0002', clientName: '', clientEmail: '', status: 'on-hold', category: '', docsNum: 0 }),
        ]}
      />,
    );
    const cards = cardsOf('Cases');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];

    expect(within(first).getByRole('link', { name: 'Work Permit Application' })).toHaveAttribute('href', '/admin/cases/case-1');
    expect(within(first).getByText('IMM-2026-0001')).toBeInTheDocument();
    expect(linesOf(first)).toEqual({
      Client: 'Casey Clientclient@demo.test',
      Status: 'Open',
      Category: 'Work Permit',
      Created: 'Feb 1, 2026',
      Documents: '3',
      Readiness: 'None requested',
    });
    expect(within(first).getByRole('link', { name: 'Open case Work Permit Application' })).toHaveAttribute('href', '/admin/cases/case-1');

    expect(linesOf(second)).toEqual({ Client: 'N/A', Status: 'On Hold', Category: 'N/A', Created: 'Feb 1, 2026', Documents: '0', Readiness: 'None requested' });
    expect(within(second).getByRole('link', { name: 'Open case Refugee Claim' })).toHaveAttribute('href', '/admin/cases/case-2');
    expectOneLayoutPerWidth('Cases', screen.getByRole('table', { name: 'Cases' }));
  });

  test('in French: the labels are the French column names', async () => {
    await activateLanguage('fr');
    renderScreen(<CasesTable cases={[aCase()]} />);
    const [card] = cardsOf('Dossiers') as [HTMLElement];
    expect(Object.keys(linesOf(card))).toEqual(['Client', 'Statut', 'Catégorie', 'Créé le', 'Documents', 'Avancement']);
    expect(within(card).getByRole('link', { name: 'Ouvrir le dossier Work Permit Application' })).toBeInTheDocument();
  });
});

describe('UsersTable', () => {
  test('one row per user: name linked to their page, e-mail, role, phone (N/A if empty), created and Edit', () => {
    renderScreen(<UsersTable users={[aUser(), aUser({ userId: 'user-2', name: 'Dana Doe', email: 'dana@demo.test', phone: ' ' })]} />);
    const table = screen.getByRole('table');
    const [first, second] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'Casey Client' })).toHaveAttribute('href', '/admin/users/user-1');
    expect(within(first).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Casey Client',
      'client@demo.test',
      'Client',
      '+1 514 555 0100',
      'Jan 5, 2026',
      'Edit',
    ]);
    expect(within(second).getAllByRole('cell')[3]).toHaveTextContent('N/A');
    expect(within(second).getByRole('link', { name: 'Edit Dana Doe' })).toHaveAttribute('href', '/admin/users/user-2/edit');
  });

  test('on a phone, a card per user: name linked to their page, every other column as a labelled line, and Edit', () => {
    renderScreen(<UsersTable users={[aUser(), aUser({ userId: 'user-2', name: 'Dana Doe', email: 'dana@demo.test', phone: '' })]} />);
    const [first, second] = cardsOf('Users') as [HTMLElement, HTMLElement];

    expect(within(first).getByRole('link', { name: 'Casey Client' })).toHaveAttribute('href', '/admin/users/user-1');
    expect(linesOf(first)).toEqual({ Email: 'client@demo.test', Role: 'Client', Phone: '+1 514 555 0100', Created: 'Jan 5, 2026' });
    expect(within(first).getByRole('link', { name: 'Edit Casey Client' })).toHaveAttribute('href', '/admin/users/user-1/edit');

    expect(linesOf(second)).toMatchObject({ Email: 'dana@demo.test', Phone: 'N/A' });
    expect(within(second).getByRole('link', { name: 'Dana Doe' })).toHaveAttribute('href', '/admin/users/user-2');
    expect(within(second).getByRole('link', { name: 'Edit Dana Doe' })).toHaveAttribute('href', '/admin/users/user-2/edit');
    expectOneLayoutPerWidth('Users', screen.getByRole('table'));
  });

  test('in French: the cards\' labels and the Edit button are French', async () => {
    await activateLanguage('fr');
    renderScreen(<UsersTable users={[aUser()]} />);
    const [card] = cardsOf('Utilisateurs') as [HTMLElement];
    expect(Object.keys(linesOf(card))).toEqual(['Courriel', 'Rôle', 'Téléphone', 'Créé le']);
    expect(within(card).getByRole('link', { name: 'Modifier Casey Client' })).toHaveTextContent('Modifier');
  });
});

describe('Sent Emails on a phone (cards)', () => {
  const message = aCaseEmail;

  test('a card per message with every column as a labelled line: date, sender, the first lines, delivery', async () => {
    server.use(
      http.get(`${API_BASE}/admin/cases/case-1/emails`, () =>
        HttpResponse.json({ messages: [message({ messageId: 'message-2', message: 'One\n\nTwo\nThree\nFour', delivery: 'failed' }), message()] }),
      ),
    );
    renderScreen(<CaseEmailsCard caseId="case-1" clientName="Casey Client" />);

    const list = await screen.findByRole('list', { name: 'Sent Emails' });
    const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(Object.keys(linesOf(first))).toEqual(['Date', 'Sent By', 'Message', 'Status']);
    expect(linesOf(first)).toMatchObject({ 'Sent By': 'Alex Admin', Message: 'One\nTwo\nThree...', Status: 'Not delivered' });
    expect(first.querySelector('time')).toHaveAttribute('dateTime', '2026-02-03T15:30:00.000Z');
    expect(linesOf(second)).toMatchObject({ Message: 'Your documents are due on Friday.', Status: 'Sent' });
    expectOneLayoutPerWidth('Sent Emails', screen.getByRole('table', { name: 'Sent Emails' }));
  });

  test('no message: the sentence once, and neither table nor cards', async () => {
    server.use(http.get(`${API_BASE}/admin/cases/case-1/emails`, () => HttpResponse.json({ messages: [] })));
    renderScreen(<CaseEmailsCard caseId="case-1" clientName="Casey Client" />);

    expect(await screen.findAllByText('No emails sent yet.')).toHaveLength(1);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('DocumentsTable', () => {
  test('rows of the files with their uploader and size, and a download button for the firm', () => {
    renderScreen(
      <DocumentsTable
        caseId="case-1"
        last="view"
        label="Client Uploaded Documents"
        emptyText="No documents uploaded yet."
        files={[aFile(), aFile({ id: 'doc-2', name: 'scan.png', size: 3 * 1024 * 1024, status: 'scanning' })]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Client Uploaded Documents' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('passport.pdf')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('2.0 KB')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByRole('button', { name: 'Download passport.pdf' })).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('3.0 MB')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Scanning')).toBeInTheDocument();
    expect(screen.queryByText('No documents uploaded yet.')).not.toBeInTheDocument();
  });

  test('no files: the empty text and no table', () => {
    renderScreen(<DocumentsTable caseId="case-1" last="status" label="My Uploaded Documents" emptyText="No documents uploaded yet." files={[]} />);
    expect(screen.getByText('No documents uploaded yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
