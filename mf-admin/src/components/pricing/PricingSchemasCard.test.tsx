import type { PricingSchema } from '@ppp/domain';
import { dismissToast } from '@ppp/ui';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, json, renderArea, sentBodies } from '../../testing.tsx';
import { PricingSchemasCard } from './PricingSchemasCard.tsx';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

const schema = (id: number, name: string, overrides: Partial<PricingSchema> = {}): PricingSchema => ({
  id,
  name,
  description: null,
  calculationMethod: 'first_day',
  isDefault: false,
  isActive: true,
  ...overrides,
});
const inUse = 'Nie można usunąć schematu cenowego używanego w wycenach. Możesz go dezaktywować.';

function answerSchemas(routes: Record<string, () => Response> = {}) {
  return answerFetch({
    'GET /api/pricing-schemas': () =>
      json([
        schema(1, 'Standardowy', { isDefault: true }),
        schema(2, 'Progresywny', { calculationMethod: 'progressive' }),
      ]),
    ...routes,
  });
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('PricingSchemasCard', () => {
  it('keeps the default schema from deletion and deactivation', async () => {
    answerSchemas();
    renderArea(<PricingSchemasCard />);
    const row = await rowOf('Standardowy');
    expect(within(row).getByText('Domyślny')).toBeTruthy();
    expect(
      (within(row).getByRole('button', { name: 'Usuń schemat: Standardowy' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect((within(row).getByRole('switch') as HTMLButtonElement).disabled).toBe(true);
    expect((await rowOf('Progresywny')).textContent).toContain('Progresywnie');
  });

  it('makes another schema the default and switches one off', async () => {
    const fetchMock = answerSchemas({ 'PATCH /api/pricing-schemas/2': () => json(schema(2, 'Progresywny')) });
    renderArea(<PricingSchemasCard />);
    const row = await rowOf('Progresywny');
    fireEvent.click(within(row).getByRole('button', { name: 'Ustaw jako domyślny: Progresywny' }));
    expect(await screen.findByText('Schemat cenowy został zaktualizowany')).toBeTruthy();
    fireEvent.click(within(row).getByRole('switch', { name: 'Aktywny: Progresywny' }));
    await vi.waitFor(() =>
      expect(sentBodies(fetchMock, 'PATCH', '/api/pricing-schemas/2')).toEqual([
        { isDefault: true },
        { isActive: false },
      ]),
    );
  });

  it('asks before deleting and shows why a schema in use stays', async () => {
    answerSchemas({ 'DELETE /api/pricing-schemas/2': () => json({ message: inUse }, 409) });
    renderArea(<PricingSchemasCard />);
    fireEvent.click(
      within(await rowOf('Progresywny')).getByRole('button', { name: 'Usuń schemat: Progresywny' }),
    );
    const confirm = screen.getByRole('alertdialog', { name: 'Usunąć schemat cenowy?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Usuń' }));
    expect(await screen.findByText(inUse)).toBeTruthy();
    expect(screen.getByText('Błąd')).toBeTruthy();
  });
});
