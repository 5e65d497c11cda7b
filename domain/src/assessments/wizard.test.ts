import { describe, expect, it } from 'vitest';
import {
  activeSteps,
  answerCount,
  answerProblem,
  answerQuestion,
  baseCategoryName,
  canLeaveStep,
  checkAnswers,
  checkedQuestionProblem,
  fillProblem,
  gateQuestionOf,
  isAnswered,
  isBlankAnswer,
  questionnaireSteps,
  singularOf,
  stepProgress,
  type WizardQuestion,
} from './wizard.ts';

let nextId = 1;
function q(category: string, question: string, extra: Partial<WizardQuestion> = {}): WizardQuestion {
  return {
    id: nextId++,
    category,
    question,
    type: 'text',
    position: 1,
    isRequired: false,
    isActive: true,
    categoryType: 'general',
    options: [],
    ...extra,
  };
}

// A questionnaire shaped like the demo one: required general steps (out of order on purpose),
// another general category, equipment categories gated by ticks in 'Informacje ogólne'.
const ticksHeater = q('Informacje ogólne', 'Nagrzewnica', { type: 'equipment_option', position: 2 });
const ticksMast = q('Informacje ogólne', 'Maszt oświetleniowy', { type: 'checkbox', position: 3 });
const site = q('Informacje ogólne', 'Miejsce realizacji', { isRequired: true, position: 1 });
const zone = q('Warunki otoczenia', 'Strefa klimatyczna', {
  type: 'select',
  options: ['umiarkowana', 'kontynentalna', 'nadmorska', 'górska'],
  isRequired: true,
});
const extra = q('Dodatkowe informacje', 'Uwagi', { type: 'textarea' });
const logistics = q('Logistyka i dodatkowe usługi', 'Transport', { type: 'radio', isRequired: true });
const otherGeneral = q('Bezpieczeństwo', 'Czy potrzebne szkolenie BHP?', { type: 'radio' });
const anotherGeneral = q('Aranżacja', 'Styl', { type: 'text' });
const heaterPower = q('Nagrzewnice', 'Moc grzewcza (kW)', {
  type: 'number',
  categoryType: 'equipment',
  isRequired: true,
});
const heaterKit = q('Nagrzewnice - wyposażenie', 'Przewody', {
  type: 'multiple_choice',
  options: ['5 m', '10 m'],
  categoryType: 'equipment',
  isRequired: true,
});
const mastKit = q('Maszty oświetleniowe - wyposażenie', 'Oświetlenie LED', {
  type: 'radio',
  categoryType: 'equipment',
});
const inactive = q('Zapomniane', 'Nieaktywne pytanie', { isActive: false, isRequired: true });

const questionnaire = [
  extra,
  heaterKit,
  mastKit,
  heaterPower,
  otherGeneral,
  zone,
  logistics,
  anotherGeneral,
  ticksMast,
  site,
  ticksHeater,
  inactive,
];

describe('singularOf (D12 table)', () => {
  it.each([
    ['Maszty oświetleniowe', 'Maszt oświetleniowy'],
    ['Nagrzewnice', 'Nagrzewnica'],
    ['Klimatyzacje', 'Klimatyzacja'],
    ['Agregaty prądotwórcze', 'Agregat prądotwórczy'],
    ['Kurtyny powietrzne', 'Kurtyna powietrzna'],
    ['Wyciągi spalin', 'Wyciąg spalin'],
    ['Osuszacze', 'Osuszacze'],
  ])('%s → %s', (plural, singular) => {
    expect(singularOf(plural)).toBe(singular);
  });

  it('takes the base name of an equipment category', () => {
    expect(baseCategoryName('Nagrzewnice - wyposażenie')).toBe('Nagrzewnice');
    expect(baseCategoryName('Nagrzewnice')).toBe('Nagrzewnice');
  });
});

