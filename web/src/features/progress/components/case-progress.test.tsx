/**
 * Case progress and analytics on the web: the client's timeline (done / current / next, the
 * firm's note and expected date, key dates; a case without a stage reads as in its first stage), the
 * staff stage picker's PATCH (only what changed), the analytics page's tables (what its charts show,
 * for screen readers), the dashboard's Case Status Overview and '+N new this week'.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { OrgAnalytics } from '@shared/analytics/counters';
import type { OrgSummary } from '@shared/orgs/types';
import { stageSetFor } from '@shared/progress/stages';
import { AdminDashboard } from '@/app/routes/dashboard/admin-dashboard';
import { CaseTimeline } from '@/features/progress/components/case-timeline';
import { StagePickerCard, type StageChanges } from '@/features/progress/components/stage-picker-card';
import { AnalyticsPage } from '@/features/analytics/routes/analytics-page';
import { stageIdFrom } from '@/features/settings/components/stage-sets';
import * as auth from '@/lib/auth';
import { API_BASE, server, useApiServer } from '@test-support/api';
import { aCase, aUser } from '@test-support/fixtures';
import { renderScreen } from '@test-support/render';

const admin = aUser({ userId: 'admin-1', name: 'Alex Admin', userType: 'admin' });
const org = { orgId: 'org-1', name: 'Demo Law', casesCount: 6, openCasesCount: 5, clientsCount: 3, documentsUploadedCount: 3 } as OrgSummary;
const stages = stageSetFor('Permis de travail').stages;
const months = Array.from({ length: 12 }, (_, i) => ({ month: `2026-${String(i + 1).padStart(2, '0')}`, count: 0 }));
const analytics: OrgAnalytics = {
  byStatus: { open: 2, 'in-progress': 2, 'on-hold': 1, closed: 1 },
  byCategory: { 'Permis de travail': 3, Parrainage: 2 },
  byStage: { 'Permis de travail': { submitted: 1, intake: 2 }, Parrainage: { intake: 2 } },
  openedPerMonth: months.map((month) => (month.month === '2026-11' ? { ...month, count: 4 } : month)),
  closedPerMonth: months,
  documentsPerMonth: months,
  medianDaysInStage: { 'Permis de travail': { intake: { medianDays: 4.5, meanDays: 5, stays: 3 } } },
  newClients: { week: 2, month: 5 },
  readiness: { ready: 1, partly: 2, notStarted: 1, noRequests: 1 },
};

useApiServer(
  http.get(`${API_BASE}/clients/:userId`, () => HttpResponse.json({ Item: admin })),
  http.get(`${API_BASE}/admin/orgs/:orgId`, () => HttpResponse.json({ Item: org })),
  http.get(`${API_BASE}/admin/orgs/:orgId/analytics`, () => HttpResponse.json(analytics)),
  http.get(`${API_BASE}/admin/orgs/:orgId/stage-sets`, () => HttpResponse.json({ sets: [{ ...stageSetFor('Permis de travail'), source: 'shipped' }] })),
);

beforeEach(() => {
  jest.mocked(auth.getSessionUserId).mockImplementation(async () => admin.userId);
  jest.mocked(auth.isTotpOn).mockResolvedValue(false);
});

describe('the case timeline', () => {
  test('shows the stages done, current and next, the firm’s latest note and expected date, and the key dates', () => {
    const by = { userId: 'admin-1', name: 'Alex Admin' };
    const item = aCase({
      stage: 'submitted',
      stageHistory: [
        { stage: 'intake', at: '2026-11-01T10:00:00.000Z', by },
        { stage: 'submitted', at: '2026-11-20T10:00:00.000Z', by, note: 'Sent to IRCC today.' },
        { stage: 'submitted', at: '2026-11-21T10:00:00.000Z', by, expectedDate: '2027-01-15' },
      ],
      keyDates: { submittedOn: '2026-11-20', applicationNumber: 'W123456789' },
    });
    renderScreen(<CaseTimeline item={item} stages={stages} expected={<p>Passport</p>} />);

    const steps = within(screen.getByRole('list', { name: 'Stages of the case' })).getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('data-state'))).toEqual(['done', 'done', 'done', 'current', 'next', 'next']);
    expect(steps[3]).toHaveAttribute('aria-current', 'step');
    expect(steps[3]).toHaveTextContent('Submitted to IRCC');
    expect(screen.getByText('Sent to IRCC today.')).toBeInTheDocument();
    expect(screen.getByText(/Next step expected by/)).toHaveTextContent('Jan 15, 2027');
    expect(screen.getByText('W123456789')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What we need from you now' })).toBeInTheDocument();
  });

  test('reads a case without a stage (opened before stages) as in its category’s first stage', () => {
    renderScreen(<CaseTimeline item={aCase({ stage: undefined, stageHistory: undefined })} stages={stages} />);
    const steps = within(screen.getByRole('list', { name: 'Stages of the case' })).getAllByRole('listitem');
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    expect(steps[0]).toHaveTextContent('Intake');
  });
});

describe('the stage picker', () => {
  test('saves the new stage with the note, and only the key dates that changed', async () => {
    const saved: StageChanges[] = [];
    const item = aCase({ stage: 'documents', keyDates: { applicationNumber: 'W1' } });
    const { user } = renderScreen(<StagePickerCard item={item} stages={stages} saving={false} onSave={async (changes) => void saved.push(changes)} />);
    const save = screen.getByRole('button', { name: 'Save progress' });
    expect(save).toBeDisabled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Stage' }), 'Submitted to IRCC');
    await user.type(screen.getByLabelText('Note for the client (optional)'), 'Sent today.');
    const submitted = screen.getByRole('group', { name: 'Submission date' });
    await user.type(within(submitted).getByRole('textbox', { name: 'Day' }), '20');
    await user.selectOptions(within(submitted).getByRole('combobox', { name: 'Month' }), 'November');
    await user.type(within(submitted).getByRole('textbox', { name: 'Year' }), '2026');
    await user.click(save);

    expect(saved).toEqual([{ stage: 'submitted', stageNote: 'Sent today.', keyDates: { submittedOn: '2026-11-20' } }]);
  });
});

describe('the analytics page', () => {
  test('says each chart’s figures in a table, stages in their set’s order and named', async () => {
    renderScreen(<AnalyticsPage />, { withAuth: true });
    const byStatus = await screen.findByRole('region', { name: 'Cases by status' });
    const statusRows = within(within(byStatus).getByRole('table')).getAllByRole('row').slice(1);
    expect(statusRows.map((row) => row.textContent)).toEqual(['Open2', 'In Progress2', 'On Hold1', 'Closed1']);

    const byStage = screen.getByRole('region', { name: 'Open cases by stage' });
    await waitFor(() =>
      expect(within(within(byStage).getByRole('table')).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
        'IntakeSponsorship2',
        'IntakeWork permit2',
        'Submitted to IRCCWork permit1',
      ]),
    );
    const readiness = screen.getByRole('region', { name: 'Readiness of open cases' });
    expect(within(within(readiness).getByRole('table')).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
      'Every document accepted1',
      'Some documents accepted2',
      'No document accepted yet1',
      'No documents requested1',
    ]);
    const median = screen.getByRole('region', { name: 'Median days in each stage' });
    expect(within(median).getByRole('table')).toHaveTextContent('4.5 days');
    expect(screen.getByRole('group', { name: 'New clients this week' })).toHaveTextContent('2');
  });
});

describe('the admin dashboard', () => {
  test('shows the cases by status in the Case Status Overview, and the clients added this week', async () => {
    server.use(
      http.get(`${API_BASE}/admin/cases`, () => HttpResponse.json({ Items: [] })),
      http.get(`${API_BASE}/admin/orgs/:orgId/expiring-documents`, () => HttpResponse.json({ items: [] })),
    );
    renderScreen(<AdminDashboard />, { withAuth: true });
    const overview = await screen.findByRole('region', { name: 'Case Status Overview' });
    await waitFor(() => expect(within(overview).getAllByRole('definition').map((value) => value.textContent)).toEqual(['2', '2', '1', '1']));
    expect(within(overview).getAllByRole('term').map((term) => term.textContent)).toEqual(['Open', 'In Progress', 'On Hold', 'Closed']);
    expect(screen.getByRole('group', { name: 'Clients' })).toHaveTextContent('+2 new this week');
  });
});

test('a new stage’s id comes from its English name, unique within the set', () => {
  expect(stageIdFrom('Interview at IRCC', [])).toBe('interview-at-ircc');
  expect(stageIdFrom('Décision', ['decision'])).toBe('decision-2');
});
