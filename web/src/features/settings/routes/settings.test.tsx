import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { User } from '@shared/users/types';
import type { UserSettings } from '@shared/settings/types';
import { AdminSettings } from '@/features/settings/routes/admin-settings';
import { ClientSettings } from '@/features/settings/routes/client-settings';
import * as auth from '@/lib/auth';
import { activateLanguage } from '@/lib/i18n';
import { useAuth } from '@/lib/auth-context';
import { API_BASE, server, useApiServer } from '@test-support/api';
import { adminOfSettings } from '@test-support/fixtures';
import { findToast, renderScreen } from '@test-support/render';

const { admin, settings, org } = adminOfSettings;

const sent: unknown[] = [];
let record: User = admin;
useApiServer(
  http.get(`${API_BASE}/clients/:userId`, () => HttpResponse.json({ Item: record })),
  http.get(`${API_BASE}/me/settings`, () => HttpResponse.json({ Item: settings })),
  http.get(`${API_BASE}/admin/orgs/:orgId`, () => HttpResponse.json({ Item: org })),
  http.get(`${API_BASE}/admin/request-templates`, () => HttpResponse.json({ items: [] })),
  http.patch(`${API_BASE}/me/settings`, async ({ request }) => {
    const body = (await request.json()) as Partial<UserSettings>;
    sent.push(body);
    if (body.profile) record = { ...record, name: body.profile.name };
    return HttpResponse.json({ success: true, Item: { ...settings, ...body, profile: { ...settings.profile, ...body.profile } } });
  }),
);

/** What the sidebar and the avatar show: the session user's name. */
function SessionName() {
  const { user } = useAuth();
  return <p data-testid="session-name">{user?.name}</p>;
}

beforeEach(() => {
  sent.length = 0;
  record = admin;
  jest.mocked(auth.getSessionUserId).mockResolvedValue(admin.userId);
  jest.mocked(auth.isTotpOn).mockResolvedValue(false);
});

test('the Profile tab saves only the profile and says so', async () => {
  const { user } = renderScreen(<AdminSettings />, { withAuth: true });
  await user.type(await screen.findByLabelText('Title'), 'Senior Counsel');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await findToast('Profile updated')).toBeInTheDocument();
  expect(sent).toEqual([{ profile: { name: 'Alex Admin', title: 'Senior Counsel', phone: '', fax: '', bio: '' } }]);
});

test('a new name in the Profile tab shows at once as the session user (sidebar, avatar)', async () => {
  const { user } = renderScreen(
    <>
      <SessionName />
      <AdminSettings />
    </>,
    { withAuth: true },
  );
  const name = await screen.findByLabelText(/Full Name/);
  await waitFor(() => expect(screen.getByTestId('session-name')).toHaveTextContent('Alex Admin'));
  await user.clear(name);
  await user.type(name, 'Alexandra Admin');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  await waitFor(() => expect(screen.getByTestId('session-name')).toHaveTextContent('Alexandra Admin'));
});

test('the Profile tab refuses a blank name and a phone that is not one in the shared schema\'s words, sending nothing', async () => {
  const { user } = renderScreen(<AdminSettings />, { withAuth: true });
  await user.clear(await screen.findByLabelText(/Full Name/));
  await user.type(screen.getByLabelText('Phone'), 'call me');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Name is required')).toBeInTheDocument();
  expect(screen.getByText('Phone must be a phone number')).toBeInTheDocument();
  expect(sent).toEqual([]);
});

test('the Email tab saves only the e-mail section', async () => {
  const { user } = renderScreen(<AdminSettings />, { withAuth: true });
  await user.click(await screen.findByRole('tab', { name: 'Email' }));
  expect(screen.getByRole('tabpanel')).toHaveTextContent('no automatic reply is sent');
  await user.click(await screen.findByLabelText('Auto-reply'));
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await findToast('Email settings updated')).toBeInTheDocument();
  expect(sent).toEqual([{ email: { signature: 'Best regards, Alex Admin', autoReply: true, autoReplyMessage: 'Back soon.' } }]);
});

