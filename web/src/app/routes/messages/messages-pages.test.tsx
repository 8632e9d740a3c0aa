/**
 * The firm's Messages page opened on a case without messages (its case page's Messages button): the
 * list shows that case's conversation beside its thread, never "No conversations yet".
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Conversation } from '@shared/messages/types';
import { AdminMessagesPage } from '@/app/routes/messages/messages-pages';
import * as auth from '@/lib/auth';
import { API_BASE, useApiServer } from '@test-support/api';
import { aCase, aUser } from '@test-support/fixtures';
import { renderScreen } from '@test-support/render';

const admin = aUser({ userId: 'admin-1', name: 'Alex Admin', userType: 'admin' });
const quiet = aCase({ caseId: 'case-9', caseName: 'Quiet Case', clientName: 'Dana Doe' });
const other: Conversation = {
  caseId: 'case-1',
  caseName: 'Work Permit Application',
  clientId: 'user-1',
  clientName: 'Casey Client',
  lastMessageAt: '2026-03-01T10:00:00.000Z',
  lastPreview: 'See you Tuesday',
  unread: 0,
};

useApiServer(
  http.get(`${API_BASE}/clients/:userId`, () => HttpResponse.json({ Item: admin })),
  http.get(`${API_BASE}/me/conversations`, () => HttpResponse.json({ conversations: [other] })),
  http.get(`${API_BASE}/admin/cases/:caseId`, () => HttpResponse.json({ Item: quiet, stages: [] })),
  http.get(`${API_BASE}/cases/:caseId/messages`, () => HttpResponse.json({ messages: [], read: {} })),
  http.get(`${API_BASE}/cases/:caseId/documents`, () => HttpResponse.json({ documents: [] })),
);

beforeEach(() => {
  jest.mocked(auth.getSessionUserId).mockResolvedValue(admin.userId);
  jest.mocked(auth.isTotpOn).mockResolvedValue(false);
});

test('lists the opened case without messages first, as the current conversation', async () => {
  renderScreen(<AdminMessagesPage />, { route: '/admin/messages?case=case-9', path: '/admin/messages', withAuth: true });

  const list = await screen.findByRole('list', { name: 'Conversations' });
  const [opened, second] = within(list).getAllByRole('link') as [HTMLElement, HTMLElement];
  expect(opened).toHaveTextContent('Quiet Case');
  expect(opened).toHaveTextContent('No messages yet');
  expect(opened).toHaveAttribute('aria-current', 'page');
  expect(second).toHaveTextContent('See you Tuesday');
  expect(screen.queryByText('No conversations yet.')).not.toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Quiet Case' })).toBeInTheDocument();
});