describe('questionnaireSteps: step order (D12 as amended)', () => {
  it('puts the four required general categories first in their order, then every other category A–Z, each followed at once by its equipment twin', () => {
    expect(questionnaireSteps(questionnaire).map((step) => step.category)).toEqual([
      'Informacje ogólne',
      'Warunki otoczenia',
      'Logistyka i dodatkowe usługi',
      'Dodatkowe informacje',
      'Aranżacja',
      'Bezpieczeństwo',
      // A twin without questions in its base category stands where its base name would.
      'Maszty oświetleniowe - wyposażenie',
      'Nagrzewnice',
      'Nagrzewnice - wyposażenie',
    ]);
  });

  it('follows each category with its “ - wyposażenie” step, whatever order the questions come in', () => {
    const names = [
      'Nagrzewnice - wyposażenie',
      'Agregaty prądotwórcze',
      'Klimatyzacje - wyposażenie',
      'Nagrzewnice',
      'Warunki otoczenia',
      'Klimatyzacje',
      'Agregaty prądotwórcze - wyposażenie',
      'Łączność',
      'Informacje ogólne - wyposażenie',
      'Logistyka magazynu',
      'Informacje ogólne',
    ];
    const steps = questionnaireSteps(names.map((name) => q(name, 'x'))).map((step) => step.category);
    expect(steps).toEqual([
      'Informacje ogólne',
      'Informacje ogólne - wyposażenie',
      'Warunki otoczenia',
      'Agregaty prądotwórcze',
      'Agregaty prądotwórcze - wyposażenie',
      'Klimatyzacje',
      'Klimatyzacje - wyposażenie',
      'Logistyka magazynu',
      'Łączność',
      'Nagrzewnice',
      'Nagrzewnice - wyposażenie',
    ]);
  });

  it('leaves out a required category without active questions and a category of inactive questions only', () => {
    const steps = questionnaireSteps([site, zone, inactive]).map((step) => step.category);
    expect(steps).toEqual(['Informacje ogólne', 'Warunki otoczenia']);
  });

  it('sorts with Polish collation (Ł after L, Ś after S)', () => {
    const names = ['Śruby', 'Sprzęt', 'Łączność', 'Logistyka magazynu'];
    const steps = questionnaireSteps(names.map((name) => q(name, 'x'))).map((step) => step.category);
    expect(steps).toEqual(['Logistyka magazynu', 'Łączność', 'Sprzęt', 'Śruby']);
  });

  it('orders a step’s questions by position', () => {
    const first = questionnaireSteps(questionnaire)[0];
    expect(first.questions.map((question) => question.question)).toEqual([
      'Miejsce realizacji',
      'Nagrzewnica',
      'Maszt oświetleniowy',
    ]);
  });

  it('marks categories gated by name suffix or by categoryType equipment', () => {
    const gated = questionnaireSteps(questionnaire)
      .filter((step) => step.gated)
      .map((step) => step.category);
    expect(gated).toEqual(['Maszty oświetleniowe - wyposażenie', 'Nagrzewnice', 'Nagrzewnice - wyposażenie']);
  });
});

describe('gating (D12)', () => {
  const categories = (answers: Record<string, string | string[]>) =>
    activeSteps(questionnaire, answers).map((step) => step.category);

  it('finds the gate by the singular of the base name', () => {
    expect(gateQuestionOf('Nagrzewnice - wyposażenie', questionnaire)).toBe(ticksHeater);
    expect(gateQuestionOf('Maszty oświetleniowe - wyposażenie', questionnaire)).toBe(ticksMast);
  });

  it('finds the gate by the base name itself', () => {
    const byBase = q('Informacje ogólne', 'Osuszacze', { type: 'checkbox' });
    const dryers = q('Osuszacze - wyposażenie', 'Wąż', { categoryType: 'equipment' });
    expect(gateQuestionOf('Osuszacze - wyposażenie', [byBase, dryers])).toBe(byBase);
    expect(activeSteps([byBase, dryers], { [byBase.id]: 'true' }).map((s) => s.category)).toContain(
      'Osuszacze - wyposażenie',
    );
  });

  it('never opens a gated category without a gate question', () => {
    const orphan = q('Kurtyny powietrzne - wyposażenie', 'Montaż', { categoryType: 'equipment' });
    expect(gateQuestionOf(orphan.category, [site, orphan])).toBeNull();
    expect(activeSteps([site, orphan], {}).map((s) => s.category)).toEqual(['Informacje ogólne']);
  });

  it('hides the gated steps until ticked, shows both heater steps when ticked', () => {
    expect(categories({})).not.toContain('Nagrzewnice');
    expect(categories({ [ticksHeater.id]: 'true' })).toEqual(
      expect.arrayContaining(['Nagrzewnice', 'Nagrzewnice - wyposażenie']),
    );
    expect(categories({ [ticksHeater.id]: 'true' })).not.toContain('Maszty oświetleniowe - wyposażenie');
    expect(categories({ [ticksMast.id]: 'true' })).toContain('Maszty oświetleniowe - wyposażenie');
  });

  it('drops the answers of both gated categories on untick, keeping the others', () => {
    let answers = answerQuestion(questionnaire, {}, ticksHeater.id, 'true');
    answers = answerQuestion(questionnaire, answers, heaterPower.id, '25');
    answers = answerQuestion(questionnaire, answers, heaterKit.id, ['5 m']);
    answers = answerQuestion(questionnaire, answers, site.id, 'Gdańsk');
    expect(Object.keys(answers)).toHaveLength(4);
    answers = answerQuestion(questionnaire, answers, ticksHeater.id, 'false');
    expect(answers).toEqual({ [ticksHeater.id]: 'false', [site.id]: 'Gdańsk' });
  });

  it('drops answers of unknown and inactive questions', () => {
    const answers = answerQuestion(questionnaire, { 999999: 'x', [inactive.id]: 'y' }, site.id, 'Gdańsk');
    expect(answers).toEqual({ [site.id]: 'Gdańsk' });
  });
});