test('the Security tab saves the session timeout as minutes and shows the password rules', async () => {
  const { user } = renderScreen(<AdminSettings />, { withAuth: true });
  await user.click(await screen.findByRole('tab', { name: 'Security' }));
  expect(screen.getByText(/At least 8 characters/)).toBeInTheDocument();
  await user.selectOptions(await screen.findByLabelText('Session Timeout'), '60');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await findToast('Security settings updated')).toBeInTheDocument();
  expect(sent).toEqual([{ security: { sessionTimeout: 60 } }]);
});

test('the tabs are a tab list: arrow keys move between them and show their panel', async () => {
  const { user } = renderScreen(<AdminSettings />, { withAuth: true });
  const profile = await screen.findByRole('tab', { name: 'Profile' });
  expect(profile).toHaveAttribute('aria-selected', 'true');
  profile.focus();
  await user.keyboard('{ArrowRight}');
  const firm = screen.getByRole('tab', { name: 'Firm' });
  expect(firm).toHaveAttribute('aria-selected', 'true');
  expect(firm).toHaveFocus();
  expect(screen.getByRole('tabpanel', { name: 'Firm' })).toBeInTheDocument();
  await user.keyboard('{End}');
  expect(screen.getByRole('tab', { name: 'Stages' })).toHaveAttribute('aria-selected', 'true');
});

test('the Notifications tab shows only the switches that silence an e-mail, each saying which', async () => {
  const { user } = renderScreen(<AdminSettings />, { withAuth: true });
  await user.click(await screen.findByRole('tab', { name: 'Notifications' }));
  const panel = await screen.findByRole('tabpanel', { name: 'Notifications' });
  const switches = await within(panel).findAllByRole('checkbox');
  expect(switches.map((box) => box.getAttribute('id'))).toEqual(['notify-emailNotifications', 'notify-documentUpdates', 'notify-messageNotifications']);
  expect(within(panel).getByRole('checkbox', { name: 'Email Notifications' })).toHaveAccessibleDescription(/Must be on for either of the e-mails below/);
  expect(within(panel).getByRole('checkbox', { name: 'Document Updates' })).toHaveAccessibleDescription(/a client uploads to a case you are the attorney of.*expire in 180, 90 or 30 days/);
  expect(within(panel).getByRole('checkbox', { name: 'Message Notifications' })).toHaveAccessibleDescription(/a client writes on a case you are the attorney of.*without the message's text/);
  for (const gone of ['Push Notifications', 'New Case Alerts', 'Weekly Reports']) expect(within(panel).queryByLabelText(gone)).not.toBeInTheDocument();
  expect(within(panel).queryByText(/not sent yet/)).not.toBeInTheDocument();
});

test('the Notifications tab sends its switches only; a refused save shows the reason and keeps the form', async () => {
  const refused: unknown[] = [];
  const { user } = renderScreen(<AdminSettings />, { withAuth: true });
  await user.click(await screen.findByRole('tab', { name: 'Notifications' }));
  server.use(
    http.patch(`${API_BASE}/me/settings`, async ({ request }) => {
      refused.push(await request.json());
      return HttpResponse.json({ message: 'notifications.messageNotifications: messageNotifications must be true or false' }, { status: 400 });
    }),
  );
  await user.click(await screen.findByLabelText('Message Notifications'));
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await findToast('notifications.messageNotifications: messageNotifications must be true or false')).toBeInTheDocument();
  expect(refused).toEqual([{ notifications: { emailNotifications: true, documentUpdates: true, messageNotifications: false } }]);
  expect(screen.getByLabelText('Message Notifications')).not.toBeChecked();
});

