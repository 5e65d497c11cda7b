import { z } from 'zod';
import { assessmentMessages } from '../assessments/messages.ts';
import {
  answerTextLimit,
  categoryTypes,
  fillQuestionType,
  questionFills,
  questionTypes,
} from '../assessments/wizard.ts';
import { clientFieldLimits } from '../clients/rules.ts';
import { quoteKinds } from '../permissions.ts';
import { emailAddress, optionalText, pageQuerySchema, text, wholeFigure } from './common.ts';
import { recordSourceFilter } from './record-source.ts';

const categoryName = text(assessmentMessages.categoryRequired)
  .trim()
  .min(1, { error: assessmentMessages.categoryRequired })
  .max(200, { error: 'Maksymalnie 200 znaków' });

const questionType = z.enum(questionTypes, { error: assessmentMessages.typeInvalid });
const categoryType = z.enum(categoryTypes, { error: assessmentMessages.categoryTypeInvalid });
const fills = z.enum(questionFills, { error: assessmentMessages.fillsInvalid });

/** A place in the order: '1,5', 'abc' or an empty text is no whole number, whatever its sign. */
const position = wholeFigure({
  min: 1,
  message: assessmentMessages.positionPositive,
  notWhole: assessmentMessages.positionWhole,
  tooLarge: assessmentMessages.positionTooLarge,
});

const options = z
  .array(
    text().trim().min(1, { error: 'Opcja nie może być pusta' }).max(200, { error: 'Maksymalnie 200 znaków' }),
    { error: 'Nieprawidłowa lista opcji' },
  )
  .max(50, { error: 'Maksymalnie 50 opcji' })
  .refine((list) => new Set(list).size === list.length, { error: 'Opcje nie mogą się powtarzać' });

const questionFields = {
  category: categoryName,
  question: text(assessmentMessages.questionRequired)
    .trim()
    .min(1, { error: assessmentMessages.questionRequired })
    .max(1000, { error: 'Maksymalnie 1000 znaków' }),
  type: questionType,
  position,
  isRequired: z.boolean({ error: 'Nieprawidłowa wartość' }).default(false),
  isActive: z.boolean({ error: 'Nieprawidłowa wartość' }).default(true),
  categoryType: categoryType.nullish().transform((value) => value ?? null),
  options: options.default([]),
  /** D22: the quote field the answer fills ('Wypełnia w wycenie'), or null. */
  fills: fills.nullish().transform((value) => value ?? null),
};

/**
 * The options belong to select and multiple_choice; a select needs at least one (D12). A question
 * fills 'Data rozpoczęcia' only with a date answer, the period only with a number (D22).
 */
const withOptionsRule = <T extends { type: string; options: string[]; fills: string | null }>(
  question: T,
  ctx: z.RefinementCtx,
) => {
  if (question.type === 'select' && question.options.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['options'], message: assessmentMessages.optionsRequired });
  }
  if (question.fills === 'startsOn' && question.type !== fillQuestionType.startsOn) {
    ctx.addIssue({ code: 'custom', path: ['fills'], message: assessmentMessages.fillsStartsOnType });
  }
  if (question.fills === 'rentalDays' && question.type !== fillQuestionType.rentalDays) {
    ctx.addIssue({ code: 'custom', path: ['fills'], message: assessmentMessages.fillsRentalDaysType });
  }
};
const dropUnusedOptions = <T extends { type: string; options: string[] }>(question: T): T => ({
  ...question,
  options: question.type === 'select' || question.type === 'multiple_choice' ? question.options : [],
});

/** POST /api/needs-assessment/questions */
export const questionInputSchema = z
  .object(questionFields)
  .superRefine(withOptionsRule)
  .transform(dropUnusedOptions);
export type QuestionInput = z.input<typeof questionInputSchema>;

const questionSwitchSchema = z.object({ isActive: z.boolean({ error: 'Nieprawidłowa wartość' }) });

/**
 * PATCH /api/needs-assessment/questions/{id}: the full form, or only isActive (spec-2 §7), told
 * apart by the body's keys (`isActive` alone is the switch), so a full form with a wrong field
 * answers that field's message (D6), as its POST does; unknown fields of a full form are ignored,
 * as everywhere in the staff API (D5).
 */
export const questionPatchSchemaOf = (body: unknown) =>
  typeof body === 'object' && body !== null && Object.keys(body).length === 1 && 'isActive' in body
    ? questionSwitchSchema
    : questionInputSchema;
export type QuestionPatch = z.input<typeof questionSwitchSchema> | z.input<typeof questionInputSchema>;

