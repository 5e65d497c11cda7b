import { type DepartmentEquipment, type DepartmentQuoteItem, departmentConfigs } from '@ppp/domain';
import { usePlausibility } from '@ppp/ui';
import { renderWithTheme } from '@ppp/ui/test/render.tsx';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DepartmentItemCard } from './DepartmentItemCard.tsx';
import { equipmentOf } from './departmentTesting.ts';
import { draftsOfQuote, type ItemDraft, itemsBody, liveQuote } from './itemsModel.ts';

// The general edit's typed price per day in the item card (D14, D19, D20).

const equipment: DepartmentEquipment = {
  ...equipmentOf(7, 'Rusztowanie 2 m'),
  category: { id: 1, name: 'Rusztowania' },
};

const saved: DepartmentQuoteItem = {
  id: 41,
  position: 1,
  equipmentId: equipment.id,
  equipment: {
    id: equipment.id,
    name: equipment.name,
    model: null,
    power: null,
    categoryName: 'Rusztowania',
  },
  quantity: 2,
  rentalPeriodDays: 10,
  ownPeriod: true,
  endsOn: null,
  pricePerDay: '100.00',
  discountPercent: '0.00',
  dayPrice: '100.00',
  baseCost: '2000.00',
  additionalCost: '0.00',
  totalPrice: '2000.00',
  notes: null,
  selectedAdditionalEquipment: [],
};

const config = departmentConfigs.general;
const catalogue = new Map([[equipment.id, equipment]]);
let body: () => ReturnType<typeof itemsBody>;

function Harness() {
  const [drafts, setDrafts] = useState<ItemDraft[]>(() =>
    draftsOfQuote({ items: [saved] } as Parameters<typeof draftsOfQuote>[0]),
  );
  const plausibility = usePlausibility();
  const live = liveQuote(drafts, catalogue, config, '23.00', true, '10');
  body = () => itemsBody(live, config, true);
  return (
    <>
      <ul>
        <DepartmentItemCard
          config={config}
          index={0}
          item={live.items[0]}
          quoteDays="10"
          stock={null}
          currency="PLN"
          editing
          readOnly={false}
          errors={{}}
          onChange={(draft) => setDrafts([draft])}
          onRemove={() => undefined}
          plausibility={plausibility}
        />
      </ul>
      <output data-testid="net">{live.totals.totalNet}</output>
    </>
  );
}

afterEach(cleanup);

describe('the typed price of a general item (D20)', () => {
  it("shows the stored price the Polish way and sends '95,50' as '95.50'", async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    const price = screen.getByLabelText('Cena za dobę (zł)');
    expect(price).toHaveProperty('value', '100,00');
    expect(screen.getByRole('textbox', { name: /^Ilość/ })).toHaveProperty('value', '2');
    expect(screen.queryAllByRole('spinbutton')).toHaveLength(0);
    await user.clear(price);
    await user.type(price, '95,50');
    expect(screen.getByTestId('net').textContent).toBe('1910.00');
    expect(body()[0].pricePerDay).toBe('95.50');
  });

  it("marks '1.234,50' as 'Nieprawidłowa liczba' at once and leaves the item out of the totals (D19)", async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    const price = screen.getByLabelText('Cena za dobę (zł)');
    await user.clear(price);
    await user.type(price, '1.234,50');
    expect(screen.getByText('Nieprawidłowa liczba')).toBeTruthy();
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('item-0-total').textContent).toBe('—');
    expect(screen.getByTestId('net').textContent).toBe('0.00');
  });

  it('questions a day price above 100 000 zł once the field is left', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    const price = screen.getByLabelText('Cena za dobę (zł)');
    await user.clear(price);
    await user.type(price, '150000');
    expect(screen.queryByText(/Sprawdź wartość/)).toBeNull();
    await user.tab();
    expect(
      screen.getByText('Sprawdź wartość: 150 000,00 zł to nietypowo dużo (zwykle do 100 000 zł).'),
    ).toBeTruthy();
  });
});