describe('answers: blank, form per type, Next (D12)', () => {
  it.each([
    [undefined, true],
    ['', true],
    ['   ', true],
    [[], true],
    ['nie', false],
    [['5 m'], false],
  ])('isBlankAnswer(%j) is %s', (answer, blank) => {
    expect(isBlankAnswer(answer as never)).toBe(blank);
  });

  it.each([
    ['radio', 'tak', null],
    ['radio', 'nie', null],
    ['radio', 'może', 'Nieprawidłowa odpowiedź'],
    ['select', 'górska', null],
    ['select', 'arktyczna', 'Nieprawidłowa odpowiedź'],
    ['number', '12', null],
    ['number', '12,5', null],
    ['number', '1 200,5', null],
    ['number', '1.200,5', 'Nieprawidłowa odpowiedź'],
    ['number', '-3.25', null],
    ['number', 'dwanaście', 'Nieprawidłowa odpowiedź'],
    ['number', '1e3', 'Nieprawidłowa odpowiedź'],
    ['checkbox', 'true', null],
    ['checkbox', 'tak', 'Nieprawidłowa odpowiedź'],
    ['equipment_option', 'false', null],
    ['multiple_choice', ['5 m', '10 m'], null],
    ['multiple_choice', ['20 m'], 'Nieprawidłowa odpowiedź'],
    ['multiple_choice', ['5 m', '5 m'], 'Nieprawidłowa odpowiedź'],
    ['multiple_choice', '5 m', 'Nieprawidłowa odpowiedź'],
    ['text', ['a'], 'Nieprawidłowa odpowiedź'],
    // D22: a date question is answered with a calendar day as 'YYYY-MM-DD'.
    ['date', '2027-03-01', null],
    ['date', '2028-02-29', null],
    ['date', '2027-02-29', 'Nieprawidłowa odpowiedź'],
    ['date', '01.03.2027', 'Nieprawidłowa odpowiedź'],
    ['date', 'w marcu', 'Nieprawidłowa odpowiedź'],
    ['text', 'x'.repeat(5001), 'Maksymalnie 5000 znaków'],
  ] as const)('%s answer %j → %s', (type, answer, problem) => {
    const question = q('Informacje ogólne', 'Pytanie', {
      type,
      options: type === 'select' ? zone.options : type === 'multiple_choice' ? ['5 m', '10 m'] : [],
    });
    expect(answerProblem(question, answer)).toBe(problem);
  });

  it('enables Next only when every required question of the step is answered', () => {
    const [general, weather, logisticsStep] = activeSteps(questionnaire, {});
    expect(canLeaveStep(general, {})).toBe(false);
    expect(canLeaveStep(general, { [site.id]: '  ' })).toBe(false);
    // Unticked equipment options are 'false', never blank: they do not block.
    expect(canLeaveStep(general, { [site.id]: 'Gdańsk' })).toBe(true);
    expect(canLeaveStep(weather, { [zone.id]: 'nadmorska' })).toBe(true);
    expect(canLeaveStep(weather, { [zone.id]: 'arktyczna' })).toBe(false);
    expect(canLeaveStep(logisticsStep, { [logistics.id]: 'nie' })).toBe(true);
  });

  it('requires a non-empty choice for a required multiple_choice and a number for a required number', () => {
    const answers = { [ticksHeater.id]: 'true' };
    const steps = activeSteps(questionnaire, answers);
    const heater = steps.find((step) => step.category === 'Nagrzewnice')!;
    const kit = steps.find((step) => step.category === 'Nagrzewnice - wyposażenie')!;
    expect(canLeaveStep(kit, { ...answers, [heaterKit.id]: [] })).toBe(false);
    expect(canLeaveStep(kit, { ...answers, [heaterKit.id]: ['10 m'] })).toBe(true);
    expect(canLeaveStep(heater, { ...answers, [heaterPower.id]: 'dużo' })).toBe(false);
    expect(canLeaveStep(heater, { ...answers, [heaterPower.id]: '25' })).toBe(true);
  });

  it.each([
    ['text', undefined, false],
    ['text', '   ', false],
    ['text', 'Gdańsk', true],
    ['radio', 'nie', true],
    ['multiple_choice', [], false],
    ['multiple_choice', ['5 m'], true],
    ['checkbox', undefined, false],
    ['checkbox', 'false', false],
    ['equipment_option', 'false', false],
    ['equipment_option', 'true', true],
    // Answered, though of the wrong form: its message says so, the counter counts it.
    ['number', 'dużo', true],
  ] as const)('isAnswered: %s answer %j → %s', (type, answer, answered) => {
    const question = q('Informacje ogólne', 'Pytanie', { type });
    expect(isAnswered(question, answer === undefined ? {} : { [question.id]: answer })).toBe(answered);
  });

  it('counts the questions answered among those of the active steps: an unticked box is no answer, a blank text neither', () => {
    // 8 questions in the steps without gates; the two unticked boxes are not answers.
    expect(answerCount(questionnaire, {})).toEqual({ answered: 0, total: 8 });
    expect(answerCount(questionnaire, { [site.id]: '  ', [ticksMast.id]: 'false' })).toEqual({
      answered: 0,
      total: 8,
    });
    // Ticking the heater opens its two steps (10 questions); the tick and the site are answered.
    expect(answerCount(questionnaire, { [site.id]: 'Gdańsk', [ticksHeater.id]: 'true' })).toEqual({
      answered: 2,
      total: 10,
    });
  });

  it('reports the step and its percentage', () => {
    expect(stepProgress(0, 4)).toEqual({ step: 1, steps: 4, percent: 25 });
    expect(stepProgress(2, 3)).toEqual({ step: 3, steps: 3, percent: 100 });
    expect(stepProgress(0, 0)).toEqual({ step: 1, steps: 0, percent: 0 });
  });
});

