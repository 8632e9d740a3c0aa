/**
 * Settings → Questionnaire templates: the portal's and the firm's listed with what each may do; a
 * portal template copied into one of the firm's (a new id from its English title), its labels and a
 * new question written in English and French; the body sent is the template the API takes; the
 * API's refusal said in the reader's language; the firm's own deleted after a confirmation.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { REFUSAL_CODE_HEADER, REFUSAL_VALUES_HEADER, encodeRefusalValues } from '@shared/core/refusals';
import type { QuestionnaireTemplateBody } from '@shared/questionnaires/schemas';
import type { ListedQuestionnaireTemplate } from '@shared/questionnaires/types';
import { activateLanguage, loadCatalog } from '@/lib/i18n';
import { API_BASE, server, useApiServer } from '@test-support/api';
import { findToast, renderScreen } from '@test-support/render';
import { QuestionnaireTemplates } from './questionnaire-templates';

const SHIPPED: ListedQuestionnaireTemplate = {
  templateId: 'temporary-residence',
  origin: 'portal',
  titles: { en: 'Temporary residence application', fr: 'Demande de résidence temporaire' },
  sections: [
    {
      sectionId: 'personal',
      titles: { en: 'Personal details', fr: 'Renseignements personnels' },
      questions: [
        { questionId: 'familyName', type: 'text', labels: { en: 'Family name', fr: 'Nom de famille' }, required: true },
        {
          questionId: 'maritalStatus',
          type: 'choice',
          labels: { en: 'Marital status', fr: 'État matrimonial' },
          options: [
            { value: 'single', labels: { en: 'Single', fr: 'Célibataire' } },
            { value: 'married', labels: { en: 'Married', fr: 'Marié' } },
          ],
        },
        { questionId: 'spouseName', type: 'text', labels: { en: "Spouse's name", fr: 'Nom de l’époux' }, showIf: { questionId: 'maritalStatus', equals: ['married'] } },
      ],
    },
  ],
};
const FIRM_VERSION: ListedQuestionnaireTemplate = { ...SHIPPED, templateId: 'family-information', origin: 'firm', titles: { en: 'Family (ours)', fr: 'Famille (la nôtre)' } };
const FIRM_OWN: ListedQuestionnaireTemplate = { ...SHIPPED, templateId: 'intake', origin: 'firm', titles: { en: 'Intake', fr: 'Accueil' } };

const TEMPLATES_URL = `${API_BASE}/admin/questionnaire-templates`;
const put: { templateId: string; body: QuestionnaireTemplateBody }[] = [];
const deleted: string[] = [];

useApiServer(
  http.get(TEMPLATES_URL, () => HttpResponse.json({ Items: [SHIPPED, FIRM_VERSION, FIRM_OWN] })),
  http.put(`${TEMPLATES_URL}/:templateId`, async ({ request, params }) => {
    const body = (await request.json()) as QuestionnaireTemplateBody;
    put.push({ templateId: String(params.templateId), body });
    return HttpResponse.json({ ...body, templateId: String(params.templateId), origin: 'firm' });
  }),
  http.delete(`${TEMPLATES_URL}/:templateId`, ({ params }) => {
    deleted.push(String(params.templateId));
    return new HttpResponse(null, { status: 204 });
  }),
);

beforeAll(() => loadCatalog('questionnaires'));

beforeEach(() => {
  put.length = 0;
  deleted.length = 0;
});

afterEach(() => activateLanguage('en'));

/** A slow machine (other test runs on its cores) takes more than findBy's second. */
const SLOW = { timeout: 5000 };

async function openCopyOfShipped() {
  const rendered = renderScreen(<QuestionnaireTemplates />);
  await rendered.user.click(await screen.findByRole('button', { name: 'Copy Temporary residence application' }, SLOW));
  const dialog = await screen.findByRole('dialog', { name: 'Copy questionnaire template' });
  return { ...rendered, dialog };
}

