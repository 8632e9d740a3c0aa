/**
 * The staff case page's IRCC package: build it (with an expiry-check date), follow its progress,
 * read its slots and problems (each linking to its checklist item), download its ZIP, and delete an
 * earlier build. The API is MSW.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Page } from '@shared/core/pagination';
import type { CasePackage, StartedPackage } from '@shared/packages/types';
import { activateLanguage, loadCatalog } from '@/lib/i18n';
import { API_BASE, server, useApiServer } from '@test-support/api';
import { renderScreen } from '@test-support/render';
import { BUILD_POLL_MS } from '../api/case-packages';
import { CasePackageCard } from './case-package-card';

useApiServer();

beforeAll(async () => {
  await loadCatalog('packages');
});

const PACKAGES = `${API_BASE}/admin/cases/case-1/packages`;
const itemTitles = new Map([
  ['req-passport', 'Passport'],
  ['req-loa', 'Letter of acceptance'],
]);

const base = {
  caseId: 'case-1',
  expiryCheckDate: '2027-06-30',
  createdBy: { userId: 'admin-1', name: 'Alex Admin' },
  slots: [],
  problems: [],
};

const building = (packageId: string, progress?: { done: number; total: number }): CasePackage => ({
  ...base,
  packageId,
  status: 'building',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...(progress ? { progress } : {}),
});

const ready = (packageId: string, createdAt = '2026-11-20T10:00:00.000Z'): CasePackage => ({
  ...base,
  packageId,
  status: 'ready',
  createdAt,
  finishedAt: createdAt,
  zipBytes: 2_400_000,
  slots: [
    { name: 'Passport', fileName: 'Passport.pdf', format: 'pdf', bytes: 1_200_000, pages: 3, sources: ['doc-1', 'doc-2'], requestIds: ['req-passport'], maxBytes: 4_194_304, formats: ['pdf', 'jpeg', 'png'], problems: [] },
    { name: 'Letter of acceptance', fileName: '', format: 'pdf', bytes: 0, pages: 0, sources: [], requestIds: ['req-loa'], maxBytes: 4_194_304, formats: ['pdf', 'jpeg', 'png'], problems: [] },
  ],
  problems: [
    { kind: 'empty-slot', slot: 'Letter of acceptance', requestId: 'req-loa' },
    { kind: 'expires', slot: 'Passport', requestId: 'req-passport', documentId: 'doc-1', documentName: 'passport.pdf', expiresOn: '2027-01-31' },
  ],
});

const page = (items: CasePackage[]) => HttpResponse.json<Page<CasePackage>>({ Items: items });

describe('the IRCC package of a case', () => {
  test('is built with the check date chosen, its progress shown until its slots, problems and download are', async () => {
    let sent: unknown;
    let reads = 0;
    let built = false;
    server.use(
      http.get(PACKAGES, () => {
        if (!built) return page([]);
        reads += 1;
        return page([reads === 1 ? building('pkg-1', { done: 3, total: 8 }) : ready('pkg-1')]);
      }),
      http.post(PACKAGES, async ({ request }) => {
        sent = await request.json();
        built = true;
        return HttpResponse.json<StartedPackage>({ packageId: 'pkg-1', status: 'building' }, { status: 202 });
      }),
    );
    const { user } = renderScreen(<CasePackageCard caseId="case-1" itemTitles={itemTitles} />);

    expect(await screen.findByText('No package built yet.')).toBeInTheDocument();
    const date = screen.getByRole('group', { name: /Check expiry dates against/ });
    await user.type(within(date).getByRole('textbox', { name: /day/i }), '30');
    await user.selectOptions(within(date).getByRole('combobox'), within(date).getByRole('option', { name: /June/ }));
    await user.type(within(date).getByRole('textbox', { name: /year/i }), '2027');
    await user.click(screen.getByRole('button', { name: 'Build package' }));

    expect(await screen.findByText('3 of 8 documents processed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Building…' })).toBeDisabled();
    expect(sent).toEqual({ expiryCheckDate: '2027-06-30' });

    const slots = await screen.findByRole('table', { name: 'IRCC slots' }, { timeout: BUILD_POLL_MS * 3 });
    expect(within(slots).getByRole('row', { name: /Passport Passport\.pdf .* 3/ })).toBeInTheDocument();
    expect(within(slots).getByText('No file')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2 problems' })).toBeInTheDocument();
    expect(screen.getByText('Letter of acceptance: no accepted document yet.')).toBeInTheDocument();
    expect(screen.getByText(/Passport: passport\.pdf expires on Jan 31, 2027, before the check date\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the item “Letter of acceptance”' })).toHaveAttribute('href', '#request-req-loa');
    expect(screen.getByRole('link', { name: 'Go to the item “Passport”' })).toHaveAttribute('href', '#request-req-passport');
    expect(screen.getByRole('button', { name: 'Download ZIP' })).toBeEnabled();
  });

  test('asks for a fresh link to the ZIP when Download ZIP is pressed', async () => {
    let linked = 0;
    server.use(
      http.get(PACKAGES, () => page([ready('pkg-1')])),
      http.get(`${PACKAGES}/pkg-1`, () => {
        linked += 1;
        // A link the browser is sent to: here, a page that changes nothing.
        return HttpResponse.json<CasePackage>({ ...ready('pkg-1'), downloadUrl: '#downloaded' });
      }),
    );
    const { user } = renderScreen(<CasePackageCard caseId="case-1" itemTitles={itemTitles} />);

    await user.click(await screen.findByRole('button', { name: 'Download ZIP' }));

    await waitFor(() => expect(linked).toBe(1));
  });

  test('lists earlier builds with who built them and when, and deletes one after asking', async () => {
    let builds = [ready('pkg-2', '2026-11-21T15:30:00.000Z'), ready('pkg-1')];
    const deleted: string[] = [];
    server.use(
      http.get(PACKAGES, () => page(builds)),
      http.delete(`${PACKAGES}/:packageId`, ({ params }) => {
        deleted.push(String(params.packageId));
        builds = builds.filter((build) => build.packageId !== params.packageId);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderScreen(<CasePackageCard caseId="case-1" itemTitles={itemTitles} />);

    const list = await screen.findByRole('list', { name: 'Builds' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText(/Built Nov 20, 2026.* by Alex Admin/)).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: /Delete: Built Nov 20, 2026/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this package and its ZIP?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Package deleted')).toBeInTheDocument();
    expect(deleted).toEqual(['pkg-1']);
    expect(within(screen.getByRole('list', { name: 'Builds' })).getAllByRole('listitem')).toHaveLength(1);
  });

  test('speaks French to a French reader', async () => {
    await activateLanguage('fr');
    server.use(http.get(PACKAGES, () => page([ready('pkg-1')])));
    renderScreen(<CasePackageCard caseId="case-1" itemTitles={itemTitles} />);

    expect(await screen.findByRole('heading', { name: 'Trousse IRCC' })).toBeInTheDocument();
    expect(await screen.findByText('Letter of acceptance : aucun document accepté pour l’instant.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Télécharger le ZIP' })).toBeInTheDocument();
  });
});
