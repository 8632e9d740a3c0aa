import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CreateFolderButton } from '@/features/documents/components/create-folder-dialog';
import { API_BASE, server, useApiServer } from '@test-support/api';
import { aFile } from '@test-support/fixtures';
import { findToast, renderScreen } from '@test-support/render';

useApiServer();

const FOLDER_URL = `${API_BASE}/admin/cases/case-1/folders/folder-1/create-folder`;

async function openDialog() {
  const view = renderScreen(<CreateFolderButton caseId="case-1" folderId="folder-1" />);
  await view.user.click(screen.getByRole('button', { name: 'Create Folder' }));
  const dialog = screen.getByRole('dialog', { name: 'Create Folder' });
  return { ...view, dialog };
}

test('creates the folder under the current one, toasts and closes', async () => {
  let body: unknown;
  server.use(
    http.post(FOLDER_URL, async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({ success: true, data: aFile({ id: 'folder-2', name: 'Evidence', type: 'folder' }) }, { status: 201 });
    }),
  );
  const { user } = await openDialog();
  const name = screen.getByLabelText('Enter the name of the new folder:');
  expect(name).toHaveFocus();
  await user.type(name, '  Evidence ');
  await user.click(screen.getByRole('button', { name: 'Create' }));

  expect(await findToast('Folder created successfully!')).toBeInTheDocument();
  expect(body).toEqual({ folderName: 'Evidence', parentFolderId: 'folder-1' });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('an empty name creates nothing and closes, like Cancel', async () => {
  const posted = jest.fn();
  server.use(http.post(FOLDER_URL, () => void posted()));
  const { user } = await openDialog();
  await user.type(screen.getByLabelText('Enter the name of the new folder:'), '   ');
  await user.click(screen.getByRole('button', { name: 'Create' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  await user.click(screen.getByRole('button', { name: 'Create Folder' }));
  expect(screen.getByLabelText('Enter the name of the new folder:')).toHaveValue('');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(posted).not.toHaveBeenCalled();
});

test('a name the schema refuses shows its message under the field', async () => {
  const posted = jest.fn();
  server.use(http.post(FOLDER_URL, () => void posted()));
  const { user } = await openDialog();
  await user.type(screen.getByLabelText('Enter the name of the new folder:'), 'Bad\u0007name');
  await user.click(screen.getByRole('button', { name: 'Create' }));

  expect(await screen.findByText('Folder name contains characters that are not allowed')).toBeInTheDocument();
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  expect(posted).not.toHaveBeenCalled();
});

test("the server's refusal is the toast's description and the dialog stays open", async () => {
  server.use(http.post(FOLDER_URL, () => HttpResponse.json({ message: 'A folder with this name already exists' }, { status: 409 })));
  const { user } = await openDialog();
  await user.type(screen.getByLabelText('Enter the name of the new folder:'), 'Evidence');
  await user.click(screen.getByRole('button', { name: 'Create' }));

  const toast = await findToast('Failed to create folder');
  expect(toast.closest('li')).toHaveTextContent('A folder with this name already exists');
  expect(screen.getByRole('dialog', { name: 'Create Folder' })).toBeInTheDocument();
  expect(screen.getByLabelText('Enter the name of the new folder:')).toHaveValue('Evidence');
});
