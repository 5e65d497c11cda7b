import type { Role } from '@ppp/domain';
import { describe, expect, it } from 'vitest';
import { compactNavigation, desktopNavigation, isSectionActive } from './navigationModel.ts';

const newQuotes = [
  'Nowa wycena sprzętu',
  'Nowa wycena transportu',
  'Nowa wycena elektryki',
  'Nowa wycena wynajmu ogólnego',
];
const savedQuotes = [
  'Zapisane wyceny sprzętu',
  'Zapisane wyceny transportu',
  'Zapisane wyceny elektryki',
  'Zapisane wyceny wynajmu ogólnego',
];
const assessments = ['Nowe Badanie', 'Zapisane Badania'];
const addressBook = ['Klienci'];
const reports = ['Raporty'];

// Decision D1, written out per role as a reader of the table would expect it.
const expected: Record<Role, { menus: Record<string, string[][]>; roleButtons: string[] }> = {
  admin: {
    menus: {
      KATALOG: [['Sprzęt główny', 'Katalog sprzętu elektrycznego', 'Katalog wynajmu ogólnego']],
      BADANIA: [assessments],
      OFERTY: [newQuotes, savedQuotes, addressBook, reports],
      ADMIN: [
        [
          'Panel administracyjny',
          'Dane firmy',
          'Dziennik zdarzeń',
          'Administracja elektryki',
          'Administracja wynajmu ogólnego',
          'Administracja transportem',
        ],
      ],
    },
    roleButtons: [],
  },
  employee: {
    menus: {
      KATALOG: [['Sprzęt główny']],
      BADANIA: [assessments],
      OFERTY: [newQuotes, savedQuotes, addressBook, reports],
    },
    roleButtons: [],
  },
  electrical_manager: {
    menus: {
      KATALOG: [['Sprzęt główny', 'Katalog sprzętu elektrycznego']],
      BADANIA: [assessments],
      OFERTY: [newQuotes, savedQuotes, addressBook, reports],
    },
    roleButtons: ['ADMINISTRACJA ELEKTRYKI'],
  },
  transport_manager: {
    menus: {
      KATALOG: [['Sprzęt główny']],
      BADANIA: [assessments],
      OFERTY: [newQuotes, savedQuotes, addressBook, reports],
    },
    roleButtons: ['ADMINISTRACJA TRANSPORTU'],
  },
  general_manager: {
    menus: {
      KATALOG: [['Sprzęt główny', 'Katalog wynajmu ogólnego']],
      BADANIA: [assessments],
      OFERTY: [newQuotes, savedQuotes, addressBook, reports],
    },
    roleButtons: ['ADMINISTRACJA WYNAJMU'],
  },
};

const labelsOf = (navigation: ReturnType<typeof desktopNavigation>) => ({
  menus: Object.fromEntries(
    navigation.menus.map((menu) => [
      menu.label,
      menu.groups.map((group) => group.map((entry) => entry.label)),
    ]),
  ),
  roleButtons: navigation.roleButtons.map((entry) => entry.label),
});

describe('desktopNavigation', () => {
  it.each(Object.entries(expected))('shows %s exactly the entries of D1', (role, entries) => {
    expect(labelsOf(desktopNavigation(role as Role))).toEqual(entries);
  });
});

describe('compactNavigation', () => {
  it.each(Object.entries(expected))(
    'gives %s every menu and role button of the desktop bar (D19)',
    (role, entries) => {
      expect(labelsOf(compactNavigation(role as Role))).toEqual(entries);
    },
  );
});

describe('isSectionActive', () => {
  it('highlights a section on its pages and below them only', () => {
    expect(isSectionActive(['/quotes'], '/quotes/12/edit')).toBe(true);
    expect(isSectionActive(['/needs-assessment'], '/needs-assessment-list')).toBe(false);
  });
});