test('the Notifications tab in French', async () => {
  await activateLanguage('fr');
  const { user } = renderScreen(<AdminSettings />, { withAuth: true });
  await user.click(await screen.findByRole('tab', { name: 'Notifications' }));
  const panel = await screen.findByRole('tabpanel', { name: 'Notifications' });
  expect(await within(panel).findAllByRole('checkbox')).toHaveLength(3);
  expect(within(panel).getByRole('checkbox', { name: 'Mises à jour des documents' })).toHaveAccessibleDescription(/180, 90 ou 30 jours/);
  expect(within(panel).getByRole('checkbox', { name: 'Notifications de message' })).toHaveAccessibleDescription(/sans le texte du message/);
});

test('the Firm tab saves the firm through its own route', async () => {
  const patched: unknown[] = [];
  server.use(
    http.patch(`${API_BASE}/admin/orgs/:orgId`, async ({ request, params }) => {
      patched.push({ orgId: params.orgId, body: await request.json() });
      return HttpResponse.json({ success: true, Item: { ...org, website: 'https://demo-law.ca' } });
    }),
  );
  const { user } = renderScreen(<AdminSettings />, { withAuth: true });
  await user.click(await screen.findByRole('tab', { name: 'Firm' }));
  await user.type(await screen.findByLabelText('Website'), 'https://demo-law.ca');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await findToast('Firm settings updated')).toBeInTheDocument();
  expect(patched).toEqual([{ orgId: 'org-1', body: { name: 'Demo Law', address: '', phone: '', email: '', website: 'https://demo-law.ca', gstHstNumber: '', qstNumber: '', paymentInstructions: '', requireStaffTwoFactor: false, discreetCases: false, requestReminders: { daysBefore: 3, onDueDate: true, overdueEveryDays: 3 }, retentionYears: 7 } }]);
  expect(sent).toEqual([]);
});

test('the Firm tab turns on discreet e-mails for every case', async () => {
  const patched: unknown[] = [];
  server.use(
    http.patch(`${API_BASE}/admin/orgs/:orgId`, async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>;
      patched.push({ orgId: params.orgId, discreetCases: body.discreetCases });
      return HttpResponse.json({ success: true, Item: { ...org, discreetCases: true } });
    }),
  );
  const { user } = renderScreen(<AdminSettings />, { withAuth: true });
  await user.click(await screen.findByRole('tab', { name: 'Firm' }));
  const discreet = await screen.findByRole('checkbox', { name: 'Discreet e-mails for every case' });
  expect(discreet).not.toBeChecked();
  expect(discreet).toHaveAccessibleDescription('Notices never name the case or its category.');
  await user.click(discreet);
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  await waitFor(() => expect(patched).toEqual([{ orgId: 'org-1', discreetCases: true }]));
  expect(screen.getByRole('checkbox', { name: 'Discreet e-mails for every case' })).toBeChecked();
});

test('the Firm tab refuses a website that is not a web address, in the shared schema\'s words, and keeps it', async () => {
  const patched: unknown[] = [];
  server.use(
    http.patch(`${API_BASE}/admin/orgs/:orgId`, async ({ request }) => {
      patched.push(await request.json());
      return HttpResponse.json({ success: true, Item: org });
    }),
  );
  const { user } = renderScreen(<AdminSettings />, { withAuth: true });
  await user.click(await screen.findByRole('tab', { name: 'Firm' }));
  await user.type(await screen.findByLabelText('Website'), 'demo-law.ca');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Website must be a web address starting with http:// or https://')).toBeInTheDocument();
  expect(screen.getByLabelText('Website')).toHaveValue('demo-law.ca');
  expect(patched).toEqual([]);
});

/** The client's switches, once their settings are read: drawn disabled (and busy) until then. */
async function clientSwitchesRead(): Promise<void> {
  await waitFor(() => expect(screen.getByRole('button', { name: /Save Changes|Enregistrer/ })).toBeEnabled());
}

