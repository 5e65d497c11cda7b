import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type Answer,
  type AssessmentDetail,
  type AssessmentListItem,
  type AssessmentQuote,
  type AssessmentResponseInput,
  activeSteps,
  answerCount,
  assessmentClientErrors,
  assessmentMessages,
  checkAnswers,
  companyNameKey,
  namesAssessmentClient,
  type Page,
  type RecordSource,
} from '@ppp/domain';
import type { SessionUser } from '../../auth/current-user.ts';
import { containsPattern } from '../../db/like.ts';
import { Invalid, NotFound } from '../../http/errors.ts';
import type { KeySource } from '../api-keys/entities.ts';
import { seenQuoteCondition, seenQuoteParams } from '../quote-lifecycle/access.ts';
import { allocateNumber } from '../quote-lifecycle/numbers.ts';
import { assessmentCreatedWebhookEvent } from '../webhooks/events.ts';
import {
  AssessmentQuestionEntity,
  AssessmentResponseEntity,
  type AssessmentResponseRow,
  type StoredAnswer,
} from './entities.ts';
import { toQuestionDto } from './questions-service.ts';

const ASSESSMENT_NUMBER_PREFIX = 'BP';

type ResponseFields = Omit<Required<AssessmentResponseInput>, 'responses'> & {
  responses: Record<string, Answer>;
};
/** A staff author, or the API key of a web enquiry (D16, D22). */
type Author = { userId: number | null; source: KeySource | null };

const person = (row: Omit<AssessmentResponseRow, 'answers'>) => {
  // Read with its author populated: a nullable column is null, never missing.
  const user = row.createdBy;
  return user
    ? {
        id: user.id,
        firstName: user.firstName ?? null,
        lastName: user.lastName ?? null,
        email: user.email ?? null,
      }
    : null;
};

const toListItem = (row: Omit<AssessmentResponseRow, 'answers'>): AssessmentListItem => ({
  id: row.id,
  responseNumber: row.responseNumber,
  createdAt: row.createdAt.toISOString(),
  clientCompanyName: row.clientCompanyName ?? null,
  clientContactPerson: row.clientContactPerson ?? null,
  clientPhone: row.clientPhone ?? null,
  clientEmail: row.clientEmail ?? null,
  clientAddress: row.clientAddress ?? null,
  createdBy: person(row),
  source: row.source ?? null,
  answerCount: row.answerCount,
  erasedAt: row.erasedAt?.toISOString() ?? null,
});

const copyAnswer = (answer: Answer): string | string[] => (typeof answer === 'string' ? answer : [...answer]);

const toAssessmentDto = (
  row: AssessmentResponseRow,
  { quotes, clientId }: Pick<AssessmentDetail, 'quotes' | 'clientId'> = { quotes: [], clientId: null },
): AssessmentDetail => ({
  ...toListItem(row),
  apiKeyId: row.apiKey?.id ?? null,
  quotes,
  clientId,
  responses: Object.fromEntries(
    row.answers.map((answer) => [String(answer.questionId), copyAnswer(answer.answer)]),
  ),
  answers: row.answers.map((answer) => ({
    ...answer,
    answer: copyAnswer(answer.answer),
  })),
});

/**
 * POST /api/needs-assessment/responses (D12): the wizard's rules decide what is kept and what is
 * missing; the answers keep their questions as they are now; the number comes in the same transaction,
 * with what `alsoWrite` adds for it (D22: a web enquiry's confirmation).
 */
export async function createResponse(
  em: EntityManager,
  fields: ResponseFields,
  author: Author,
  alsoWrite?: (tx: EntityManager, response: AssessmentResponseRow) => Promise<void>,
): Promise<AssessmentDetail> {
  const questions = (await em.find(AssessmentQuestionEntity, { isActive: true })).map(toQuestionDto);
  const checked = checkAnswers(questions, fields.responses);
  const client = assessmentClientErrors(fields);
  const errors = { ...client, ...checked.errors };
  if (Object.keys(errors).length > 0) {
    // The message names the question of the first refused answer (a form shows it far from there).
    const [refused] = Object.keys(checked.errors);
    const question = questions.find((entry) => `responses.${entry.id}` === refused);
    throw new Invalid(
      errors,
      !namesAssessmentClient(fields)
        ? assessmentMessages.clientAtLeastOneOnSave
        : Object.keys(client).length === 0 && question
          ? `${question.question}: ${checked.errors[refused]}`
          : undefined,
    );
  }
  const answers: StoredAnswer[] = activeSteps(questions, checked.answers).flatMap((step) =>
    step.questions
      .filter((question) => checked.answers[String(question.id)] !== undefined)
      .map((question) => ({
        questionId: question.id,
        question: question.question,
        type: question.type,
        category: question.category,
        answer: checked.answers[String(question.id)],
      })),
  );
  const id = await em.transactional(async (tx) => {
    const row = tx.create(AssessmentResponseEntity, {
      responseNumber: await allocateNumber(tx, ASSESSMENT_NUMBER_PREFIX),
      clientCompanyName: fields.clientCompanyName,
      clientNameKey: fields.clientCompanyName ? companyNameKey(fields.clientCompanyName) || null : null,
      clientContactPerson: fields.clientContactPerson,
      clientPhone: fields.clientPhone,
      clientEmail: fields.clientEmail,
      clientAddress: fields.clientAddress,
      answers,
      // What the wizard's counter said (D12 as amended): an unticked box is kept, but is no answer.
      answerCount: answerCount(questions, checked.answers).answered,
      createdBy: author.userId,
      source: author.source?.name ?? null,
      apiKey: author.source?.apiKeyId ?? null,
    });
    await tx.flush();
    // D24: staff and guest assessments alike; a key's webhooks get only their key's.
    await assessmentCreatedWebhookEvent(tx, row.id);
    await alsoWrite?.(tx, row);
    return row.id;
  });
  // A new assessment has no quotes yet: nobody's to see.
  return getResponse(em, undefined, id);
}

