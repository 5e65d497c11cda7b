// The needs-assessment area's server calls (spec-2 section 7, D5, D12), as react-query hooks.
import {
  type AssessmentDetail,
  type AssessmentListItem,
  type AssessmentResponseInput,
  assessmentMessages,
  type CategoryType,
  type Page,
  type Question,
  type QuestionInput,
  questionAdminMessages,
  type RecordSource,
} from '@ppp/domain';
import { apiRequest, handleApiError, toastSuccess } from '@ppp/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const QUESTIONS_QUERY_KEY = '/api/needs-assessment/questions';
const RESPONSES_QUERY_KEY = '/api/needs-assessment/responses';

/** Every question with its isActive (D12); the wizard walks the active ones. Always read afresh. */
export const useQuestions = () => useQuery<Question[]>({ queryKey: [QUESTIONS_QUERY_KEY], staleTime: 0 });

export interface AssessmentListFilters {
  page: number;
  pageSize: number;
  search?: string;
  /** D22: web enquiries or the staff's own only. */
  source?: RecordSource;
}

export const useAssessmentList = (filters: AssessmentListFilters) =>
  useQuery<Page<AssessmentListItem>>({
    queryKey: [RESPONSES_QUERY_KEY, filters],
    staleTime: 0,
    placeholderData: (previous) => previous,
  });

const assessmentKey = (id: number) => [RESPONSES_QUERY_KEY, id] as const;

/** One saved assessment, read afresh on each page: its quotes (D22) may have grown meanwhile. */
export const useAssessment = (id: number | null) =>
  useQuery<AssessmentDetail>({
    queryKey: assessmentKey(id ?? 0),
    enabled: id !== null && Number.isInteger(id) && id > 0,
    staleTime: 0,
  });

export interface AssessmentCreated {
  id: number;
  responseNumber: string;
}

/** Saves a response; the caller handles the refusal (field messages go under the fields). */
export function useSaveAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssessmentResponseInput) =>
      apiRequest<AssessmentCreated>('POST', RESPONSES_QUERY_KEY, body),
    onSuccess: (saved) => {
      toastSuccess(assessmentMessages.saved(saved.responseNumber));
      return queryClient.invalidateQueries({ queryKey: [RESPONSES_QUERY_KEY] });
    },
  });
}

export function useDeleteAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `${RESPONSES_QUERY_KEY}/${id}`),
    onSuccess: (_answer, id) => {
      toastSuccess(assessmentMessages.deleted);
      queryClient.removeQueries({ queryKey: assessmentKey(id) });
    },
    onError: (error) => handleApiError(error, assessmentMessages.deleteFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [RESPONSES_QUERY_KEY] }),
  });
}

/** The print page of D7; `framed` asks it not to open the print dialog by itself. */
export const assessmentPrintUrl = (id: number, framed = false) =>
  `${RESPONSES_QUERY_KEY}/${id}/print${framed ? '?autoprint=0' : ''}`;

// Question administration (spec-2 §2, D12): each change reloads the questionnaire.

/** A change of the questionnaire: its toast on success, the server's message (or `failure`) otherwise. */
function useQuestionnaireChange<TVariables, TResult = unknown>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
  texts: { success?: string; failure: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      if (texts.success) toastSuccess(texts.success);
    },
    onError: (error) => handleApiError(error, texts.failure),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [QUESTIONS_QUERY_KEY] }),
  });
}

export const useCreateQuestion = () =>
  useQuestionnaireChange((body: QuestionInput) => apiRequest<Question>('POST', QUESTIONS_QUERY_KEY, body), {
    success: questionAdminMessages.questionCreated,
    failure: questionAdminMessages.questionSaveFailed,
  });

export const useUpdateQuestion = () =>
  useQuestionnaireChange(
    ({ id, body }: { id: number; body: QuestionInput }) =>
      apiRequest<Question>('PATCH', `${QUESTIONS_QUERY_KEY}/${id}`, body),
    { success: questionAdminMessages.questionUpdated, failure: questionAdminMessages.questionSaveFailed },
  );

export const useSetQuestionActive = () =>
  useQuestionnaireChange(
    ({ id, isActive }: { id: number; isActive: boolean }) =>
      apiRequest<Question>('PATCH', `${QUESTIONS_QUERY_KEY}/${id}`, { isActive }),
    { failure: questionAdminMessages.statusFailed },
  );

export const useDeleteQuestion = () =>
  useQuestionnaireChange((id: number) => apiRequest('DELETE', `${QUESTIONS_QUERY_KEY}/${id}`), {
    success: questionAdminMessages.questionDeleted,
    failure: questionAdminMessages.questionDeleteFailed,
  });

export const useCreateCategory = () =>
  useQuestionnaireChange(
    (body: { name: string; categoryType: CategoryType }) =>
      apiRequest<Question[]>('POST', '/api/needs-assessment/categories', body),
    { success: questionAdminMessages.categoryCreated, failure: assessmentMessages.categoryCreateFailed },
  );

export const useDeleteCategory = () =>
  useQuestionnaireChange(
    (name: string) => apiRequest('DELETE', `/api/needs-assessment/categories/${encodeURIComponent(name)}`),
    { success: questionAdminMessages.categoryDeleted, failure: questionAdminMessages.categoryDeleteFailed },
  );
