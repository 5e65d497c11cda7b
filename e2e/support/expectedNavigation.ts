// Decision D1 for the navigation, written out per role as the specification reads. Independent of
// the application's code on purpose: this is the oracle the menus are checked against.
import type { NavigationSeen } from './navigation.ts';

export const roles = [
  'admin',
  'employee',
  'electrical_manager',
  'transport_manager',
  'general_manager',
] as const;
export type Role = (typeof roles)[number];

const assessments = ['Nowe Badanie', 'Zapisane Badania'];
const quotes = [
  ['Nowa wycena sprzętu', 'Nowa wycena transportu', 'Nowa wycena elektryki', 'Nowa wycena wynajmu ogólnego'],
  [
    'Zapisane wyceny sprzętu',
    'Zapisane wyceny transportu',
    'Zapisane wyceny elektryki',
    'Zapisane wyceny wynajmu ogólnego',
  ],
  // D25: the address book.
  ['Klienci'],
  // D26: the reports, every approved user's.
  ['Raporty'],
];

export const expectedDesktop: Record<Role, NavigationSeen> = {
  admin: {
    menus: {
      KATALOG: [['Sprzęt główny', 'Katalog sprzętu elektrycznego', 'Katalog wynajmu ogólnego']],
      BADANIA: [assessments],
      OFERTY: quotes,
      ADMIN: [
        [
          'Panel administracyjny',
          // D23, D25: the company's profile and the audit log, the admin's only.
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
    menus: { KATALOG: [['Sprzęt główny']], BADANIA: [assessments], OFERTY: quotes },
    roleButtons: [],
  },
  electrical_manager: {
    menus: {
      KATALOG: [['Sprzęt główny', 'Katalog sprzętu elektrycznego']],
      BADANIA: [assessments],
      OFERTY: quotes,
    },
    roleButtons: ['ADMINISTRACJA ELEKTRYKI'],
  },
  transport_manager: {
    menus: { KATALOG: [['Sprzęt główny']], BADANIA: [assessments], OFERTY: quotes },
    roleButtons: ['ADMINISTRACJA TRANSPORTU'],
  },
  general_manager: {
    menus: {
      KATALOG: [['Sprzęt główny', 'Katalog wynajmu ogólnego']],
      BADANIA: [assessments],
      OFERTY: quotes,
    },
    roleButtons: ['ADMINISTRACJA WYNAJMU'],
  },
};

/** The compact bar (phones, tablets) holds every menu and role button of the role, as the desktop bar (D19). */
export const expectedCompact: Record<Role, NavigationSeen> = expectedDesktop;
