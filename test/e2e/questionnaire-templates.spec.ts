/**
 * The firm's own questionnaire: staff copy the shipped temporary-residence template in Settings →
 * Templates, rename it and add a question in English and French, save it, send it on a case and find
 * the new question on the questionnaire, in English and in French. With E2E_SCREENSHOTS=1, screenshots
 * of the screen at 1280 px and 390 px in both languages go to /tmp, to look at.
 *
 * The admin chooses French with the header's switch; afterEach sets them back to English through the
 * API, whether the journey passed or not, so the other specs find them as before.
 */
import { DEMO_CASES } from '@portal/local';
import { DEMO_ADMIN, DEMO_CLIENT, chooseLanguage, expect, openCaseAsStaff, saveLanguageOf, signIn, test, type Locator, type Page } from './support';

const CASE = DEMO_CASES[DEMO_CLIENT]?.[0] ?? { caseName: 'Work Permit Application', caseNumber: 'IMM-2025-0101' };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
/** A title of this run's own: a retry, or a stack kept between runs, finds one template and one questionnaire by it. */
const RUN = Date.now().toString(36).slice(-5);
const TITLE = { en: `Visitor visa ${RUN} (firm)`, fr: `Visa de visiteur ${RUN} (cabinet)` };
const QUESTION = { en: 'Purpose of your visit to Canada', fr: 'But de votre visite au Canada' };

/** Where the screen is looked at: /tmp/i35-settings-<name>.png. */
async function screenshot(target: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  await target.screenshot({ path: `/tmp/i35-settings-${name}.png` });
}

async function openTemplatesTab(page: Page, tab: 'Templates' | 'Modèles', listName: string): Promise<Locator> {
  await page.goto('/admin/settings');
  await page.getByRole('tab', { name: tab }).click();
  const list = page.getByRole('list', { name: listName, exact: true });
  await expect(list).toBeVisible();
  await list.scrollIntoViewIfNeeded();
  return list;
}

test.describe('questionnaire templates', () => {
  test.afterEach(async () => {
    await saveLanguageOf(DEMO_ADMIN, 'en');
  });

  test('staff copy the shipped temporary-residence template, rename it and add a question in English and French, send it on a case and find the question there', async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(DESKTOP);
    await signIn(page, DEMO_ADMIN);
    await expect(page).toHaveURL(/\/admin$/);

    // The copy, renamed, with a question of the firm's at the end of the first section.
    const list = await openTemplatesTab(page, 'Templates', 'Questionnaire templates');
    await expect(list.getByRole('listitem').filter({ hasText: 'Temporary residence application' })).toContainText('Portal');
    await screenshot(page, 'list-en-1280');
    await list.getByRole('button', { name: 'Copy Temporary residence application' }).click();
    const dialog = page.getByRole('dialog', { name: 'Copy questionnaire template' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: /^Title \(English\)/ }).fill(TITLE.en);
    await dialog.getByRole('textbox', { name: /^Title \(French\)/ }).fill(TITLE.fr);
    await dialog.getByRole('button', { name: 'Add a question to section 1' }).click();
    const question = dialog.getByRole('group', { name: /^Question \d+$/ });
    await question.getByRole('textbox', { name: /^Label \(English\)/ }).fill(QUESTION.en);
    await question.getByRole('textbox', { name: /^Label \(French\)/ }).fill(QUESTION.fr);
    await question.getByRole('combobox', { name: 'Type of answer' }).selectOption('longtext');
    await question.getByRole('checkbox', { name: 'Required' }).check();
    await question.scrollIntoViewIfNeeded();
    await screenshot(page, 'editor-en-1280');
    await dialog.getByRole('button', { name: 'Save template' }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Questionnaire template added' })).toBeVisible();
    await expect(dialog).toBeHidden();
    const saved = list.getByRole('listitem').filter({ hasText: TITLE.en });
    await expect(saved).toContainText('Firm');
    await expect(saved.getByRole('button', { name: `Delete ${TITLE.en}` })).toBeVisible();

    // Sent on a case: the questionnaire asks the new question.
    await openCaseAsStaff(page, CASE.caseNumber, CASE.caseName);
    await page.getByRole('combobox', { name: 'Questionnaire template' }).selectOption({ label: TITLE.en });
    await page.getByRole('button', { name: 'Send questionnaire' }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Questionnaire sent to the client' })).toBeVisible();
    await page.getByRole('main').getByRole('listitem').filter({ hasText: TITLE.en }).getByRole('link', { name: 'Open', exact: true }).click();
    await expect(page.getByRole('heading', { name: TITLE.en, level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: QUESTION.en })).toBeVisible();

    // In French, the same questionnaire asks it in French.
    await chooseLanguage(page, 'fr');
    await expect(page.getByRole('heading', { name: TITLE.fr, level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: QUESTION.fr })).toBeVisible();

    // The screen in French, on a computer and on a phone.
    const listFr = await openTemplatesTab(page, 'Modèles', 'Modèles de questionnaire');
    await expect(listFr.getByRole('listitem').filter({ hasText: TITLE.fr })).toContainText('Cabinet');
    await screenshot(page, 'list-fr-1280');
    await listFr.getByRole('button', { name: `Modifier ${TITLE.fr}` }).click();
    const editor = page.getByRole('dialog', { name: 'Modifier un modèle de questionnaire' });
    await editor.getByRole('button', { name: /^Question 1 :/ }).first().click();
    await screenshot(page, 'editor-fr-1280');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'editor-fr-390');
    // A choice's answers and a history's entry fields, edited on the phone.
    await editor.getByRole('button', { name: /^Question \d+ : Sexe/ }).click();
    await editor.getByRole('group', { name: 'Réponse 1' }).scrollIntoViewIfNeeded();
    await expect(editor.getByRole('textbox', { name: /^Réponse 1 \(français\)/ })).not.toHaveValue('');
    await screenshot(page, 'editor-fr-390-choice');
    await editor.getByRole('button', { name: /^Question \d+ : Ce que vous avez fait/ }).click();
    await editor.getByRole('group', { name: 'Champ 1' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'editor-fr-390-history');
    await editor.getByRole('button', { name: 'Annuler' }).click();
    await listFr.scrollIntoViewIfNeeded();
    await screenshot(page, 'list-fr-390');

    // And in English on a phone.
    await chooseLanguage(page, 'en');
    const listEn = await openTemplatesTab(page, 'Templates', 'Questionnaire templates');
    await screenshot(page, 'list-en-390');
    await listEn.getByRole('button', { name: `Edit ${TITLE.en}` }).click();
    const phoneEditor = page.getByRole('dialog', { name: 'Edit questionnaire template' });
    await phoneEditor.getByRole('button', { name: new RegExp(`: ${QUESTION.en}`) }).click();
    await phoneEditor.getByRole('group', { name: /^Question \d+$/ }).scrollIntoViewIfNeeded();
    await screenshot(page, 'editor-en-390');
    await phoneEditor.getByRole('button', { name: 'Cancel' }).click();
    await expect(phoneEditor).toBeHidden();
  });
});
