/**
 * The documents area and the settings in French: the upload panel, the documents table and
 * folder tiles (file sizes, dates and counts per language, ICU plurals), the create-folder dialog,
 * the settings tabs with their toasts and the password rules, the two-factor card.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describePasswordPolicy } from '@shared/auth/user-pool';
import type { UserSettings } from '@shared/settings/types';
import { CreateFolderButton } from '@/features/documents/components/create-folder-dialog';
import { DocumentsTable } from '@/features/documents/components/documents-table';
import { FolderTiles } from '@/features/documents/components/folder-tiles';
import { UploadCard } from '@/features/documents/components/upload-card';
import { AdminSettings } from '@/features/settings/routes/admin-settings';
import * as auth from '@/lib/auth';
import { activateLanguage } from '@/lib/i18n';
import { API_BASE, server, useApiServer } from '@test-support/api';
import { adminOfSettings, aFile } from '@test-support/fixtures';
import { findToast, renderScreen } from '@test-support/render';

const { admin, settings, org } = adminOfSettings;

useApiServer(
  http.get(`${API_BASE}/clients/:userId`, () => HttpResponse.json({ Item: admin })),
  http.get(`${API_BASE}/me/settings`, () => HttpResponse.json({ Item: settings, language: 'fr' })),
  http.get(`${API_BASE}/admin/orgs/:orgId`, () => HttpResponse.json({ Item: org })),
  http.patch(`${API_BASE}/me/settings`, async ({ request }) => {
    const body = (await request.json()) as Partial<UserSettings>;
    return HttpResponse.json({ success: true, Item: { ...settings, ...body }, language: 'fr' });
  }),
);

beforeEach(() => {
  jest.mocked(auth.getSessionUserId).mockResolvedValue(admin.userId);
  jest.mocked(auth.isTotpOn).mockResolvedValue(false);
});

const aPdf = (name: string, size = 1536) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

/** Drops `files` on the card's dropzone (its file input's parent), as a drag from the desktop does. */
async function drop(files: File[]) {
  const dropzone = screen.getByLabelText('Choisir les fichiers à téléverser').parentElement as HTMLElement;
  const dataTransfer = { files, items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })), types: ['Files'] };
  fireEvent.drop(dropzone, { dataTransfer });
  await waitFor(() => undefined);
}

/** No English word of these screens is left: the texts a French reader must never see. */
const ENGLISH = /Upload|Drag and drop|files at a time|Remove|Uploaded By|Size|Delivered|Download|Updated|items?\b|Folder|Cancel|Create|Settings|Profile|Save Changes|Security|Two-factor|minutes? before|At least/;

test('the upload panel in French: dropzone, staged files with their size in Ko, the refusal of a sixth file', async () => {
  await activateLanguage('fr');
  const { user } = renderScreen(<UploadCard caseId="case-1" folderId="folder-1" audience="client" onUploaded={jest.fn()} />);

  expect(screen.getByText('Téléverser des documents')).toBeInTheDocument();
  expect(screen.getByText('Glissez-déposez vos fichiers ici, ou cliquez pour les sélectionner')).toBeInTheDocument();
  expect(screen.getByText('(5 fichiers au maximum à la fois)')).toBeInTheDocument();
  await drop([aPdf('garder.pdf'), aPdf('retirer.pdf', 2048)]);

  const staged = await screen.findByRole('list', { name: 'Fichiers à téléverser' });
  expect(within(staged).getByText('1,5 Ko')).toBeInTheDocument();
  expect(within(staged).getByText('2,0 Ko')).toBeInTheDocument();
  await user.click(within(staged).getByRole('button', { name: 'Retirer retirer.pdf' }));
  expect(within(staged).getAllByRole('listitem')).toHaveLength(1);
  expect(screen.getByRole('button', { name: 'Téléverser' })).toBeEnabled();
  expect(document.body).not.toHaveTextContent(ENGLISH);

  await drop(['a', 'b', 'c', 'd', 'e'].map((name) => aPdf(`${name}.pdf`)));
  expect(await findToast('Vous pouvez téléverser au plus 5 fichiers à la fois.')).toBeInTheDocument();
});

