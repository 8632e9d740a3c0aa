/**
 * The questionnaire's screen: the client fills it section by section, each answer saved once typing
 * pauses (Submit waits for it), the firm's comments beside their questions, what is missing and the
 * history's gaps named in the reader's language; a refused submission says why; staff return it with
 * comments on questions, or accept it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Questionnaire, QuestionnaireSection } from '@shared/questionnaires/types';
import { paths } from '@/config/paths';
import { activateLanguage, loadCatalog } from '@/lib/i18n';
import { API_BASE, server, useApiServer } from '@test-support/api';
import { findToast, renderScreen } from '@test-support/render';
import { QuestionnairePage } from './questionnaire-page';

const by = { userId: 'user-1', name: 'Casey Client', role: 'client' as const };
const staffBy = { userId: 'admin-1', name: 'Alex Admin', role: 'admin' as const };

const SECTIONS: QuestionnaireSection[] = [
  {
    sectionId: 'personal',
    titles: { en: 'Personal details', fr: 'Renseignements personnels' },
    questions: [
      { questionId: 'familyName', type: 'text', labels: { en: 'Family name', fr: 'Nom de famille' }, required: true },
      { questionId: 'cityOfBirth', type: 'text', labels: { en: 'City of birth', fr: 'Ville de naissance' }, required: true },
    ],
  },
  {
    sectionId: 'activities',
    titles: { en: 'Employment and activities', fr: 'Emplois et activités' },
    questions: [
      {
        questionId: 'activities',
        type: 'history',
        labels: { en: 'What you have done', fr: 'Ce que vous avez fait' },
        required: true,
        fields: [{ fieldId: 'activity', type: 'text', labels: { en: 'Activity', fr: 'Activité' }, required: true }],
      },
    ],
  },
];

function aQuestionnaire(overrides: Partial<Questionnaire> = {}): Questionnaire {
  return {
    questionnaireId: 'q-1',
    caseId: 'case-1',
    templateId: 'temporary-residence',
    titles: { en: 'Temporary residence application', fr: 'Demande de résidence temporaire' },
    personName: 'Casey Client',
    status: 'open',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    sections: SECTIONS,
    answers: {},
    comments: [],
    history: [{ action: 'created', by: staffBy, at: '2026-11-01T10:00:00.000Z' }],
    missing: ['familyName', 'cityOfBirth'],
    gaps: [],
    ...overrides,
  };
}

const QUESTIONNAIRE_URL = `${API_BASE}/cases/case-1/questionnaires/q-1`;

/** The questionnaire as the API answers it now: a change answered by a test's handler is kept (`served = …`), as the API keeps it. */
let served: Questionnaire;
function answersWith(questionnaire: Questionnaire) {
  served = questionnaire;
  server.use(http.get(QUESTIONNAIRE_URL, () => HttpResponse.json(served)));
}

const renderAsClient = () => renderScreen(<QuestionnairePage />, { route: paths.client.questionnaire.getHref('case-1', 'q-1'), path: paths.client.questionnaire.path });
const renderAsStaff = () => renderScreen(<QuestionnairePage />, { route: paths.admin.questionnaire.getHref('case-1', 'q-1'), path: paths.admin.questionnaire.path });

/** A slow machine (other test runs on its cores) takes more than waitFor's second. */
const SLOW = { timeout: 5000 };
/** A test that types key by key, then waits for the save's pause. */
const TYPING_TIMEOUT_MS = 20_000;

useApiServer();

beforeAll(() => loadCatalog('questionnaires'));

afterEach(() => activateLanguage('en'));

