// The electrical and general-rental areas are one capability in two configurations (D14). This is
// each configuration, read by the API (routes, rules, messages) and by the shared screens alike.
import type { Capability, QuoteKind } from './permissions.ts';

export const departments = ['electrical', 'general'] as const;
export type Department = (typeof departments)[number];

export interface DepartmentConfig {
  department: Department;
  kind: QuoteKind & Department;
  /** The area's name in menus and titles. */
  label: string;
  adminCapability: Capability;
  paths: { admin: string; create: string; list: string };
  api: { categories: string; equipment: string; quotes: string };
  /** D14: electrical equipment has at least one piece, general may have none. */
  equipmentQuantity: { min: 0 | 1; message: string };
  /** spec-2 §3: the additional item types of the area, with their labels. */
  additionalTypes: readonly { type: string; label: string }[];
  /** D14: electrical creation makes the default tiers from `startingPrice`. */
  createsDefaultTiers: boolean;
  /** D14: the electrical tier dialog never removes the last tier. */
  keepsLastTier: boolean;
  /** D14: the general tier dialog keeps price and discount in step (spec-2 §9). */
  syncsTierDiscount: boolean;
  /** D14: the general edit takes a typed price per day; electrical reprices from the tiers. */
  typedPriceOnEdit: boolean;
  texts: {
    adminTitle: string;
    listTitle: string;
    createTitle: string;
    quoteTitle: string;
    /** D14: the toast text of somebody turned away from the admin page. */
    adminDenied: string;
    createFailed: string;
    quotesDenied: string;
  };
}

export const departmentConfigs: Record<Department, DepartmentConfig> = {
  electrical: {
    department: 'electrical',
    kind: 'electrical',
    label: 'Elektryka',
    adminCapability: 'admin:electrical',
    paths: { admin: '/admin/electrical', create: '/create-electrical-quote', list: '/electrical-quotes' },
    api: {
      categories: '/api/electrical-equipment-categories',
      equipment: '/api/electrical-equipment',
      quotes: '/api/electrical-quotes',
    },
    equipmentQuantity: { min: 1, message: 'Ilość musi być większa od 0' },
    additionalTypes: [
      { type: 'additional', label: 'Wyposażenie dodatkowe' },
      { type: 'accessories', label: 'Akcesoria' },
    ],
    createsDefaultTiers: true,
    keepsLastTier: true,
    syncsTierDiscount: false,
    typedPriceOnEdit: false,
    texts: {
      adminTitle: 'Administracja elektryki',
      listTitle: 'Wyceny Elektryczne',
      createTitle: 'Nowa wycena elektryczna',
      quoteTitle: 'Wycena elektryczna',
      adminDenied:
        'Dostęp do administracji elektryki mają tylko administratorzy i kierownicy działu elektrycznego.',
      createFailed: 'Nie udało się utworzyć wyceny sprzętu elektrycznego',
      quotesDenied: 'Ta wycena elektryczna należy do innego użytkownika.',
    },
  },
  general: {
    department: 'general',
    kind: 'general',
    label: 'Wynajem ogólny',
    adminCapability: 'admin:general',
    paths: { admin: '/admin/general', create: '/create-general-quote', list: '/general-quotes' },
    api: {
      categories: '/api/general-equipment-categories',
      equipment: '/api/general-equipment',
      quotes: '/api/general-quotes',
    },
    equipmentQuantity: { min: 0, message: 'Ilość nie może być ujemna' },
    additionalTypes: [{ type: 'accessory', label: 'Akcesoria' }],
    createsDefaultTiers: false,
    keepsLastTier: false,
    syncsTierDiscount: true,
    typedPriceOnEdit: true,
    texts: {
      adminTitle: 'Administracja wynajmu ogólnego',
      listTitle: 'Wyceny Wynajmu Ogólnego',
      createTitle: 'Nowa wycena wynajmu ogólnego',
      quoteTitle: 'Wycena wynajmu ogólnego',
      adminDenied:
        'Dostęp do administracji wynajmu ogólnego mają tylko administratorzy i kierownicy wynajmu ogólnego.',
      createFailed: 'Nie udało się utworzyć wyceny',
      quotesDenied: 'Ta wycena wynajmu ogólnego należy do innego użytkownika.',
    },
  },
};

