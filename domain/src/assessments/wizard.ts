/**
 * The needs-assessment wizard's rules (spec-2 §2, §5; D12), pure and written once: the staff wizard,
 * the server and the partner-site widget all run them. Zod-free on purpose (the widget's budget).
 */
import { isCalendarDate } from '../dates/date-text.ts';
import { rentalDaysOf } from '../dates/rental-days.ts';
import { typedDecimal } from '../decimals/decimal-text.ts';
import { itemInputMessages } from '../pricing/item-messages.ts';
import { answerMessages } from './messages.ts';

export const questionTypes = [
  'text',
  'textarea',
  'number',
  'select',
  'radio',
  'checkbox',
  'multiple_choice',
  'equipment_option',
  'date',
] as const;
export type QuestionType = (typeof questionTypes)[number];

/**
 * The quote field a question's answer fills when a quote is made from the assessment (D22):
 * 'Data rozpoczęcia' from a `date` answer, 'Okres wynajmu (dni)' from a `number` answer.
 */
export const questionFills = ['startsOn', 'rentalDays'] as const;
export type QuestionFill = (typeof questionFills)[number];
/** The one question type whose answer each quote field takes. */
export const fillQuestionType: Readonly<Record<QuestionFill, QuestionType>> = {
  startsOn: 'date',
  rentalDays: 'number',
};

export const categoryTypes = ['general', 'equipment'] as const;
export type CategoryType = (typeof categoryTypes)[number];

/** The types whose answers are chosen from the question's `options` (D12). */
export const typesWithOptions: readonly QuestionType[] = ['select', 'multiple_choice'];
/** The types answered 'true' / 'false', 'false' until ticked, so never blank (D12). */
const tickTypes: readonly QuestionType[] = ['checkbox', 'equipment_option'];

/** What the rules need of a question (the API's question answers more). */
export interface WizardQuestion {
  id: number;
  category: string;
  question: string;
  type: QuestionType;
  position: number;
  isRequired: boolean;
  isActive: boolean;
  categoryType: CategoryType | null;
  options: readonly string[];
  /** D22: the quote field its answer fills (fillProblem's rule); absent where it is not read. */
  fills?: QuestionFill | null;
}

/** Strings, except a multiple_choice answer: the list of chosen options (D12). */
export type Answer = string | readonly string[];
/** Answers by question id (JSON object keys are strings). */
export type Answers = Readonly<Record<string, Answer | undefined>>;

/** The four general categories that lead the wizard, in this order (spec-2 §2). */
const requiredGeneralCategories = [
  'Informacje ogólne',
  'Warunki otoczenia',
  'Logistyka i dodatkowe usługi',
  'Dodatkowe informacje',
] as const;

export const equipmentCategorySuffix = ' - wyposażenie';

/** The fixed singular table of D12; a name outside it is its own singular. */
const singulars: Readonly<Record<string, string>> = {
  'Maszty oświetleniowe': 'Maszt oświetleniowy',
  Nagrzewnice: 'Nagrzewnica',
  Klimatyzacje: 'Klimatyzacja',
  'Agregaty prądotwórcze': 'Agregat prądotwórczy',
  'Kurtyny powietrzne': 'Kurtyna powietrzna',
  'Wyciągi spalin': 'Wyciąg spalin',
};

export const singularOf = (name: string): string => singulars[name] ?? name;

/** 'Nagrzewnice - wyposażenie' → 'Nagrzewnice'; other names stay as they are. */
export const baseCategoryName = (category: string): string =>
  category.endsWith(equipmentCategorySuffix) ? category.slice(0, -equipmentCategorySuffix.length) : category;

const collator = new Intl.Collator('pl');
const byPosition = (a: WizardQuestion, b: WizardQuestion) => a.position - b.position || a.id - b.id;
const sameText = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('pl') === b.trim().toLocaleLowerCase('pl');

const activeQuestions = (questions: readonly WizardQuestion[]) => questions.filter((q) => q.isActive);

/**
 * The categories that hold active questions, in step order (D12 as amended), each with its questions by
 * position: the four required general categories in their order, then every other category A–Z
 * (Polish collation), each category followed at once by its ' - wyposażenie' twin. A twin whose base
 * category holds no questions takes its base name's place.
 */
