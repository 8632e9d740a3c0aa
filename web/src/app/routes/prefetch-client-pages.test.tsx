import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CaseRequests } from '@shared/requests/types';
import { listClientCasesQueryOptions } from '@/features/cases/api/list-client-cases';
import { listCaseRequestsQueryOptions } from '@/features/requests/api/list-case-requests';
import * as auth from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { MY_SETTINGS_QUERY_KEY } from '@/lib/use-idle-sign-out';
import { API_BASE, server, useApiServer } from '../../../../test/web/support/api';
import { aCase } from '../../../../test/web/support/fixtures';
import { questionnaireKeys } from '@/features/questionnaires/api/questionnaires';
import { loadClientDashboard, loadClientQuestionnaire, loadClientSettings } from './prefetch-client-pages';

const workPermit = aCase({ caseId: 'case-1', clientId: 'user-1' });
/** Answers the dashboard's reads; the case's requests once `requestsHeld` settles (at once without it). */
function dashboardAnswers(requestsHeld?: Promise<void>) {
  return [
    http.get(`${API_BASE}/clients/user-1/cases`, () => HttpResponse.json({ Items: [workPermit], Count: 1 })),
    http.get(`${API_BASE}/clients/user-1/cases/case-1`, () => HttpResponse.json({ Item: workPermit, stages: [] })),
    http.get(`${API_BASE}/cases/case-1/documents`, () => HttpResponse.json({ documents: [] })),
    http.get(`${API_BASE}/cases/case-1/requests`, async () => {
      await requestsHeld;
      return HttpResponse.json<CaseRequests>({ items: [], readiness: { accepted: 0, total: 0 } });
    }),
  ];
}

/** A promise the test resolves when it chooses. */
function held(): { promise: Promise<void>; release: () => void } {
  let release = () => undefined as void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

useApiServer();

beforeEach(() => {
  jest.mocked(auth.getSessionUserId).mockResolvedValue('user-1');
});

test('a first visit of the dashboard waits for every card’s reads: the page draws once, filled in', async () => {
  server.use(...dashboardAnswers());
  const queryClient = createQueryClient();
  await loadClientDashboard(queryClient);
  expect(queryClient.getQueryData(listClientCasesQueryOptions('user-1').queryKey)).toMatchObject({ Items: [workPermit] });
  expect(queryClient.getQueryData(listCaseRequestsQueryOptions('case-1').queryKey)).toEqual({ items: [], readiness: { accepted: 0, total: 0 } });
});

test('coming back to the dashboard, it draws at once from what was read while its reads refresh', async () => {
  const requests = held();
  server.use(...dashboardAnswers(requests.promise));
  const queryClient = createQueryClient();
  queryClient.setQueryData(listClientCasesQueryOptions('user-1').queryKey, { Items: [workPermit], Count: 1 } as never);
  await loadClientDashboard(queryClient);
  // Not waited for: the case's requests are still being read.
  expect(queryClient.getQueryData(listCaseRequestsQueryOptions('case-1').queryKey)).toBeUndefined();
  requests.release();
  await waitFor(() => expect(queryClient.getQueryData(listCaseRequestsQueryOptions('case-1').queryKey)).toBeDefined());
});

test('a read that does not answer holds a first visit a few seconds at most: the page then draws with its placeholders', async () => {
  const requests = held();
  server.use(...dashboardAnswers(requests.promise));
  const queryClient = createQueryClient();
  await loadClientDashboard(queryClient);
  expect(queryClient.getQueryData(listCaseRequestsQueryOptions('case-1').queryKey)).toBeUndefined();
  requests.release();
});

test('without a session nothing is read or waited for', async () => {
  jest.mocked(auth.getSessionUserId).mockResolvedValue(null);
  const queryClient = createQueryClient();
  await loadClientDashboard(queryClient);
  await loadClientSettings(queryClient);
  expect(queryClient.getQueryCache().getAll()).toEqual([]);
});

test('a first visit of the settings waits for the client’s settings (the switches draw once, with their values)', async () => {
  server.use(http.get(`${API_BASE}/me/settings`, () => HttpResponse.json({ Item: { notifications: { emailNotifications: true } }, language: 'en' })));
  const queryClient = createQueryClient();
  await loadClientSettings(queryClient);
  expect(queryClient.getQueryData(MY_SETTINGS_QUERY_KEY)).toMatchObject({ Item: { notifications: { emailNotifications: true } } });
});

test('a first visit of a questionnaire reads it beside the page’s chunk and waits for it (the page draws once, with its questions)', async () => {
  server.use(http.get(`${API_BASE}/cases/case-1/questionnaires/q-1`, () => HttpResponse.json({ questionnaireId: 'q-1', caseId: 'case-1', sections: [] })));
  const queryClient = createQueryClient();
  await loadClientQuestionnaire(queryClient, 'case-1', 'q-1');
  expect(queryClient.getQueryData(questionnaireKeys.one('case-1', 'q-1'))).toMatchObject({ questionnaireId: 'q-1' });
});