test('the documents table and folder tiles in French: sizes, dates, statuses and item counts per language', async () => {
  await activateLanguage('fr');
  const files = [aFile({ id: 'a', name: 'passeport.pdf', size: 3 * 1024 * 1024 }), aFile({ id: 'b', name: 'lettre.pdf', size: 512, status: 'scanning' })];
  const folders = [
    aFile({ id: 'f1', name: 'Preuves', type: 'folder', folder: { childCount: 1 } }),
    aFile({ id: 'f2', name: 'Formulaires', type: 'folder', folder: { childCount: 3 } }),
  ];
  renderScreen(
    <>
      <DocumentsTable caseId="case-1" files={files} last="status" emptyText="Aucun document téléversé pour le moment" label="Mes documents téléversés" />
      <FolderTiles folders={folders} emptyText="Aucun répertoire." hrefOf={(folder) => `/f/${folder.id}`} />
    </>,
  );

  const table = screen.getByRole('table', { name: 'Mes documents téléversés' });
  for (const heading of ['Nom', 'Téléversé par', 'Date', 'Taille', 'Statut']) expect(within(table).getByRole('columnheader', { name: heading })).toBeInTheDocument();
  expect(within(table).getByText('3,0 Mo')).toBeInTheDocument();
  expect(within(table).getByText('512 o')).toBeInTheDocument();
  expect(within(table).getByText('Disponible')).toBeInTheDocument();
  expect(within(table).getByText('Analyse en cours')).toBeInTheDocument();
  expect(within(table).getAllByText('2 févr. 2026')).toHaveLength(2);
  expect(screen.getByRole('link', { name: /Preuves/ })).toHaveTextContent('Mis à jour le 2 févr. 2026 · 1 élément');
  expect(screen.getByRole('link', { name: /Formulaires/ })).toHaveTextContent('Mis à jour le 2 févr. 2026 · 3 éléments');
  expect(document.body).not.toHaveTextContent(ENGLISH);
});

test('the create-folder dialog in French', async () => {
  await activateLanguage('fr');
  server.use(
    http.post(`${API_BASE}/admin/cases/case-1/folders/folder-1/create-folder`, () =>
      HttpResponse.json({ success: true, data: aFile({ id: 'folder-2', name: 'Preuves', type: 'folder' }) }, { status: 201 }),
    ),
  );
  const { user } = renderScreen(<CreateFolderButton caseId="case-1" folderId="folder-1" />);
  await user.click(screen.getByRole('button', { name: 'Créer un répertoire' }));
  const dialog = screen.getByRole('dialog', { name: 'Créer un répertoire' });
  expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
  expect(dialog).not.toHaveTextContent(ENGLISH);
  await user.type(within(dialog).getByLabelText('Entrez le nom du nouveau répertoire :'), 'Preuves');
  await user.click(within(dialog).getByRole('button', { name: 'Créer' }));
  expect(await findToast('Répertoire créé avec succès!')).toBeInTheDocument();
});

test('the settings in French: page title, tabs, the Security tab with the password rules and its toast, the two-factor card', async () => {
  await activateLanguage('fr');
  const { user } = renderScreen(<AdminSettings />, { withAuth: true });

  expect(await screen.findByRole('tab', { name: 'Profil' })).toHaveAttribute('aria-selected', 'true');
  expect(document.title).toMatch(/^Paramètres/);
  for (const name of ['Cabinet', 'Notifications', 'Courriel', 'Sécurité']) expect(screen.getByRole('tab', { name })).toBeInTheDocument();
  expect(await screen.findByLabelText('Nom complet')).toHaveValue('Alex Admin');

  await user.click(screen.getByRole('tab', { name: 'Sécurité' }));
  expect(screen.getByText(/Au moins 8 caractères, dont une majuscule, une minuscule et un chiffre\./)).toBeInTheDocument();
  const timeout = await screen.findByLabelText('Expiration de la session');
  expect(within(timeout).getByRole('option', { name: '60 minutes' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Activer la connexion à deux facteurs' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Connexion à deux facteurs' })).toBeInTheDocument();
  expect(document.body).not.toHaveTextContent(ENGLISH);

  await user.selectOptions(timeout, '60');
  await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
  expect(await findToast('Paramètres de sécurité mis à jour')).toBeInTheDocument();
});

test('in English the password rules are the shared policy sentence, word for word', async () => {
  const { user } = renderScreen(<AdminSettings />, { withAuth: true });
  await user.click(await screen.findByRole('tab', { name: 'Security' }));
  expect(screen.getByText(describePasswordPolicy(), { exact: false })).toBeInTheDocument();
});
