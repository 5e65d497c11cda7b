// The needs-assessment area's server calls (spec-2 section 7, D5, D12), as react-query hooks.
import {
  type AssessmentDetail,
  type AssessmentListItem,
  type AssessmentResponseInput,
  assessmentMessages,
  type Page,
  type Question,
  type QuestionInput,
} from '@ppp/domain';
import { apiRequest, handleApiError, toastSuccess } from '@ppp/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const QUESTIONS_QUERY_KEY = '/api/needs-assessment/questions';
export const RESPONSES_QUERY_KEY = '/api/needs-assessment/responses';

/** Every question with its isActive (D12); the wizard walks the active ones. Always read afresh. */
export const useQuestions = () => useQuery<Question[]>({ queryKey: [QUESTIONS_QUERY_KEY], staleTime: 0 });

export interface AssessmentListFilters {
  page: number;
  pageSize: number;
  search?: string;
}

export const useAssessmentList = (filters: AssessmentListFilters) =>
  useQuery<Page<AssessmentListItem>>({
    queryKey: [RESPONSES_QUERY_KEY, filters],
    staleTime: 0,
    placeholderData: (previous) => previous,
  });

export const assessmentKey = (id: number) => [RESPONSES_QUERY_KEY, id] as const;

export const useAssessment = (id: number | null) =>
  useQuery<AssessmentDetail>({
    queryKey: assessmentKey(id ?? 0),
    enabled: id !== null && Number.isInteger(id) && id > 0,
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

function useQuestionnaireChange<TVariables, TResult = unknown>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
  success?: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      if (success) toastSuccess(success);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [QUESTIONS_QUERY_KEY] }),
  });
}

export const useCreateQuestion = () =>
  useQuestionnaireChange((body: QuestionInput) => apiRequest<Question>('POST', QUESTIONS_QUERY_KEY, body));

export const useUpdateQuestion = () =>
  useQuestionnaireChange(({ id, body }: { id: number; body: QuestionInput }) =>
    apiRequest<Question>('PATCH', `${QUESTIONS_QUERY_KEY}/${id}`, body),
  );

export const useSetQuestionActive = () =>
  useQuestionnaireChange(({ id, isActive }: { id: number; isActive: boolean }) =>
    apiRequest<Question>('PATCH', `${QUESTIONS_QUERY_KEY}/${id}`, { isActive }),
  );

export const useDeleteQuestion = () =>
  useQuestionnaireChange((id: number) => apiRequest('DELETE', `${QUESTIONS_QUERY_KEY}/${id}`));

export const useCreateCategory = () =>
  useQuestionnaireChange((body: { name: string; categoryType: 'general' | 'equipment' }) =>
    apiRequest<Question[]>('POST', '/api/needs-assessment/categories', body),
  );

export const useDeleteCategory = () =>
  useQuestionnaireChange((name: string) =>
    apiRequest('DELETE', `/api/needs-assessment/categories/${encodeURIComponent(name)}`),
  );
