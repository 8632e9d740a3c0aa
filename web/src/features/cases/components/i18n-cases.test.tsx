/**
 * The cases in French: the admin's case page and the cases table read in the reader's
 * language, with the case's category and status from the shared labels (the stored values unchanged),
 * dates through lib/format; in English the categories read in English.
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CasesTable } from '@/features/cases/components/cases-table';
import { AdminCasePage } from '@/features/cases/routes/admin-case-page';
import { CreateUserDialog } from '@/features/users/components/create-user-dialog';
import { activateLanguage, loadCatalog } from '@/lib/i18n';
import { API_BASE, server, useApiServer } from '@test-support/api';
import { aCase } from '@test-support/fixtures';
import { findToast, renderScreen } from '@test-support/render';

useApiServer();

const workPermit = aCase({ category: 'Permis de travail', status: 'in-progress', description: '' });

test('the admin case page reads in French: header, buttons, details, category and status, dates, sent e-mails', async () => {
  server.use(
    http.get(`${API_BASE}/admin/cases/:caseId`, () => HttpResponse.json({ Item: workPermit })),
    http.get(`${API_BASE}/admin/cases/:caseId/emails`, () => HttpResponse.json({ messages: [] })),
  );
  await activateLanguage('fr');
  await loadCatalog('cases');
  renderScreen(<AdminCasePage />, { route: '/admin/cases/case-1', path: '/admin/cases/:caseId' });

  expect(await screen.findByRole('heading', { level: 1, name: 'Work Permit Application' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Retour aux dossiers/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Envoyer un courriel' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Modifier le dossier' })).toBeInTheDocument();

  const details = screen.getByRole('region', { name: 'Détails du dossier' });
  expect(within(details).getByText('Numéro de dossier')).toBeInTheDocument();
  expect(within(details).getByText('Permis de travail')).toBeInTheDocument();
  expect(within(details).getByText('En cours')).toBeInTheDocument();
  expect(within(details).getByText('Dernière mise à jour')).toBeInTheDocument();
  expect(within(details).getByText('Aucune description')).toBeInTheDocument();
  expect(within(details).getAllByText('1er févr. 2026')).toHaveLength(2);

  const emails = screen.getByRole('region', { name: 'Courriels envoyés' });
  expect(await within(emails).findByText('Aucun courriel envoyé pour l’instant.')).toBeInTheDocument();
  expect(within(emails).getByText('Messages envoyés par courriel à Casey Client au sujet de ce dossier, et courriels automatiques du portail.')).toBeInTheDocument();

  expect(document.title).toContain('Work Permit Application');
  expect(
    screen.queryByText(/Case Details|Case Number|Send Email|Edit Case|Back to cases|Sent Emails|In Progress|Last Updated|No description|Feb/),
  ).not.toBeInTheDocument();
});

test('the cases table says each category and status in the reader’s language; an Other text stays as typed', async () => {
  const cases = [workPermit, aCase({ caseId: 'case-2', caseName: 'Citizenship file', category: 'Citizenship', status: 'on-hold', clientName: '' })];
  const { unmount } = renderScreen(<CasesTable cases={cases} />);
  let rows = within(screen.getByRole('table', { name: 'Cases' })).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
  expect(within(rows[0]).getAllByRole('cell')[3]).toHaveTextContent('Work permit');
  expect(within(rows[0]).getAllByRole('cell')[2]).toHaveTextContent('In Progress');
  expect(within(rows[1]).getAllByRole('cell')[3]).toHaveTextContent('Citizenship');
  unmount();

  await activateLanguage('fr');
  await loadCatalog('cases');
  renderScreen(<CasesTable cases={cases} />);
  const table = screen.getByRole('table', { name: 'Dossiers' });
  expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
    'Dossier',
    'Client',
    // The category's words under the status, shown while the table is too narrow for its own column.
    'Statut · Catégorie',
    'Catégorie',
    'Créé le',
    'Documents',
    'Avancement',
    'Actions',
  ]);
  rows = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
  expect(within(rows[0]).getAllByRole('cell')[3]).toHaveTextContent('Permis de travail');
  expect(within(rows[0]).getAllByRole('cell')[2]).toHaveTextContent('En cours');
  expect(within(rows[0]).getByRole('link', { name: 'Ouvrir le dossier Work Permit Application' })).toBeInTheDocument();
  expect(within(rows[1]).getAllByRole('cell')[1]).toHaveTextContent('s.o.');
  expect(within(rows[1]).getAllByRole('cell')[2]).toHaveTextContent('En attente');
  expect(within(rows[1]).getAllByRole('cell')[3]).toHaveTextContent('Citizenship');
});

test('the Create New User dialog in French: labels, buttons, and a refused field in the toast in French', async () => {
  await activateLanguage('fr');
  await loadCatalog('users');
  const { user } = renderScreen(<CreateUserDialog open onClose={() => undefined} />);
  expect(screen.getByRole('dialog', { name: 'Créer un utilisateur' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('Nom complet'), 'Jordan Client');
  await user.type(screen.getByLabelText('Adresse courriel'), 'jordan@demo.test');
  await user.type(screen.getByLabelText('Téléphone (facultatif)'), 'not a phone');
  await user.click(screen.getByRole('button', { name: 'Créer l’utilisateur' }));

  const toast = await findToast('Erreur');
  expect(toast.closest('li')).toHaveTextContent('Téléphone : entrez un numéro de téléphone');
  expect(toast.closest('li')).not.toHaveTextContent(/must be|Phone/);
  expect(screen.getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
});
