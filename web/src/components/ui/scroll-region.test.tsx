/**
 * Tables that scroll sideways on a phone are reachable by keyboard (axe's scrollable-region-focusable):
 * each sits in a named region that takes focus, so the arrow keys can scroll it.
 */
import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import { CompactTable } from '@/components/ui/compact-table';
import { CasesTable } from '@/features/cases/components/cases-table';
import { UsersTable } from '@/features/users/components/users-table';
import { aCase } from '@test-support/fixtures';
import { renderScreen } from '@test-support/render';

describe('tables that scroll sideways', () => {
  test('a compact table without links or buttons can still be reached with Tab', async () => {
    renderScreen(
      <CompactTable label="Sent emails" columns={[{ title: 'Subject' }, { title: 'Sent' }]} isEmpty={false} emptyText="No e-mails">
        <tr>
          <td>Your documents</td>
          <td>Today</td>
        </tr>
      </CompactTable>,
    );

    await userEvent.tab();

    expect(screen.getByRole('region', { name: 'Sent emails' })).toHaveFocus();
  });

  test('the cases and users tables sit in named regions that take focus', () => {
    renderScreen(
      <>
        <CasesTable cases={[aCase()]} />
        <UsersTable users={[]} />
      </>,
    );

    for (const name of ['Cases', 'Users']) expect(screen.getByRole('region', { name })).toHaveAttribute('tabindex', '0');
  });
});
