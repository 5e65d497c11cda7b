import type { Equipment, Role, User } from '@ppp/domain';
import { CURRENT_USER_QUERY_KEY, lightTheme } from '@ppp/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { generator } from '../QuoteFormPage/testData.ts';
import { EquipmentCard } from './EquipmentCard.tsx';

const userOf = (role: Role): User => ({
  id: 3,
  email: 'ewa.lis@firma.pl',
  firstName: 'Ewa',
  lastName: 'Lis',
  profileImageUrl: null,
  role,
  isApproved: true,
  isActive: true,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
});

function renderCard(role: Role, equipment: Equipment) {
  const client = new QueryClient();
  client.setQueryData(CURRENT_USER_QUERY_KEY, userOf(role));
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={lightTheme}>
        <MemoryRouter>
          <EquipmentCard equipment={equipment} />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return screen.getByRole('article', { name: equipment.name });
}

afterEach(cleanup);

describe('catalogue EquipmentCard', () => {
  it('tells those who keep the catalogue that the prices are still the default ones', () => {
    const card = renderCard('admin', { ...generator, hasDefaultPricing: true });
    expect(card.textContent).toContain('Cennik domyślny — skonfiguruj ceny');
  });

  it('says nothing of it to employees, who cannot change prices', () => {
    const card = renderCard('employee', { ...generator, hasDefaultPricing: true });
    expect(card.textContent).not.toContain('Cennik domyślny');
  });

  it("links to the equipment's availability page (D21)", () => {
    const card = renderCard('employee', generator);
    const link = within(card).getByRole('link', { name: `Dostępność: ${generator.name}` });
    expect(link.getAttribute('href')).toBe(`/equipment/${generator.id}/availability`);
  });

  it("says how many units are free throughout the catalogue's period, and nothing without one (D21)", () => {
    const card = renderCard('employee', { ...generator, availableQuantity: 3, freeQuantity: 1 });
    expect(card.textContent).toContain('wolne 1 z 3');
    cleanup();
    const plain = renderCard('employee', { ...generator, freeQuantity: undefined });
    expect(plain.textContent).not.toContain('wolne');
  });

  it('says nothing of it once the prices are configured', () => {
    const card = renderCard('admin', { ...generator, hasDefaultPricing: false });
    expect(card.textContent).not.toContain('Cennik domyślny');
  });
});
