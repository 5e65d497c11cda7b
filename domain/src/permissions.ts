// The one permission table of decisions D1. The API checks it on every endpoint; the UI derives
// menus, page guards and action buttons from it.

export const roles = [
  'admin',
  'employee',
  'electrical_manager',
  'transport_manager',
  'general_manager',
] as const;
export type Role = (typeof roles)[number];

export const roleLabels: Record<Role, string> = {
  admin: 'Administrator',
  employee: 'Pracownik',
  electrical_manager: 'Kierownik działu elektrycznego',
  transport_manager: 'Kierownik transportu',
  general_manager: 'Kierownik wynajmu ogólnego',
};

export const quoteKinds = ['equipment', 'transport', 'electrical', 'general'] as const;
export type QuoteKind = (typeof quoteKinds)[number];

const capabilities = [
  // everybody approved
  'quotes:create',
  'assessments:run',
  'assessments:view',
  'clients:manage',
  // see and edit every quote of a kind (everybody else: only their own)
  'quotes.equipment:viewAll',
  'quotes.transport:viewAll',
  'quotes.electrical:viewAll',
  'quotes.general:viewAll',
  // approve, reject, reopen, delete quotes of a kind
  'quotes.equipment:approve',
  'quotes.transport:approve',
  'quotes.electrical:approve',
  'quotes.general:approve',
  'assessments:delete',
  'admin:users',
  'admin:catalogue',
  'admin:transport',
  'admin:electrical',
  'admin:general',
  'admin:assessment',
  'admin:apiKeys',
  'admin:outbox',
  'admin:company',
  'admin:audit',
  'admin:clientData',
] as const;
export type Capability = (typeof capabilities)[number];

const everybody: Capability[] = ['quotes:create', 'assessments:run', 'assessments:view', 'clients:manage'];

const table: Record<Role, readonly Capability[]> = {
  admin: capabilities,
  employee: [
    ...everybody,
    'quotes.equipment:viewAll',
    'quotes.transport:viewAll',
    'quotes.electrical:viewAll',
    'quotes.general:viewAll',
  ],
  electrical_manager: [
    ...everybody,
    'quotes.electrical:viewAll',
    'quotes.electrical:approve',
    'admin:electrical',
  ],
  transport_manager: [
    ...everybody,
    'quotes.transport:viewAll',
    'quotes.transport:approve',
    'admin:transport',
  ],
  general_manager: [...everybody, 'quotes.general:viewAll', 'quotes.general:approve', 'admin:general'],
};

export function can(role: Role | null | undefined, capability: Capability): boolean {
  return role != null && table[role].includes(capability);
}

export function capabilitiesOf(role: Role): readonly Capability[] {
  return table[role];
}

export const viewAllQuotesOf = (kind: QuoteKind): Capability => `quotes.${kind}:viewAll`;
export const approveQuotesOf = (kind: QuoteKind): Capability => `quotes.${kind}:approve`;

/** Polish descriptions of the capabilities, for the settings page's permissions list. */
export const capabilityLabels: Record<Capability, string> = {
  'quotes:create': 'Tworzenie wycen wszystkich rodzajów',
  'assessments:run': 'Przeprowadzanie badań potrzeb',
  'assessments:view': 'Przeglądanie zapisanych badań potrzeb',
  'clients:manage': 'Zarządzanie klientami',
  'quotes.equipment:viewAll': 'Wszystkie wyceny sprzętu',
  'quotes.transport:viewAll': 'Wszystkie wyceny transportu',
  'quotes.electrical:viewAll': 'Wszystkie wyceny elektryki',
  'quotes.general:viewAll': 'Wszystkie wyceny wynajmu ogólnego',
  'quotes.equipment:approve': 'Zatwierdzanie i usuwanie wycen sprzętu',
  'quotes.transport:approve': 'Zatwierdzanie i usuwanie wycen transportu',
  'quotes.electrical:approve': 'Zatwierdzanie i usuwanie wycen elektryki',
  'quotes.general:approve': 'Zatwierdzanie i usuwanie wycen wynajmu ogólnego',
  'assessments:delete': 'Usuwanie zapisanych badań potrzeb',
  'admin:users': 'Zarządzanie użytkownikami',
  'admin:catalogue': 'Katalog główny, kategorie, cenniki, schematy, serwis i dodatki',
  'admin:transport': 'Administracja transportem (pojazdy)',
  'admin:electrical': 'Administracja elektryki',
  'admin:general': 'Administracja wynajmu ogólnego',
  'admin:assessment': 'Pytania badania potrzeb',
  'admin:apiKeys': 'Klucze API',
  'admin:outbox': 'Poczta wychodząca',
  'admin:company': 'Dane firmy',
  'admin:audit': 'Dziennik zdarzeń',
  'admin:clientData': 'Eksport i usuwanie danych osobowych klientów',
};