describe('the questionnaire screen', () => {
  it('saves an answer once typing pauses, and Submit waits until it is saved', async () => {
    // Prepare
    answersWith(aQuestionnaire());
    const saved: unknown[] = [];
    server.use(
      http.patch(QUESTIONNAIRE_URL, async ({ request }) => {
        const body = (await request.json()) as { answers: Record<string, string> };
        saved.push(body);
        return HttpResponse.json(
          aQuestionnaire({ answers: { familyName: { value: body.answers.familyName ?? '', by, at: '2026-11-02T10:00:00.000Z' } }, missing: ['cityOfBirth'] }),
        );
      }),
    );
    const { user } = renderAsClient();

    // Act
    await user.type(await screen.findByRole('textbox', { name: 'Family name' }, SLOW), 'Tremblay');

    // Assess
    expect(screen.getByText('Saving…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await screen.findByText('Every answer is saved as you type.', {}, SLOW);
    expect(saved).toEqual([{ answers: { familyName: 'Tremblay' } }]);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    // What is still missing is the API's latest word: the family name is no longer in it.
    const toDo = screen.getByRole('list');
    expect(within(toDo).queryByRole('button', { name: 'Family name' })).not.toBeInTheDocument();
    expect(within(toDo).getByRole('button', { name: 'City of birth' })).toBeInTheDocument();
  }, TYPING_TIMEOUT_MS);

  it('names each missing answer and each gap of the history, and a missing answer leads to its section', async () => {
    // Prepare
    answersWith(aQuestionnaire({ missing: ['activities'], gaps: [{ questionId: 'activities', from: '2019-03-01', to: '2019-05-31' }] }));
    const { user } = renderAsClient();

    // Act
    const heading = await screen.findByText('Still to do before submitting', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'What you have done' }));

    // Assess
    expect(heading).toBeInTheDocument();
    expect(screen.getByText('What you have done: 1 March 2019 – 31 May 2019: no activity')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a period' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Family name' })).not.toBeInTheDocument();
  });

  it('shows the firm’s comment beside its question, and the gaps, in French', async () => {
    // Prepare
    await activateLanguage('fr');
    answersWith(
      aQuestionnaire({
        status: 'returned',
        comments: [{ questionId: 'familyName', text: 'En majuscules, comme dans le passeport.', by: staffBy, at: '2026-11-03T10:00:00.000Z' }],
        missing: [],
        gaps: [{ questionId: 'activities', from: '2019-03-01', to: '2019-05-31' }],
      }),
    );

    // Act
    renderAsClient();

    // Assess
    const familyName = await screen.findByRole('textbox', { name: 'Nom de famille' }, SLOW);
    const question = familyName.closest('#question-familyName') as HTMLElement;
    expect(within(question).getByRole('note')).toHaveTextContent('Commentaire de votre cabinet : En majuscules, comme dans le passeport.');
    expect(screen.getByText('1er mars 2019 – 31 mai 2019 : aucune activité', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Soumettre' })).toBeEnabled();
  });

  it('says why a submission is refused and keeps the page as it was', async () => {
    // Prepare
    answersWith(aQuestionnaire({ missing: [], gaps: [{ questionId: 'activities', from: '2019-03-01', to: '2019-05-31' }] }));
    server.use(
      http.post(`${QUESTIONNAIRE_URL}/submit`, () =>
        HttpResponse.json(
          { message: 'The history has periods with no activity: cover every day of the required years', missing: [], gaps: [{ questionId: 'activities', from: '2019-03-01', to: '2019-05-31' }] },
          { status: 400, headers: { 'x-refusal-code': 'history-gaps' } },
        ),
      ),
    );
    const { user } = renderAsClient();

    // Act
    await user.click(await screen.findByRole('button', { name: 'Submit' }, SLOW));

    // Assess
    expect(await findToast('The history has periods with no activity: cover every day of the required years')).toBeInTheDocument();
    expect(screen.getByText('What you have done: 1 March 2019 – 31 May 2019: no activity')).toBeInTheDocument();
    expect(screen.getByText('To fill in')).toBeInTheDocument();
  });

  it('lets the client read but not change a submitted questionnaire', async () => {
    // Prepare
    answersWith(aQuestionnaire({ status: 'submitted', answers: { familyName: { value: 'Tremblay', by, at: '2026-11-02T10:00:00.000Z' } }, missing: [] }));

    // Act
    renderAsClient();

    // Assess
    expect(await screen.findByRole('textbox', { name: 'Family name' }, SLOW)).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Family name' })).toHaveValue('Tremblay');
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument();
  });

  it('lets staff return a submitted questionnaire with a comment on a question', async () => {
    // Prepare
    answersWith(aQuestionnaire({ status: 'submitted', answers: { familyName: { value: 'Tremblay', by, at: '2026-11-02T10:00:00.000Z' } }, missing: [] }));
    const returned: unknown[] = [];
    server.use(
      http.post(`${API_BASE}/admin/cases/case-1/questionnaires/q-1/return`, async ({ request }) => {
        returned.push(await request.json());
        served = aQuestionnaire({ status: 'returned', missing: [] });
        return HttpResponse.json(served);
      }),
      http.get(`${API_BASE}/cases/case-1/questionnaires`, () => HttpResponse.json({ Items: [] })),
    );
    const { user } = renderAsStaff();

    // Act
    const comments = await screen.findAllByRole('textbox', { name: 'Comment for the client on this question' }, SLOW);
    expect(screen.getByRole('button', { name: 'Return with comments' })).toBeDisabled();
    await user.type(comments[0] as HTMLElement, 'Write it in capitals.');
    await user.click(screen.getByRole('button', { name: 'Return with comments' }));

    // Assess
    expect(await findToast('Questionnaire returned to the client')).toBeInTheDocument();
    expect(returned).toEqual([{ comments: [{ questionId: 'familyName', text: 'Write it in capitals.' }] }]);
    await waitFor(() => expect(screen.getByText('Returned for changes')).toBeInTheDocument());
  });

  it('lets staff accept a submitted questionnaire: its answers locked, Reopen offered', async () => {
    // Prepare
    answersWith(aQuestionnaire({ status: 'submitted', missing: [] }));
    server.use(
      http.post(`${API_BASE}/admin/cases/case-1/questionnaires/q-1/accept`, () => {
        served = aQuestionnaire({ status: 'accepted', missing: [] });
        return HttpResponse.json(served);
      }),
      http.get(`${API_BASE}/cases/case-1/questionnaires`, () => HttpResponse.json({ Items: [] })),
    );
    const { user } = renderAsStaff();

    // Act
    await user.click(await screen.findByRole('button', { name: 'Accept' }, SLOW));

    // Assess
    expect(await findToast('Questionnaire accepted')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Reopen' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Family name' })).toBeDisabled();
  });

  it('proposes to staff the documents the answers call for, and requests one only when staff choose it', async () => {
    // Prepare
    const marital: QuestionnaireSection = {
      sectionId: 'marital',
      titles: { en: 'Marital status', fr: 'État matrimonial' },
      questions: [
        {
          questionId: 'maritalStatus',
          type: 'choice',
          labels: { en: 'Current marital status', fr: 'État matrimonial actuel' },
          options: [
            { value: 'single', labels: { en: 'Single', fr: 'Célibataire' } },
            { value: 'married', labels: { en: 'Married', fr: 'Marié' } },
          ],
        },
      ],
    };
    answersWith(aQuestionnaire({ status: 'submitted', sections: [marital], answers: { maritalStatus: { value: 'married', by, at: '2026-11-02T10:00:00.000Z' } }, missing: [] }));
    const requested: unknown[] = [];
    let items: unknown[] = [];
    server.use(
      http.get(`${API_BASE}/cases/case-1/requests`, () => HttpResponse.json({ items, readiness: { accepted: 0, total: items.length } })),
      http.post(`${API_BASE}/admin/cases/case-1/requests`, async ({ request }) => {
        requested.push(await request.json());
        items = [{ requestId: 'req-1', title: 'Marriage certificate', titles: { en: 'Marriage certificate', fr: 'Certificat de mariage' }, status: 'requested' }];
        return HttpResponse.json({ items }, { status: 201 });
      }),
    );
    const { user } = renderAsStaff();

    // Act
    const proposals = await screen.findByText('Documents these answers call for', {}, SLOW);
    const requestIt = await screen.findByRole('button', { name: 'Request this document' }, SLOW);
    expect(requested).toEqual([]);
    await user.click(requestIt);

    // Assess
    expect(proposals).toBeInTheDocument();
    expect(screen.getByText('Marriage certificate')).toBeInTheDocument();
    expect(await findToast('Document requested from the client')).toBeInTheDocument();
    expect(requested).toEqual([{ items: [{ titles: { en: 'Marriage certificate', fr: 'Certificat de mariage' } }] }]);
    expect(await screen.findByText('Already requested', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request this document' })).not.toBeInTheDocument();
  });

  it('proposes nothing to the client', async () => {
    // Prepare
    answersWith(aQuestionnaire({ sections: [{ ...SECTIONS[0], questions: [{ questionId: 'maritalStatus', type: 'choice', labels: { en: 'Marital status', fr: 'État matrimonial' }, options: [{ value: 'married', labels: { en: 'Married', fr: 'Marié' } }] }] } as QuestionnaireSection], answers: { maritalStatus: { value: 'married', by, at: '2026-11-02T10:00:00.000Z' } }, missing: [] }));

    // Act
    renderAsClient();

    // Assess
    expect(await screen.findByRole('combobox', { name: 'Marital status' }, SLOW)).toHaveValue('married');
    expect(screen.queryByText('Documents these answers call for')).not.toBeInTheDocument();
  });

  it('takes a history period as a named month and a year, from one month to "still going on"', async () => {
    // Prepare
    answersWith(aQuestionnaire({ missing: ['activities'] }));
    const saved: Array<{ answers: Record<string, unknown> }> = [];
    server.use(
      http.patch(QUESTIONNAIRE_URL, async ({ request }) => {
        saved.push((await request.json()) as { answers: Record<string, unknown> });
        return HttpResponse.json(aQuestionnaire({ missing: [] }));
      }),
    );
    const { user } = renderAsClient();
    await user.click(await screen.findByRole('button', { name: 'Employment and activities' }, SLOW));

    // Act
    await user.click(screen.getByRole('button', { name: 'Add a period' }));
    const entry = screen.getByRole('group', { name: 'Entry 1' });
    const from = within(entry).getByRole('group', { name: 'From' });
    await user.selectOptions(within(from).getByRole('combobox', { name: 'Month' }), 'June');
    await user.type(within(from).getByRole('textbox', { name: 'Year' }), '2019');
    await user.click(within(entry).getByRole('checkbox', { name: 'Still going on' }));
    await user.type(within(entry).getByRole('textbox', { name: 'Activity' }), 'Student');

    // Assess
    expect(within(within(entry).getByRole('group', { name: 'To' })).getByRole('textbox', { name: 'Year' })).toBeDisabled();
    await screen.findByText('Every answer is saved as you type.', {}, SLOW);
    expect(saved.at(-1)).toEqual({ answers: { activities: [{ from: '2019-06', to: 'present', activity: 'Student' }] } });
  }, TYPING_TIMEOUT_MS);
});