export function questionnaireSteps(questions: readonly WizardQuestion[]): WizardStep[] {
  const byCategory = new Map<string, WizardQuestion[]>();
  for (const question of activeQuestions(questions)) {
    const list = byCategory.get(question.category) ?? [];
    list.push(question);
    byCategory.set(question.category, list);
  }
  const leading: readonly string[] = requiredGeneralCategories;
  const isTwin = (name: string) => name.endsWith(equipmentCategorySuffix);
  const required = leading
    .flatMap((name) => [name, name + equipmentCategorySuffix])
    .filter((name) => byCategory.has(name));
  const others = [...byCategory.keys()]
    .filter((name) => !leading.includes(baseCategoryName(name)))
    .sort(
      (a, b) =>
        collator.compare(baseCategoryName(a), baseCategoryName(b)) || Number(isTwin(a)) - Number(isTwin(b)),
    );
  return [...required, ...others].map((category) => {
    const stepQuestions = (byCategory.get(category) ?? []).sort(byPosition);
    return { category, questions: stepQuestions, gated: isGated(category, stepQuestions) };
  });
}

export interface WizardStep {
  category: string;
  questions: WizardQuestion[];
  /** Shown only while the matching equipment is ticked (D12). */
  gated: boolean;
}

function isGated(category: string, questions: readonly WizardQuestion[]) {
  return category.endsWith(equipmentCategorySuffix) || questions.some((q) => q.categoryType === 'equipment');
}

/** The question whose 'true' opens a gated category: its text is the base name's singular, or the base name. */
export function gateQuestionOf(
  category: string,
  questions: readonly WizardQuestion[],
): WizardQuestion | null {
  const base = baseCategoryName(category);
  const singular = singularOf(base);
  return (
    activeQuestions(questions).find(
      (q) =>
        q.category !== category &&
        tickTypes.includes(q.type) &&
        (sameText(q.question, singular) || sameText(q.question, base)),
    ) ?? null
  );
}

/** The answer the wizard works with: tick questions are 'false' until ticked. */
export function effectiveAnswer(question: WizardQuestion, answers: Answers): Answer | undefined {
  const answer = answers[String(question.id)];
  if (answer === undefined && tickTypes.includes(question.type)) return 'false';
  return answer;
}

export function isBlankAnswer(answer: Answer | undefined | null): boolean {
  if (answer === undefined || answer === null) return true;
  if (typeof answer === 'string') return answer.trim() === '';
  return answer.length === 0;
}

/**
 * Whether the user answered the question (D12 as amended): a blank text or an empty choice is no
 * answer, nor is an unticked box. The counter and the saved assessment's count both use it.
 */
export function isAnswered(question: WizardQuestion, answers: Answers): boolean {
  const answer = effectiveAnswer(question, answers);
  return tickTypes.includes(question.type) ? answer === 'true' : !isBlankAnswer(answer);
}

/** The steps the user walks now: every ungated step, and a gated one while its gate is ticked. */
export function activeSteps(questions: readonly WizardQuestion[], answers: Answers): WizardStep[] {
  const steps = questionnaireSteps(questions);
  const active = new Set(steps.filter((step) => !step.gated).map((step) => step.category));
  // A gate may itself sit in a gated category: open categories until nothing more opens.
  for (let changed = true; changed; ) {
    changed = false;
    for (const step of steps) {
      if (active.has(step.category)) continue;
      const gate = gateQuestionOf(step.category, questions);
      if (gate && active.has(gate.category) && effectiveAnswer(gate, answers) === 'true') {
        active.add(step.category);
        changed = true;
      }
    }
  }
  return steps.filter((step) => active.has(step.category));
}

/** The answers that still count: those of active questions in active steps (unticking drops the rest). */
function keepActiveAnswers(questions: readonly WizardQuestion[], answers: Answers): Record<string, Answer> {
  const kept: Record<string, Answer> = {};
  for (const step of activeSteps(questions, answers)) {
    for (const question of step.questions) {
      const answer = answers[String(question.id)];
      if (answer !== undefined) kept[String(question.id)] = answer;
    }
  }
  return kept;
}

/** Sets one answer and drops what it closes (D12: unticking drops the gated categories' answers). */
export function answerQuestion(
  questions: readonly WizardQuestion[],
  answers: Answers,
  questionId: number,
  answer: Answer,
): Record<string, Answer> {
  return keepActiveAnswers(questions, { ...answers, [String(questionId)]: answer });
}

/** Longest text answer kept. */
export const answerTextLimit = 5000;

