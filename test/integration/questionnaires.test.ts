/**
 * Questionnaires end to end through the local gateway with real tokens: the people on the file, the
 * firm's templates (the shipped ones and its own), a questionnaire's every state change and who may
 * make it, answers saved from two devices (each answer's last write wins, nothing else is lost), a
 * submission refused with every missing answer and every gap at once, the review (return with
 * comments, accept, reopen), the export as JSON and as a PDF whose text holds the answers, the
 * activity log, and another firm or client answered 404.
 */
import type { ActivityPage } from '../../shared/activity/types';
import { REFUSAL_CODE_HEADER } from '../../shared/core/refusals';
import type { Person } from '../../shared/people/types';
import type { ListedQuestionnaireTemplate, Questionnaire, QuestionnaireSummary, SubmissionProblems } from '../../shared/questionnaires/types';
import { type ListBody, api } from './support/api';
import { type Firm, createFirm, eventually } from './support/mail';
import { pdfText } from './support/pdf-text';
import { stack, useStackEnvironment } from './support/stack';

jest.setTimeout(120_000);

let firm: Firm;
let other: Firm;

beforeAll(async () => {
  useStackEnvironment();
  firm = await createFirm('questionnaires');
  other = await createFirm('questionnaires-other');
});

type Who = 'admin' | 'client' | 'otherAdmin' | 'otherClient';
const tokenOf = (who: Who) =>
  ({ admin: firm.admin, client: firm.client, otherAdmin: other.admin, otherClient: other.client })[who].tokens.accessToken;
const caseId = () => firm.item.caseId;
const base = () => `/v1/cases/${caseId()}/questionnaires`;
const adminBase = () => `/v1/admin/cases/${caseId()}/questionnaires`;

const getOne = (id: string, who: Who = 'client') => api<Questionnaire>(`${base()}/${id}`, { token: tokenOf(who) });
const patch = (id: string, answers: Record<string, unknown>, who: Who = 'client') => api<Questionnaire>(`${base()}/${id}`, { method: 'PATCH', token: tokenOf(who), body: { answers } });
const submit = (id: string, who: Who = 'client') => api<Questionnaire | SubmissionProblems>(`${base()}/${id}/submit`, { method: 'POST', token: tokenOf(who) });
const staffAction = (id: string, action: 'return' | 'accept' | 'reopen', body?: unknown, who: Who = 'admin') =>
  api<Questionnaire>(`${adminBase()}/${id}/${action}`, { method: 'POST', token: tokenOf(who), body });

/** YYYY-MM of the month `months` from this one (UTC). */
const month = (months: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1)).toISOString().slice(0, 7);
};
/** The last day of the month `months` from this one. */
const lastDayOf = (months: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months + 1, 0)).toISOString().slice(0, 10);
};

/** A template of the firm's: a name, a yes/no that shows a spouse's name, a history with no gap allowed. */
const HISTORY_TEMPLATE = {
  titles: { en: 'Personal history check', fr: 'Vérification des antécédents' },
  sections: [
    {
      sectionId: 'identity',
      titles: { en: 'Identity', fr: 'Identité' },
      questions: [
        { questionId: 'fullName', type: 'text', labels: { en: 'Full name', fr: 'Nom complet' }, required: true },
        { questionId: 'married', type: 'yesno', labels: { en: 'Are you married?', fr: 'Êtes-vous marié?' }, required: true },
        { questionId: 'spouseName', type: 'text', labels: { en: 'Spouse’s name', fr: 'Nom de l’époux' }, required: true, showIf: { questionId: 'married', equals: ['yes'] } },
        { questionId: 'arrived', type: 'date', labels: { en: 'Date of arrival', fr: 'Date d’arrivée' } },
      ],
    },
    {
      sectionId: 'history',
      titles: { en: 'Personal history', fr: 'Antécédents personnels' },
      questions: [
        {
          questionId: 'history',
          type: 'history',
          labels: { en: 'What you did', fr: 'Ce que vous avez fait' },
          required: true,
          fields: [
            { fieldId: 'activity', type: 'text', labels: { en: 'Activity', fr: 'Activité' }, required: true },
            { fieldId: 'country', type: 'country', labels: { en: 'Country', fr: 'Pays' } },
          ],
        },
      ],
    },
  ],
};
const TEMPLATE_ID = 'history-check';

/** A history with a three-month gap: months 14 to 12 before this one. */
const WITH_GAP = [
  { from: '2000-01', to: month(-15), activity: 'Student', country: 'BR' },
  { from: month(-11), to: 'present', activity: 'Accountant', country: 'CA' },
];
const GAP = { questionId: 'history', from: `${month(-14)}-01`, to: lastDayOf(-12) };

