/**
 * The portal in French: a French-speaking admin and a French-speaking client visit every
 * route of the portal, at a desktop's and a phone's width, and open its main dialogs; the sign-in,
 * sign-up and forgot-password pages are visited in French before sign-in (a browser in fr-CA). Each
 * page fails on any English text of the interface in its visible text, its aria-labels, titles,
 * placeholders, options and title, and in the browser's confirm boxes.
 *
 * The English texts looked for are the interface's own: the web catalogues' English messages
 * (`web/src/**\/locales/fr.po`, msgid) that the French says otherwise — their literal parts of two
 * words or more, found anywhere, and their single words, found as a whole text (a label, a button)
 * — less any that French also writes (« Documents », « Message », « Total »…). What users typed
 * (names, e-mails, case names and descriptions, folder and file names, messages) is not the
 * interface's: the demo data and this journey's own are taken out of the text first; other specs'
 * data (e.g. a user named "E2E Created …") is never a whole single-word text.
 *
 * The demo admin and client choose French with the header's switch (saved as their `language`), sign
 * out and in again as French speakers, and are set back to English at the end, so the English specs
 * that follow find them as before. The same journeys in English are those of the other specs.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { DEMO_CASES, DEMO_ORG, DEMO_USERS } from '@portal/local';
import { expect, test, type Page, DEMO_ADMIN, DEMO_CLIENT, DEMO_PASSWORD, fillDate } from './support';

// ---------------------------------------------------------------------------------------------------
// The English texts of the interface, from the catalogues.

interface PoEntry {
  id: string;
  str: string;
}

const unescapePo = (text: string) => text.replace(/\\(["\\nt])/g, (_, char: string) => (char === 'n' ? '\n' : char === 't' ? '\t' : char));

function poEntries(file: string): PoEntry[] {
  const entries: PoEntry[] = [];
  let current: PoEntry | undefined;
  let field: 'id' | 'str' | undefined;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const start = /^(msgid|msgstr) "(.*)"$/.exec(line);
    if (start) {
      if (start[1] === 'msgid') {
        current = { id: '', str: '' };
        entries.push(current);
        field = 'id';
      } else field = 'str';
      if (current) current[field] += unescapePo(start[2] ?? '');
      continue;
    }
    const more = /^"(.*)"$/.exec(line);
    if (more && current && field) current[field] += unescapePo(more[1] ?? '');
    else field = undefined;
  }
  return entries.filter((entry) => entry.id !== '');
}

/** Every French web catalogue: the shell's and each feature's. */
function frenchCatalogues(): string[] {
  const web = path.join(process.cwd(), 'web/src');
  const features = readdirSync(path.join(web, 'features')).map((feature) => path.join(web, 'features', feature, 'locales/fr.po'));
  return [path.join(web, 'locales/fr.po'), ...features].filter((file) => {
    try {
      readFileSync(file);
      return true;
    } catch {
      return false;
    }
  });
}

/** The literal parts of an ICU message: its placeholders, plurals and <0>tags</0> cut out. */
function literalParts(message: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let part = '';
  for (const char of message) {
    if (char === '{') {
      if (depth === 0) {
        parts.push(part);
        part = '';
      }
      depth += 1;
    } else if (char === '}') depth = Math.max(0, depth - 1);
    else if (depth === 0) part += char;
  }
  parts.push(part);
  return parts
    .flatMap((text) => text.split(/<\/?\d+\/?>|\n/))
    .map((text) => text.trim())
    .filter(Boolean);
}

