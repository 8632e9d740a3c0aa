import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CreateUserBody, UpdateUserBody } from '@shared/users/schemas';
import { CreateUserDialog } from '@/features/users/components/create-user-dialog';
import { EditUserPage } from '@/features/users/routes/edit-user-page';
import { activateLanguage } from '@/lib/i18n';
import { API_BASE, server, useApiServer } from '@test-support/api';
import { aUser } from '@test-support/fixtures';
import { findLocation, findToast, renderScreen } from '@test-support/render';

useApiServer();

describe('Create New User dialog', () => {
  const renderDialog = () => {
    const onClose = jest.fn();
    const view = renderScreen(<CreateUserDialog open onClose={onClose} />);
    return { ...view, onClose };
  };

  test('sent empty: the messages under Full Name and Email Address and the spec toast; nothing is posted', async () => {
    const posted = jest.fn();
    server.use(http.post(`${API_BASE}/admin/create-user`, () => void posted()));
    const { user, onClose } = renderDialog();
    expect(screen.getByLabelText('Status')).toHaveValue('active');

    await user.click(screen.getByRole('button', { name: 'Create User' }));

    const toast = await findToast('Error');
    expect(toast.closest('li')).toHaveTextContent('Please fill in all required fields');
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveAttribute('aria-invalid', 'true');
    expect(posted).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  test('a bad phone is refused with the schema words', async () => {
    const { user } = renderDialog();
    await user.type(screen.getByLabelText('Full Name'), 'Jordan Client');
    await user.type(screen.getByLabelText('Email Address'), 'jordan@demo.test');
    await user.type(screen.getByLabelText('Phone (optional)'), 'not a phone');
    await user.click(screen.getByRole('button', { name: 'Create User' }));

    expect(await screen.findByText('Phone must be a phone number', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByLabelText('Phone (optional)')).toHaveAccessibleDescription('Phone must be a phone number');
  });

  test('a valid form posts the normalized user, toasts and closes', async () => {
    let body: CreateUserBody | undefined;
    server.use(
      http.post(`${API_BASE}/admin/create-user`, async ({ request }) => {
        body = (await request.json()) as CreateUserBody;
        return HttpResponse.json({ ...body, userId: 'user-9', success: true, data: aUser({ userId: 'user-9' }) }, { status: 201 });
      }),
    );
    const { user, onClose } = renderDialog();
    await user.type(screen.getByLabelText('Full Name'), '  Jordan Client ');
    await user.type(screen.getByLabelText('Email Address'), 'Jordan@Demo.TEST');
    await user.click(screen.getByRole('button', { name: 'Create User' }));

    expect(await findToast('User created successfully')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(body).toEqual({ name: 'Jordan Client', email: 'jordan@demo.test', phone: '', status: 'active', language: 'en' });
  });

  test('the Language chosen (the admin’s own by default) is sent as the invitation’s language', async () => {
    const bodies: CreateUserBody[] = [];
    server.use(
      http.post(`${API_BASE}/admin/create-user`, async ({ request }) => {
        const body = (await request.json()) as CreateUserBody;
        bodies.push(body);
        return HttpResponse.json({ ...body, userId: 'user-9', success: true, data: aUser({ userId: 'user-9' }) }, { status: 201 });
      }),
    );
    await activateLanguage('fr');
    const { user } = renderDialog();
    const language = screen.getByLabelText('Langue');
    expect(language).toHaveValue('fr');
    expect(language).toHaveAccessibleDescription('Le courriel d’invitation est dans cette langue, et le portail jusqu’à ce que l’utilisateur choisisse.');
    expect(screen.getByRole('option', { name: 'English' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nom complet'), 'Jordan Client');
    await user.type(screen.getByLabelText('Adresse courriel'), 'jordan@demo.test');
    await user.click(screen.getByRole('button', { name: 'Créer l’utilisateur' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.language).toBe('fr');
  });

  test('English chosen by a French-speaking admin is sent as en', async () => {
    let body: CreateUserBody | undefined;
    server.use(
      http.post(`${API_BASE}/admin/create-user`, async ({ request }) => {
        body = (await request.json()) as CreateUserBody;
        return HttpResponse.json({ ...body, userId: 'user-9', success: true, data: aUser({ userId: 'user-9' }) }, { status: 201 });
      }),
    );
    await activateLanguage('fr');
    const { user } = renderDialog();
    await user.selectOptions(screen.getByLabelText('Langue'), 'English');
    await user.type(screen.getByLabelText('Nom complet'), 'Jordan Client');
    await user.type(screen.getByLabelText('Adresse courriel'), 'jordan@demo.test');
    await user.click(screen.getByRole('button', { name: 'Créer l’utilisateur' }));
    await waitFor(() => expect(body?.language).toBe('en'));
  });

  test("the server's refusal shows in the toast and the dialog stays", async () => {
    server.use(http.post(`${API_BASE}/admin/create-user`, () => HttpResponse.json({ message: 'A user with this email already exists' }, { status: 409 })));
    const { user, onClose } = renderDialog();
    await user.type(screen.getByLabelText('Full Name'), 'Jordan Client');
    await user.type(screen.getByLabelText('Email Address'), 'client@demo.test');
    await user.click(screen.getByRole('button', { name: 'Create User' }));

    const toast = await findToast('Failed to create user');
    expect(toast.closest('li')).toHaveTextContent('A user with this email already exists');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Jordan Client');
  });
});

describe('Edit User page', () => {
  const stored = aUser({ userId: 'user-1', version: 2 });

  test('starts from the record, sends only what changed, and returns to the user', async () => {
    let changes: UpdateUserBody | undefined;
    server.use(
      http.get(`${API_BASE}/clients/user-1`, () => HttpResponse.json({ Item: stored })),
      http.patch(`${API_BASE}/admin/users/user-1`, async ({ request }) => {
        changes = (await request.json()) as UpdateUserBody;
        return HttpResponse.json({ success: true, data: { ...stored, ...changes } });
      }),
    );
    const { user } = renderScreen(<EditUserPage />, { route: '/admin/users/user-1/edit', path: '/admin/users/:userId/edit' });

    expect(await screen.findByLabelText('Full Name')).toHaveValue(stored.name);
    expect(screen.getByLabelText('Email Address')).toHaveValue(stored.email);
    const phone = screen.getByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, 'not a phone');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Phone must be a phone number', { selector: 'p' })).toBeInTheDocument();
    expect(changes).toBeUndefined();

    await user.clear(phone);
    await user.type(phone, '+1 438 555 0177');
    await waitFor(() => expect(screen.queryByText('Phone must be a phone number', { selector: 'p' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await findToast('User updated successfully')).toBeInTheDocument();
    expect(changes).toEqual({ phone: '+1 438 555 0177' });
    expect(await findLocation()).toBe('/admin/users/user-1');
  });

  test('nothing changed: says so and sends nothing', async () => {
    server.use(http.get(`${API_BASE}/clients/user-1`, () => HttpResponse.json({ Item: stored })));
    const { user } = renderScreen(<EditUserPage />, { route: '/admin/users/user-1/edit', path: '/admin/users/:userId/edit' });
    await screen.findByLabelText('Full Name');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await findToast('No changes to save')).toBeInTheDocument();
  });
});