/** POST /api/needs-assessment/categories (D12). */
export const assessmentCategoryInputSchema = z.object({
  name: text(assessmentMessages.categoryNameRequired)
    .trim()
    .min(1, { error: assessmentMessages.categoryNameRequired })
    .max(180, { error: 'Maksymalnie 180 znaków' }),
  categoryType: categoryType.default('general'),
});

export const questionSchema = z.object({
  id: z.number().int(),
  category: z.string(),
  question: z.string(),
  type: z.enum(questionTypes),
  position: z.number().int(),
  isRequired: z.boolean(),
  isActive: z.boolean(),
  categoryType: z.enum(categoryTypes).nullable(),
  options: z.array(z.string()),
  fills: z.enum(questionFills).nullable(),
});
export type Question = z.infer<typeof questionSchema>;

const answerSchema = z.union(
  [
    text().max(answerTextLimit, { error: `Maksymalnie ${answerTextLimit} znaków` }),
    z.array(text().max(200)).max(50),
  ],
  { error: assessmentMessages.answerInvalid },
);

/** POST /api/needs-assessment/responses (and the public twin, D16). */
export const assessmentResponseInputSchema = z.object({
  clientCompanyName: optionalText(clientFieldLimits.companyName),
  clientContactPerson: optionalText(clientFieldLimits.contactPerson),
  clientPhone: optionalText(clientFieldLimits.phone),
  clientEmail: optionalText(clientFieldLimits.email).pipe(emailAddress(assessmentMessages.email).nullable()),
  clientAddress: optionalText(clientFieldLimits.address),
  responses: z
    .record(z.string().regex(/^\d{1,10}$/, { error: 'Nieprawidłowy identyfikator pytania' }), answerSchema, {
      error: 'Nieprawidłowe odpowiedzi',
    })
    .default({}),
});
export type AssessmentResponseInput = z.input<typeof assessmentResponseInputSchema>;

/** Paging and search (D5), and D22's `source=web|staff`. */
export const assessmentListQuerySchema = pageQuerySchema.extend({ source: recordSourceFilter });

/** One saved answer with the question as it was at saving (D12). */
export const savedAnswerSchema = z.object({
  questionId: z.number().int(),
  question: z.string(),
  type: z.string(),
  category: z.string(),
  answer: z.union([z.string(), z.array(z.string())]),
});
export type SavedAnswer = z.infer<typeof savedAnswerSchema>;

const assessmentAuthorSchema = z
  .object({
    id: z.number().int(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string().nullable(),
  })
  .nullable();

/** A row of GET /api/needs-assessment/responses (paged, D5). */
export const assessmentListItemSchema = z.object({
  id: z.number().int(),
  responseNumber: z.string(),
  createdAt: z.string(),
  clientCompanyName: z.string().nullable(),
  clientContactPerson: z.string().nullable(),
  clientPhone: z.string().nullable(),
  clientEmail: z.string().nullable(),
  clientAddress: z.string().nullable(),
  createdBy: assessmentAuthorSchema,
  /** The API key's name when it came through the public API (D12, D16). */
  source: z.string().nullable(),
  answerCount: z.number().int(),
  /** D25: when the client's personal data was erased; then contact person, phone, e-mail and address are null. */
  erasedAt: z.string().nullable().optional(),
});
export type AssessmentListItem = z.infer<typeof assessmentListItemSchema>;

/** A quote made from the assessment (D22), oldest first. */
export const assessmentQuoteSchema = z.object({
  kind: z.enum(quoteKinds),
  id: z.number().int(),
  quoteNumber: z.string(),
});
export type AssessmentQuote = z.infer<typeof assessmentQuoteSchema>;

/** GET /api/needs-assessment/responses/{id}; `answers` in step order; `quotes` made from it (D22). */
export const assessmentDetailSchema = assessmentListItemSchema.extend({
  /** D22: the API key it came in with; null for staff assessments and after the key was deleted. */
  apiKeyId: z.number().int().nullable(),
  responses: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  answers: z.array(savedAnswerSchema),
  quotes: z.array(assessmentQuoteSchema),
  /**
   * D22: the address-book client of the latest quote made from it, whoever may open that quote (the
   * address book is everybody's): the next quote from it starts with it, never a duplicate. Before
   * any quote, the one address-book client whose company name is the assessment's (case and
   * punctuation ignored, D19), if exactly one is.
   */
  clientId: z.number().int().nullable(),
});
export type AssessmentDetail = z.infer<typeof assessmentDetailSchema>;

/** The answer of a save: the staff page goes on to the print view (spec-2 §2). */
export const assessmentCreatedSchema = z.object({ id: z.number().int(), responseNumber: z.string() });