const wordsOf = (text: string) => text.match(/[A-Za-z]+(?:['’][a-z]+)?/g) ?? [];

/**
 * Each French catalogue's entries with their English: the msgid, or for an explicit id
 * (`case.status.open`) the English catalogue's text of it.
 */
function catalogueEntries(): PoEntry[] {
  return frenchCatalogues().flatMap((file) => {
    const english = new Map(poEntries(file.replace(/fr\.po$/, 'en.po')).map((entry) => [entry.id, entry.str]));
    return poEntries(file).map((entry) => ({ id: english.get(entry.id) || entry.id, str: entry.str }));
  });
}

function englishTexts(): { phrases: string[]; words: Set<string> } {
  const entries = catalogueEntries();
  const french = entries.map((entry) => entry.str).join('\n').toLowerCase();
  const frenchWords = new Set(wordsOf(french));
  const phrases = new Set<string>();
  const words = new Set<string>();
  for (const { id, str } of entries) {
    if (!str || str === id) continue;
    for (const part of literalParts(id)) {
      const partWords = wordsOf(part);
      if (partWords.length >= 2) {
        // Cut at its ends what is not a word, so "Sign In" is found in "Sign In" and "Sign In…".
        const phrase = part.replace(/^[^A-Za-z]+|[^A-Za-z]+$/g, '');
        if (!french.includes(phrase.toLowerCase())) phrases.add(phrase);
      } else if (partWords.length === 1 && part === id) {
        const word = partWords[0] ?? '';
        if (word.length >= 3 && !frenchWords.has(word.toLowerCase())) words.add(word);
      }
    }
  }
  return { phrases: [...phrases], words };
}

const ENGLISH = englishTexts();

// ---------------------------------------------------------------------------------------------------
// What users typed: never the interface's words.

const userData: string[] = [
  DEMO_ORG.name,
  DEMO_ORG.address,
  DEMO_ORG.email,
  DEMO_ORG.website,
  ...DEMO_USERS.flatMap((user) => [user.name, user.email, user.phone]),
  ...Object.values(DEMO_CASES).flatMap((cases) => cases.flatMap((item) => [item.caseName, item.caseNumber, item.description])),
];

/** Adds a text this journey typed (a folder's, a file's, a message's) to what is not the interface's. */
function typed<T extends string>(text: T): T {
  userData.push(text);
  return text;
}

function containsPhrase(text: string, phrase: string): boolean {
  for (let at = text.indexOf(phrase); at !== -1; at = text.indexOf(phrase, at + 1)) {
    const before = text.charAt(at - 1);
    const after = text.charAt(at + phrase.length);
    if (!/[A-Za-zÀ-ÿ]/.test(before) && !/[A-Za-zÀ-ÿ]/.test(after)) return true;
  }
  return false;
}

/** The English texts of the interface in one text of the page. */
function englishIn(text: string): string[] {
  let rest = text;
  for (const data of [...userData].sort((a, b) => b.length - a.length)) if (data) rest = rest.split(data).join(' ¦ ');
  const found = ENGLISH.phrases.filter((phrase) => containsPhrase(rest, phrase));
  const whole = rest.trim().replace(/[\s:.…!?*]+$/, '');
  if (ENGLISH.words.has(whole)) found.push(whole);
  return found;
}

/**
 * The page's texts as a reader or a screen reader meets them: each visible text node (screen-reader
 * only text included), the options of its selects, its aria-labels, titles, placeholders and alt
 * texts, and the document's title. (A string: this file is compiled without the DOM's types.)
 */
const PAGE_TEXTS = `(() => {
  const texts = [document.title];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = (node.textContent || '').trim();
    // [data-user-content]: what a user wrote (a message's text), in whatever language they wrote it.
    if (!text || !parent || parent.closest('script, style, template, option, [data-user-content]')) continue;
    if (parent.checkVisibility()) texts.push(text);
  }
  for (const option of document.querySelectorAll('option')) texts.push((option.textContent || '').trim());
  for (const element of document.querySelectorAll('[aria-label], [title], [placeholder], [alt], [aria-roledescription]')) {
    for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-roledescription']) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  return texts;
})()`;

/** The browser's confirm boxes of a page (accepted), whose messages are checked as the page's. */
const confirmMessages = new WeakMap<Page, string[]>();

function acceptConfirms(page: Page): void {
  const messages: string[] = [];
  confirmMessages.set(page, messages);
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
}

/** Fails on any English text of the interface on the page as it is now (and in its confirm boxes so far). */
async function expectNoEnglish(page: Page, where: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const texts = [...((await page.evaluate(PAGE_TEXTS)) as string[]), ...(confirmMessages.get(page)?.splice(0) ?? [])];
  const english = [...new Set(texts.flatMap((text) => englishIn(text).map((found) => `"${found}" in "${text}"`)))];
  expect(english, `English on ${where} (${page.url()})`).toEqual([]);
  // E2E_SCREENSHOTS=<dir>: a picture of each page checked, to look at the French (e.g. at 390 px).
  const screenshots = process.env.E2E_SCREENSHOTS;
  if (screenshots) {
    const viewport = page.viewportSize()?.width ?? 0;
    await page.screenshot({ path: path.join(screenshots, `${viewport}-${where.replace(/[^a-z0-9]+/gi, '-')}.png`), fullPage: true });
  }
}

// ---------------------------------------------------------------------------------------------------
// Steps in French.

const LANGUAGE_GROUP = 'Language / Langue';

const isSettingsRead = (response: { url(): string; request(): { method(): string } }) =>
  response.url().includes('/v1/me/settings') && response.request().method() === 'GET';

/**
 * Signs in on the sign-in page in French; resolves with the user's saved language once the
 * interface follows it (GET /v1/me/settings' `language`).
 */
async function signInInFrench(page: Page, email: string): Promise<string> {
  await page.goto('/auth');
  await page.getByLabel('Courriel').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  const settings = page.waitForResponse(isSettingsRead, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Se connecter' }).click();
  const { language } = (await (await settings).json()) as { language: string };
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  return language;
}

/** Chooses a language with the header's switch and waits for it to be saved as the user's. */
async function chooseInHeader(page: Page, button: 'FR Français' | 'EN English'): Promise<void> {
  const choice = page.getByRole('banner').getByRole('group', { name: LANGUAGE_GROUP }).getByRole('button', { name: button });
  await expect(choice).toBeVisible();
  if ((await choice.getAttribute('aria-pressed')) === 'true') return;
  const saved = page.waitForResponse((response) => response.url().includes('/v1/me/settings') && response.request().method() === 'PATCH');
  await choice.click();
  expect((await saved).ok()).toBe(true);
}

/**
 * The user becomes a French speaker: signed in (the page in French, then in their saved language),
 * they choose French in the header, sign out (the confirm in French) and sign in again, in French
 * from the first screen; the sign-in's toast is checked with the landing page.
 */
async function becomeFrenchSpeaker(page: Page, email: string, landing: RegExp): Promise<void> {
  acceptConfirms(page);
  await signInInFrench(page, email);
  await expect(page).toHaveURL(landing);
  // The interface follows the user's saved language (English so far); they choose French.
  await chooseInHeader(page, 'FR Français');
  await page.getByRole('button', { name: 'Ouvrir le menu de l’utilisateur' }).click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Déconnexion réussie!' })).toBeVisible();
  await expectNoEnglish(page, 'the sign-in page after sign-out');
  expect(await signInInFrench(page, email)).toBe('fr');
  await expect(page).toHaveURL(landing);
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Connexion réussie!' })).toBeVisible();
}

/** Sets the demo user back to English (the other specs' language), signing in again if need be. */
async function backToEnglish(page: Page, email: string, landing: RegExp): Promise<void> {
  await page.goto('/');
  if (/\/auth$/.test(new URL(page.url()).pathname) || (await page.getByRole('button', { name: /^(Sign In|Se connecter)$/ }).isVisible())) {
    await page.getByLabel(/^(Email|Courriel)$/).fill(email);
    await page.getByLabel(/^(Password|Mot de passe)$/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: /^(Sign In|Se connecter)$/ }).click();
  }
  await expect(page).toHaveURL(landing);
  await chooseInHeader(page, 'EN English');
}

async function visit(page: Page, url: string, ready: (page: Page) => Promise<void>, where: string): Promise<void> {
  await page.goto(url);
  await ready(page);
  await expectNoEnglish(page, where);
}

const heading = (page: Page, name: string | RegExp) => expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1');

/** Stages a file in the page's upload panel, checks the panel, uploads it and checks the result. */
async function uploadThroughPanel(page: Page, where: string): Promise<void> {
  const file = { name: typed(`releve-${Date.now().toString(36)}.pdf`), mimeType: 'application/pdf', buffer: PDF };
  await page.getByLabel('Choisir les fichiers à téléverser').setInputFiles([file]);
  await expect(page.getByRole('list', { name: 'Fichiers à téléverser' }).getByText(file.name)).toBeVisible();
  await expectNoEnglish(page, `${where}, a file staged in the upload panel`);
  await page.getByRole('button', { name: 'Téléverser', exact: true }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: /téléversé/i })).toBeVisible();
  await expectNoEnglish(page, `${where}, after the upload`);
}

// ---------------------------------------------------------------------------------------------------

test('the English texts looked for come from the catalogues and exclude French words', () => {
  expect(ENGLISH.phrases).toEqual(expect.arrayContaining(['Admin Dashboard', 'Successfully signed in', 'Create New User', 'Forgot password']));
  expect([...ENGLISH.words]).toEqual(expect.arrayContaining(['Cases', 'Users', 'Cancel', 'Upload']));
  for (const french of ['Documents', 'Message', 'Client', 'Actions', 'Description']) expect(ENGLISH.words.has(french)).toBe(false);
  expect(englishIn('Gestion des dossiers')).toEqual([]);
  expect(englishIn('Cases')).toEqual(['Cases']);
  expect(englishIn(`Bon retour, ${DEMO_USERS[1]?.name ?? ''}`)).toEqual([]);
});

for (const { label, viewport } of [
  { label: 'desktop', viewport: { width: 1280, height: 800 } },
  { label: 'phone', viewport: { width: 390, height: 844 } },
]) {
  test.describe(`in French on a ${label} (${viewport.width} px)`, () => {
    test.use({ viewport, locale: 'fr-CA' });

    test('before sign-in: the sign-in, sign-up, forgot-password and reset-link pages', async ({ page }) => {
      acceptConfirms(page);
      await page.goto('/auth');
      await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
      await expectNoEnglish(page, 'the sign-in page');

      // Sent empty: the fields' messages in French.
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      await expectNoEnglish(page, 'the sign-in page sent empty');

      await page.getByRole('link', { name: 'Vous n’avez pas de compte? Inscrivez-vous' }).click();
      await expect(page.getByRole('button', { name: 'Créer un compte' })).toBeVisible();
      await expectNoEnglish(page, 'the sign-up page');
      await page.getByRole('button', { name: 'Créer un compte' }).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      await expectNoEnglish(page, 'the sign-up page sent empty');

      await page.goto('/auth');
      await page.getByRole('link', { name: 'Mot de passe oublié?' }).click();
      await expect(page.getByRole('button', { name: 'Envoyer le code' })).toBeVisible();
      await expectNoEnglish(page, 'the forgot-password page');

      await visit(page, '/reset-password', async () => expect(page.getByRole('heading').first()).toBeVisible(), 'the reset link page');

      // The same check finds the English of the English page (so it reads the page it checks).
      await page.goto('/auth');
      await page.getByRole('group', { name: LANGUAGE_GROUP }).getByRole('button', { name: 'EN English' }).click();
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
      const english = ((await page.evaluate(PAGE_TEXTS)) as string[]).flatMap(englishIn);
      expect(english).toEqual(expect.arrayContaining(['Sign In', 'Forgot password']));
    });

    test('a French-speaking admin: every admin page and the main dialogs', async ({ page }) => {
      test.setTimeout(150_000);
      try {
        await becomeFrenchSpeaker(page, DEMO_ADMIN, /\/admin$/);
        await heading(page, 'Tableau de bord administrateur');
        await expectNoEnglish(page, 'the admin dashboard (with the sign-in toast)');

        // Cases: the list, a new case, a case with its folders, documents, upload panel and e-mails.
        await visit(page, '/admin/cases', async () => {
          await heading(page, 'Gestion des dossiers');
          // A table from 640 px, cards below (one of the two displayed): the Open link of either.
          await expect(page.getByRole('main').getByRole('link', { name: /^Ouvrir le dossier / }).first()).toBeVisible();
        }, 'the cases list');
        await page.getByRole('main').getByRole('link', { name: /^Ouvrir le dossier / }).first().click();
        await expect(page.getByRole('heading', { name: 'Répertoires du dossier' })).toBeVisible();
        const caseUrl = new URL(page.url()).pathname;
        await expect(page.getByRole('region', { name: 'Courriels envoyés' }).first()).toBeVisible();
        await expectNoEnglish(page, 'a case page');

        const folderName = typed(`Preuves ${Date.now().toString(36)}`);
        await page.getByRole('button', { name: 'Créer un répertoire' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectNoEnglish(page, 'the Create Folder dialog');
        await page.getByLabel('Entrez le nom du nouveau répertoire :').fill(folderName);
        await page.getByRole('button', { name: 'Créer', exact: true }).click();
        await expect(page.getByRole('dialog')).toBeHidden();
        await expectNoEnglish(page, 'a case page with a new folder');
        await page.getByRole('link', { name: new RegExp(folderName) }).click();
        await expect(page.getByRole('heading', { name: folderName })).toBeVisible();
        await expectNoEnglish(page, 'a folder of a case');
        await uploadThroughPanel(page, 'a folder of a case');

        await page.goto(caseUrl);
        await expect(page.getByRole('heading', { name: 'Téléverser des documents' })).toBeVisible();
        await uploadThroughPanel(page, 'a case page');

        // Signatures: the Request signature dialog, on the case's PDFs (the one just uploaded among them).
        await page.getByRole('button', { name: 'Demander une signature' }).click();
        const requestSignature = page.getByRole('dialog', { name: 'Demander une signature' });
        await expect(requestSignature.getByLabel('Document à signer (PDF)')).toBeVisible();
        await expectNoEnglish(page, 'the Request signature dialog');
        await requestSignature.getByRole('button', { name: 'Annuler' }).click();
        await expect(requestSignature).toBeHidden();

        await page.getByRole('button', { name: 'Envoyer un courriel' }).click();
        const sendEmail = page.getByRole('dialog', { name: 'Envoyer un courriel au sujet du dossier' });
        await expect(sendEmail).toBeVisible();
        await expectNoEnglish(page, 'the Send Email dialog');
        await sendEmail.getByLabel('Message').fill(typed(`Bonjour, voici un rappel pour vos documents ${Date.now().toString(36)}.`));
        await sendEmail.getByRole('button', { name: 'Envoyer un courriel' }).click();
        await expect(sendEmail).toBeHidden();
        const sentEmails = page.getByRole('region', { name: 'Courriels envoyés' }).first();
        await expect(sentEmails.getByRole('row').nth(1).or(sentEmails.getByRole('listitem').first())).toBeVisible();
        await expectNoEnglish(page, 'a case page with a sent e-mail');

        // Document requests, on the demo client's first case (the client's journey below reads them).
        const requestedCase = DEMO_CASES[DEMO_CLIENT]?.[0]?.caseName ?? '';
        await page.goto('/admin/cases');
        await page.getByRole('main').getByRole('link', { name: `Ouvrir le dossier ${requestedCase}` }).first().click();
        await expect(page.getByRole('heading', { name: 'Demandes de documents' })).toBeVisible();
        await page.getByRole('button', { name: 'Ajouter une demande', exact: true }).click();
        const addRequest = page.getByRole('dialog', { name: 'Demander un document' });
        await expect(addRequest).toBeVisible();
        await expectNoEnglish(page, 'the Add request dialog');
        await addRequest.getByRole('button', { name: 'Ajouter une demande' }).click();
        await expect(addRequest.locator('[aria-invalid="true"]').first()).toBeVisible();
        await expectNoEnglish(page, 'the Add request dialog sent empty');
        const requested = typed(`Acte de naissance ${Date.now().toString(36)}`);
        await addRequest.getByLabel('Titre (français)').fill(requested);
        await fillDate(addRequest, 'Date d’échéance (facultative)', '2020-01-15', 'fr');
        await addRequest.getByRole('button', { name: 'Ajouter une demande' }).click();
        await expect(addRequest).toBeHidden();
        await expect(page.getByRole('list', { name: 'Demandes de documents' }).getByText(requested)).toBeVisible();
        await expectNoEnglish(page, 'a case page with a document request');
        // Nothing uploaded for it yet: Accept is not offered; Edit, Delete and Waive are.
        for (const [button, dialog] of [
          [`Modifier ${requested}`, `Modifier ${requested}`],
          [`Supprimer ${requested}`, `Supprimer ${requested}?`],
          [`Ne plus demander ${requested}`, `Ne plus demander ${requested}`],
        ] as const) {
          await page.getByRole('button', { name: button }).click();
          await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
          await expectNoEnglish(page, `the dialog ${dialog}`);
          await page.getByRole('dialog', { name: dialog }).getByRole('button', { name: 'Annuler' }).click();
        }
        await page.getByRole('button', { name: 'Ajouter à partir d’un modèle' }).click();
        const fromTemplate = page.getByRole('dialog', { name: 'Ajouter à partir d’un modèle' });
        await expect(fromTemplate.getByRole('radio').first()).toBeVisible();
        await expectNoEnglish(page, 'the Add from template dialog');
        await fromTemplate.getByRole('button', { name: 'Annuler' }).click();

        await visit(page, `${caseUrl}/edit`, async () => expect(page.getByRole('button', { name: /Enregistrer|Mettre à jour/ }).first()).toBeVisible(), 'the Edit Case page');
        await visit(page, '/admin/cases/new-case', async () => expect(page.getByRole('textbox').first()).toBeVisible(), 'the New Case page');

        // Users: the list, the Create New User dialog, a user's page and its edit page.
        await visit(page, '/admin/users', async () => {
          await heading(page, 'Gestion des utilisateurs');
          await expect(page.getByRole('link', { name: DEMO_USERS[1]?.name ?? '', exact: true })).toBeVisible();
        }, 'the users list');
        await page.getByRole('button', { name: 'Nouvel utilisateur' }).click();
        const newUser = page.getByRole('dialog', { name: 'Créer un utilisateur' });
        await expect(newUser.getByLabel('Langue')).toHaveValue('fr');
        await expectNoEnglish(page, 'the Create New User dialog');
        await newUser.getByRole('button', { name: 'Créer l’utilisateur' }).click();
        await expect(newUser.locator('[aria-invalid="true"]').first()).toBeVisible();
        await expectNoEnglish(page, 'the Create New User dialog sent empty');
        await newUser.getByRole('button', { name: 'Annuler' }).click();
        await expect(newUser).toBeHidden();
        await page.getByRole('link', { name: DEMO_USERS[1]?.name ?? '', exact: true }).click();
        await heading(page, DEMO_USERS[1]?.name ?? '');
        await expect(page.getByText(DEMO_CASES[DEMO_CLIENT]?.[0]?.caseName ?? '').first()).toBeVisible();
        await expectNoEnglish(page, 'a user page');
        await visit(page, `${new URL(page.url()).pathname}/edit`, async () => expect(page.getByLabel('Nom complet')).not.toHaveValue(''), 'the Edit User page');

        // Settings (every tab), account, the pages to come, an unknown page.
        await visit(page, '/admin/settings', async () => heading(page, 'Paramètres'), 'the settings');
        for (const tab of await page.getByRole('tab').all()) {
          await tab.click();
          await expect(tab).toHaveAttribute('aria-selected', 'true');
          await expectNoEnglish(page, `the settings, tab ${(await tab.textContent()) ?? ''}`);
        }
        // The questionnaire template editor (Templates tab), a question opened.
        await page.getByRole('tab', { name: 'Modèles' }).click();
        await page.getByRole('button', { name: 'Copier Demande de résidence temporaire' }).click();
        const questionnaireEditor = page.getByRole('dialog', { name: 'Copier un modèle de questionnaire' });
        await questionnaireEditor.getByRole('button', { name: /^Question 1 :/ }).first().click();
        await expect(questionnaireEditor.getByRole('group', { name: 'Question 1' })).toBeVisible();
        await expectNoEnglish(page, 'the questionnaire template editor');
        await questionnaireEditor.getByRole('button', { name: 'Annuler' }).click();
        await visit(page, '/admin/account', async () => heading(page, 'Compte'), 'the account page');
        await visit(page, '/admin/messages', async () => {
          await heading(page, 'Messages');
          await expect(page.getByLabel('Filtrer par dossier ou nom du client')).toBeVisible();
        }, 'the firm\'s messages');
        // Billing: the firm's figures, invoices, trust and reconciliation, and its two main dialogs.
        await visit(page, '/admin/billing', async () => {
          await heading(page, 'Facturation');
          await expect(page.getByRole('region', { name: 'Rapprochement mensuel de la fiducie' })).toBeVisible();
        }, '/admin/billing');
        await page.getByRole('button', { name: 'Nouvelle facture' }).click();
        const newInvoice = page.getByRole('dialog', { name: 'Nouvelle facture' });
        await newInvoice.getByRole('combobox', { name: 'Province ou territoire du client' }).selectOption('QC');
        await expect(newInvoice.getByRole('combobox', { name: 'Province ou territoire du client' })).toHaveValue('QC');
        await expectNoEnglish(page, 'the New invoice dialog');
        await newInvoice.getByRole('button', { name: 'Annuler' }).click();
        await expect(newInvoice).toBeHidden();
        await page.getByRole('button', { name: 'Inscrire une avance' }).click();
        const retainer = page.getByRole('dialog', { name: 'Inscrire une somme reçue en fiducie' });
        await expectNoEnglish(page, 'the Record retainer dialog');
        await retainer.getByRole('button', { name: 'Annuler' }).click();
        await expect(retainer).toBeHidden();
        // The firm's analytics and its log of e-mails about cases.
        await visit(page, '/admin/analytics', async () => expect(page.getByRole('heading', { level: 1, name: 'Analytique' })).toBeVisible(), '/admin/analytics');
        await visit(page, '/admin/email', async () => expect(page.getByRole('heading', { level: 1, name: 'Courriel' })).toBeVisible(), '/admin/email');
        await visit(page, '/admin/no-such-page', async () => expect(page.getByRole('heading').first()).toBeVisible(), 'an unknown admin page');
      } finally {
        await backToEnglish(page, DEMO_ADMIN, /\/admin$/);
      }
    });

    test('a French-speaking client: every client page and the upload panel', async ({ page, browser }) => {
      test.setTimeout(150_000);
      try {
        await becomeFrenchSpeaker(page, DEMO_CLIENT, /\/client$/);
        await heading(page, /^Bon retour/);
        await expect(page.getByText(DEMO_CASES[DEMO_CLIENT]?.[0]?.caseName ?? '').first()).toBeVisible();
        await expectNoEnglish(page, 'the client dashboard (with the sign-in toast)');

        await visit(page, '/client/cases', async () => {
          await heading(page, 'Mes dossiers');
          await expect(page.locator('main a[href^="/client/cases/"]').first()).toBeVisible();
        }, 'My Cases');
        await page.locator('main a[href^="/client/cases/"]').first().click();
        await expect(page.getByRole('heading', { name: 'Mes documents téléversés' })).toBeVisible();
        await expectNoEnglish(page, 'a client case page');
        await uploadThroughPanel(page, 'a client case page');

        // The documents the firm asked for (the admin's journey above requested one on this case) and an upload for one.
        const requestedCase = DEMO_CASES[DEMO_CLIENT]?.[0]?.caseName ?? '';
        await page.goto('/client/cases');
        await page.getByRole('main').getByRole('link', { name: new RegExp(requestedCase) }).first().click();
        await expect(page.getByRole('heading', { name: 'Documents demandés par votre cabinet' })).toBeVisible();
        await expectNoEnglish(page, 'a client case page with its checklist');
        await page.getByRole('button', { name: /^Téléverser pour / }).first().click();
        await expect(page.getByRole('dialog', { name: /^Téléverser : / })).toBeVisible();
        await expectNoEnglish(page, 'the upload for a requested document');
        await page.getByRole('dialog', { name: /^Téléverser : / }).getByRole('button', { name: 'Fermer' }).click();

        await visit(page, '/client/messages', async () => {
          await heading(page, 'Messages');
          await expect(page.getByRole('list', { name: 'Conversations' }).getByRole('link').first()).toBeVisible();
        }, 'the client messages');
        await page.getByRole('list', { name: 'Conversations' }).getByRole('link').first().click();
        await expect(page.getByRole('button', { name: 'Envoyer' })).toBeVisible();
        await expectNoEnglish(page, 'a client conversation');
        await visit(page, '/client/billing', async () => heading(page, 'Facturation'), 'the client billing page');
        await visit(page, '/client/account', async () => expect(page.getByRole('heading', { level: 1 })).toBeVisible(), 'the client account page');
        await visit(page, '/client/settings', async () => heading(page, 'Paramètres'), 'the client settings');
        for (const tab of await page.getByRole('tab').all()) {
          await tab.click();
          await expect(tab).toHaveAttribute('aria-selected', 'true');
          await expectNoEnglish(page, `the client settings, tab ${(await tab.textContent()) ?? ''}`);
        }
        await visit(page, '/client/no-such-page', async () => expect(page.getByRole('heading').first()).toBeVisible(), 'an unknown client page');

        if (label === 'desktop') {
          // Left idle (in a browser of its own, its clock fast-forwarded): the warning and the sign-out's words.
          const idle = await browser.newContext({ baseURL: new URL(page.url()).origin, viewport, locale: 'fr-CA' });
          try {
            const idlePage = await idle.newPage();
            await idlePage.clock.install();
            expect(await signInInFrench(idlePage, DEMO_CLIENT)).toBe('fr');
            await heading(idlePage, /^Bon retour/);
            await idlePage.clock.fastForward('29:10');
            await expect(idlePage.getByText('Vous serez déconnecté dans une minute')).toBeVisible();
            await expectNoEnglish(idlePage, 'the idle warning');
            await idlePage.clock.fastForward('01:00');
            await expect(idlePage).toHaveURL(/\/auth$/);
            await expect(idlePage.getByText('Vous avez été déconnecté après 30 minutes d’inactivité.')).toBeVisible();
            await expectNoEnglish(idlePage, 'the sign-in page after an idle sign-out');
          } finally {
            await idle.close();
          }
        }
      } finally {
        await backToEnglish(page, DEMO_CLIENT, /\/client$/);
      }
    });
  });
}
