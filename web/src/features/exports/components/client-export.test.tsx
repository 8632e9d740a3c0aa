/**
 * A client's copy of their information: the Account page asks for it, says where the
 * request is, and offers the downloads once approved; staff approve a pending request on the
 * client's page. The API is MSW; the downloads themselves are the browser's (lib/export-files).
 */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ExportRequestState } from '@shared/exports/types';
import { MyExportCard } from '@/features/exports/components/my-export-card';
import { ClientExportCard } from '@/features/exports/components/client-export-card';
import { REFUSAL_CODE_HEADER } from '@shared/core/refusals';
import { activateLanguage, loadCatalog } from '@/lib/i18n';
import { API_BASE, server, useApiServer } from '@test-support/api';
import { aUser } from '@test-support/fixtures';
import { renderScreen } from '@test-support/render';

useApiServer();

const MINE = `${API_BASE}/me/export-requests`;
const client = aUser({ userId: 'client-1', name: 'Casey Client' });
const OF_CLIENT = `${API_BASE}/admin/clients/client-1/export-requests`;

const answering = (url: string, state: ExportRequestState) => http.get(url, () => HttpResponse.json(state));

describe("the client's Account page", () => {
  test('asks for a copy, then says the firm will review it', async () => {
    let asked = false;
    server.use(
      http.get(MINE, () => HttpResponse.json<ExportRequestState>(asked ? { status: 'pending', requestedAt: '2026-03-01T09:00:00.000Z' } : { status: 'none' })),
      http.post(MINE, () => {
        asked = true;
        return HttpResponse.json<ExportRequestState>({ status: 'pending', requestedAt: '2026-03-01T09:00:00.000Z' }, { status: 201 });
      }),
    );
    const { user } = renderScreen(<MyExportCard clientName="Casey Client" />);
    await user.click(await screen.findByRole('button', { name: 'Request a copy of my information' }));
    expect(await screen.findByText(/Your firm will review your request/)).toBeInTheDocument();
    expect(asked).toBe(true);
  });

  test('offers both downloads once the firm approved', async () => {
    server.use(answering(MINE, { status: 'approved', requestedAt: '2026-03-01T09:00:00.000Z', approvedAt: '2026-03-02T09:00:00.000Z', availableUntil: '2026-04-01T09:00:00.000Z' }));
    renderScreen(<MyExportCard clientName="Casey Client" />);
    expect(await screen.findByRole('button', { name: 'Download my information (JSON)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download my documents (ZIP)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request a copy of my information' })).not.toBeInTheDocument();
  });

  test('in French, says a refusal in French', async () => {
    await activateLanguage('fr');
    await loadCatalog('account');
    server.use(
      answering(MINE, { status: 'none' }),
      http.post(MINE, () =>
        HttpResponse.json({ message: 'You already asked for a copy of your information' }, { status: 409, headers: { [REFUSAL_CODE_HEADER]: 'export-already-requested' } }),
      ),
    );
    const { user } = renderScreen(<MyExportCard clientName="Casey Client" />);
    await user.click(await screen.findByRole('button', { name: 'Demander une copie de mes renseignements' }));
    expect(await screen.findByText('Vous avez déjà demandé une copie de vos renseignements')).toBeInTheDocument();
    await activateLanguage('en');
  });
});

describe("staff on the client's page", () => {
  test('approve a pending request', async () => {
    let approved = false;
    server.use(
      answering(OF_CLIENT, { status: 'pending', requestedAt: '2026-03-01T09:00:00.000Z' }),
      http.post(`${OF_CLIENT}/approve`, () => {
        approved = true;
        return HttpResponse.json<ExportRequestState>({ status: 'approved', requestedAt: '2026-03-01T09:00:00.000Z', approvedAt: '2026-03-02T09:00:00.000Z', availableUntil: '2026-04-01T09:00:00.000Z' });
      }),
    );
    const { user } = renderScreen(<ClientExportCard user={client} />);
    expect(screen.getByRole('button', { name: 'Export client data (JSON)' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Approve export request' }));
    expect(await screen.findByText(/the client can download their information until/)).toBeInTheDocument();
    expect(approved).toBe(true);
  });

  test('offer no approval when the client asked for nothing', async () => {
    server.use(answering(OF_CLIENT, { status: 'none' }));
    renderScreen(<ClientExportCard user={client} />);
    expect(await screen.findByRole('button', { name: 'Export client documents (ZIP)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve export request' })).not.toBeInTheDocument();
  });
});
