/**
 * Readiness and templates, in English and French, at 1280 px and 390 px: the admin adds a
 * document request template in Settings → Templates and sees it listed (then deletes it); Cases
 * Management sorted least ready first and filtered to the cases waiting on the firm (the address and
 * the list follow); the dashboard's "Documents expiring in the next 180 days" lists a document
 * accepted with an expiry date 60 days ahead (set up through the API with the admin's token), linked
 * to its case. axe on each page.
 *
 * E2E_SCREENSHOTS=<dir>: a picture of each page, per language and width, to look at.
 */
import path from 'node:path';
import { applyStackEnvironment, signInAs } from '@portal/local';
import { DEMO_ADMIN, e2eStack, expect, scanAccessibility, signIn, test, type Page, chooseLanguage, saveLanguageOf } from './support';


/** The words of the screens in each language (the catalogues' own). */
const WORDS = {
  en: {
    dashboard: 'Admin Dashboard',
    expiring: 'Documents expiring in the next 180 days',
    waitingOnFirm: 'Waiting on the firm',
    cases: 'Cases Management',
    sort: 'Sort',
    show: 'Show',
    leastReady: 'Least ready first',
    waitingFirm: 'Waiting on the firm',
    settings: 'Settings',
    templatesTab: 'Templates',
    templates: 'Templates',
    newTemplate: 'New template',
    category: 'Category',
    titleEn: 'Title (English)',
    titleFr: 'Title (French)',
    document1: 'Document 1',
    save: 'Save template',
    added: 'Template added',
    deleted: 'Template deleted',
    delete: 'Delete',
    firmBadge: 'Firm',
    reminders: 'Days before the due date',
  },
  fr: {
    dashboard: 'Tableau de bord administrateur',
    expiring: 'Documents qui expirent dans les 180 prochains jours',
    waitingOnFirm: 'En attente du cabinet',
    cases: 'Gestion des dossiers',
    sort: 'Trier',
    show: 'Afficher',
    leastReady: 'Les moins avancés d’abord',
    waitingFirm: 'En attente du cabinet',
    settings: 'Paramètres',
    templatesTab: 'Modèles',
    templates: 'Modèles',
    newTemplate: 'Nouveau modèle',
    category: 'Catégorie',
    titleEn: 'Titre (anglais)',
    titleFr: 'Titre (français)',
    document1: 'Document 1',
    save: 'Enregistrer le modèle',
    added: 'Modèle ajouté',
    deleted: 'Modèle supprimé',
    delete: 'Supprimer',
    firmBadge: 'Cabinet',
    reminders: 'Jours avant l’échéance',
  },
} as const;



async function screenshot(page: Page, name: string): Promise<void> {
  const screenshots = process.env.E2E_SCREENSHOTS;
  if (!screenshots) return;
  await page.screenshot({ path: path.join(screenshots, `${name}.png`), fullPage: true });
}

/** YYYY-MM-DD, `days` from today (UTC). */
function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Through the API as the demo admin: a document asked on the firm's newest case, uploaded by staff for
 * the client and accepted with an expiry date 60 days ahead. Answers the case's id and name.
 */
