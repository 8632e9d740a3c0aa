import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CreateCaseBody } from '@shared/cases/schemas';
import { CASE_CATEGORIES } from '@shared/cases/constants';
import { NewCasePage } from '@/features/cases/routes/new-case-page';
import { API_BASE, server, useApiServer } from '@test-support/api';
import { aCase, aUser } from '@test-support/fixtures';
import { caseKeys } from '@/lib/query-keys';
import { findLocation, findToast, renderScreen } from '@test-support/render';

useApiServer();

const renderNewCase = () => renderScreen(<NewCasePage />, { route: '/admin/cases/new-case', path: '/admin/cases/new-case' });

async function fillCaseForm(user: ReturnType<typeof renderNewCase>['user'], values: Partial<Record<string, string>> = {}) {
  const input = {
    'Case Name': 'Study Permit',
    'Case Number': 'IMM-2026-0042',
    'Client Name': 'Jordan Client',
    'Client Email': 'Jordan@Demo.test',
    'Client Phone': '+1 514 555 0101',
    Description: 'First request',
    ...values,
  };
  for (const [label, value] of Object.entries(input)) {
    if (value) await user.type(screen.getByLabelText(label, { exact: false }), value);
  }
}

test('an empty form shows the required-field messages, the toast, and focuses the first field', async () => {
  const created = jest.fn();
  server.use(http.post(`${API_BASE}/admin/cases`, () => void created()));
  const { user } = renderNewCase();

  await user.click(screen.getByRole('button', { name: 'Create Case' }));

  expect(await screen.findByText('Case name is required')).toBeInTheDocument();
  expect(screen.getByText('Case number is required')).toBeInTheDocument();
  expect(screen.getByText('Client name is required')).toBeInTheDocument();
  expect(screen.getByText('Client email is required')).toBeInTheDocument();
  // The phone is optional, as in New User.
  expect(screen.queryByText('Client phone is required')).not.toBeInTheDocument();
  expect(await findToast('Error: Please fill in all required fields')).toBeInTheDocument();
  const caseName = screen.getByLabelText('Case Name');
  expect(caseName).toHaveAttribute('aria-invalid', 'true');
  expect(caseName).toHaveAccessibleDescription('Case name is required');
  await waitFor(() => expect(caseName).toHaveFocus());
  expect(created).not.toHaveBeenCalled();
});

test('choosing Other asks for the category, and a blank one is refused once the form was sent', async () => {
  const { user } = renderNewCase();
  expect(screen.queryByLabelText('Please specify category')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Create Case' }));

  await user.selectOptions(screen.getByLabelText('Category', { exact: true }), 'Other');
  expect(screen.getByLabelText('Please specify category')).toBeInTheDocument();
  expect(await screen.findByText('Category is required')).toBeInTheDocument();

  await user.type(screen.getByLabelText('Please specify category'), 'Citizenship');
  await waitFor(() => expect(screen.queryByText('Category is required')).not.toBeInTheDocument());
});

test('a valid form posts the body the API expects and opens the new case', async () => {
  let body: CreateCaseBody | undefined;
  server.use(
    http.post(`${API_BASE}/admin/cases`, async ({ request }) => {
      body = (await request.json()) as CreateCaseBody;
      return HttpResponse.json({ success: true, caseItem: aCase({ caseId: 'case-42' }), data: { caseId: 'case-42' } }, { status: 201 });
    }),
  );
  const { user, queryClient } = renderNewCase();
  await fillCaseForm(user, { 'Case Number': '  IMM-2026-0042 ' });
  await user.click(screen.getByRole('button', { name: 'Create Case' }));

  expect(await findToast('Case created successfully')).toBeInTheDocument();
  expect(await findLocation()).toBe('/admin/cases/case-42');
  // Shown at once from the answer, and read again by its page for its stages (the Progress and Stage cards).
  const cached = queryClient.getQueryState(caseKeys.detail('case-42'));
  expect(cached?.data).toMatchObject({ caseId: 'case-42' });
  expect(cached?.isInvalidated).toBe(true);
  expect(body).toEqual({
    newFolderName: 'Study Permit',
    caseName: 'Study Permit',
    caseNumber: 'IMM-2026-0042',
    clientName: 'Jordan Client',
    clientEmail: 'jordan@demo.test',
    clientPhone: '+1 514 555 0101',
    category: CASE_CATEGORIES[0],
    description: 'First request',
    status: 'open',
  });
});

test('a 400 {message} of the API shows under its field and in the toast; what was typed stays', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  server.use(http.post(`${API_BASE}/admin/cases`, () => HttpResponse.json({ message: 'clientPhone: Client phone must be a phone number' }, { status: 400 })));
  const { user } = renderNewCase();
  await fillCaseForm(user);
  await user.click(screen.getByRole('button', { name: 'Create Case' }));

  const toast = await findToast('Failed to create case');
  expect(toast.closest('li')).toHaveTextContent('clientPhone: Client phone must be a phone number');
  expect(await screen.findByText('Client phone must be a phone number')).toBeInTheDocument();
  const phone = screen.getByLabelText('Client Phone (optional)');
  expect(phone).toHaveAttribute('aria-invalid', 'true');
  await waitFor(() => expect(phone).toHaveFocus());
  expect(screen.getByLabelText('Case Name')).toHaveValue('Study Permit');
  expect(screen.getByRole('button', { name: 'Create Case' })).toBeEnabled();
});