describe('people on the file', () => {
  let spouse: Person;

  beforeAll(async () => {
    const added = await api<Person>(`/v1/admin/cases/${caseId()}/people`, {
      method: 'POST',
      token: tokenOf('admin'),
      body: { name: 'Maria Silva', relationship: 'spouse', dateOfBirth: '1991-02-28', accompanying: true },
    });
    expect(added.status).toBe(201);
    spouse = added.body;
  });

  it('are listed to the case’s client with their relationship, date of birth and whether they accompany', async () => {
    const listed = await api<ListBody<Person>>(`/v1/cases/${caseId()}/people`, { token: tokenOf('client') });

    expect(listed.status).toBe(200);
    expect(listed.body.Items).toEqual([expect.objectContaining({ personId: spouse.personId, name: 'Maria Silva', relationship: 'spouse', dateOfBirth: '1991-02-28', accompanying: true })]);
  });

  it('hold one principal applicant per case', async () => {
    const first = await api(`/v1/admin/cases/${caseId()}/people`, { method: 'POST', token: tokenOf('admin'), body: { name: 'Ana Silva', relationship: 'principal' } });
    const second = await api(`/v1/admin/cases/${caseId()}/people`, { method: 'POST', token: tokenOf('admin'), body: { name: 'Ana S.', relationship: 'principal' } });

    expect(first.status).toBe(201);
    expect(second.status).toBe(409);
    expect(second.headers.get(REFUSAL_CODE_HEADER)).toBe('people-principal-taken');
  });

  it('are refused to another firm and another client as if the case did not exist, and adding one to the client', async () => {
    expect((await api(`/v1/cases/${caseId()}/people`, { token: tokenOf('otherAdmin') })).status).toBe(404);
    expect((await api(`/v1/cases/${caseId()}/people`, { token: tokenOf('otherClient') })).status).toBe(404);
    expect((await api(`/v1/admin/cases/${caseId()}/people`, { method: 'POST', token: tokenOf('client'), body: { name: 'X', relationship: 'child' } })).status).toBe(403);
  });

  it('start a questionnaire about one of them, its history measured from their 18th birthday', async () => {
    const started = await api<Questionnaire>(adminBase(), { method: 'POST', token: tokenOf('admin'), body: { templateId: 'schedule-a-background', personId: spouse.personId } });

    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ personId: spouse.personId, personName: 'Maria Silva', dateOfBirth: '1991-02-28', status: 'open' });
  });

  it('refuse a questionnaire about someone not on the file', async () => {
    const refused = await api(adminBase(), { method: 'POST', token: tokenOf('admin'), body: { templateId: 'schedule-a-background', personId: 'nobody' } });

    expect(refused.status).toBe(404);
    expect(refused.headers.get(REFUSAL_CODE_HEADER)).toBe('person-missing');
  });
});

describe('templates', () => {
  const list = async () => (await api<ListBody<ListedQuestionnaireTemplate>>('/v1/admin/questionnaire-templates', { token: tokenOf('admin') })).body.Items;

  it('list the three shipped ones with their titles in both languages', async () => {
    const items = await list();

    expect(items.slice(0, 3).map(({ templateId, origin }) => ({ templateId, origin }))).toEqual([
      { templateId: 'temporary-residence', origin: 'portal' },
      { templateId: 'family-information', origin: 'portal' },
      { templateId: 'schedule-a-background', origin: 'portal' },
    ]);
    expect(items[0]?.titles).toEqual({ en: 'Temporary residence application', fr: 'Demande de résidence temporaire' });
  });

  it('save the firm’s own, listed after the shipped ones, for that firm only', async () => {
    const saved = await api<ListedQuestionnaireTemplate>(`/v1/admin/questionnaire-templates/${TEMPLATE_ID}`, { method: 'PUT', token: tokenOf('admin'), body: HISTORY_TEMPLATE });

    expect(saved.status).toBe(200);
    expect((await list()).find((template) => template.templateId === TEMPLATE_ID)).toMatchObject({ origin: 'firm', titles: HISTORY_TEMPLATE.titles });
    const othersList = await api<ListBody<ListedQuestionnaireTemplate>>('/v1/admin/questionnaire-templates', { token: tokenOf('otherAdmin') });
    expect(othersList.body.Items.map((template) => template.templateId)).not.toContain(TEMPLATE_ID);
  });

  it('refuse a template whose condition names a later question, saying which', async () => {
    const [identity, history] = HISTORY_TEMPLATE.sections as [(typeof HISTORY_TEMPLATE.sections)[0], (typeof HISTORY_TEMPLATE.sections)[1]];
    const [fullName, married, spouseName, arrived] = identity.questions;
    const broken = { ...HISTORY_TEMPLATE, sections: [{ ...identity, questions: [fullName, spouseName, married, arrived] }, history] };
    const refused = await api<{ message: string }>('/v1/admin/questionnaire-templates/broken', { method: 'PUT', token: tokenOf('admin'), body: broken });

    expect(refused.status).toBe(400);
    expect(refused.headers.get(REFUSAL_CODE_HEADER)).toBe('questionnaire-template-invalid');
    expect(refused.body.message).toBe('The template is not valid: the condition of spouseName names no earlier question');
  });

  it('delete the firm’s own (204), then answer 404 for it', async () => {
    await api('/v1/admin/questionnaire-templates/to-delete', { method: 'PUT', token: tokenOf('admin'), body: HISTORY_TEMPLATE });

    expect((await api('/v1/admin/questionnaire-templates/to-delete', { method: 'DELETE', token: tokenOf('admin') })).status).toBe(204);
    expect((await api('/v1/admin/questionnaire-templates/to-delete', { method: 'DELETE', token: tokenOf('admin') })).status).toBe(404);
  });
});

