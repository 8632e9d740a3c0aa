/**
 * A questionnaire's screen (its own lazy chunk): section by section on a phone, each answer saved as
 * it is typed (another device or a reload finds it), the firm's comments beside their questions, what
 * is still missing and the history's gaps named, then Submit. Staff fill or correct answers too, and
 * review it: return with comments, accept, reopen, download the PDF or the JSON.
 */
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { visibleQuestions } from '@shared/questionnaires/answers';
import { CLIENT_EDITABLE, STAFF_EDITABLE } from '@shared/questionnaires/constants';
import { gapInWords } from '@shared/questionnaires/gaps';
import type { AnswerValue, Questionnaire } from '@shared/questionnaires/types';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Textarea } from '@/components/ui/textarea';
import type { Language } from '@/lib/i18n';
import { refusalMessage } from '@/lib/refusal-messages';
import { toast } from '@/lib/toast';
import {
  downloadExport,
  questionnaireKeys,
  saveAnswers,
  useAcceptQuestionnaire,
  useQuestionnaire,
  useReopenQuestionnaire,
  useReturnQuestionnaire,
  useSubmitQuestionnaire,
} from '../api/questionnaires';
import { AnswerField, labelIn } from '../components/answer-field';
import { ProposedRequestsCard } from '../components/proposed-requests-card';
import { StatusBadge } from '../components/status-badge';

/** How long typing pauses before an answer is saved. */
const SAVE_AFTER_MS = 700;

export function QuestionnairePage() {
  const { caseId = '', questionnaireId = '' } = useParams();
  const staff = useLocation().pathname.startsWith('/admin');
  const query = useQuestionnaire(caseId, questionnaireId);
  const { t } = useLingui();
  if (query.isPending) return <p className="p-6">{t`Loading the questionnaire…`}</p>;
  if (query.isError) return <p className="p-6">{refusalMessage(query.error)}</p>;
  return <QuestionnaireScreen key={questionnaireId} questionnaire={query.data} staff={staff} />;
}

