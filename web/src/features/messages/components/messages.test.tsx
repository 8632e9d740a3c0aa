/**
 * Messages: the thread (plain text, links, line breaks, never HTML; read on opening; staff's
 * read receipts), the composer (Send off while empty; a message sent and shown) and the firm's
 * conversations (unread first, the filter by case or client name, "Unread only").
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { unreadFirst } from '@/features/messages/components/conversation-list';
import { MessagesView } from '@/features/messages/components/messages-view';
import type { SendMessageBody } from '@shared/messages/schemas';
import type { Conversation, Message as CaseMessage, MessageThreadPage as MessagePage } from '@shared/messages/types';
import { loadCatalog } from '@/lib/i18n';
import { API_BASE, server, useApiServer } from '@test-support/api';
import { findToast, renderScreen } from '@test-support/render';

const THREAD_URL = `${API_BASE}/cases/case-1/messages`;
const READ_URL = `${API_BASE}/cases/case-1/messages/read`;

function aMessage(overrides: Partial<CaseMessage> = {}): CaseMessage {
  return {
    messageId: 'm-1',
    caseId: 'case-1',
    body: 'Hello',
    sentAt: '2026-03-01T10:00:00.000Z',
    sender: { userId: 'user-1', name: 'Casey Client', role: 'client' },
    documentIds: [],
    ...overrides,
  };
}

function aConversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    caseId: 'case-1',
    caseName: 'Work Permit Application',
    clientId: 'user-1',
    clientName: 'Casey Client',
    lastMessageAt: '2026-03-01T10:00:00.000Z',
    unread: 0,
    ...overrides,
  };
}

/** GET …/messages answering the messages of `messages()` (read each time), newest first. */
function thread(messages: () => CaseMessage[], read: MessagePage['read'] = {}) {
  return http.get(THREAD_URL, () => HttpResponse.json<MessagePage>({ messages: [...messages()].reverse(), read }));
}

const markedRead = jest.fn();

useApiServer();

beforeAll(() => loadCatalog('messages'));
beforeEach(() =>
  server.use(
    http.post(READ_URL, () => {
      markedRead();
      return HttpResponse.json({ readAt: '2026-03-02T10:00:00.000Z' });
    }),
  ),
);

const staff = { userId: 'admin-1', role: 'admin' as const };

function renderMessages(conversations: Conversation[], { route = '/admin/messages?case=case-1', viewer = staff } = {}) {
  return renderScreen(
    <MessagesView viewer={viewer} conversations={conversations} loading={false} error={null} onRetry={() => undefined} uploadAttachments={async () => []} />,
    { route, path: '/admin/messages' },
  );
}

