import { priceEquipmentItem, quoteTotals } from '@ppp/domain';
import { describe, expect, it } from 'vitest';
import { emptyItem } from './formModel.ts';
import { draftForEquipment } from './itemOptions.ts';
import {
  type ItemCatalogue,
  priceDraft,
  pricingDataOf,
  storedQuote,
  totalOf,
  withinStock,
} from './livePricing.ts';
import { generator, generatorExtras, generatorServiceCosts, generatorServiceItems } from './testData.ts';

const catalogue: ItemCatalogue = {
  extras: generatorExtras,
  serviceCosts: generatorServiceCosts,
  serviceItems: generatorServiceItems,
};

describe('live pricing of a draft', () => {
  it('prices the validated request with the domain engine (spec-1 §9 figures)', () => {
    const draft = {
      ...draftForEquipment(emptyItem(), generator),
      rentalPeriodDays: '5',
      includeServiceItems: true,
      serviceItem1Cost: '200',
      serviceItem2Cost: '60',
      serviceItem3Cost: '45',
      serviceItem4Cost: '120',
      selectedAdditional: [11],
    };
    const live = priceDraft(draft, generator, catalogue, 'first_day');
    if (live.state !== 'priced') throw new Error(`not priced: ${live.state}`);
    // 5 days at the 3–7 tier 162,00 = 810,00; fuel 5 × 8 h × 4,2 l/h × 6,50 = 1092,00;
    // service 5 × 8 / 500 × 425,00 = 34,00; extra 40,00.
    expect(live.price).toMatchObject({
      basePrice: '810.00',
      totalFuelCost: '1092.00',
      totalServiceItemsCost: '34.00',
      additionalCost: '40.00',
      totalPrice: '1976.00',
    });
    expect(quoteTotals([live.price.totalPrice], '23.00')).toEqual({
      totalNet: '1976.00',
      vatAmount: '454.48',
      totalGross: '2430.48',
    });
  });

  it('orders service items as the server does (sortOrder)', () => {
    expect(pricingDataOf(generator, catalogue).serviceItems?.map((item) => item.itemCost)).toEqual([
      '200.00',
      '60.00',
      '45.00',
      '120.00',
    ]);
    const priced = priceEquipmentItem(
      { quantity: 1, rentalPeriodDays: 1, includeServiceItems: true },
      pricingDataOf(generator, catalogue),
      'first_day',
    );
    expect(priced.appliedInput.serviceItem1Cost).toBe('200.00');
  });

  it('tells why an item has no price yet', () => {
    expect(priceDraft(emptyItem(), undefined, undefined, 'first_day').state).toBe('empty');
    const draft = draftForEquipment(emptyItem(), generator);
    expect(priceDraft(draft, generator, undefined, 'first_day').state).toBe('loading');
    expect(priceDraft({ ...draft, quantity: 'abc' }, generator, catalogue, 'first_day').state).toBe(
      'invalid',
    );
  });

  it.each([
    ['rentalPeriodDays', '0', 'Okres wynajmu musi wynosić od 1 do 365 dni'],
    ['rentalPeriodDays', '366', 'Okres wynajmu musi wynosić od 1 do 365 dni'],
    ['rentalPeriodDays', '3.5', 'Okres wynajmu podaj w pełnych dniach'],
    // D20: never priced as 1 day.
    ['rentalPeriodDays', 'abc', 'Podaj liczbę'],
    ['hoursPerDay', '25', 'Liczba godzin dziennie musi wynosić od 1 do 24'],
    ['discountOverride', '150', 'Rabat musi wynosić od 0 do 100%'],
  ] as const)('leaves an item with %s = %s out, with the reason (D19)', (field, value, reason) => {
    const draft = { ...draftForEquipment(emptyItem(), generator), rentalPeriodDays: '1', [field]: value };
    expect(priceDraft(draft, generator, catalogue, 'first_day')).toEqual({ state: 'invalid', reason });
  });
});

describe('the stock over the whole quote (D4, D19)', () => {
  it('leaves out, never counts, the item that takes more than is available', () => {
    const first = { ...draftForEquipment(emptyItem(), generator), quantity: '2', rentalPeriodDays: '5' };
    const over = { ...first, quantity: '99999' };
    const items = [first, over];
    const prices = items.map((item) => priceDraft(item, generator, catalogue, 'first_day'));
    expect(prices.every((live) => live.state === 'priced')).toBe(true);
    const checked = withinStock(items, prices, new Map([[generator.id, generator]]));
    expect(checked[0].state).toBe('priced');
    expect(checked[1]).toEqual({
      state: 'invalid',
      reason: `Ilość sprzętu „${generator.name}” przekracza dostępną: maksymalnie ${generator.availableQuantity} szt.`,
    });
    expect(checked.map(totalOf).filter(Boolean)).toHaveLength(1);
  });
});

describe('a locked quote shown read-only (D3, D4)', () => {
  it('shows the figures as saved, never recomputed from today’s catalogue', () => {
    const item = {
      pricePerDay: '999.00',
      discountPercent: '0.00',
      discountOverride: null,
      basePrice: '999.00',
      totalPrice: '1234.56',
      totalFuelCost: '235.56',
      totalInstallationCost: '0.00',
      totalDisassemblyCost: '0.00',
      totalTravelServiceCost: '0.00',
      totalServiceItemsCost: '0.00',
    };
    const quote = { items: [item], totalNet: '1234.56', vatAmount: '283.95', totalGross: '1518.51' };
    const shown = storedQuote(quote as never);
    expect(shown.prices).toEqual([{ state: 'stored', price: item }]);
    expect(shown.totals).toEqual({ totalNet: '1234.56', vatAmount: '283.95', totalGross: '1518.51' });
    expect(shown.prices.map(totalOf)).toEqual(['1234.56']);
    expect(shown.pending).toBe(0);
  });
});