test('a case number already taken (409) is shown under Case Number', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  server.use(http.post(`${API_BASE}/admin/cases`, () => HttpResponse.json({ message: 'Case number already exists' }, { status: 409, headers: { 'x-refusal-code': 'case-number-taken' } })));
  const { user } = renderNewCase();
  await fillCaseForm(user);
  await user.click(screen.getByRole('button', { name: 'Create Case' }));

  expect(await screen.findByText('Case number already exists', { selector: 'p' })).toBeInTheDocument();
  expect(screen.getByLabelText('Case Number')).toHaveAttribute('aria-invalid', 'true');
});

test('a case can be opened without the client’s phone', async () => {
  let body: CreateCaseBody | undefined;
  server.use(
    http.post(`${API_BASE}/admin/cases`, async ({ request }) => {
      body = (await request.json()) as CreateCaseBody;
      return HttpResponse.json({ success: true, caseItem: aCase({ caseId: 'case-43' }), data: { caseId: 'case-43' } }, { status: 201 });
    }),
  );
  const { user } = renderNewCase();
  await fillCaseForm(user, { 'Client Phone': '' });
  await user.click(screen.getByRole('button', { name: 'Create Case' }));

  expect(await findLocation()).toBe('/admin/cases/case-43');
  expect(body).not.toHaveProperty('clientPhone');
});

describe('the existing-client picker', () => {
  const clients = [
    aUser({ userId: 'client-1', name: 'Hélène Tremblay', email: 'helene@demo.test', phone: '+1 514 555 0177' }),
    aUser({ userId: 'client-2', name: 'Jordan Client', email: 'jordan@demo.test', phone: '' }),
  ];

  test('finds a client of the firm by name, fills the client fields and opens the case for them', async () => {
    const asked: string[] = [];
    let body: CreateCaseBody | undefined;
    server.use(
      http.get(`${API_BASE}/admin/users`, ({ request }) => {
        asked.push(new URL(request.url).searchParams.toString());
        return HttpResponse.json({ Items: clients });
      }),
      http.post(`${API_BASE}/admin/cases`, async ({ request }) => {
        body = (await request.json()) as CreateCaseBody;
        return HttpResponse.json({ success: true, caseItem: aCase({ caseId: 'case-44' }), data: { caseId: 'case-44' } }, { status: 201 });
      }),
    );
    const { user } = renderNewCase();
    await fillCaseForm(user, { 'Client Name': '', 'Client Email': '', 'Client Phone': '' });

    const search = screen.getByRole('combobox', { name: 'Existing client' });
    await user.type(search, 'helene');
    const option = await screen.findByRole('option', { name: /Hélène Tremblay/ });
    expect(search).toHaveAttribute('aria-expanded', 'true');
    expect(asked).toEqual(['limit=100']);
    await user.click(option);

    expect(screen.getByLabelText('Client Name')).toHaveValue('Hélène Tremblay');
    expect(screen.getByLabelText('Client Email')).toHaveValue('helene@demo.test');
    expect(screen.getByLabelText('Client Phone (optional)')).toHaveValue('+1 514 555 0177');
    expect(screen.getByRole('status')).toHaveTextContent('The case opens for Hélène Tremblay, a client of the firm.');

    await user.click(screen.getByRole('button', { name: 'Create Case' }));
    expect(await findLocation()).toBe('/admin/cases/case-44');
    expect(body).toMatchObject({ clientName: 'Hélène Tremblay', clientEmail: 'helene@demo.test', clientPhone: '+1 514 555 0177' });
  });

  test('is worked with the keyboard, and Clear empties the client fields', async () => {
    server.use(http.get(`${API_BASE}/admin/users`, () => HttpResponse.json({ Items: clients })));
    const { user } = renderNewCase();
    const search = screen.getByRole('combobox', { name: 'Existing client' });
    await user.type(search, 'demo.test');
    await screen.findByRole('option', { name: /Jordan Client/ });
    await user.keyboard('{ArrowDown}{Enter}');

    expect(screen.getByLabelText('Client Email')).toHaveValue('jordan@demo.test');
    expect(screen.getByLabelText('Client Phone (optional)')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByLabelText('Client Email')).toHaveValue('');
    expect(screen.getByLabelText('Client Name')).toHaveFocus();
  });

  test('says when no client matches', async () => {
    server.use(http.get(`${API_BASE}/admin/users`, () => HttpResponse.json({ Items: clients })));
    const { user } = renderNewCase();
    await user.type(screen.getByRole('combobox', { name: 'Existing client' }), 'nobody');
    expect(await screen.findByText('No client matches; the case will invite a new one.')).toBeInTheDocument();
  });
});