/** Why a non-blank answer cannot be kept, or null when it can (D12's forms per type). */
export function answerProblem(question: WizardQuestion, answer: Answer): string | null {
  const invalid = answerMessages.answerInvalid;
  if (question.type === 'multiple_choice') {
    if (!Array.isArray(answer)) return invalid;
    const chosen = answer as readonly unknown[];
    const allKnown = chosen.every(
      (option) => typeof option === 'string' && question.options.includes(option),
    );
    return allKnown && new Set(chosen).size === chosen.length ? null : invalid;
  }
  if (typeof answer !== 'string') return invalid;
  const text = answer.trim();
  switch (question.type) {
    case 'number':
      // Read by the one decimal parser (D20): '1 200,5' is 1200.5; any places are kept.
      return typedDecimal(text) === null ? invalid : null;
    case 'select':
      return question.options.includes(text) ? null : invalid;
    case 'date':
      // A calendar day as 'YYYY-MM-DD' (the staff wizard reads 'DD.MM.YYYY' into it first).
      return isCalendarDate(text) ? null : invalid;
    case 'radio':
      return text === 'tak' || text === 'nie' ? null : invalid;
    case 'checkbox':
    case 'equipment_option':
      return text === 'true' || text === 'false' ? null : invalid;
    default:
      return answer.length > answerTextLimit ? `Maksymalnie ${answerTextLimit} znaków` : null;
  }
}

/** The message a question of an active step shows, or null: required and blank, or of the wrong form. */
export function questionProblem(question: WizardQuestion, answers: Answers): string | null {
  const answer = effectiveAnswer(question, answers);
  if (isBlankAnswer(answer)) return question.isRequired ? answerMessages.answerRequired : null;
  return answerProblem(question, answer as Answer);
}

/**
 * D22: why an answer cannot fill the quote field its question fills, or null: a period is a whole
 * number of 1–365 days, as the quote's (rentalDaysOf). Not among questionProblem's checks, which the
 * partner widget runs within its budget: there the server's answer marks it.
 */
export function fillProblem(
  question: Pick<WizardQuestion, 'fills'>,
  answer: Answer | undefined,
): string | null {
  if (question.fills !== 'rentalDays' || typeof answer !== 'string' || answer.trim() === '') return null;
  return rentalDaysOf(answer) === null ? itemInputMessages.rentalPeriodDays : null;
}

/** questionProblem, then the fill's rule (fillProblem): the staff wizard's and the server's check. */
export const checkedQuestionProblem = (question: WizardQuestion, answers: Answers): string | null =>
  questionProblem(question, answers) ?? fillProblem(question, effectiveAnswer(question, answers));

/**
 * Whether 'Następny' (and the save on the last step) may go on: every question of the step can be kept.
 * The button is always enabled; pressed too early it marks the step's problems (D12 as amended).
 */
export function canLeaveStep(
  step: WizardStep,
  answers: Answers,
  /** The staff wizard's checkedQuestionProblem; the widget's questionProblem. */
  problemOf: (question: WizardQuestion, answers: Answers) => string | null = questionProblem,
): boolean {
  return step.questions.every((question) => problemOf(question, answers) === null);
}

/** 'Odpowiedzi: {n} z {m}': the questions answered among those of the active steps. */
export function answerCount(questions: readonly WizardQuestion[], answers: Answers) {
  let answered = 0;
  let total = 0;
  for (const step of activeSteps(questions, answers)) {
    for (const question of step.questions) {
      total += 1;
      if (isAnswered(question, answers)) answered += 1;
    }
  }
  return { answered, total };
}

/** 'Krok X z N' and its percentage, for a zero-based step index. */
export function stepProgress(index: number, steps: number) {
  const step = Math.min(Math.max(index + 1, 1), Math.max(steps, 1));
  return { step, steps, percent: steps > 0 ? Math.round((step / steps) * 100) : 0 };
}

/** Texts are kept as typed; choices trimmed; numbers with a decimal dot. */
function savedForm(question: WizardQuestion, answer: string): string {
  if (question.type === 'text' || question.type === 'textarea') return answer;
  const text = answer.trim();
  if (question.type !== 'number') return text;
  return typedDecimal(text) ?? text;
}

export interface CheckedAnswers {
  /** What is saved: the non-blank answers of active questions in active steps, numbers with a dot. */
  answers: Record<string, Answer>;
  /** `responses.<id>` → message, for a 400 (D12). */
  errors: Record<string, string>;
}

/**
 * The server's check of a submitted response (D12): answers of inactive steps and of unknown or
 * inactive questions are dropped; a required blank or a wrongly formed answer is an error.
 */
export function checkAnswers(questions: readonly WizardQuestion[], submitted: Answers): CheckedAnswers {
  const answers: Record<string, Answer> = {};
  const errors: Record<string, string> = {};
  for (const step of activeSteps(questions, submitted)) {
    for (const question of step.questions) {
      const key = String(question.id);
      const problem = checkedQuestionProblem(question, submitted);
      if (problem) {
        errors[`responses.${key}`] = problem;
        continue;
      }
      const answer = effectiveAnswer(question, submitted);
      if (answer === undefined || isBlankAnswer(answer)) continue;
      answers[key] = typeof answer === 'string' ? savedForm(question, answer) : [...answer];
    }
  }
  return { answers, errors };
}
