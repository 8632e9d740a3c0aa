/** The questionnaires' and the people on the file's queries and changes (shared/questionnaires/routes.ts). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Person } from '@shared/people/types';
import type { ExportFormat, ExportLanguage } from '@shared/questionnaires/constants';
import type { CreateQuestionnaireBody, QuestionnaireTemplateBody, ReturnQuestionnaireBody } from '@shared/questionnaires/schemas';
import type { ListedQuestionnaireTemplate, Questionnaire, QuestionnaireSummary } from '@shared/questionnaires/types';
import { JUST_READ_MS } from '@/config/time';
import { apiPath, apiRequest, apiUrl } from '@/lib/api-client';
import { getAccessToken } from '@/lib/auth';

interface Items<T> {
  Items: T[];
}

export const questionnaireKeys = {
  all: ['questionnaires'] as const,
  ofCase: (caseId: string) => ['questionnaires', 'case', caseId] as const,
  one: (caseId: string, questionnaireId: string) => ['questionnaires', 'case', caseId, questionnaireId] as const,
  templates: ['questionnaires', 'templates'] as const,
  people: (caseId: string) => ['questionnaires', 'people', caseId] as const,
};

export function useCaseQuestionnaires(caseId: string) {
  return useQuery({
    queryKey: questionnaireKeys.ofCase(caseId),
    queryFn: async () => (await apiRequest<Items<QuestionnaireSummary>>(apiPath('listCaseQuestionnaires', { caseId }), { method: 'GET' })).Items,
    enabled: Boolean(caseId),
  });
}

/** A questionnaire; what the client page's loader read is not read again as the page mounts. */
export function questionnaireQueryOptions(caseId: string, questionnaireId: string) {
  return queryOptions({
    queryKey: questionnaireKeys.one(caseId, questionnaireId),
    queryFn: () => apiRequest<Questionnaire>(apiPath('getQuestionnaire', { caseId, questionnaireId }), { method: 'GET' }),
    staleTime: JUST_READ_MS,
  });
}

export function useQuestionnaire(caseId: string, questionnaireId: string) {
  return useQuery({ ...questionnaireQueryOptions(caseId, questionnaireId), enabled: Boolean(caseId && questionnaireId) });
}

export function useQuestionnaireTemplates(enabled = true) {
  return useQuery({
    queryKey: questionnaireKeys.templates,
    queryFn: async () => (await apiRequest<Items<ListedQuestionnaireTemplate>>(apiPath('listQuestionnaireTemplates', {}), { method: 'GET' })).Items,
    enabled,
  });
}

/** PUT /v1/admin/questionnaire-templates/{templateId}: creates the firm's template (a new id) or replaces it (a shipped id: the firm's version). */
export function useSaveQuestionnaireTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ templateId, body }: { templateId: string; body: QuestionnaireTemplateBody }) =>
      apiRequest<ListedQuestionnaireTemplate>(apiPath('saveQuestionnaireTemplate', { templateId }), { method: 'PUT', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: questionnaireKeys.templates }),
  });
}

/** DELETE /v1/admin/questionnaire-templates/{templateId}: the firm's own is deleted, a shipped one is the portal's again. */
export function useDeleteQuestionnaireTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (templateId: string) => apiRequest<unknown>(apiPath('deleteQuestionnaireTemplate', { templateId }), { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: questionnaireKeys.templates }),
  });
}

export function useCasePeople(caseId: string) {
  return useQuery({
    queryKey: questionnaireKeys.people(caseId),
    queryFn: async () => (await apiRequest<Items<Person>>(apiPath('listCasePeople', { caseId }), { method: 'GET' })).Items,
    enabled: Boolean(caseId),
  });
}

/** Saves some answers (the autosave); the answer is the questionnaire as saved. */
export function saveAnswers(caseId: string, questionnaireId: string, answers: Record<string, unknown>): Promise<Questionnaire> {
  return apiRequest<Questionnaire>(apiPath('answerQuestionnaire', { caseId, questionnaireId }), { method: 'PATCH', body: { answers } });
}

/** A change of the questionnaire (submit, return, accept, reopen) whose answer replaces the one read. */
function useQuestionnaireChange<Input>(caseId: string, questionnaireId: string, change: (input: Input) => Promise<Questionnaire>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (questionnaire) => queryClient.setQueryData(questionnaireKeys.one(caseId, questionnaireId), questionnaire),
    onSettled: () => queryClient.invalidateQueries({ queryKey: questionnaireKeys.ofCase(caseId) }),
  });
}

export const useSubmitQuestionnaire = (caseId: string, questionnaireId: string) =>
  useQuestionnaireChange(caseId, questionnaireId, () => apiRequest<Questionnaire>(apiPath('submitQuestionnaire', { caseId, questionnaireId }), { method: 'POST' }));

export const useReturnQuestionnaire = (caseId: string, questionnaireId: string) =>
  useQuestionnaireChange(caseId, questionnaireId, (body: ReturnQuestionnaireBody) =>
    apiRequest<Questionnaire>(apiPath('returnQuestionnaire', { caseId, questionnaireId }), { method: 'POST', body }),
  );

export const useAcceptQuestionnaire = (caseId: string, questionnaireId: string) =>
  useQuestionnaireChange(caseId, questionnaireId, () => apiRequest<Questionnaire>(apiPath('acceptQuestionnaire', { caseId, questionnaireId }), { method: 'POST' }));

export const useReopenQuestionnaire = (caseId: string, questionnaireId: string) =>
  useQuestionnaireChange(caseId, questionnaireId, () => apiRequest<Questionnaire>(apiPath('reopenQuestionnaire', { caseId, questionnaireId }), { method: 'POST' }));

export function useStartQuestionnaire(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateQuestionnaireBody) => apiRequest<Questionnaire>(apiPath('createQuestionnaire', { caseId }), { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: questionnaireKeys.ofCase(caseId) }),
  });
}

/** Downloads the export (a file the browser saves), with the bearer token the API asks for. */
export async function downloadExport(caseId: string, questionnaireId: string, format: ExportFormat, language: ExportLanguage): Promise<void> {
  const response = await fetch(apiUrl(apiPath('exportQuestionnaire', { caseId, questionnaireId }, { format, language })), {
    headers: { Authorization: `Bearer ${await getAccessToken()}` },
  });
  if (!response.ok) throw new Error(String(response.status));
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `questionnaire-${questionnaireId}.${format}`;
  link.click();
  URL.revokeObjectURL(url);
}