async function acceptedExpiringDocument(title: string): Promise<{ caseId: string; caseName: string }> {
  const info = e2eStack();
  applyStackEnvironment(info);
  const { accessToken } = await signInAs(info, DEMO_ADMIN);
  const api = (route: string, method = 'GET', body?: unknown) =>
    fetch(`${info.url}${route}`, {
      method,
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const cases = (await (await api('/v1/admin/cases?limit=1')).json()) as { Items: { caseId: string; caseName: string; caseFolderId: string }[] };
  const target = cases.Items[0];
  if (!target) throw new Error('The demo firm has no case');
  const added = await api(`/v1/admin/cases/${target.caseId}/requests`, 'POST', { items: [{ title }] });
  expect(added.status).toBe(201);
  const [request] = ((await added.json()) as { items: { requestId: string }[] }).items;
  // Received: staff upload it for the client (a document is accepted once something was uploaded for it).
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1');
  const targets = await api(`/v1/cases/${target.caseId}/folders/${target.caseFolderId}/upload-targets`, 'POST', {
    files: [{ fileName: 'certificate.pdf', fileSize: pdf.length, fileType: 'application/pdf' }],
    requestId: request?.requestId,
  });
  expect(targets.status).toBe(201);
  const batch = (await targets.json()) as { batchId: string; uploads: { uploadUrl: string; headers: Record<string, string> }[] };
  for (const upload of batch.uploads) expect((await fetch(upload.uploadUrl, { method: 'PUT', headers: upload.headers, body: pdf })).ok).toBe(true);
  expect((await api(`/v1/cases/${target.caseId}/upload-batches/${batch.batchId}/complete`, 'POST')).status).toBe(201);
  const accepted = await api(`/v1/admin/cases/${target.caseId}/requests/${request?.requestId ?? ''}`, 'PATCH', {
    status: 'accepted',
    expiresOn: dayFromToday(60),
  });
  expect(accepted.status).toBe(200);
  return target;
}

// A journey in French, passed or failed, leaves the demo admin in English for the journeys after it.
test.afterEach(async () => saveLanguageOf(DEMO_ADMIN, 'en'));

for (const language of ['en', 'fr'] as const) {
  const words = WORDS[language];

  test(`readiness and templates (${language}): expiring documents on the dashboard, the cases sorted and filtered, a template added in Settings`, async ({ page }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    const documentTitle = `Passport ${language} ${stamp}`;
    const target = await acceptedExpiringDocument(documentTitle);

    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, DEMO_ADMIN);
    await expect(page).toHaveURL(/\/admin$/);
    await chooseLanguage(page, language);

    // The dashboard: the accepted document expiring in 60 days, linked to its case.
    await expect(page.getByRole('heading', { name: words.dashboard })).toBeVisible();
    const expiring = page.getByRole('region', { name: words.expiring });
    const item = expiring.getByRole('listitem').filter({ hasText: documentTitle });
    await expect(item).toBeVisible();
    await expect(item.getByRole('link', { name: target.caseName })).toHaveAttribute('href', `/admin/cases/${target.caseId}`);
    await expect(page.getByRole('region', { name: words.waitingOnFirm })).toBeVisible();
    await scanAccessibility(page, `the admin dashboard (${language}, 1280 px)`);
    await screenshot(page, `dashboard-${language}-1280`);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(item).toBeVisible();
    await scanAccessibility(page, `the admin dashboard (${language}, 390 px)`);
    await screenshot(page, `dashboard-${language}-390`);

    // Cases Management, least ready first, then only those waiting on the firm.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/cases');
    await expect(page.getByRole('heading', { name: words.cases })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    const sorted = page.waitForResponse((response) => response.url().includes('/v1/admin/cases?') && response.url().includes('sort=readiness'));
    await page.getByLabel(words.sort).selectOption({ label: words.leastReady });
    expect((await sorted).ok()).toBe(true);
    await expect(page).toHaveURL(/sort=readiness/);
    const filtered = page.waitForResponse((response) => response.url().includes('waiting=firm') && response.url().includes('sort=readiness'));
    await page.getByLabel(words.show, { exact: true }).selectOption({ label: words.waitingFirm });
    expect((await filtered).ok()).toBe(true);
    await expect(page).toHaveURL(/waiting=firm/);
    await expect(page.getByRole('table').or(page.getByText(language === 'fr' ? 'Aucun dossier n’attend le cabinet.' : 'No case is waiting on the firm.'))).toBeVisible();
    await scanAccessibility(page, `Cases Management (${language}, 1280 px)`);
    await screenshot(page, `cases-${language}-1280`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByLabel(words.show, { exact: true }).selectOption('all');
    await expect(page.getByRole('list', { name: language === 'fr' ? 'Dossiers' : 'Cases' })).toBeVisible();
    await scanAccessibility(page, `Cases Management (${language}, 390 px)`);
    await screenshot(page, `cases-${language}-390`);

    // Settings → Templates: a new template, listed as the firm's; then deleted.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/settings');
    await page.getByRole('tab', { name: language === 'fr' ? 'Cabinet' : 'Firm' }).click();
    await expect(page.getByLabel(words.reminders)).toBeVisible();
    await page.getByRole('tab', { name: words.templatesTab }).click();
    const list = page.getByRole('list', { name: words.templates });
    await expect(list).toBeVisible();
    await scanAccessibility(page, `Settings, Templates (${language}, 1280 px)`);
    await screenshot(page, `templates-${language}-1280`);
    await page.getByRole('button', { name: words.newTemplate, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: words.newTemplate, exact: true });
    const templateTitle = `Intake ${language} ${stamp}`;
    await dialog.getByLabel(words.category).selectOption({ index: 1 });
    await dialog.getByLabel(words.titleEn).first().fill(templateTitle);
    await dialog.getByLabel(words.titleFr).first().fill(`Accueil ${language} ${stamp}`);
    const firstItem = dialog.getByRole('group', { name: words.document1 });
    await firstItem.getByLabel(words.titleEn).fill('Passport');
    await firstItem.getByLabel(words.titleFr).fill('Passeport');
    await scanAccessibility(page, `the template editor (${language})`);
    await screenshot(page, `template-editor-${language}-1280`);
    await dialog.getByRole('button', { name: words.save }).click();
    await expect(page.getByText(words.added)).toBeVisible();
    const shownTitle = language === 'fr' ? `Accueil ${language} ${stamp}` : templateTitle;
    const row = list.getByRole('listitem').filter({ hasText: shownTitle });
    await expect(row).toBeVisible();
    await expect(row.getByText(words.firmBadge, { exact: true })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(row).toBeVisible();
    await scanAccessibility(page, `Settings, Templates (${language}, 390 px)`);
    await screenshot(page, `templates-${language}-390`);
    page.once('dialog', (confirm) => void confirm.accept());
    await row.getByRole('button', { name: `${words.delete} ${shownTitle}` }).click();
    await expect(page.getByText(words.deleted)).toBeVisible();
    await expect(row).toHaveCount(0);

    // The demo admin's language back to English for the other journeys.
    await chooseLanguage(page, 'en');
  });
}