describe('the thread', () => {
  it('shows a body as plain text: an HTML tag as typed, line breaks kept, addresses as links', async () => {
    server.use(thread(() => [aMessage({ body: 'See <b>x</b>\nsecond line https://example.test/a?b=1.' })]));
    renderMessages([aConversation()]);

    const body = await screen.findByTestId('message-body');
    expect(body).toHaveTextContent('See <b>x</b>');
    expect(body.querySelector('b')).toBeNull();
    expect(body.textContent).toContain('</b>\nsecond line');
    expect(body).toHaveClass('whitespace-pre-wrap');
    const link = within(body).getByRole('link', { name: 'https://example.test/a?b=1' });
    expect(link).toHaveAttribute('href', 'https://example.test/a?b=1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('lists the messages oldest first with their sender, and marks the thread read on opening', async () => {
    server.use(
      thread(() => [
        aMessage({ messageId: 'm-1', body: 'First question' }),
        aMessage({ messageId: 'm-2', body: 'The answer', sentAt: '2026-03-01T11:00:00.000Z', sender: { userId: 'admin-1', name: 'Alex Admin', role: 'admin' } }),
      ]),
    );
    renderMessages([aConversation()]);

    const list = await screen.findByRole('list', { name: 'Messages' });
    const items = within(list).getAllByTestId('message-body').map((body) => body.textContent);
    expect(items).toEqual(['First question', 'The answer']);
    expect(within(list).getByText('Alex Admin')).toBeInTheDocument();
    await waitFor(() => expect(markedRead).toHaveBeenCalled());
  });

  it("shows staff when the firm and the client last read it", async () => {
    server.use(thread(() => [aMessage()], { firm: { at: '2026-03-01T12:00:00.000Z', by: { userId: 'admin-2', name: 'Pat Partner' } }, client: { at: '2026-03-01T13:00:00.000Z' } }));
    renderMessages([aConversation()]);

    expect(await screen.findByText(/^Read by Pat Partner on /)).toBeInTheDocument();
    expect(screen.getByText(/^Seen by the client /)).toBeInTheDocument();
  });

  it('shows no read receipt and marks nothing read in a thread without messages', async () => {
    markedRead.mockClear();
    server.use(thread(() => [], { firm: { at: '2026-03-01T12:00:00.000Z', by: { userId: 'admin-1', name: 'Alex Admin' } } }));
    renderMessages([]);

    expect(await screen.findByText('No messages yet. Write the first one below.')).toBeInTheDocument();
    expect(screen.queryByText(/^Read by /)).not.toBeInTheDocument();
    expect(markedRead).not.toHaveBeenCalled();
  });
});

describe('the composer', () => {
  it('keeps Send off while the message is empty, then sends it and shows it in the thread', async () => {
    const messages = [aMessage()];
    const sent: SendMessageBody[] = [];
    server.use(
      thread(() => messages),
      http.post(THREAD_URL, async ({ request }) => {
        const body = (await request.json()) as SendMessageBody;
        sent.push(body);
        const message = aMessage({ messageId: 'm-2', body: body.body, sentAt: '2026-03-01T12:00:00.000Z', sender: { userId: 'admin-1', name: 'Alex Admin', role: 'admin' } });
        messages.push(message);
        return HttpResponse.json(message, { status: 201 });
      }),
    );
    const { user } = renderMessages([aConversation()]);
    await screen.findByTestId('message-body');

    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Message'), '   ');
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Message'), 'We received your passport.');
    expect(send).toBeEnabled();
    await user.click(send);

    await waitFor(() => expect(screen.getAllByTestId('message-body')).toHaveLength(2));
    expect(sent).toEqual([{ body: '   We received your passport.' }]);
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it("says the server's reason when the message is refused, and keeps the text", async () => {
    server.use(
      thread(() => []),
      http.post(THREAD_URL, () => HttpResponse.json({ message: 'Case not found' }, { status: 404 })),
    );
    const { user } = renderMessages([aConversation()]);
    await user.type(await screen.findByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await findToast('The message could not be sent.')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('Hello');
  });
});

describe("the firm's conversations", () => {
  const conversations = unreadFirst([
    aConversation({ caseId: 'case-1', caseName: 'Work Permit Application', clientName: 'Casey Client', lastMessageAt: '2026-03-03T10:00:00.000Z' }),
    aConversation({ caseId: 'case-2', caseName: 'Study Permit', clientName: 'Dana Doe', lastMessageAt: '2026-03-01T10:00:00.000Z', unread: 2 }),
    aConversation({ caseId: 'case-3', caseName: 'Citizenship', clientName: 'Éloïse Tremblay', lastMessageAt: '2026-03-02T10:00:00.000Z' }),
  ]);

  const names = () => within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('link').map((link) => link.textContent ?? '');

  it('lists the unread ones first, then the most recent', () => {
    renderMessages(conversations, { route: '/admin/messages' });
    const shown = names();
    expect(shown[0]).toContain('Study Permit');
    expect(shown[0]).toContain('2 unread');
    expect(shown[1]).toContain('Work Permit Application');
    expect(shown[2]).toContain('Citizenship');
  });

  it('shows the start of each conversation’s last message under its names', () => {
    renderMessages([aConversation({ lastPreview: 'Do you need my birth certificate translated?' }), aConversation({ caseId: 'case-2', caseName: 'Study Permit' })], {
      route: '/admin/messages',
    });
    const [withPreview, without] = within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('link') as [HTMLElement, HTMLElement];
    const preview = within(withPreview).getByText('Do you need my birth certificate translated?');
    expect(preview).toHaveClass('truncate');
    expect(preview).toHaveAttribute('data-user-content');
    expect(without).toHaveTextContent('Study Permit');
  });

  it('filters by case or client name, and to the unread only', async () => {
    const { user } = renderMessages(conversations, { route: '/admin/messages' });
    await user.type(screen.getByLabelText('Filter by case or client name'), 'eloise');
    expect(names()).toHaveLength(1);
    expect(names()[0]).toContain('Citizenship');

    await user.clear(screen.getByLabelText('Filter by case or client name'));
    await user.click(screen.getByLabelText('Unread only'));
    expect(names()).toHaveLength(1);
    expect(names()[0]).toContain('Study Permit');
  });
});
