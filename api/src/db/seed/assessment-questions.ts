import type { EntityManager } from '@mikro-orm/postgresql';
import type { CategoryType, QuestionFill, QuestionType } from '@ppp/domain';
import { AssessmentQuestionEntity } from '../../modules/assessments/entities.ts';

type SeedQuestion = [
  question: string,
  type: QuestionType,
  isRequired: boolean,
  options?: string[],
  /** D22: the quote field the answer fills. */
  fills?: QuestionFill,
];

const general = (questions: SeedQuestion[]) => ({ categoryType: 'general' as CategoryType, questions });
const equipment = (questions: SeedQuestion[]) => ({ categoryType: 'equipment' as CategoryType, questions });

/**
 * The demo questionnaire (D10, D12): the four required general categories with questions of every
 * type, an equipment tick per equipment type in 'Informacje ogólne', and the gated categories of
 * four equipment types, each with its ' - wyposażenie' twin.
 */
const demoQuestionnaire: Record<string, ReturnType<typeof general>> = {
  'Informacje ogólne': general([
    ['Nazwa wydarzenia lub inwestycji', 'text', true],
    [
      'Rodzaj przedsięwzięcia',
      'select',
      true,
      ['Budowa', 'Wydarzenie plenerowe', 'Hala produkcyjna', 'Magazyn', 'Inne'],
    ],
    ['Planowany termin rozpoczęcia', 'date', true, [], 'startsOn'],
    ['Przewidywany czas wynajmu (dni)', 'number', true, [], 'rentalDays'],
    ['Klimatyzacja', 'equipment_option', false],
    ['Nagrzewnica', 'equipment_option', false],
    ['Maszt oświetleniowy', 'equipment_option', false],
    ['Agregat prądotwórczy', 'equipment_option', false],
    ['Kurtyna powietrzna', 'equipment_option', false],
    ['Wyciąg spalin', 'equipment_option', false],
  ]),
  'Warunki otoczenia': general([
    ['Strefa klimatyczna', 'select', true, ['umiarkowana', 'kontynentalna', 'nadmorska', 'górska']],
    ['Czy urządzenia będą pracować na zewnątrz?', 'radio', true],
    ['Powierzchnia obiektu (m²)', 'number', false],
    ['Czy na miejscu jest dostęp do zasilania?', 'radio', false],
    ['Utrudnienia w dostępie do miejsca pracy', 'textarea', false],
  ]),
  'Logistyka i dodatkowe usługi': general([
    ['Adres dostawy', 'text', true],
    ['Czy potrzebny jest transport?', 'radio', true],
    [
      'Usługi dodatkowe',
      'multiple_choice',
      false,
      ['Montaż', 'Demontaż', 'Serwis w trakcie wynajmu', 'Dostawa paliwa', 'Szkolenie obsługi'],
    ],
    ['Dojazd dla samochodu ciężarowego', 'checkbox', false],
  ]),
  'Dodatkowe informacje': general([
    ['Orientacyjny budżet (zł netto)', 'number', false],
    ['Uwagi', 'textarea', false],
    ['Zgoda na kontakt telefoniczny', 'checkbox', false],
  ]),
  Klimatyzacje: equipment([
    ['Wymagana temperatura (°C)', 'number', true],
    ['Kubatura pomieszczenia (m³)', 'number', false],
    ['Typ klimatyzacji', 'select', false, ['przenośna', 'kanałowa', 'przemysłowa']],
  ]),
  'Klimatyzacje - wyposażenie': equipment([
    [
      'Wyposażenie dodatkowe',
      'multiple_choice',
      false,
      ['Przewody elastyczne', 'Rękaw wyrzutowy', 'Zbiornik skroplin'],
    ],
  ]),
  Nagrzewnice: equipment([
    [
      'Rodzaj nagrzewnicy',
      'select',
      true,
      ['olejowa pośrednia', 'olejowa bezpośrednia', 'elektryczna', 'gazowa'],
    ],
    ['Ogrzewana kubatura (m³)', 'number', true],
    ['Czy pomieszczenie jest wentylowane?', 'radio', false],
  ]),
  'Nagrzewnice - wyposażenie': equipment([
    [
      'Wyposażenie',
      'multiple_choice',
      true,
      ['Rękaw rozprowadzający', 'Termostat', 'Zewnętrzny zbiornik paliwa'],
    ],
    ['Zapas paliwa na cały okres', 'checkbox', false],
  ]),
  'Maszty oświetleniowe': equipment([
    ['Oświetlana powierzchnia (m²)', 'number', true],
    ['Czas świecenia na dobę (h)', 'number', false],
    ['Zasilanie', 'select', false, ['diesel', 'z sieci', 'hybrydowe']],
  ]),
  'Maszty oświetleniowe - wyposażenie': equipment([
    [
      'Wyposażenie',
      'multiple_choice',
      false,
      ['Lampy LED', 'Maszt z wyciągarką', 'Dodatkowy zbiornik paliwa'],
    ],
  ]),
  'Agregaty prądotwórcze': equipment([
    ['Wymagana moc (kVA)', 'number', true],
    ['Czy agregat będzie pracować w trybie ciągłym 24/7?', 'radio', true],
    ['Napięcie', 'select', false, ['230 V', '400 V', '230/400 V']],
  ]),
  'Agregaty prądotwórcze - wyposażenie': equipment([
    [
      'Wyposażenie',
      'multiple_choice',
      false,
      ['Rozdzielnica', 'Przewody zasilające', 'Automatyka SZR', 'Wanna wychwytowa'],
    ],
  ]),
};

/** Fills an empty questionnaire (runs once in a database's life, D10). */
export async function seedAssessmentQuestionnaire(em: EntityManager) {
  if ((await em.count(AssessmentQuestionEntity)) > 0) return;
  for (const [category, { categoryType, questions }] of Object.entries(demoQuestionnaire)) {
    questions.forEach(([question, type, isRequired, options = [], fills = null], index) => {
      em.create(AssessmentQuestionEntity, {
        category,
        question,
        type,
        position: index + 1,
        isRequired,
        isActive: true,
        categoryType,
        options,
        fills,
      } as never);
    });
  }
  await em.flush();
}