describe('a questionnaire from start to acceptance', () => {
  let id: string;

  beforeAll(async () => {
    await api(`/v1/admin/questionnaire-templates/${TEMPLATE_ID}`, { method: 'PUT', token: tokenOf('admin'), body: HISTORY_TEMPLATE });
    const started = await api<Questionnaire>(adminBase(), { method: 'POST', token: tokenOf('admin'), body: { templateId: TEMPLATE_ID } });
    expect(started.status).toBe(201);
    id = started.body.questionnaireId;
  });

  it('starts open, the client reading its questions, what is missing and the whole span as a gap', async () => {
    const read = await getOne(id);

    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ status: 'open', missing: ['fullName', 'married', 'history'] });
    expect(read.body.sections.map((section) => section.sectionId)).toEqual(['identity', 'history']);
    expect(read.body.gaps).toHaveLength(1);
    const listed = await api<ListBody<QuestionnaireSummary>>(base(), { token: tokenOf('client') });
    expect(listed.body.Items.map((item) => item.questionnaireId)).toContain(id);
  });

  it('is answered 404 to another firm and another client', async () => {
    for (const who of ['otherAdmin', 'otherClient'] as const) {
      expect((await getOne(id, who)).status).toBe(404);
      expect((await patch(id, { fullName: 'Intruder' }, who)).status).toBe(404);
      expect((await submit(id, who)).status).toBe(404);
    }
    expect((await api(`${adminBase()}/${id}/export`, { token: tokenOf('otherAdmin') })).status).toBe(404);
  });

  it('refuses an answer not of its question’s type, naming the question, and a question it does not have', async () => {
    const wrongDate = await patch(id, { arrived: '2026-02-30' });
    const unknown = await patch(id, { nickname: 'Ana' });

    expect(wrongDate.status).toBe(400);
    expect(wrongDate.headers.get(REFUSAL_CODE_HEADER)).toBe('questionnaire-answer-invalid');
    expect(unknown.status).toBe(400);
    expect(unknown.headers.get(REFUSAL_CODE_HEADER)).toBe('questionnaire-question-unknown');
  });

  it('keeps every answer saved from two devices at once, the last write of each question winning', async () => {
    // Prepare: two devices of the client save different questions at the same moment.
    const [phone, laptop] = await Promise.all([patch(id, { fullName: 'Ana Silva' }), patch(id, { married: true })]);
    expect([phone.status, laptop.status]).toEqual([200, 200]);

    // Act: the laptop corrects the name after the phone; the staff adds the history.
    await patch(id, { fullName: 'Ana Maria Silva' });
    const staff = await patch(id, { history: WITH_GAP }, 'admin');

    // Assess
    expect(staff.status).toBe(200);
    const read = (await getOne(id)).body;
    expect(read.answers.fullName).toMatchObject({ value: 'Ana Maria Silva', by: { role: 'client', userId: firm.client.userId } });
    expect(read.answers.married).toMatchObject({ value: { answer: 'yes' }, by: { role: 'client' } });
    expect(read.answers.history).toMatchObject({ by: { role: 'admin', userId: firm.admin.userId } });
    expect(typeof read.answers.history?.at).toBe('string');
  });

  it('refuses the submission with every problem at once: the spouse’s name its answer made required, and the gap', async () => {
    const refused = await submit(id);

    expect(refused.status).toBe(400);
    expect(refused.headers.get(REFUSAL_CODE_HEADER)).toBe('questionnaire-incomplete');
    expect(refused.body).toEqual({ message: expect.any(String), missing: ['spouseName'], gaps: [GAP] });
  });

  it('refuses it for the gap alone once every answer is given, naming the three months', async () => {
    await patch(id, { spouseName: 'Maria Silva' });
    const refused = await submit(id);

    expect(refused.status).toBe(400);
    expect(refused.headers.get(REFUSAL_CODE_HEADER)).toBe('history-gaps');
    expect(refused.body).toMatchObject({ missing: [], gaps: [GAP] });
  });

  it('is submitted once the gap is covered; the client can no longer change it, staff still can', async () => {
    await patch(id, { history: [...WITH_GAP, { from: month(-14), to: month(-12), activity: 'Looking for work', country: 'CA' }] });

    const submitted = await submit(id);

    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({ status: 'submitted', missing: [], gaps: [] });
    const locked = await patch(id, { fullName: 'Changed' });
    expect(locked.status).toBe(409);
    expect(locked.headers.get(REFUSAL_CODE_HEADER)).toBe('questionnaire-locked');
    expect((await patch(id, { arrived: '2024-05-01' }, 'admin')).status).toBe(200);
  });

  it('is returned by staff only, with comments the client reads beside the questions', async () => {
    expect((await staffAction(id, 'return', { comments: [{ questionId: 'fullName', text: 'x' }] }, 'client')).status).toBe(403);
    const unknown = await staffAction(id, 'return', { comments: [{ questionId: 'nickname', text: 'Which one?' }] });
    expect(unknown.headers.get(REFUSAL_CODE_HEADER)).toBe('questionnaire-comment-unknown-question');

    const returned = await staffAction(id, 'return', { comments: [{ questionId: 'fullName', text: 'Write your name as in your passport.' }] });

    expect(returned.status).toBe(200);
    expect((await getOne(id)).body).toMatchObject({ status: 'returned', comments: [{ questionId: 'fullName', text: 'Write your name as in your passport.', by: { role: 'admin' } }] });
  });

  it('takes the client’s answer once returned, and their submission again', async () => {
    expect((await patch(id, { fullName: 'ANA MARIA SILVA' })).status).toBe(200);
    expect((await submit(id)).body).toMatchObject({ status: 'submitted' });
  });

  it('is accepted by staff, locked for everyone, reopened by staff', async () => {
    expect((await staffAction(id, 'accept', undefined, 'client')).status).toBe(403);
    const accepted = await staffAction(id, 'accept');
    expect(accepted.body).toMatchObject({ status: 'accepted', acceptedAt: expect.any(String) });
    expect((await patch(id, { arrived: '2024-06-01' }, 'admin')).status).toBe(409);
    expect((await patch(id, { fullName: 'Again' })).status).toBe(409);
    expect((await staffAction(id, 'accept')).headers.get(REFUSAL_CODE_HEADER)).toBe('questionnaire-wrong-status');

    const reopened = await staffAction(id, 'reopen');

    expect(reopened.body.status).toBe('open');
    expect(reopened.body.acceptedAt).toBeUndefined();
    expect((await patch(id, { arrived: '2024-06-01' })).status).toBe(200);
  });

  it('exports as JSON the answers of the questions shown, with the case', async () => {
    const exported = await api<{ case: { caseNumber: string }; sections: Array<{ questions: Array<{ questionId: string; answer?: unknown }> }> }>(`${adminBase()}/${id}/export?format=json`, {
      token: tokenOf('admin'),
    });

    expect(exported.status).toBe(200);
    expect(exported.body.case.caseNumber).toBe(firm.item.caseNumber);
    expect(exported.body.sections[0]?.questions.find((question) => question.questionId === 'fullName')?.answer).toBe('ANA MARIA SILVA');
  });

  it('exports a PDF whose text holds the answers, the person and the case, labelled in French when asked', async () => {
    const response = await fetch(`${stack().url}${adminBase()}/${id}/export?format=pdf&language=fr`, { headers: { authorization: `Bearer ${tokenOf('admin')}` } });
    const pdf = Buffer.from(await response.arrayBuffer());

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf).replace(/\s+/g, ' ');
    for (const expected of ['ANA MARIA SILVA', 'Maria Silva', 'Looking for work', 'Nom complet', 'Antécédents personnels', firm.item.caseNumber, firm.item.clientName]) {
      expect(text).toContain(expected);
    }
  });

  it('refuses the export to the client', async () => {
    expect((await api(`${adminBase()}/${id}/export`, { token: tokenOf('client') })).status).toBe(403);
  });

  it('records each change in the case’s activity log', async () => {
    const kinds = ['questionnaire.created', 'questionnaire.answered', 'questionnaire.submitted', 'questionnaire.returned', 'questionnaire.accepted', 'questionnaire.reopened', 'questionnaire.exported'];
    for (const kind of kinds) {
      const records = await eventually(
        async () => (await api<ActivityPage>(`/v1/admin/cases/${caseId()}/activity?kind=${kind}`, { token: tokenOf('admin') })).body.Items,
        (items) => items.some((item) => item.details?.questionnaire?.questionnaireId === id),
        `${kind} recorded`,
      );
      expect(records.length).toBeGreaterThan(0);
    }
  });
});
