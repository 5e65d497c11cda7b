import type { AssessmentDetail, Client, Question } from '@ppp/domain';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { type AssessmentQuoteStart, quoteStartOf, withAddressBookClient } from './assessmentPrefill.ts';

// The needs assessments a quote is made from (D22), read with the same keys as the assessment
// area's own screens, so the cache serves both.

const RESPONSES_KEY = '/api/needs-assessment/responses';
const QUESTIONS_KEY = '/api/needs-assessment/questions';

const validId = (id: number | null): id is number => id !== null && Number.isInteger(id) && id > 0;

/** One saved assessment (every approved user may view them, D1); null reads nothing. */
export const useAssessmentDetail = (id: number | null) =>
  useQuery<AssessmentDetail>({ queryKey: [RESPONSES_KEY, id ?? 0], enabled: validId(id) });

/** Where a quote form stands with the assessment named by its address (`?assessment={id}`). */
export type AssessmentQuoteStartState =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'error'; retry: () => void }
  | { state: 'ready'; start: AssessmentQuoteStart };

/**
 * D22: the start of a new quote from the assessment of `?assessment={id}`: its client, its dates
 * (the answers of the questions marked `fills`) and its ticked equipment types. 'none' without one.
 */
export function useAssessmentQuoteStart(): AssessmentQuoteStartState {
  const [params] = useSearchParams();
  const id = params.has('assessment') ? Number(params.get('assessment')) : null;
  const named = id !== null;
  const assessment = useAssessmentDetail(id);
  const questions = useQuery<Question[]>({ queryKey: [QUESTIONS_KEY], enabled: named && validId(id) });
  // D22: a quote made from it before (by anyone), or the one address-book client of its name, names
  // the client the quote starts with.
  const earlierClientId = assessment.data?.clientId ?? null;
  const earlierClient = useQuery<Client>({
    queryKey: [`/api/clients/${earlierClientId}`],
    enabled: earlierClientId !== null,
    retry: false,
  });
  if (!named) return { state: 'none' };
  if (!validId(id) || assessment.isError || questions.isError) {
    return {
      state: 'error',
      retry: () => {
        if (assessment.isError) void assessment.refetch();
        if (questions.isError) void questions.refetch();
      },
    };
  }
  if (!assessment.data || !questions.data || (earlierClientId !== null && earlierClient.isPending)) {
    return { state: 'loading' };
  }
  const start = quoteStartOf(assessment.data, questions.data);
  // A client gone since (deleted, or not to be read) leaves the assessment's own data, as for a first quote.
  return {
    state: 'ready',
    start: earlierClient.data ? withAddressBookClient(start, earlierClient.data) : start,
  };
}