/** An assessment with the quotes made from it that `viewer` may open (none without a viewer). */
export async function getResponse(
  em: EntityManager,
  viewer: SessionUser | undefined,
  id: number,
): Promise<AssessmentDetail> {
  const row = await em.findOne(AssessmentResponseEntity, { id }, { populate: ['createdBy'] });
  if (!row) throw new NotFound(assessmentMessages.responseNotFound);
  if (!viewer) return toAssessmentDto(row);
  const made = await quotesFrom(em, viewer, id);
  return toAssessmentDto(row, {
    ...made,
    clientId: made.clientId ?? (await clientNamed(em, row.clientCompanyName)),
  });
}

/**
 * D19, D22: the address-book client a first quote from an assessment starts with, so saving it never
 * adds a second 'Skanska S.A.' for 'SKANSKA SA': the one (not erased) whose name is the assessment's,
 * case and punctuation ignored. None when no client or several are (the form offers them, D19).
 */
async function clientNamed(em: EntityManager, companyName: string | null | undefined) {
  const key = companyName ? companyNameKey(companyName) : '';
  if (!key) return null;
  const rows = await em.execute<{ id: number }[]>(
    'select id from client where name_key = ? and erased_at is null limit 2',
    [key],
  );
  return rows.length === 1 ? rows[0].id : null;
}

/**
 * D22: the quotes made from the assessment, of every kind, oldest first; D1: those the viewer may
 * open. And the client of the latest of all of them, which the next quote starts with.
 */
async function quotesFrom(em: EntityManager, viewer: SessionUser, assessmentId: number) {
  const rows = await em.execute<
    { kind: AssessmentQuote['kind']; id: number; quote_number: string; client_id: number; seen: boolean }[]
  >(
    `select kind, id, quote_number, client_id, ${seenQuoteCondition} as seen from quote
      where assessment_id = ?
      order by created_at, id`,
    [...seenQuoteParams(viewer), assessmentId],
  );
  return {
    quotes: rows
      .filter((quote) => quote.seen)
      .map((quote) => ({ kind: quote.kind, id: quote.id, quoteNumber: quote.quote_number })),
    clientId: rows.at(-1)?.client_id ?? null,
  };
}

/** The saved assessments' list filters (D12, D22). */
export interface AssessmentListFilters {
  search?: string;
  source?: RecordSource;
}

/** Which assessments a list shows: one condition for its page and its export (D26). */
export function assessmentListWhere(query: AssessmentListFilters) {
  const like = query.search ? containsPattern(query.search) : undefined;
  const key = query.search ? companyNameKey(query.search) : '';
  return {
    ...(like && {
      $or: [
        { responseNumber: { $ilike: like } },
        { clientCompanyName: { $ilike: like } },
        // A company typed without its Polish letters or punctuation ('lodzkie zurawie'), D19.
        ...(key.length >= 2 ? [{ clientNameKey: { $like: containsPattern(key) } }] : []),
        { clientContactPerson: { $ilike: like } },
      ],
    }),
    ...(query.source && { source: query.source === 'web' ? { $ne: null } : null }),
  };
}

/**
 * Paged (D5), newest first, searched over number, company and contact person (D12); `source` keeps
 * only web enquiries (sent in with an API key, whose name stays in `source`) or only staff ones (D22).
 */
export async function listResponses(
  em: EntityManager,
  query: AssessmentListFilters & { page: number; pageSize: number },
): Promise<Page<AssessmentListItem>> {
  const [rows, total] = await em.findAndCount(AssessmentResponseEntity, assessmentListWhere(query), {
    populate: ['createdBy'],
    exclude: ['answers'],
    orderBy: { createdAt: 'desc', id: 'desc' },
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { items: rows.map(toListItem), total, page: query.page, pageSize: query.pageSize };
}

export async function deleteResponse(em: EntityManager, id: number) {
  const removed = await em.nativeDelete(AssessmentResponseEntity, { id });
  if (removed === 0) throw new NotFound(assessmentMessages.responseNotFound);
}
