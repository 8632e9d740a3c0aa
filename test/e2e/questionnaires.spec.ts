/**
 * A questionnaire from sending to acceptance: staff send the shipped temporary-residence
 * questionnaire to a demo client; the client, on a phone (390 px) in French, fills it section by
 * section, leaves a three-month gap in their history, is told exactly which days are not covered,
 * covers them and submits; staff return it with a comment on a question; the client sees the comment
 * beside the question, corrects the answer and submits again; staff accept it and download the PDF.
 *
 * The client chooses French with the header's switch (saved as their `language`); afterEach sets them
 * back to English through the API, whether the journey passed or not, so the English specs find them
 * as before.
 */
import { readFileSync } from 'node:fs';
import { DEMO_CASES, DEMO_USERS, applyStackEnvironment, signInAs } from '@portal/local';
import { pdfText } from '../integration/support/pdf-text';
import { DEMO_ADMIN, DEMO_PASSWORD, chooseLanguage, e2eStack, expect, fillDate, signIn, test, type Locator, type Page } from './support';

const CLIENT = DEMO_USERS[2]?.email ?? 'client2@demo.test';
const CASE_NAME = DEMO_CASES[CLIENT]?.[1]?.caseName ?? 'Study Permit Extension';
const PHONE = { width: 390, height: 844 };

/** The e2e portal, its environment set for signing in through its Cognito and reading its table. */
function portal() {
  const info = e2eStack();
  applyStackEnvironment(info);
  return info;
}

