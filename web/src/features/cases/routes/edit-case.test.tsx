/**
 * Edit Case's stage: the stages of the category chosen, the case's own chosen; a change of stage is
 * sent with the case's other changes, a change of category that leaves the stage outside the new set
 * moves it to the first stage; the hint says where the note for the client goes.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { UpdateCaseBody } from '@shared/cases/schemas';
import { mergedStageSets, stageSetFor } from '@shared/progress/stages';
import { EditCasePage } from '@/features/cases/routes/edit-case-page';
import * as auth from '@/lib/auth';
import { API_BASE, server, useApiServer } from '@test-support/api';
import { aCase, aUser } from '@test-support/fixtures';
import { findLocation, renderScreen } from '@test-support/render';

const admin = aUser({ userId: 'admin-1', name: 'Alex Admin', userType: 'admin', orgId: 'org-1' });
const item = aCase({ caseId: 'case-1', orgId: 'org-1', category: 'Permis de travail', stage: 'biometrics', status: 'in-progress' });

useApiServer(
  http.get(`${API_BASE}/clients/:userId`, () => HttpResponse.json({ Item: admin })),
  http.get(`${API_BASE}/admin/cases/:caseId`, () => HttpResponse.json({ Item: item, stages: stageSetFor(item.category).stages })),
  http.get(`${API_BASE}/admin/orgs/:orgId/stage-sets`, () => HttpResponse.json({ sets: mergedStageSets([]).map(({ set, source }) => ({ ...set, source })) })),
);

beforeEach(() => {
  jest.mocked(auth.getSessionUserId).mockResolvedValue(admin.userId);
  jest.mocked(auth.isTotpOn).mockResolvedValue(false);
});

function sentChanges() {
  const sent: UpdateCaseBody[] = [];
  server.use(
    http.patch(`${API_BASE}/admin/orgs/:orgId/cases/:caseId`, async ({ request }) => {
      const body = (await request.json()) as UpdateCaseBody;
      sent.push(body);
      return HttpResponse.json({ success: true, updatedItem: { ...item, ...body } });
    }),
  );
  return sent;
}

const renderEdit = () => renderScreen(<EditCasePage />, { route: '/admin/cases/case-1/edit', path: '/admin/cases/:caseId/edit', withAuth: true });

test('shows the case’s stage among its category’s stages, and says where a note for the client goes', async () => {
  renderEdit();
  const stage = await screen.findByLabelText('Stage');
  expect(stage).toHaveValue('biometrics');
  expect(screen.getAllByRole('option', { name: 'Submitted to IRCC' })).toHaveLength(1);
  expect(stage).toHaveAccessibleDescription(/A note for the client and the key dates are added on the case page, in Stage and key dates\./);
});

test('sends a new stage with the case’s changes', async () => {
  const sent = sentChanges();
  const { user } = renderEdit();
  await user.selectOptions(await screen.findByLabelText('Stage'), 'decision');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));

  expect(await findLocation()).toBe('/admin/cases/case-1');
  expect(sent).toEqual([{ stage: 'decision' }]);
});

test('moves the stage to the new category’s first stage when the new set has not the case’s', async () => {
  const sent = sentChanges();
  const { user } = renderEdit();
  await screen.findByLabelText('Stage');
  // The ERAR set has no biometrics stage. The field is drawn again once the firm's sets are read: found anew.
  await user.selectOptions(screen.getByLabelText('Category', { exact: true }), 'ERAR');
  await waitFor(() => expect(screen.getByLabelText('Stage')).toHaveValue('intake'));
  expect(screen.getByRole('option', { name: 'Interview' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));

  expect(await findLocation()).toBe('/admin/cases/case-1');
  expect(sent).toEqual([{ category: 'ERAR', stage: 'intake' }]);
});
