/**
 * Settings → Firm's document reminders and Settings → Templates: the reminders saved with
 * the firm's PATCH and the spec's toast; the templates listed (the portal's and the firm's), edited in
 * English and French, added, deleted and restored; in English and French.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { OrgSummary } from '@shared/orgs/types';
import type { ListedRequestTemplate } from '@shared/requests/types';
import type { User } from '@shared/users/types';
import type { UserSettings } from '@shared/settings/types';
import { AdminSettings } from '@/features/settings/routes/admin-settings';
import * as auth from '@/lib/auth';
import { activateLanguage } from '@/lib/i18n';
import { API_BASE, useApiServer } from '@test-support/api';
import { findToast, renderScreen } from '@test-support/render';

const admin = { userId: 'admin-1', orgId: 'org-1', name: 'Alex Admin', email: 'admin@demo.test', userType: 'admin', status: 'active' } as User;
const settings: UserSettings = {
  profile: { name: 'Alex Admin', email: 'admin@demo.test', title: '', phone: '', fax: '', bio: '' },
  notifications: { emailNotifications: true, pushNotifications: true, newCaseAlerts: true, documentUpdates: true, messageNotifications: true, weeklyReports: false, smsAlerts: false, requests: true, documents: true, messages: true, progress: true },
  email: { signature: '', autoReply: false, autoReplyMessage: '' },
  security: { sessionTimeout: 30 },
};
const org = { orgId: 'org-1', name: 'Demo Law', address: '', phone: '', email: '', website: '', requestReminders: { daysBefore: 3, onDueDate: true, overdueEveryDays: 3 } } as OrgSummary;

const portalTemplate: ListedRequestTemplate = {
  templateId: 'study-permit',
  origin: 'portal',
  category: "Permis d'études",
  title: { en: 'Study permit', fr: 'Permis d’études' },
  source: 'IMM 5483',
  items: [
    { templateItemId: 'sp-passport', title: { en: 'Passport', fr: 'Passeport' }, instructions: { en: 'Every page.', fr: 'Chaque page.' }, concerns: { kind: 'client' }, translationRequired: false },
  ],
};
const firmVersion: ListedRequestTemplate = { ...portalTemplate, templateId: 'refugee-claim', origin: 'firm', category: "Demande d'asile", title: { en: 'Refugee claim (ours)', fr: 'Demande d’asile (la nôtre)' } };
const firmOwn: ListedRequestTemplate = { ...portalTemplate, templateId: 'c0ffee00-0000-4000-8000-000000000001', origin: 'firm', category: 'Consultation', title: { en: 'Intake', fr: 'Accueil' }, source: '' };

const patched: unknown[] = [];
const put: { templateId: string; body: unknown }[] = [];
const deleted: string[] = [];
useApiServer(
  http.get(`${API_BASE}/clients/:userId`, () => HttpResponse.json({ Item: admin })),
  http.get(`${API_BASE}/me/settings`, () => HttpResponse.json({ Item: settings })),
  http.get(`${API_BASE}/admin/orgs/:orgId`, () => HttpResponse.json({ Item: org })),
  http.patch(`${API_BASE}/admin/orgs/:orgId`, async ({ request }) => {
    const body = (await request.json()) as Partial<OrgSummary>;
    patched.push(body);
    return HttpResponse.json({ success: true, Item: { ...org, ...body } });
  }),
  http.get(`${API_BASE}/admin/request-templates`, () => HttpResponse.json({ items: [portalTemplate, firmVersion, firmOwn] })),
  http.put(`${API_BASE}/admin/request-templates/:templateId`, async ({ request, params }) => {
    const body = (await request.json()) as Omit<ListedRequestTemplate, 'templateId' | 'origin'>;
    put.push({ templateId: String(params.templateId), body });
    return HttpResponse.json({ ...body, templateId: String(params.templateId), origin: 'firm' });
  }),
  http.delete(`${API_BASE}/admin/request-templates/:templateId`, ({ params }) => {
    deleted.push(String(params.templateId));
    return HttpResponse.json({ success: true });
  }),
);

beforeEach(() => {
  patched.length = 0;
  put.length = 0;
  deleted.length = 0;
  jest.mocked(auth.getSessionUserId).mockResolvedValue(admin.userId);
  jest.mocked(auth.isTotpOn).mockResolvedValue(false);
});

test('Firm: the reminders are saved with the firm\'s details and the spec\'s toast', async () => {
  const { user } = renderScreen(<AdminSettings />, { withAuth: true });
  await user.click(await screen.findByRole('tab', { name: 'Firm' }));
  const before = await screen.findByLabelText('Days before the due date');
  expect(before).toHaveValue(3);
  expect(screen.getByLabelText('A reminder on the due date')).toBeChecked();
  await user.clear(before);
  await user.type(before, '7');
  await user.click(screen.getByLabelText('A reminder on the due date'));
  const every = screen.getByLabelText('Then every N days while overdue');
  await user.clear(every);
  await user.type(every, '5');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await findToast('Firm settings updated')).toBeInTheDocument();
  expect(patched).toEqual([expect.objectContaining({ name: 'Demo Law', requestReminders: { daysBefore: 7, onDueDate: false, overdueEveryDays: 5 } })]);
});

test('Firm: a reminder delay out of range is refused in the shared schema\'s words, nothing sent', async () => {
  const { user } = renderScreen(<AdminSettings />, { withAuth: true });
  await user.click(await screen.findByRole('tab', { name: 'Firm' }));
  const every = await screen.findByLabelText('Then every N days while overdue');
  await user.clear(every);
  await user.type(every, '0');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Overdue every days must be a whole number from 1 to 30')).toBeInTheDocument();
  expect(patched).toEqual([]);
});

test('Templates: lists the portal\'s and the firm\'s, with what each may do', async () => {
  const { user } = renderScreen(<AdminSettings />, { withAuth: true });
  await user.click(await screen.findByRole('tab', { name: 'Templates' }));
  const list = await screen.findByRole('list', { name: 'Templates' });
  const [portal, version, own] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement, HTMLElement];
  expect(within(portal).getAllByText('Study permit')[0]).toHaveClass('font-medium');
  expect(within(portal).getByText('Portal')).toBeInTheDocument();
  expect(within(portal).getByText('1 item')).toBeInTheDocument();
  expect(within(portal).queryByRole('button', { name: /Delete|Restore/ })).not.toBeInTheDocument();
  expect(within(version).getByText("Firm's version")).toBeInTheDocument();
  expect(within(version).getByRole('button', { name: 'Restore Refugee claim (ours)' })).toBeInTheDocument();
  expect(within(own).getByText('Firm')).toBeInTheDocument();
  expect(within(own).getByRole('button', { name: 'Delete Intake' })).toBeInTheDocument();
});

test('Templates: editing a portal template saves the firm\'s version under its id, both languages and the item\'s details', async () => {
  const { user } = renderScreen(<AdminSettings />, { withAuth: true });
  await user.click(await screen.findByRole('tab', { name: 'Templates' }));
  await user.click(await screen.findByRole('button', { name: 'Edit Study permit' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit template' });
  const titleFr = within(dialog).getAllByLabelText(/Title \(French\)/)[0] as HTMLElement;
  await user.clear(titleFr);
  await user.type(titleFr, 'Permis d’études (cabinet)');
  const item = within(dialog).getByRole('group', { name: 'Document 1' });
  await user.type(within(item).getByLabelText('Due in days'), '15');
  await user.click(within(item).getByLabelText('Translation required'));
  await user.click(within(dialog).getByRole('button', { name: 'Save template' }));
  expect(await findToast('Template saved')).toBeInTheDocument();
  expect(put).toEqual([
    {
      templateId: 'study-permit',
      body: {
        category: "Permis d'études",
        title: { en: 'Study permit', fr: 'Permis d’études (cabinet)' },
        source: 'IMM 5483',
        items: [
          {
            templateItemId: 'sp-passport',
            title: { en: 'Passport', fr: 'Passeport' },
            instructions: { en: 'Every page.', fr: 'Chaque page.' },
            concerns: { kind: 'client' },
            translationRequired: true,
            dueInDays: 15,
          },
        ],
      },
    },
  ]);
});

test('Templates: a new template needs its titles in both languages and a category; then it is added under a new id', async () => {
  const { user } = renderScreen(<AdminSettings />, { withAuth: true });
  await user.click(await screen.findByRole('tab', { name: 'Templates' }));
  await user.click(await screen.findByRole('button', { name: 'New template' }));
  const dialog = await screen.findByRole('dialog', { name: 'New template' });
  await user.click(within(dialog).getByRole('button', { name: 'Save template' }));
  expect((await within(dialog).findAllByText('Title (English) is required')).length).toBeGreaterThan(0);
  expect(put).toEqual([]);

  await user.selectOptions(within(dialog).getByLabelText(/Category/), 'Consultation');
  await user.type(within(dialog).getAllByLabelText(/Title \(English\)/)[0] as HTMLElement, 'Intake');
  await user.type(within(dialog).getAllByLabelText(/Title \(French\)/)[0] as HTMLElement, 'Accueil');
  const item = within(dialog).getByRole('group', { name: 'Document 1' });
  await user.type(within(item).getByLabelText(/Title \(English\)/), 'Passport');
  await user.type(within(item).getByLabelText(/Title \(French\)/), 'Passeport');
  await user.type(within(item).getByLabelText('Instructions (English)'), 'Every page.');
  await user.click(within(dialog).getByRole('button', { name: 'Save template' }));
  expect(await findToast('Template added')).toBeInTheDocument();
  expect(put).toHaveLength(1);
  expect(put[0]?.templateId).toMatch(/^[0-9a-f-]{36}$/);
  expect(put[0]?.body).toEqual({
    category: 'Consultation',
    title: { en: 'Intake', fr: 'Accueil' },
    source: '',
    items: [expect.objectContaining({ title: { en: 'Passport', fr: 'Passeport' }, instructions: { en: 'Every page.', fr: '' }, translationRequired: false })],
  });
}, 20_000);

test('Templates: the firm deletes its own and restores a portal template it changed, after confirming', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
  const { user } = renderScreen(<AdminSettings />, { withAuth: true });
  await user.click(await screen.findByRole('tab', { name: 'Templates' }));
  await user.click(await screen.findByRole('button', { name: 'Delete Intake' }));
  expect(await findToast('Template deleted')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Restore Refugee claim (ours)' }));
  expect(await findToast('Template restored')).toBeInTheDocument();
  expect(deleted).toEqual(['c0ffee00-0000-4000-8000-000000000001', 'refugee-claim']);
  expect(confirm).toHaveBeenCalledWith('Restore the portal\'s version of “Refugee claim (ours)”? The firm\'s changes to it are lost.');
  confirm.mockRestore();
});

test('in French: the sixth tab, the templates and the reminders', async () => {
  await activateLanguage('fr');
  const { user } = renderScreen(<AdminSettings />, { withAuth: true });
  await user.click(await screen.findByRole('tab', { name: 'Modèles' }));
  const list = await screen.findByRole('list', { name: 'Modèles' });
  expect(within(list).getByText('Permis d’études')).toBeInTheDocument();
  expect(within(list).getByText('Version du cabinet')).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Cabinet' }));
  expect(await screen.findByLabelText('Jours avant l’échéance')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByText('Rappels des documents demandés')).toBeInTheDocument());
});