/** An API call as a demo user (their own access token). */
async function api(email: string, route: string, method = 'GET', body?: unknown): Promise<Response> {
  const info = portal();
  const { accessToken } = await signInAs(info, email);
  return fetch(`${info.url}${route}`, {
    method,
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The demo client's case this journey uses, found among their own cases. */
async function clientCaseId(): Promise<string> {
  const { sub } = await signInAs(portal(), CLIENT);
  let cursor: string | undefined;
  do {
    const page = (await (await api(CLIENT, `/v1/clients/${sub}/cases?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)).json()) as {
      Items: { caseId: string; caseName: string }[];
      cursor?: string;
    };
    const found = page.Items.find((item) => item.caseName === CASE_NAME);
    if (found) return found.caseId;
    cursor = page.cursor;
  } while (cursor);
  throw new Error(`${CLIENT} has no case named ${CASE_NAME}`);
}

/**
 * Signs in on the sign-in page in French (the browser's language), then waits until the interface
 * follows the user's saved language (GET /v1/me/settings), so a choice made after it is not undone.
 */
async function signInInFrench(page: Page, email: string): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Courriel').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  const settings = page.waitForResponse((response) => response.url().includes('/v1/me/settings') && response.request().method() === 'GET');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  const { language } = (await (await settings).json()) as { language: string };
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page).toHaveURL(/\/client$/);
}

/** Every answer typed has been saved (none waiting for its pause, none on its way). */
async function allSaved(page: Page, language: 'en' | 'fr'): Promise<void> {
  await expect(page.getByText(language === 'fr' ? 'Chaque réponse est enregistrée au fur et à mesure.' : 'Every answer is saved as you type.')).toBeVisible();
}

async function answerNo(page: Page, question: string): Promise<void> {
  await page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: 'Non' }).check();
}

async function nextSection(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Section suivante' }).click();
  await expect(page.getByText(title, { exact: true }).last()).toBeVisible();
}

/** A month of a period (`YYYY-MM`): its month by name and its year, in the group of that legend. */
async function fillMonth(entry: Locator, legend: 'Du' | 'Au', month: string): Promise<void> {
  const [year = '', number = ''] = month.split('-');
  const group = entry.getByRole('group', { name: legend, exact: true });
  await group.getByRole('combobox', { name: 'Mois' }).selectOption(String(Number(number)));
  await group.getByRole('textbox', { name: 'Année' }).fill(year);
}

/** One period of the history: from and to (a month, or "still going on"), what and where. */
async function fillPeriod(entry: Locator, period: { from: string; to: string | 'present'; activity: string }): Promise<void> {
  await fillMonth(entry, 'Du', period.from);
  if (period.to === 'present') await entry.getByRole('checkbox', { name: 'Toujours en cours' }).check();
  else await fillMonth(entry, 'Au', period.to);
  await entry.getByRole('textbox', { name: 'Activité ou profession' }).fill(period.activity);
  await entry.getByRole('combobox', { name: 'Pays ou territoire' }).selectOption('FR');
}

test.describe('questionnaires', () => {
  test.afterEach(async () => {
    // Back to English, passed or failed: the other specs sign this client in in English.
    const reset = await api(CLIENT, '/v1/me/settings', 'PATCH', { language: 'en' });
    expect(reset.ok).toBe(true);
  });

  test('a French client on a phone fills the temporary-residence questionnaire, a gap is named, staff return it, the client answers, staff accept and download the PDF', async ({ page, browser }) => {
    test.setTimeout(240_000);
    const caseId = await clientCaseId();

    // Staff send the questionnaire from the case page.
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, DEMO_ADMIN);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto(`/admin/cases/${caseId}`);
    await page.getByRole('combobox', { name: 'Questionnaire template' }).selectOption('temporary-residence');
    await page.getByRole('button', { name: 'Send questionnaire' }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Questionnaire sent to the client' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Open', exact: true }).first()).toBeVisible();

    // The client, on a phone in French, opens it from their case page.
    const phone = await browser.newContext({ viewport: PHONE, locale: 'fr-CA' });
    const client = await phone.newPage();
    await signInInFrench(client, CLIENT);
    await chooseLanguage(client, 'fr');
    await client.goto(`/client/cases/${caseId}`);
    await client.getByRole('link', { name: 'Remplir' }).last().click();
    await expect(client.getByRole('heading', { name: 'Demande de résidence temporaire', level: 1 })).toBeVisible();
    const questionnaireUrl = new URL(client.url()).pathname;
    const questionnaireId = questionnaireUrl.split('/').pop() ?? '';

    // Personal details.
    await client.getByRole('textbox', { name: 'Nom de famille (comme dans votre passeport)' }).fill('Tremblay');
    await client.getByRole('textbox', { name: 'Prénoms (comme dans votre passeport)' }).fill('Jordan');
    await client.getByRole('combobox', { name: 'Sexe' }).selectOption('female');
    await fillDate(client, 'Date de naissance', '1990-05-15', 'fr');
    await client.getByRole('textbox', { name: 'Ville ou village de naissance' }).fill('Lyon');
    await client.getByRole('combobox', { name: 'Pays ou territoire de naissance' }).selectOption('FR');
    await client.getByRole('combobox', { name: 'Pays de citoyenneté' }).selectOption('FR');

    await nextSection(client, 'Passeport');
    await client.getByRole('textbox', { name: 'Numéro du passeport' }).fill('19FR12345');
    await client.getByRole('combobox', { name: 'Pays ou territoire de délivrance' }).selectOption('FR');
    await fillDate(client, 'Date de délivrance', '2019-04-02', 'fr');
    await fillDate(client, 'Date d’expiration', '2029-04-01', 'fr');

    await nextSection(client, 'Coordonnées');
    await client.getByRole('textbox', { name: 'Adresse postale actuelle' }).fill('12 rue de la République, 69002 Lyon');
    await client.getByRole('combobox', { name: 'Pays ou territoire où vous vivez actuellement' }).selectOption('FR');
    await client.getByRole('textbox', { name: 'Numéro de téléphone' }).fill('+33 4 72 00 00 00');

    await nextSection(client, 'État matrimonial');
    await client.getByRole('combobox', { name: 'État matrimonial actuel' }).selectOption('single');
    await answerNo(client, 'Avez-vous déjà été marié ou en union de fait?');

    await nextSection(client, 'Langues');
    await client.getByRole('textbox', { name: 'Langue maternelle' }).fill('français');
    await client.getByRole('combobox', { name: 'Pouvez-vous communiquer en anglais ou en français?' }).selectOption('french');

    await nextSection(client, 'Études');
    await answerNo(client, 'Avez-vous fait des études postsecondaires?');

    // The history: two periods leaving March to May 2019 uncovered.
    await nextSection(client, 'Emplois et activités');
    await client.getByRole('button', { name: 'Ajouter une période' }).click();
    await client.getByRole('button', { name: 'Ajouter une période' }).click();
    await fillPeriod(client.getByRole('group', { name: 'Entrée 1' }), { from: '2015-09', to: '2019-02', activity: 'Vendeuse' });
    await fillPeriod(client.getByRole('group', { name: 'Entrée 2' }), { from: '2019-06', to: 'present', activity: 'Étudiante' });

    await nextSection(client, 'Antécédents de voyage');
    await answerNo(client, 'Avez-vous voyagé hors de votre pays de résidence au cours des 10 dernières années?');
    await answerNo(client, 'Êtes-vous déjà venu au Canada?');

    await nextSection(client, 'Antécédents');
    for (const question of [
      'Vous a-t-on déjà refusé un visa ou un permis, refusé l’entrée ou ordonné de quitter le Canada ou tout autre pays?',
      'Avez-vous déjà commis une infraction criminelle, été arrêté, accusé ou reconnu coupable d’une infraction criminelle dans un pays?',
      'Au cours des deux dernières années, vous ou un membre de votre famille avez-vous reçu un diagnostic de tuberculose ou été en contact étroit avec une personne atteinte de tuberculose?',
      'Avez-vous déjà fait partie d’une armée, d’une milice, d’une unité de défense civile, d’un service de sécurité ou d’un corps policier?',
    ]) {
      await answerNo(client, question);
    }
    await allSaved(client, 'fr');

    // Submitting is refused, and the page names the days not covered.
    await client.getByRole('button', { name: 'Soumettre' }).click();
    const toDo = client.getByRole('listitem').filter({ hasText: '1er mars 2019 – 31 mai 2019 : aucune activité' });
    await expect(toDo).toBeVisible();
    await expect(toDo).toContainText('Ce que vous avez fait au cours des 10 dernières années');
    await expect(client.getByText('À faire avant de soumettre')).toBeVisible();
    await expect(client.getByText('Soumis', { exact: true })).toHaveCount(0);

    // The client covers the gap and submits.
    await client.getByRole('button', { name: 'Emplois et activités' }).click();
    await client.getByRole('button', { name: 'Ajouter une période' }).click();
    await fillPeriod(client.getByRole('group', { name: 'Entrée 3' }), { from: '2019-03', to: '2019-05', activity: 'Recherche d’emploi' });
    await allSaved(client, 'fr');
    await expect(client.getByText('À faire avant de soumettre')).toBeHidden();
    await client.getByRole('button', { name: 'Soumettre' }).click();
    await expect(client.locator('[data-sonner-toast]').filter({ hasText: 'Questionnaire soumis' })).toBeVisible();
    await expect(client.getByText('Soumis', { exact: true })).toBeVisible();

    // Staff return it with a comment on the family name.
    const comment = 'Please write your family name in capitals, as in your passport.';
    await page.goto(`/admin/cases/${caseId}/questionnaires/${questionnaireId}`);
    await expect(page.getByRole('heading', { name: 'Temporary residence application', level: 1 })).toBeVisible();
    await page.locator('#question-familyName').getByRole('textbox', { name: 'Comment for the client on this question' }).fill(comment);
    await page.getByRole('button', { name: 'Return with comments' }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Questionnaire returned to the client' })).toBeVisible();

    // The client sees the comment beside the question, answers it and submits again.
    await client.goto(questionnaireUrl);
    const familyName = client.locator('#question-familyName');
    await expect(familyName.getByRole('note')).toHaveText(`Commentaire de votre cabinet : ${comment}`);
    await familyName.getByRole('textbox', { name: 'Nom de famille (comme dans votre passeport)' }).fill('TREMBLAY');
    await allSaved(client, 'fr');
    await client.getByRole('button', { name: 'Soumettre' }).click();
    await expect(client.locator('[data-sonner-toast]').filter({ hasText: 'Questionnaire soumis' })).toBeVisible();
    await phone.close();

    // Staff accept it and download the PDF, which holds the answers.
    await page.reload();
    await expect(page.locator('#question-familyName').getByRole('textbox', { name: 'Family name (as in your passport)' })).toHaveValue('TREMBLAY');
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Questionnaire accepted' })).toBeVisible();
    await expect(page.getByText('Accepted', { exact: true })).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`questionnaire-${questionnaireId}.pdf`);
    const pdf = readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('TREMBLAY');
    expect(text).toContain(CASE_NAME);
  });
});