function QuestionnaireScreen({ questionnaire, staff }: { questionnaire: Questionnaire; staff: boolean }) {
  const { t, i18n } = useLingui();
  const language: Language = i18n.locale === 'fr' ? 'fr' : 'en';
  const queryClient = useQueryClient();
  const { caseId, questionnaireId } = questionnaire;
  const [values, setValues] = useState<Record<string, AnswerValue | undefined>>(() =>
    Object.fromEntries(Object.entries(questionnaire.answers).map(([id, answer]) => [id, answer.value])),
  );
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(0);
  // Answers typed but not yet sent (their pause not over): Submit waits for them as for those being saved.
  const [waiting, setWaiting] = useState(0);
  const [sectionIndex, setSectionIndex] = useState(0);
  const [comments, setComments] = useState<Record<string, string>>({});
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const editable = (staff ? STAFF_EDITABLE : CLIENT_EDITABLE).includes(questionnaire.status);
  const submit = useSubmitQuestionnaire(caseId, questionnaireId);
  const giveBack = useReturnQuestionnaire(caseId, questionnaireId);
  const accept = useAcceptQuestionnaire(caseId, questionnaireId);
  const reopen = useReopenQuestionnaire(caseId, questionnaireId);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const save = (questionId: string, value: AnswerValue) => {
    setSaving((count) => count + 1);
    saveAnswers(caseId, questionnaireId, { [questionId]: value })
      .then((saved) => {
        queryClient.setQueryData(questionnaireKeys.one(caseId, questionnaireId), saved);
        setProblems(({ [questionId]: _solved, ...rest }) => rest);
      })
      .catch((error: unknown) => setProblems((current) => ({ ...current, [questionId]: refusalMessage(error) ?? t`This answer was not saved` })))
      .finally(() => setSaving((count) => count - 1));
  };

  const change = (questionId: string, value: AnswerValue) => {
    setValues((current) => ({ ...current, [questionId]: value }));
    const previous = timers.current.get(questionId);
    if (previous) clearTimeout(previous);
    else setWaiting((count) => count + 1);
    timers.current.set(
      questionId,
      setTimeout(() => {
        timers.current.delete(questionId);
        setWaiting((count) => count - 1);
        save(questionId, value);
      }, SAVE_AFTER_MS),
    );
  };

  const busy = saving > 0 || waiting > 0;

  const shown = useMemo(() => new Set(visibleQuestions(questionnaire.sections, values).map((question) => question.questionId)), [questionnaire.sections, values]);
  const labels = useMemo(
    () => new Map(questionnaire.sections.flatMap((section) => section.questions.map((question) => [question.questionId, labelIn(question.labels, language)] as const))),
    [questionnaire.sections, language],
  );
  const sectionOf = (questionId: string) => questionnaire.sections.findIndex((section) => section.questions.some((question) => question.questionId === questionId));
  const section = questionnaire.sections[sectionIndex] ?? questionnaire.sections[0];
  const commentOf = (questionId: string) => questionnaire.comments.find((comment) => comment.questionId === questionId);

  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      toast.success(done);
    } catch (error) {
      await queryClient.invalidateQueries({ queryKey: questionnaireKeys.one(caseId, questionnaireId) });
      toast.error(refusalMessage(error));
    }
  };

  const download = (format: 'pdf' | 'json') =>
    downloadExport(caseId, questionnaireId, format, language).catch((error: unknown) => toast.error(t`The download failed`, { description: refusalMessage(error) }));

  return (
    <div className="mx-auto max-w-3xl space-y-4 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-semibold">{labelIn(questionnaire.titles, language)}</h1>
        <StatusBadge status={questionnaire.status} />
      </div>
      {questionnaire.personName ? <p className="text-sm text-muted-foreground">{t`About ${questionnaire.personName}`}</p> : null}
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {busy ? t`Saving…` : t`Every answer is saved as you type.`}
      </p>

      <nav aria-label={t`Sections`} className="flex flex-wrap gap-2">
        {questionnaire.sections.map((one, index) => (
          <Button key={one.sectionId} size="sm" variant={index === sectionIndex ? 'primary' : 'outline'} onClick={() => setSectionIndex(index)}>
            {labelIn(one.titles, language)}
          </Button>
        ))}
      </nav>

      {section ? (
        <Card>
          <CardHeader>
            <CardTitle>{labelIn(section.titles, language)}</CardTitle>
          </CardHeader>
          <CardContent className="space-y-5">
            {section.questions
              .filter((question) => shown.has(question.questionId))
              .map((question) => {
                const comment = commentOf(question.questionId);
                return (
                  <div key={question.questionId} id={`question-${question.questionId}`} className="space-y-1">
                    <div className="font-medium">
                      {labelIn(question.labels, language)}
                      {question.required ? <span aria-hidden="true"> *</span> : null}
                    </div>
                    {question.help ? <p className="text-sm text-muted-foreground">{labelIn(question.help, language)}</p> : null}
                    {comment ? (
                      <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm" data-user-content>
                        {t`Your firm’s comment:`} {comment.text}
                      </p>
                    ) : null}
                    <AnswerField question={question} value={values[question.questionId]} language={language} disabled={!editable} onChange={(value) => change(question.questionId, value)} />
                    {problems[question.questionId] ? <p className="text-sm text-destructive">{problems[question.questionId]}</p> : null}
                    {staff && questionnaire.status === 'submitted' ? (
                      <Textarea
                        aria-label={t`Comment for the client on this question`}
                        placeholder={t`Comment for the client on this question`}
                        rows={2}
                        value={comments[question.questionId] ?? ''}
                        onChange={(event) => setComments((current) => ({ ...current, [question.questionId]: event.target.value }))}
                      />
                    ) : null}
                  </div>
                );
              })}
          </CardContent>
        </Card>
      ) : null}

      <div className="flex justify-between">
        <Button variant="outline" disabled={sectionIndex === 0} onClick={() => setSectionIndex((index) => index - 1)}>
          {t`Previous section`}
        </Button>
        <Button variant="outline" disabled={sectionIndex >= questionnaire.sections.length - 1} onClick={() => setSectionIndex((index) => index + 1)}>
          {t`Next section`}
        </Button>
      </div>

      {questionnaire.missing.length > 0 || questionnaire.gaps.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle>{t`Still to do before submitting`}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {questionnaire.missing.map((questionId) => (
                <li key={questionId}>
                  <button type="button" className="underline" onClick={() => setSectionIndex(Math.max(0, sectionOf(questionId)))}>
                    {labels.get(questionId) ?? questionId}
                  </button>
                </li>
              ))}
              {questionnaire.gaps.map((gap) => (
                <li key={`${gap.questionId}-${gap.from}`}>
                  {labels.get(gap.questionId)}: {gapInWords(gap, language)}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}

      {staff ? <ProposedRequestsCard caseId={caseId} sections={questionnaire.sections} values={values} language={language} /> : null}

      <div className="flex flex-wrap gap-2">
        {CLIENT_EDITABLE.includes(questionnaire.status) ? (
          <Button disabled={submit.isPending || busy} onClick={() => void act(() => submit.mutateAsync(undefined), t`Questionnaire submitted`)}>
            {t`Submit`}
          </Button>
        ) : null}
        {staff && questionnaire.status === 'submitted' ? (
          <>
            <Button
              variant="outline"
              disabled={Object.values(comments).every((text) => !text.trim())}
              onClick={() =>
                void act(
                  () =>
                    giveBack.mutateAsync({
                      comments: Object.entries(comments)
                        .filter(([, text]) => text.trim())
                        .map(([questionId, text]) => ({ questionId, text: text.trim() })),
                    }),
                  t`Questionnaire returned to the client`,
                )
              }
            >
              {t`Return with comments`}
            </Button>
            <Button onClick={() => void act(() => accept.mutateAsync(undefined), t`Questionnaire accepted`)}>{t`Accept`}</Button>
          </>
        ) : null}
        {staff && questionnaire.status === 'accepted' ? (
          <Button variant="outline" onClick={() => void act(() => reopen.mutateAsync(undefined), t`Questionnaire reopened`)}>
            {t`Reopen`}
          </Button>
        ) : null}
        {staff ? (
          <>
            <Button variant="outline" onClick={() => void download('pdf')}>
              {t`Download PDF`}
            </Button>
            <Button variant="outline" onClick={() => void download('json')}>
              {t`Download JSON`}
            </Button>
          </>
        ) : null}
      </div>
    </div>
  );
}
