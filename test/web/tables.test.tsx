import { screen, within } from '@testing-library/react';
import { CasesTable } from '@/features/cases/components/cases-table';
import { DocumentsTable } from '@/features/documents/components/documents-table';
import { useApiServer } from './support/api';
import { aCase, aFile } from './support/fixtures';
import { renderScreen } from './support/render';

useApiServer();

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
    expect(within(rows[1] as HTMLElement).getByText('Checking for malware')).toBeInTheDocument();
    expect(screen.queryByText('No documents uploaded yet.')).not.toBeInTheDocument();
  });

  test('no files: the empty text and no table', () => {
    renderScreen(<DocumentsTable caseId="case-1" last="status" label="My Uploaded Documents" emptyText="No documents uploaded yet." files={[]} />);
    expect(screen.getByText('No documents uploaded yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
