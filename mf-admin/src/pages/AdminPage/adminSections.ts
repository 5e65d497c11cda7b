/** The blocks of the panel in the order of spec-1 §2, each a section of the page with this id. */
export const adminSections = [
  { id: 'pending-users', label: 'Oczekujący' },
  { id: 'users', label: 'Użytkownicy' },
  { id: 'equipment', label: 'Sprzęt' },
  { id: 'categories', label: 'Kategorie' },
  { id: 'inactive', label: 'Nieaktywny sprzęt' },
  { id: 'pricing', label: 'Ustawienia cenowe' },
  { id: 'schemas', label: 'Schematy cenowe' },
] as const;

export type AdminSectionId = (typeof adminSections)[number]['id'];

/** Id of the title of a section's card, which names the section. */
export const sectionTitleId = (id: AdminSectionId) => `${id}-title`;

// The panel used to be tabbed (/admin?tab=…): each old tab leads to the first block it showed.
const sectionOfTab = new Map<string, AdminSectionId>([
  ['users', 'pending-users'],
  ['equipment', 'equipment'],
  ['categories', 'categories'],
  ['pricing', 'pricing'],
  ['inactive', 'inactive'],
]);

const isSectionId = (value: string): value is AdminSectionId =>
  adminSections.some((section) => section.id === value);

/** The section an address asks for: an old `?tab=` first, then a `#section` anchor; else none. */
export function requestedSection(search: string, hash: string): AdminSectionId | null {
  const tab = new URLSearchParams(search).get('tab');
  const fromTab = tab === null ? undefined : (sectionOfTab.get(tab) ?? (isSectionId(tab) ? tab : undefined));
  if (fromTab) return fromTab;
  const anchor = hash.replace(/^#/, '');
  return isSectionId(anchor) ? anchor : null;
}
