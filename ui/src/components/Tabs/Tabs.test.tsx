import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render.tsx';
import { Tab, TabList, TabPanel, Tabs } from './Tabs.tsx';

afterEach(cleanup);

function AdminTabs({ onValueChange = () => {} }: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="users" onValueChange={onValueChange}>
      <TabList aria-label="Sekcje">
        <Tab value="users">Użytkownicy</Tab>
        <Tab value="equipment">Sprzęt</Tab>
        <Tab value="archive" disabled>
          Archiwum
        </Tab>
        <Tab value="pricing">Cenniki</Tab>
      </TabList>
      <TabPanel value="users">Lista użytkowników</TabPanel>
      <TabPanel value="equipment">Lista sprzętu</TabPanel>
      <TabPanel value="pricing">Cenniki sprzętu</TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('wires tabs and panels for screen readers, one tab in the Tab order', () => {
    renderWithTheme(<AdminTabs />);
    const selected = screen.getByRole('tab', { selected: true });
    expect(selected.textContent).toBe('Użytkownicy');
    expect(selected.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Sprzęt' }).tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel', { name: 'Użytkownicy' }).textContent).toBe('Lista użytkowników');
  });

  it('moves with arrow keys, Home and End, skipping disabled tabs and wrapping', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    renderWithTheme(<AdminTabs onValueChange={onValueChange} />);
    await user.click(screen.getByRole('tab', { name: 'Użytkownicy' }));

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Sprzęt' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Lista sprzętu');

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Cenniki' }));

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Użytkownicy' }));

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Cenniki');

    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Użytkownicy');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Cenniki');
    expect(onValueChange).toHaveBeenLastCalledWith('pricing');
  });
});
