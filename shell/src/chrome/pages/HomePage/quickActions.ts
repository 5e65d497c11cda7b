// The home page's quick actions (spec-1 section 2), shown by the same D1 rule as the menus.
import type { Capability, Role } from '@ppp/domain';
import { allows } from '../../navigation/navigationModel.ts';

export type QuickActionIcon =
  | 'assessment'
  | 'equipment'
  | 'transport'
  | 'electrical'
  | 'general'
  | 'list'
  | 'catalogue'
  | 'admin';

export interface QuickAction {
  title: string;
  description: string;
  to: string;
  icon: QuickActionIcon;
  /** Null: every approved user. */
  capability: Capability | null;
}

export interface QuickActionGroup {
  title: 'Tworzenie' | 'Zarządzanie' | 'System';
  actions: QuickAction[];
}

const groups: QuickActionGroup[] = [
  {
    title: 'Tworzenie',
    actions: [
      {
        title: 'Nowe badanie potrzeb',
        description: 'Przeprowadź z klientem ankietę potrzeb krok po kroku',
        to: '/needs-assessment',
        icon: 'assessment',
        capability: 'assessments:run',
      },
      {
        title: 'Nowa wycena sprzętu',
        description: 'Wycena wynajmu sprzętu z katalogu głównego',
        to: '/create-quote',
        icon: 'equipment',
        capability: 'quotes:create',
      },
      {
        title: 'Nowa wycena transportu',
        description: 'Koszt przewozu według pojazdu i odległości',
        to: '/create-transport-quote',
        icon: 'transport',
        capability: 'quotes:create',
      },
      {
        title: 'Nowa wycena elektryki',
        description: 'Wycena sprzętu elektrycznego z wyposażeniem dodatkowym',
        to: '/create-electrical-quote',
        icon: 'electrical',
        capability: 'quotes:create',
      },
      {
        title: 'Nowa wycena wynajmu ogólnego',
        description: 'Wycena sprzętu z katalogu wynajmu ogólnego',
        to: '/create-general-quote',
        icon: 'general',
        capability: 'quotes:create',
      },
    ],
  },
  {
    title: 'Zarządzanie',
    actions: [
      {
        title: 'Zapisane badania',
        description: 'Przeglądaj i drukuj zapisane badania potrzeb',
        to: '/needs-assessment-list',
        icon: 'list',
        capability: 'assessments:view',
      },
      {
        title: 'Wyceny sprzętu',
        description: 'Zapisane wyceny sprzętu',
        to: '/quotes',
        icon: 'list',
        capability: 'quotes:create',
      },
      {
        title: 'Wyceny transportu',
        description: 'Zapisane wyceny transportu',
        to: '/transport-quotes',
        icon: 'list',
        capability: 'quotes:create',
      },
      {
        title: 'Wyceny elektryki',
        description: 'Zapisane wyceny sprzętu elektrycznego',
        to: '/electrical-quotes',
        icon: 'list',
        capability: 'quotes:create',
      },
      {
        title: 'Wyceny wynajmu ogólnego',
        description: 'Zapisane wyceny wynajmu ogólnego',
        to: '/general-quotes',
        icon: 'list',
        capability: 'quotes:create',
      },
    ],
  },
  {
    title: 'System',
    actions: [
      {
        title: 'Katalog sprzętu',
        description: 'Sprzęt, dostępność i ceny',
        to: '/equipment',
        icon: 'catalogue',
        capability: null,
      },
      {
        title: 'Panel administracyjny',
        description: 'Użytkownicy, katalog, cenniki i ustawienia',
        to: '/admin',
        icon: 'admin',
        capability: 'admin:users',
      },
      {
        title: 'Administracja elektryki',
        description: 'Katalog i cenniki sprzętu elektrycznego',
        to: '/admin/electrical',
        icon: 'electrical',
        capability: 'admin:electrical',
      },
      {
        title: 'Administracja transportu',
        description: 'Pojazdy i stawki za kilometr',
        to: '/admin/transport',
        icon: 'transport',
        capability: 'admin:transport',
      },
      {
        title: 'Administracja wynajmu ogólnego',
        description: 'Katalog i cenniki wynajmu ogólnego',
        to: '/admin/general',
        icon: 'general',
        capability: 'admin:general',
      },
    ],
  },
];

/** The groups and actions the role may use; a group with nothing left is dropped. */
export function quickActionsFor(role: Role): QuickActionGroup[] {
  return groups
    .map((group) => ({ ...group, actions: group.actions.filter((action) => allows(role, action)) }))
    .filter((group) => group.actions.length > 0);
}