test('lists the portal\'s templates and the firm\'s, in the reader\'s language, with what each may do', async () => {
  // Prepare
  await activateLanguage('fr');

  // Act
  renderScreen(<QuestionnaireTemplates />);

  // Assess
  const list = await screen.findByRole('list', { name: 'Modèles de questionnaire' }, SLOW);
  const [portal, version, own] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement, HTMLElement];
  expect(within(portal).getByText('Demande de résidence temporaire')).toBeInTheDocument();
  expect(within(portal).getByText('Portail')).toBeInTheDocument();
  expect(within(portal).getByText('3 questions')).toBeInTheDocument();
  expect(within(portal).queryByRole('button', { name: /Supprimer|Rétablir/ })).not.toBeInTheDocument();
  expect(within(version).getByText('Version du cabinet')).toBeInTheDocument();
  expect(within(version).getByRole('button', { name: 'Rétablir Famille (la nôtre)' })).toBeInTheDocument();
  expect(within(own).getByText('Cabinet')).toBeInTheDocument();
  expect(within(own).getByRole('button', { name: 'Supprimer Accueil' })).toBeInTheDocument();
});

test('a copy of a portal template, renamed, a label changed and a question added in English and French, is saved as a new template of the firm', async () => {
  // Prepare
  const { user, dialog } = await openCopyOfShipped();

  // Act
  const titleEn = within(dialog).getByLabelText(/^Title \(English\)/);
  const titleFr = within(dialog).getByLabelText(/^Title \(French\)/);
  expect(titleEn).toHaveValue('Temporary residence application (copy)');
  await user.clear(titleEn);
  await user.type(titleEn, 'Visitor visa');
  await user.clear(titleFr);
  await user.type(titleFr, 'Visa de visiteur');
  await user.click(within(dialog).getByRole('button', { name: /^Question 1: Family name/ }));
  const first = within(dialog).getByRole('group', { name: 'Question 1' });
  const labelFr = within(first).getByLabelText(/^Label \(French\)/);
  await user.clear(labelFr);
  await user.type(labelFr, 'Nom de famille (tel qu’au passeport)');
  await user.click(within(dialog).getByRole('button', { name: 'Add a question to section 1' }));
  const added = within(dialog).getByRole('group', { name: 'Question 4' });
  await user.type(within(added).getByLabelText(/^Label \(English\)/), 'Purpose of the visit');
  await user.type(within(added).getByLabelText(/^Label \(French\)/), 'But de la visite');
  await user.selectOptions(within(added).getByLabelText('Type of answer'), 'longtext');
  await user.click(within(added).getByLabelText('Required'));
  await user.selectOptions(within(added).getByLabelText('Show this question only when'), 'Marital status');
  await user.click(within(added).getByLabelText('Married'));
  await user.click(within(dialog).getByRole('button', { name: 'Save template' }));

  // Assess
  expect(await findToast('Questionnaire template added')).toBeInTheDocument();
  expect(put).toEqual([
    {
      templateId: 'visitor-visa',
      body: {
        titles: { en: 'Visitor visa', fr: 'Visa de visiteur' },
        sections: [
          {
            sectionId: 'personal',
            titles: SHIPPED.sections[0]?.titles,
            questions: [
              { questionId: 'familyName', type: 'text', labels: { en: 'Family name', fr: 'Nom de famille (tel qu’au passeport)' }, required: true },
              SHIPPED.sections[0]?.questions[1],
              SHIPPED.sections[0]?.questions[2],
              {
                questionId: 'purposeOfTheVisit',
                type: 'longtext',
                labels: { en: 'Purpose of the visit', fr: 'But de la visite' },
                required: true,
                showIf: { questionId: 'maritalStatus', equals: ['married'] },
              },
            ],
          },
        ],
      },
    },
  ]);
});