test('the client saves e-mail notifications; no switch for what is never sent (SMS)', async () => {
  const { user } = renderScreen(<ClientSettings />, { withAuth: true });
  // The same switches while the settings are read, disabled: the page does not move when they come.
  expect(screen.getByLabelText('Email Notifications')).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  await clientSwitchesRead();
  const master = screen.getByLabelText('Email Notifications');
  expect(master).toBeChecked();
  expect(master).toHaveAccessibleDescription(/a case was opened for you or its status changed/);
  expect(screen.getAllByRole('checkbox')).toHaveLength(5);
  expect(screen.queryByLabelText('SMS Alerts')).not.toBeInTheDocument();
  expect(screen.queryByText(/not (sent|available) yet/)).not.toBeInTheDocument();
  expect(screen.getByLabelText('New messages')).toHaveAccessibleDescription(/never its text/);
  await user.click(master);
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await findToast('Notification settings updated')).toBeInTheDocument();
  await waitFor(() => expect(sent).toEqual([{ notifications: { emailNotifications: false, requests: true, documents: true, messages: true, progress: true } }]));
});

test('the client turns off one kind of e-mail, the others staying on', async () => {
  const { user } = renderScreen(<ClientSettings />, { withAuth: true });
  await clientSwitchesRead();
  for (const label of ['Documents my firm asks of me', 'Documents my firm shares with me', 'New messages', 'Case progress']) {
    expect(await screen.findByLabelText(label)).toBeChecked();
  }
  await user.click(screen.getByLabelText('Case progress'));
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  // (The previous test's toast may still be up: the request itself is awaited.)
  await waitFor(() => expect(sent).toEqual([{ notifications: { emailNotifications: true, requests: true, documents: true, messages: true, progress: false } }]));
});

test('the client reads each kind of e-mail in French', async () => {
  await activateLanguage('fr');
  renderScreen(<ClientSettings />, { withAuth: true });
  await clientSwitchesRead();
  for (const label of ['Documents que mon cabinet me demande', 'Documents que mon cabinet partage avec moi', 'Nouveaux messages', 'Avancement de mon dossier']) {
    expect(await screen.findByLabelText(label)).toBeInTheDocument();
  }
  expect(screen.getByText('M’envoyer un courriel pour :')).toBeInTheDocument();
});

test('an admin refused for want of two-factor sign-in is asked to set it up before the admin area opens', async () => {
  server.use(
    http.get(`${API_BASE}/admin/orgs/:orgId`, () =>
      HttpResponse.json(
        { message: "Your firm requires two-factor sign-in: turn it on in Settings → Security to work on the firm's cases and documents" },
        { status: 403, headers: { 'x-refusal-code': 'two-factor-required' } },
      ),
    ),
  );
  const { AdminArea } = await import('@/app/routes/areas');
  renderScreen(<AdminArea />, { withAuth: true });
  expect(await screen.findByRole('heading', { name: 'Two-factor sign-in required' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Turn on two-factor sign-in' })).toBeInTheDocument();
});

test('the Firm tab keeps closed cases 6 to 10 years, refusing any other number before sending', async () => {
  const patched: unknown[] = [];
  server.use(
    http.patch(`${API_BASE}/admin/orgs/:orgId`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      patched.push(body.retentionYears);
      return HttpResponse.json({ success: true, Item: { ...org, retentionYears: body.retentionYears } });
    }),
  );
  const { user } = renderScreen(<AdminSettings />, { withAuth: true });
  await user.click(await screen.findByRole('tab', { name: 'Firm' }));
  const years = await screen.findByLabelText('Years a closed case is kept');
  expect(years).toHaveValue(7);
  await user.clear(years);
  await user.type(years, '11');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Retention years must be a whole number from 6 to 10')).toBeInTheDocument();
  expect(patched).toEqual([]);
  await user.clear(years);
  await user.type(years, '9');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  // (An earlier test's toast may still be up: the request itself is awaited.)
  await waitFor(() => expect(patched).toEqual([9]));
  await waitFor(() => expect(years).toHaveValue(9));
});
