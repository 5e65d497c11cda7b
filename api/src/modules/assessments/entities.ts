import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { Answer, CategoryType, QuestionFill, QuestionType } from '@ppp/domain';
import { ApiKeyEntity } from '../api-keys/entities.ts';
import { UserEntity } from '../users/entities.ts';

/** One question of the needs-assessment questionnaire (spec-2 §3, D12: with its options). */
export const AssessmentQuestionEntity = defineEntity({
  name: 'AssessmentQuestion',
  tableName: 'assessment_question',
  properties: {
    id: p.integer().primary().autoincrement(),
    category: p.string().length(200).index(),
    question: p.text(),
    type: p.string().length(30).$type<QuestionType>(),
    position: p.integer().default(1),
    isRequired: p.boolean().default(false),
    isActive: p.boolean().default(true),
    categoryType: p.string().length(20).$type<CategoryType>().nullable(),
    options: p.json<string[]>(),
    /** D22: the quote field its answer fills when a quote is made from an assessment. */
    fills: p.string().length(20).$type<QuestionFill>().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type AssessmentQuestionRow = InferEntity<typeof AssessmentQuestionEntity>;

/** An answer as saved, with the question as it was then (D12), in step order. */
export interface StoredAnswer {
  questionId: number;
  question: string;
  type: QuestionType;
  category: string;
  answer: Answer;
}

/** A saved needs assessment (spec-2 §3): the client card and the answers, numbered BP/{year}/{nnnn}. */
export const AssessmentResponseEntity = defineEntity({
  name: 'AssessmentResponse',
  tableName: 'assessment_response',
  properties: {
    id: p.integer().primary().autoincrement(),
    responseNumber: p.string().length(30).unique(),
    clientCompanyName: p.string().length(300).nullable(),
    /** The company name for searching (domain's companyNameKey: Polish letters, case and punctuation ignored, D19). */
    clientNameKey: p.string().length(300).nullable(),
    clientContactPerson: p.string().length(200).nullable(),
    clientPhone: p.string().length(50).nullable(),
    clientEmail: p.string().length(320).nullable(),
    clientAddress: p.string().length(500).nullable(),
    answers: p.json<StoredAnswer[]>(),
    answerCount: p.integer().default(0),
    /** Null when it came through the public API; then `source` names the API key (D12, D16). */
    createdBy: () => p.manyToOne(UserEntity).nullable().index().deleteRule('restrict'),
    source: p.string().length(200).nullable(),
    /** D22: the API key it came in with (its name is `source`); deleting the key only drops the link. */
    apiKey: () => p.manyToOne(ApiKeyEntity).nullable().index().deleteRule('set null'),
    createdAt: p.datetime().onCreate(() => new Date()),
    /** D25: when its client's personal data was erased (null: never); screens say 'Dane usunięte'. */
    erasedAt: p.datetime().nullable(),
  },
  indexes: [{ properties: ['createdAt', 'id'] }],
});
export type AssessmentResponseRow = InferEntity<typeof AssessmentResponseEntity>;

export const assessmentEntities = [AssessmentQuestionEntity, AssessmentResponseEntity];