test('a portal template edited is saved under its own id (the firm\'s version), a new choice valued from its English answers', async () => {
  // Prepare
  const { user } = renderScreen(<QuestionnaireTemplates />);
  await user.click(await screen.findByRole('button', { name: 'Edit Temporary residence application' }, SLOW));
  const dialog = await screen.findByRole('dialog', { name: 'Edit questionnaire template' });

  // Act
  await user.click(within(dialog).getByRole('button', { name: 'Add a question to section 1' }));
  const added = within(dialog).getByRole('group', { name: 'Question 4' });
  await user.type(within(added).getByLabelText(/^Label \(English\)/), 'Family name');
  await user.type(within(added).getByLabelText(/^Label \(French\)/), 'Nom de famille (autre)');
  await user.selectOptions(within(added).getByLabelText('Type of answer'), 'choice');
  await user.type(within(added).getByLabelText(/^Answer 1 \(English\)/), 'Work');
  await user.type(within(added).getByLabelText(/^Answer 1 \(French\)/), 'Travail');
  await user.click(within(dialog).getByRole('button', { name: 'Save template' }));

  // Assess
  expect(await findToast('Questionnaire template saved')).toBeInTheDocument();
  expect(put.map(({ templateId }) => templateId)).toEqual(['temporary-residence']);
  expect(put[0]?.body.sections[0]?.questions[3]).toEqual({
    questionId: 'familyName2',
    type: 'choice',
    labels: { en: 'Family name', fr: 'Nom de famille (autre)' },
    options: [{ value: 'work', labels: { en: 'Work', fr: 'Travail' } }],
  });
});

test('a question without its French label is not sent: the field says what is missing', async () => {
  // Prepare
  const { user, dialog } = await openCopyOfShipped();

  // Act
  await user.click(within(dialog).getByRole('button', { name: 'Add a question to section 1' }));
  await user.type(within(within(dialog).getByRole('group', { name: 'Question 4' })).getByLabelText(/^Label \(English\)/), 'Purpose');
  await user.click(within(dialog).getByRole('button', { name: 'Save template' }));

  // Assess
  expect(await within(dialog).findByText('Label (French) is required')).toBeInTheDocument();
  expect(put).toEqual([]);
});

test('the API\'s refusal of a template is said in the reader\'s language, the problem too, and the editor stays open', async () => {
  // Prepare
  server.use(
    http.put(`${TEMPLATES_URL}/:templateId`, () =>
      HttpResponse.json(
        { message: 'The template is not valid: the condition of spouseName names no earlier question' },
        { status: 400, headers: { [REFUSAL_CODE_HEADER]: 'questionnaire-template-invalid', [REFUSAL_VALUES_HEADER]: encodeRefusalValues({ problem: 'the condition of spouseName names no earlier question' }) } },
      ),
    ),
  );
  await activateLanguage('fr');
  const { user } = renderScreen(<QuestionnaireTemplates />);
  await user.click(await screen.findByRole('button', { name: 'Copier Demande de résidence temporaire' }, SLOW));
  const dialog = await screen.findByRole('dialog', { name: 'Copier un modèle de questionnaire' });

  // Act
  await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le modèle' }));

  // Assess
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Le modèle n’est pas valide : la condition de spouseName ne nomme aucune question antérieure');
  expect(screen.getByRole('dialog', { name: 'Copier un modèle de questionnaire' })).toBeInTheDocument();
});

test('the firm\'s own template is deleted once confirmed; a refused confirmation deletes nothing', async () => {
  // Prepare
  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  const { user } = renderScreen(<QuestionnaireTemplates />);
  const remove = await screen.findByRole('button', { name: 'Delete Intake' }, SLOW);

  // Act
  await user.click(remove);
  const afterRefusal = [...deleted];
  await user.click(remove);

  // Assess
  expect(afterRefusal).toEqual([]);
  expect(await findToast('Questionnaire template deleted')).toBeInTheDocument();
  expect(deleted).toEqual(['intake']);
  expect(confirm).toHaveBeenLastCalledWith('Delete the questionnaire template “Intake”? Questionnaires already sent keep their questions.');
  confirm.mockRestore();
});

test('restoring the portal\'s version deletes the firm\'s version of a shipped template', async () => {
  // Prepare
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
  const { user } = renderScreen(<QuestionnaireTemplates />);

  // Act
  await user.click(await screen.findByRole('button', { name: 'Restore Family (ours)' }, SLOW));

  // Assess
  expect(await findToast('Questionnaire template restored')).toBeInTheDocument();
  await waitFor(() => expect(deleted).toEqual(['family-information']));
  confirm.mockRestore();
});