/** spec-2 §8 and D14: the texts both areas share. */
export const departmentMessages = {
  equipmentName: 'Nazwa sprzętu jest wymagana',
  category: 'Kategoria jest wymagana',
  categoryName: 'Nazwa kategorii jest wymagana',
  categoryInUse: 'Nie można usunąć kategorii, która zawiera sprzęt. Najpierw usuń lub przenieś sprzęt.',
  categoryExists: 'Kategoria o tej nazwie już istnieje',
  categoryNotFound: 'Nie znaleziono kategorii',
  equipmentNotFound: 'Nie znaleziono sprzętu',
  availableQuantity: 'Dostępna ilość nie może być ujemna',
  availableAboveTotal: 'Dostępna ilość nie może przekraczać ilości całkowitej',
  startingPrice: 'Cena początkowa musi być większa od 0',
  lastTier: 'Sprzęt musi mieć przynajmniej jeden próg cenowy',
  additionalName: 'Nazwa jest wymagana',
  additionalType: 'Wybierz rodzaj wyposażenia',
  notSelected: 'Nie wybrano sprzętu',
  companyName: 'Nazwa firmy jest wymagana',
  email: 'Nieprawidłowy format email',
  /** spec-2 §5: the create form's rule. */
  atLeastOneItem: 'Dodaj przynajmniej jeden element do wyceny',
  /** spec-2 §5: the edit form's rule. */
  keepOneItem: 'Wycena musi zawierać przynajmniej jedną pozycję',
  duplicateItem: 'Ten sprzęt jest już dodany do wyceny',
  itemQuantity: 'Ilość musi być co najmniej 1',
  itemDays: 'Liczba dni musi wynosić od 1 do 365',
  additionalQuantity: 'Ilość wyposażenia musi być co najmniej 1',
  unknownAdditional: 'To wyposażenie nie należy do wybranego sprzętu',
  unknownEquipment: 'Nieznany sprzęt',
  inactiveEquipment: 'Ten sprzęt jest nieaktywny i nie można go wybrać',
  createCategoryFailed: 'Nie udało się utworzyć kategorii',
  updateCategoryFailed: 'Nie udało się zaktualizować kategorii',
  deleteCategoryFailed: 'Nie udało się usunąć kategorii',
  createEquipmentFailed: 'Nie udało się utworzyć sprzętu',
  updateEquipmentFailed: 'Nie udało się zaktualizować sprzętu',
  deleteEquipmentFailed: 'Nie udało się usunąć sprzętu',
  pricingFailed: 'Nie udało się zaktualizować cen',
  additionalFailed: 'Nie udało się zaktualizować wyposażenia',
  deleteQuoteFailed: 'Nie udało się usunąć wyceny',
  updateQuoteFailed: 'Wystąpił błąd podczas aktualizacji',
  quoteDeleted: 'Wycena została usunięta',
  quoteUpdated: 'Wycena została zaktualizowana',
  quoteCreated: 'Wycena została utworzona',
} as const;

/** D14: the technical fields of department equipment and their default labels (renamable per session). */
export const technicalFields = [
  { field: 'power', label: 'Moc' },
  { field: 'engine', label: 'Silnik' },
  { field: 'alternator', label: 'Prądnica' },
  { field: 'fuelConsumption75', label: 'Spalanie przy 75% obciążenia' },
  { field: 'fuelTankCapacity', label: 'Pojemność zbiornika' },
  { field: 'dimensions', label: 'Wymiary' },
  { field: 'weight', label: 'Waga' },
] as const;
export type TechnicalField = (typeof technicalFields)[number]['field'];