describe('checkAnswers: the server’s rules (D12)', () => {
  const complete = { [site.id]: 'Gdańsk', [zone.id]: 'górska', [logistics.id]: 'tak' };

  it('keeps the active answers and drops those of an unticked category, inactive and unknown questions', () => {
    const result = checkAnswers(questionnaire, {
      ...complete,
      [heaterPower.id]: '25',
      [inactive.id]: 'x',
      424242: 'y',
    });
    expect(result.errors).toEqual({});
    expect(result.answers).toEqual({
      ...complete,
      [ticksHeater.id]: 'false',
      [ticksMast.id]: 'false',
    });
  });

  it('names a blank required answer of an active category', () => {
    const result = checkAnswers(questionnaire, {
      ...complete,
      [ticksHeater.id]: 'true',
      [heaterKit.id]: ['5 m'],
    });
    expect(result.errors).toEqual({ [`responses.${heaterPower.id}`]: 'Odpowiedź jest wymagana' });
  });

  it('does not require the same question while its category is inactive', () => {
    expect(checkAnswers(questionnaire, complete).errors).toEqual({});
  });

  it('refuses a wrongly formed answer and normalises numbers', () => {
    const wrong = checkAnswers(questionnaire, { ...complete, [logistics.id]: 'może' });
    expect(wrong.errors).toEqual({ [`responses.${logistics.id}`]: 'Nieprawidłowa odpowiedź' });
    const ok = checkAnswers(questionnaire, {
      ...complete,
      [ticksHeater.id]: 'true',
      [heaterPower.id]: ' 12,5 ',
      [heaterKit.id]: ['5 m'],
    });
    expect(ok.errors).toEqual({});
    expect(ok.answers[String(heaterPower.id)]).toBe('12.5');
  });
});

describe("a period's answer (D22: the question fills 'Okres wynajmu')", () => {
  const days = q('Informacje ogólne', 'Przewidywany czas wynajmu (dni)', {
    type: 'number',
    fills: 'rentalDays',
  });
  const plain = q('Informacje ogólne', 'Liczba osób', { type: 'number' });

  it.each([
    ['14', null],
    ['14,0', null],
    ['365', null],
    ['12,5', 'Okres wynajmu musi wynosić od 1 do 365 dni'],
    ['0', 'Okres wynajmu musi wynosić od 1 do 365 dni'],
    ['-5', 'Okres wynajmu musi wynosić od 1 do 365 dni'],
    ['1 000', 'Okres wynajmu musi wynosić od 1 do 365 dni'],
  ])('%j: %j', (answer, message) => {
    expect(fillProblem(days, answer)).toBe(message);
    expect(checkedQuestionProblem(days, { [days.id]: answer })).toBe(message);
    // Any number answers a question that fills nothing.
    expect(checkedQuestionProblem(plain, { [plain.id]: answer })).toBeNull();
  });

  it('is refused by the server on its field, and blank is left to the required rule', () => {
    const questions = [...questionnaire, days];
    const complete = { [site.id]: 'Gdańsk', [zone.id]: 'górska', [logistics.id]: 'tak' };
    expect(checkAnswers(questions, { ...complete, [days.id]: '12,5' }).errors).toEqual({
      [`responses.${days.id}`]: 'Okres wynajmu musi wynosić od 1 do 365 dni',
    });
    expect(checkAnswers(questions, { ...complete, [days.id]: '' }).errors).toEqual({});
    expect(checkAnswers(questions, { ...complete, [days.id]: '14' }).answers[days.id]).toBe('14');
  });
});
