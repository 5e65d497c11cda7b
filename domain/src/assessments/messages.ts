/**
 * The needs-assessment texts (spec-2 §5, §8, D12). Zod-free: the partner-site widget imports them
 * beside the wizard rules without pulling in a schema library.
 */
import { clientRuleMessages } from '../clients/rules.ts';

/**
 * What the answers and the client card say, apart from the rest: the widget carries only these
 * (a minifier keeps every property of an object it keeps, and the widget has a size budget, D15).
 */
export const answerMessages = {
  /** spec-2 §5: the client card, attached to the company name. */
  clientAtLeastOne: clientRuleMessages.atLeastOne,
  email: clientRuleMessages.email,
  answerRequired: 'Odpowiedź jest wymagana',
  answerInvalid: 'Nieprawidłowa odpowiedź',
} as const;

export const assessmentMessages = {
  ...answerMessages,
  /** spec-2 §5: the save step repeats the rule with its own text (D12: the 400's message). */
  clientAtLeastOneOnSave: 'Wypełnij przynajmniej jedno pole klienta',
  questionRequired: 'Treść pytania jest wymagana',
  categoryRequired: 'Kategoria jest wymagana',
  categoryNameRequired: 'Nazwa kategorii jest wymagana',
  positionPositive: 'Pozycja musi być większa od 0',
  /** A position of 1.5: greater than 0, but not a place in the order. */
  positionWhole: 'Pozycja musi być liczbą całkowitą',
  positionTooLarge: 'Pozycja jest zbyt duża',
  typeInvalid: 'Nieprawidłowy typ pytania',
  categoryTypeInvalid: 'Nieprawidłowy typ kategorii',
  optionsRequired: 'Dodaj przynajmniej jedną opcję odpowiedzi',
  fillsInvalid: 'Nieprawidłowe pole wyceny',
  /** D22: 'Data rozpoczęcia' comes from a date answer, the period from a number. */
  fillsStartsOnType: 'Datę rozpoczęcia może wypełniać tylko pytanie typu Data',
  fillsRentalDaysType: 'Okres wynajmu może wypełniać tylko pytanie typu Liczba',
  categoryExists: 'Kategoria o tej nazwie już istnieje',
  categoryNotFound: 'Nie znaleziono kategorii',
  questionNotFound: 'Nie znaleziono pytania',
  responseNotFound: 'Nie znaleziono badania',
  unknownQuestion: (id: number | string) => `Pytanie ${id}`,
  unknownCategory: 'Nieznana kategoria',
  saved: (number: string) => `Badanie potrzeb zostało zapisane z numerem ${number}`,
  saveFailed: 'Nie udało się zapisać badania potrzeb',
  deleted: 'Badanie potrzeb zostało usunięte',
  deleteFailed: 'Nie udało się usunąć badania potrzeb',
  categoryCreateFailed: 'Nie udało się utworzyć kategorii',
  answersCounter: (answered: number, total: number) => `Odpowiedzi: ${answered} z ${total}`,
  stepCounter: (step: number, steps: number) => `Krok ${step} z ${steps}`,
} as const;

/** How the question administration names each question type (spec-2 §3). */
export const questionTypeLabels = {
  text: 'Tekst',
  textarea: 'Tekst wielowierszowy',
  number: 'Liczba',
  select: 'Lista wyboru',
  radio: 'Tak / Nie',
  checkbox: 'Pole wyboru',
  multiple_choice: 'Wielokrotny wybór',
  equipment_option: 'Opcja sprzętu',
  date: 'Data',
} as const;

/** 'Wypełnia w wycenie' (D22): the quote field a question's answer fills, as the question dialog names it. */
export const questionFillLabels = {
  startsOn: 'Datę rozpoczęcia',
  rentalDays: 'Okres wynajmu (dni)',
} as const;

export const categoryTypeLabels = { general: 'Ogólna', equipment: 'Sprzętowa' } as const;

export const questionAdminMessages = {
  questionCreated: 'Pytanie zostało dodane',
  questionUpdated: 'Pytanie zostało zaktualizowane',
  questionDeleted: 'Pytanie zostało usunięte',
  categoryCreated: 'Kategoria została dodana',
  categoryDeleted: 'Kategoria została usunięta',
  questionSaveFailed: 'Nie udało się zapisać pytania',
  questionDeleteFailed: 'Nie udało się usunąć pytania',
  statusFailed: 'Nie udało się zmienić statusu pytania',
  categoryDeleteFailed: 'Nie udało się usunąć kategorii',
} as const;
