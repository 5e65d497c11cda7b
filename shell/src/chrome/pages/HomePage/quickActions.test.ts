import { describe, expect, it } from 'vitest';
import { quickActionsFor } from './quickActions.ts';

const systemTitles = (role: Parameters<typeof quickActionsFor>[0]) =>
  quickActionsFor(role)
    .find((group) => group.title === 'System')
    ?.actions.map((action) => action.title);

describe('quickActionsFor', () => {
  it('gives everybody the three groups with every creation card', () => {
    const groups = quickActionsFor('employee');
    expect(groups.map((group) => group.title)).toEqual(['Tworzenie', 'Zarządzanie', 'System']);
    expect(groups[0].actions).toHaveLength(5);
  });

  it('shows the admin panel to the admin only, and a department administration to its manager', () => {
    expect(systemTitles('admin')).toContain('Panel administracyjny');
    expect(systemTitles('employee')).toEqual(['Katalog sprzętu']);
    expect(systemTitles('transport_manager')).toEqual(['Katalog sprzętu', 'Administracja transportu']);
    expect(systemTitles('electrical_manager')).toEqual(['Katalog sprzętu', 'Administracja elektryki']);
    expect(systemTitles('general_manager')).toEqual(['Katalog sprzętu', 'Administracja wynajmu ogólnego']);
  });
});
