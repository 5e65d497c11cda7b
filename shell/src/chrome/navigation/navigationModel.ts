// The navigation of spec-1 section 2 with decision D1: an entry is shown exactly when the user
// holds its capability (from the domain permission table), on the desktop and the compact bar alike.
import { type Capability, can, type Role } from '@ppp/domain';
import { isPathUnder } from '@ppp/ui/platform/paths.ts';

export interface NavLinkEntry {
  label: string;
  to: string;
  /** Null: every approved user. */
  capability: Capability | null;
}

export interface NavMenu {
  id: 'catalogue' | 'assessments' | 'quotes' | 'admin';
  label: string;
  /** Groups separated by a divider (OFERTY: new quotes, then the saved lists). */
  groups: NavLinkEntry[][];
  /** Paths that make this section the active one. */
  sectionPaths: string[];
}

const catalogueMenu: NavMenu = {
  id: 'catalogue',
  label: 'KATALOG',
  groups: [
    [
      { label: 'Sprzęt główny', to: '/equipment', capability: null },
      { label: 'Katalog sprzętu elektrycznego', to: '/admin/electrical', capability: 'admin:electrical' },
      { label: 'Katalog wynajmu ogólnego', to: '/admin/general', capability: 'admin:general' },
    ],
  ],
  sectionPaths: ['/equipment'],
};

const assessmentsMenu: NavMenu = {
  id: 'assessments',
  label: 'BADANIA',
  groups: [
    [
      { label: 'Nowe Badanie', to: '/needs-assessment', capability: 'assessments:run' },
      { label: 'Zapisane Badania', to: '/needs-assessment-list', capability: 'assessments:view' },
    ],
  ],
  sectionPaths: ['/needs-assessment', '/needs-assessment-list'],
};

// Everybody may create every kind, and everybody sees at least their own saved quotes (D1).
const quotesMenu: NavMenu = {
  id: 'quotes',
  label: 'OFERTY',
  groups: [
    [
      { label: 'Nowa wycena sprzętu', to: '/create-quote', capability: 'quotes:create' },
      { label: 'Nowa wycena transportu', to: '/create-transport-quote', capability: 'quotes:create' },
      { label: 'Nowa wycena elektryki', to: '/create-electrical-quote', capability: 'quotes:create' },
      { label: 'Nowa wycena wynajmu ogólnego', to: '/create-general-quote', capability: 'quotes:create' },
    ],
    [
      { label: 'Zapisane wyceny sprzętu', to: '/quotes', capability: 'quotes:create' },
      { label: 'Zapisane wyceny transportu', to: '/transport-quotes', capability: 'quotes:create' },
      { label: 'Zapisane wyceny elektryki', to: '/electrical-quotes', capability: 'quotes:create' },
      { label: 'Zapisane wyceny wynajmu ogólnego', to: '/general-quotes', capability: 'quotes:create' },
    ],
    // D25: the shared address book, every approved user's (D1).
    [{ label: 'Klienci', to: '/clients', capability: 'clients:manage' }],
    // D26: the reports cover what the user's lists show, so every approved user has them.
    [{ label: 'Raporty', to: '/reports', capability: null }],
  ],
  sectionPaths: [
    '/create-quote',
    '/quotes',
    '/create-transport-quote',
    '/transport-quotes',
    '/create-electrical-quote',
    '/electrical-quotes',
    '/create-general-quote',
    '/general-quotes',
    '/clients',
    '/reports',
  ],
};

const adminMenu: NavMenu = {
  id: 'admin',
  label: 'ADMIN',
  groups: [
    [
      { label: 'Panel administracyjny', to: '/admin', capability: 'admin:users' },
      { label: 'Dane firmy', to: '/admin/company', capability: 'admin:company' },
      { label: 'Dziennik zdarzeń', to: '/admin/audit', capability: 'admin:audit' },
      { label: 'Administracja elektryki', to: '/admin/electrical', capability: 'admin:electrical' },
      { label: 'Administracja wynajmu ogólnego', to: '/admin/general', capability: 'admin:general' },
      { label: 'Administracja transportem', to: '/admin/transport', capability: 'admin:transport' },
    ],
  ],
  sectionPaths: ['/admin'],
};

/** The department buttons of the managers (the admin reaches the same pages through ADMIN). */
const roleButtons: NavLinkEntry[] = [
  { label: 'ADMINISTRACJA ELEKTRYKI', to: '/admin/electrical', capability: 'admin:electrical' },
  { label: 'ADMINISTRACJA TRANSPORTU', to: '/admin/transport', capability: 'admin:transport' },
  { label: 'ADMINISTRACJA WYNAJMU', to: '/admin/general', capability: 'admin:general' },
];

export const allows = (role: Role, entry: { capability: Capability | null }) =>
  entry.capability === null || can(role, entry.capability);

/** The section (menu or role button) is highlighted while the current path lies in it. */
export const isSectionActive = (sectionPaths: readonly string[], pathname: string) =>
  sectionPaths.some((path) => isPathUnder(path, pathname));

function visibleMenu(role: Role, menu: NavMenu): NavMenu | null {
  const groups = menu.groups
    .map((group) => group.filter((entry) => allows(role, entry)))
    .filter((g) => g.length);
  return groups.length ? { ...menu, groups } : null;
}

/** The ADMIN menu is the main admin panel's holder's; it carries the department administrations too. */
const hasAdminMenu = (role: Role) => can(role, 'admin:users');

export interface Navigation {
  menus: NavMenu[];
  roleButtons: NavLinkEntry[];
}

/** The desktop bar: KATALOG, BADANIA, OFERTY, the role buttons, ADMIN. */
export function desktopNavigation(role: Role): Navigation {
  const menus = [catalogueMenu, assessmentsMenu, quotesMenu, ...(hasAdminMenu(role) ? [adminMenu] : [])]
    .map((menu) => visibleMenu(role, menu))
    .filter((menu): menu is NavMenu => menu !== null);
  const buttons = hasAdminMenu(role) ? [] : roleButtons.filter((entry) => allows(role, entry));
  return { menus, roleButtons: buttons };
}

/**
 * The compact bar (phones, tablets): every menu and role button of the desktop bar (D19), so a role
 * reaches the same pages on every screen. It shows them in one panel.
 */
export function compactNavigation(role: Role): Navigation {
  return desktopNavigation(role);
}
