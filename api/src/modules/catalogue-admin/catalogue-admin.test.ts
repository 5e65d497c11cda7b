import type { Equipment, QuoteDetail } from '@ppp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

let app: TestApp;
let admin: TestClient;
const others: TestClient[] = [];
let categoryId: number;

const ok = async (response: Response, status = 200) => {
  if (response.status !== status) throw new Error(`${response.status}: ${await response.text()}`);
  return response.status === 204 ? undefined : response.json();
};

async function newEquipment(
  name = 'Agregat testowy',
  extra: Record<string, unknown> = {},
): Promise<Equipment> {
  return ok(
    await admin.send('POST', '/api/equipment', {
      name,
      categoryId,
      quantity: 3,
      availableQuantity: 2,
      ...extra,
    }),
    201,
  );
}

beforeAll(async () => {
  app = await startTestApp({}, { seed: true });
  admin = await app.signIn('admin@firma.pl');
  for (const role of ['employee', 'electrical_manager', 'transport_manager', 'general_manager'] as const) {
    others.push(await app.userWithRole(admin, `${role}@firma.pl`, role));
  }
  const categories = await (await admin.get('/api/equipment-categories')).json();
  categoryId = categories.find((c: { name: string }) => c.name === 'Agregaty prądotwórcze').id;
});
afterAll(() => app.close());

describe('permissions', () => {
  const calls: [string, string, unknown?][] = [
    ['POST', '/api/equipment', { name: 'X', categoryId: 1 }],
    ['PUT', '/api/equipment/1', { name: 'X', categoryId: 1 }],
    ['DELETE', '/api/equipment/1'],
    ['DELETE', '/api/equipment/1/permanent'],
    ['PATCH', '/api/equipment/1/quantity', { quantity: 1 }],
    ['POST', '/api/equipment/1/copy'],
    ['POST', '/api/admin/sync-all-equipment'],
    ['POST', '/api/equipment-categories', { name: 'X' }],
    ['PATCH', '/api/equipment-categories/1', { name: 'X' }],
    ['DELETE', '/api/equipment-categories/1'],
    ['POST', '/api/equipment-pricing', { equipmentId: 1, periodStart: 40, pricePerDay: 1 }],
    ['PATCH', '/api/equipment-pricing/1', { pricePerDay: 1 }],
    ['DELETE', '/api/equipment-pricing/1'],
    ['POST', '/api/pricing-schemas', { name: 'X', calculationMethod: 'first_day' }],
    ['PATCH', '/api/pricing-schemas/1', { name: 'X' }],
    ['DELETE', '/api/pricing-schemas/2'],
    ['POST', '/api/equipment-additional', { equipmentId: 1, type: 'additional', name: 'X', price: 1 }],
    ['PATCH', '/api/equipment-additional/1', { name: 'X' }],
    ['DELETE', '/api/equipment-additional/1'],
    ['POST', '/api/equipment/1/service-costs', { workerHours: 1 }],
    ['POST', '/api/equipment/1/service-items', { itemName: 'X', itemCost: 1 }],
    ['PATCH', '/api/equipment-service-items/2', { itemCost: 1 }],
    ['DELETE', '/api/equipment-service-items/2'],
    ['PUT', '/api/settings/pricing', { vatRate: 8, currency: 'EUR' }],
  ];
  it.each(calls)(
    '%s %s: 401 signed out, 403 for every role but admin, nothing changed',
    async (method, path, body) => {
      const before = await (await admin.get('/api/equipment')).json();
      expect((await app.client().send(method, path, body)).status).toBe(401);
      for (const other of others) expect((await other.send(method, path, body)).status).toBe(403);
      expect(await (await admin.get('/api/equipment')).json()).toEqual(before);
    },
  );
});

describe('equipment', () => {
  it('lists the catalogue in natural name order: Agregat 20 kVA before Agregat 100 kVA (issue 13)', async () => {
    await newEquipment('Agregat 100 kVA');
    await newEquipment('Agregat 20 kVA');
    const names = ((await (await admin.get('/api/equipment')).json()) as Equipment[]).map((e) => e.name);
    expect(names.indexOf('Agregat 20 kVA')).toBeGreaterThanOrEqual(0);
    expect(names.indexOf('Agregat 20 kVA')).toBeLessThan(names.indexOf('Agregat 100 kVA'));
  });

  it('lists each equipment exactly as its create answered it (one statement, the same answer)', async () => {
    const created = await newEquipment('Nagrzewnica listowana');
    const listed = ((await (await admin.get('/api/equipment')).json()) as Equipment[]).find(
      (entry) => entry.id === created.id,
    );
    expect(listed).toEqual(created);
  });

  it('creates equipment with default tiers, a service-cost row and the worker-hours item', async () => {
    const created = await newEquipment();
    expect(created.pricing.map((t) => [t.periodStart, t.periodEnd, t.pricePerDay])).toEqual([
      [1, 2, '100.00'],
      [3, 7, '100.00'],
      [8, 18, '100.00'],
      [19, 29, '100.00'],
      [30, null, '100.00'],
    ]);
    const items = await (await admin.get(`/api/equipment/${created.id}/service-items`)).json();
    expect(items).toMatchObject([{ itemName: 'Roboczogodziny serwisowe', itemCost: '200.00' }]);
  });

  it.each([
    [{ categoryId: 1 }, 'name', 'Nazwa jest wymagana'],
    [{ name: '  ', categoryId: 1 }, 'name', 'Nazwa jest wymagana'],
    [{ name: 'X', categoryId: 0 }, 'categoryId', 'Kategoria jest wymagana'],
    [{ name: 'X', categoryId: 1, quantity: -1 }, 'quantity', 'Ilość musi być nieujemna'],
    [
      { name: 'X', categoryId: 1, quantity: 1, availableQuantity: -1 },
      'availableQuantity',
      'Dostępna ilość musi być nieujemna',
    ],
    [{ name: 'X', categoryId: 99999 }, 'categoryId', 'Kategoria jest wymagana'],
  ])('refuses %j with %s: %s', async (body, field, message) => {
    const response = await admin.send('POST', '/api/equipment', body);
    expect(response.status).toBe(400);
    expect((await response.json()).errors[field]).toBe(message);
  });

  it('makes all of the stock available when a create leaves the available quantity out', async () => {
    const created = await ok(
      await admin.send('POST', '/api/equipment', { name: 'Pięć sztuk', categoryId, quantity: 5 }),
      201,
    );
    expect(created).toMatchObject({ quantity: 5, availableQuantity: 5 });
    const single = await ok(await admin.send('POST', '/api/equipment', { name: 'Jedna', categoryId }), 201);
    expect(single).toMatchObject({ quantity: 1, availableQuantity: 1 });
  });

  it('keeps what a PUT leaves out: quantities, model, description and the other details', async () => {
    const e = await newEquipment('Pełny opis', {
      model: 'AG-20',
      description: 'Cichy agregat',
      power: '20 kVA',
      imageUrl: '/img/ag.png',
      fuelConsumption75: '4.5',
    });
    const updated = await ok(
      await admin.send('PUT', `/api/equipment/${e.id}`, { name: 'Pełny opis 2', categoryId }),
    );
    expect(updated).toMatchObject({
      name: 'Pełny opis 2',
      quantity: 3,
      availableQuantity: 2,
      model: 'AG-20',
      description: 'Cichy agregat',
      power: '20 kVA',
      imageUrl: '/img/ag.png',
      fuelConsumption75: '4.50',
    });
    // null (or empty) clears; lowering the total alone lowers the available quantity to it (D8).
    const cleared = await ok(
      await admin.send('PUT', `/api/equipment/${e.id}`, {
        name: 'Pełny opis 2',
        categoryId,
        model: null,
        description: '',
        quantity: 1,
      }),
    );
    expect(cleared).toMatchObject({ model: null, description: null, quantity: 1, availableQuantity: 1 });
    const above = await admin.send('PUT', `/api/equipment/${e.id}`, {
      name: 'Pełny opis 2',
      categoryId,
      availableQuantity: 2,
    });
    expect(above.status).toBe(400);
    expect((await above.json()).errors).toEqual({
      availableQuantity: 'Dostępna ilość nie może przekraczać ilości całkowitej',
    });
  });

  it('refuses an edit from a dialog opened before another save of the equipment (If-Match, 412), changing nothing', async () => {
    const e = await newEquipment('Agregat dwóch administratorów', { description: 'Opis' });
    const read = `"${e.updatedAt}"`;
    const first = await admin.fetch(`/api/equipment/${e.id}`, {
      method: 'PUT',
      headers: { 'If-Match': read },
      json: { name: e.name, categoryId: e.categoryId, description: 'Opis zmieniony przez B' },
    });
    expect(first.status).toBe(200);
    const stale = await admin.fetch(`/api/equipment/${e.id}`, {
      method: 'PUT',
      headers: { 'If-Match': read },
      json: { name: `${e.name} (A)`, categoryId: e.categoryId },
    });
    expect(stale.status).toBe(412);
    expect((await stale.json()).message).toBe(
      'Sprzęt został w międzyczasie zmieniony (w innej karcie lub przez innego administratora). Otwórz go ponownie, aby zobaczyć najnowsze dane.',
    );
    const kept = ((await ok(await admin.get('/api/equipment'))) as Equipment[]).find((x) => x.id === e.id);
    expect(kept).toMatchObject({ name: e.name, description: 'Opis zmieniony przez B' });
    // Over the version it answered, the next edit goes.
    const next = await admin.fetch(`/api/equipment/${e.id}`, {
      method: 'PUT',
      headers: { 'If-Match': `"${((await first.json()) as Equipment).updatedAt}"` },
      json: { name: `${e.name} (A)`, categoryId: e.categoryId },
    });
    expect(next.status).toBe(200);
  });

  it('patches quantities as D8 says', async () => {
    const e = await newEquipment('Ilościowy');
    expect(
      (await admin.send('PATCH', `/api/equipment/${e.id}/quantity`, { availableQuantity: 5 })).status,
    ).toBe(400);
    const lowered = await ok(await admin.send('PATCH', `/api/equipment/${e.id}/quantity`, { quantity: 1 }));
    expect(lowered).toMatchObject({ quantity: 1, availableQuantity: 1 });
    expect(
      await ok(
        await admin.send('PATCH', `/api/equipment/${e.id}/quantity`, { quantity: 4, availableQuantity: 4 }),
      ),
    ).toMatchObject({ quantity: 4, availableQuantity: 4 });
    // A quantity that is no whole number says so, not that it must not be negative.
    for (const quantity of ['2,5', 'abc', 2.5, '']) {
      const refused = await admin.send('PATCH', `/api/equipment/${e.id}/quantity`, { quantity });
      expect(refused.status).toBe(400);
      expect((await refused.json()).errors).toEqual({ quantity: 'Podaj liczbę całkowitą' });
    }
    // Beyond what the column holds, even where it is no safe whole number any more (1e20).
    const vast = await admin.send('PATCH', `/api/equipment/${e.id}/quantity`, { quantity: 1e20 });
    expect((await vast.json()).errors).toEqual({ quantity: 'Ilość jest zbyt duża' });
    const negative = await admin.send('PATCH', `/api/equipment/${e.id}/quantity`, { quantity: -1 });
    expect((await negative.json()).errors).toEqual({ quantity: 'Ilość musi być nieujemna' });
  });

  it('copies equipment with its tiers, extras, service costs and items as "(kopia)"', async () => {
    const source = await newEquipment('Do skopiowania');
    await ok(
      await admin.send('POST', '/api/equipment-additional', {
        equipmentId: source.id,
        type: 'accessories',
        name: 'Kabel',
        price: 12.5,
      }),
      201,
    );
    await ok(
      await admin.send('POST', `/api/equipment/${source.id}/service-items`, {
        itemName: 'Filtr',
        itemCost: 30,
      }),
      201,
    );
    const copy: Equipment = await ok(await admin.send('POST', `/api/equipment/${source.id}/copy`), 201);
    expect(copy.name).toBe('Do skopiowania (kopia)');
    expect(copy.pricing.map((t) => t.pricePerDay)).toEqual(source.pricing.map((t) => t.pricePerDay));
    expect(
      (await (await admin.get(`/api/equipment/${copy.id}/additional`)).json()).map(
        (x: { name: string }) => x.name,
      ),
    ).toEqual(['Kabel']);
    expect(
      (await (await admin.get(`/api/equipment/${copy.id}/service-items`)).json()).map(
        (x: { itemName: string }) => x.itemName,
      ),
    ).toEqual(['Roboczogodziny serwisowe', 'Filtr']);
    expect(await (await admin.get(`/api/equipment/${copy.id}/service-costs`)).json()).toMatchObject({
      workerHours: '2.00',
    });
  });

  it('deactivates, then permanently deletes only inactive equipment, leaving quotes unchanged', async () => {
    const e = await newEquipment('Do usunięcia');
    await ok(
      await admin.send('POST', '/api/equipment-additional', {
        equipmentId: e.id,
        type: 'additional',
        name: 'Opcja',
        price: 10,
      }),
      201,
    );
    const client = await ok(await admin.send('POST', '/api/clients', { companyName: 'Klient' }), 201);
    const quote: QuoteDetail = await ok(
      await admin.send('POST', '/api/quotes', {
        clientId: client.id,
        items: [{ equipmentId: e.id, quantity: 1, rentalPeriodDays: 3, selectedAdditional: [] }],
      }),
      201,
    );
    expect((await admin.send('DELETE', `/api/equipment/${e.id}/permanent`)).status).toBe(409);
    expect((await admin.send('DELETE', `/api/equipment/${e.id}`)).status).toBe(204);
    const active = await (await admin.get('/api/equipment')).json();
    expect(active.map((x: { id: number }) => x.id)).not.toContain(e.id);
    const inactive = await (await admin.get('/api/equipment/inactive')).json();
    expect(inactive.map((x: { id: number }) => x.id)).toContain(e.id);
    const otherRows = await app.orm.em.getConnection().execute(
      `select (select count(*) from equipment_pricing where equipment_id <> ?)::int as tiers,
              (select count(*) from equipment_service_item where equipment_id <> ?)::int as items`,
      [e.id, e.id],
    );

    expect((await admin.send('DELETE', `/api/equipment/${e.id}/permanent`)).status).toBe(204);
    const left = await app.orm.em.getConnection().execute(
      `select (select count(*) from equipment_pricing where equipment_id = ?)::int as own_tiers,
              (select count(*) from equipment_additional where equipment_id = ?)::int as own_extras,
              (select count(*) from equipment_service_cost where equipment_id = ?)::int as own_costs,
              (select count(*) from equipment_service_item where equipment_id = ?)::int as own_items,
              (select count(*) from equipment_pricing)::int as tiers,
              (select count(*) from equipment_service_item)::int as items`,
      [e.id, e.id, e.id, e.id],
    );
    expect(left[0]).toEqual({
      own_tiers: 0,
      own_extras: 0,
      own_costs: 0,
      own_items: 0,
      tiers: otherRows[0].tiers,
      items: otherRows[0].items,
    });
    const after: QuoteDetail = await ok(await admin.get(`/api/quotes/${quote.id}`));
    expect(after.totalNet).toBe(quote.totalNet);
    expect(after.items[0]).toMatchObject({
      equipmentId: null,
      totalPrice: quote.items[0].totalPrice,
      equipment: { name: 'Do usunięcia' },
    });

    // D8: on edit the item is kept as saved when its id is sent back, with no equipment; other items
    // are repriced around it, in the order sent. Without its id it would need equipment.
    const other = await newEquipment('Obok usuniętego');
    const kept = after.items[0];
    const edited: QuoteDetail = await ok(
      await admin.send('PUT', `/api/quotes/${quote.id}`, {
        clientId: client.id,
        items: [
          { equipmentId: other.id, quantity: 1, rentalPeriodDays: 2 },
          { id: kept.id, quantity: kept.quantity, rentalPeriodDays: kept.rentalPeriodDays },
        ],
      }),
    );
    expect(edited.items.map((i) => i.equipment.name)).toEqual(['Obok usuniętego', 'Do usunięcia']);
    expect(edited.items[1]).toMatchObject({ id: kept.id, equipmentId: null, totalPrice: kept.totalPrice });
    expect(Number(edited.totalNet)).toBeCloseTo(
      Number(edited.items[0].totalPrice) + Number(kept.totalPrice),
      2,
    );
    const missing = await admin.send('PUT', `/api/quotes/${quote.id}`, {
      clientId: client.id,
      items: [{ quantity: 1, rentalPeriodDays: 2 }],
    });
    expect(missing.status).toBe(400);
    expect((await missing.json()).errors).toEqual({
      'items.0.equipmentId': 'Wszystkie pozycje muszą mieć wybrany sprzęt',
    });
    const notKept = await admin.send('PUT', `/api/quotes/${quote.id}`, {
      clientId: client.id,
      items: [{ id: edited.items[0].id, quantity: 1, rentalPeriodDays: 2 }],
    });
    expect((await notKept.json()).errors).toEqual({
      'items.0.equipmentId': 'Wszystkie pozycje muszą mieć wybrany sprzęt',
    });
    expect((await ok(await admin.get(`/api/quotes/${quote.id}`))).totalNet).toBe(edited.totalNet);
  });
});

describe('categories', () => {
  it('creates, renames and refuses to delete a category holding equipment', async () => {
    expect((await admin.send('POST', '/api/equipment-categories', { name: ' ' })).status).toBe(400);
    const empty = await admin.send('POST', '/api/equipment-categories', {});
    expect((await empty.json()).errors.name).toBe('Nazwa kategorii jest wymagana');
    const category = await ok(
      await admin.send('POST', '/api/equipment-categories', { name: 'Osuszacze' }),
      201,
    );
    expect((await admin.send('POST', '/api/equipment-categories', { name: 'Osuszacze' })).status).toBe(409);
    expect(
      await ok(
        await admin.send('PATCH', `/api/equipment-categories/${category.id}`, {
          name: 'Osuszacze powietrza',
        }),
      ),
    ).toMatchObject({ name: 'Osuszacze powietrza' });
    const refused = await admin.send('DELETE', `/api/equipment-categories/${categoryId}`);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(
      'Nie można usunąć kategorii, która zawiera sprzęt. Najpierw usuń lub przenieś sprzęt.',
    );
    expect((await admin.send('DELETE', `/api/equipment-categories/${category.id}`)).status).toBe(204);
  });
});

describe('categories: one name, whatever its case', () => {
  it('refuses a category whose name differs from a taken one only in case, also on a rename', async () => {
    const first = await ok(
      await admin.send('POST', '/api/equipment-categories', { name: 'Kurtyny 50%' }),
      201,
    );
    const cased = await admin.send('POST', '/api/equipment-categories', { name: 'KURTYNY 50%' });
    expect(cased.status).toBe(409);
    // '%' and '_' are letters of the name, not patterns.
    await ok(await admin.send('POST', '/api/equipment-categories', { name: 'Kurtyny 5_%' }), 201);
    const other = await ok(
      await admin.send('POST', '/api/equipment-categories', { name: 'Kurtyny boczne' }),
      201,
    );
    const renamed = await admin.send('PATCH', `/api/equipment-categories/${other.id}`, {
      name: 'kurtyny 50%',
    });
    expect(renamed.status).toBe(409);
    expect(
      (await admin.send('PATCH', `/api/equipment-categories/${first.id}`, { name: 'kurtyny 50%' })).status,
    ).toBe(200);
  });
});

describe('categories: a PATCH changes only what it sends', () => {
  it('keeps the description when only the name is sent, and clears it when null is sent', async () => {
    const category = await ok(
      await admin.send('POST', '/api/equipment-categories', { name: 'Pompy', description: 'Pompy do wody' }),
      201,
    );
    const renamed = await ok(
      await admin.send('PATCH', `/api/equipment-categories/${category.id}`, { name: 'Pompy wodne' }),
    );
    expect(renamed).toEqual({ id: category.id, name: 'Pompy wodne', description: 'Pompy do wody' });
    const described = await ok(
      await admin.send('PATCH', `/api/equipment-categories/${category.id}`, { description: 'Nowy opis' }),
    );
    expect(described).toEqual({ id: category.id, name: 'Pompy wodne', description: 'Nowy opis' });
    const cleared = await ok(
      await admin.send('PATCH', `/api/equipment-categories/${category.id}`, { description: null }),
    );
    expect(cleared.description).toBeNull();
    const blank = await admin.send('PATCH', `/api/equipment-categories/${category.id}`, { name: ' ' });
    expect((await blank.json()).errors.name).toBe('Nazwa kategorii jest wymagana');
  });
});

describe('price tiers', () => {
  it('validates the set, derives discounts from the base price and keeps at least one tier', async () => {
    const e = await newEquipment('Cennik');
    const [base, second] = e.pricing;
    const patched = await ok(
      await admin.send('PATCH', `/api/equipment-pricing/${second.id}`, {
        pricePerDay: '80.00',
        discountPercent: 99,
      }),
    );
    expect(patched).toMatchObject({ pricePerDay: '80.00', discountPercent: '20.00' });
    const overlap = await admin.send('POST', '/api/equipment-pricing', {
      equipmentId: e.id,
      periodStart: 5,
      periodEnd: 6,
      pricePerDay: 50,
    });
    expect(overlap.status).toBe(400);
    expect(Object.values((await overlap.json()).errors)).toContain('Okresy cenowe nie mogą się nakładać');
    const zero = await admin.send('PATCH', `/api/equipment-pricing/${base.id}`, { periodStart: 0 });
    expect((await zero.json()).errors.periodStart).toBe('Początek okresu musi być większy od 0');
    const noPrice = await admin.send('POST', '/api/equipment-pricing', {
      equipmentId: e.id,
      periodStart: 400,
    });
    expect((await noPrice.json()).errors.pricePerDay).toBe('Cena jest wymagana');
    expect((await admin.send('PATCH', `/api/equipment-pricing/${base.id}`, { pricePerDay: -1 })).status).toBe(
      400,
    );
    const cheaperBase = await ok(
      await admin.send('PATCH', `/api/equipment-pricing/${base.id}`, { pricePerDay: 160 }),
    );
    expect(cheaperBase.discountPercent).toBe('0.00');
    const tiers = (await (await admin.get('/api/equipment')).json()).find(
      (x: Equipment) => x.id === e.id,
    ).pricing;
    expect(tiers[1]).toMatchObject({ pricePerDay: '80.00', discountPercent: '50.00' });
    // A base tier priced far below the others: their derived discounts are large and negative,
    // saved as the prices say (D4: the price is the truth), not refused.
    const cheap = await ok(
      await admin.send('PATCH', `/api/equipment-pricing/${base.id}`, { pricePerDay: '8,00' }),
    );
    expect(cheap.pricePerDay).toBe('8.00');
    const repriced = (await (await admin.get('/api/equipment')).json()).find(
      (x: Equipment) => x.id === e.id,
    ).pricing;
    expect(repriced[1]).toMatchObject({ pricePerDay: '80.00', discountPercent: '-900.00' });
    const steep = await ok(
      await admin.send('PATCH', `/api/equipment-pricing/${tiers[1].id}`, { pricePerDay: 150000 }),
    );
    expect(steep.discountPercent).toBe('-1874900.00');
    // Only a discount too large to store is refused, on the field, with nothing written (D6).
    await ok(
      await admin.send('PATCH', `/api/equipment-pricing/${tiers[1].id}`, { pricePerDay: '999999999' }),
    );
    const tinyBase = await admin.send('PATCH', `/api/equipment-pricing/${base.id}`, { pricePerDay: '0,01' });
    expect(tinyBase.status).toBe(400);
    expect((await tinyBase.json()).errors).toEqual({
      pricePerDay: 'Cena progu zbyt odbiega od ceny bazowej',
    });
    const kept = (await (await admin.get('/api/equipment')).json()).find(
      (x: Equipment) => x.id === e.id,
    ).pricing;
    expect(kept[0].pricePerDay).toBe('8.00');
    for (const tier of tiers.slice(1))
      expect((await admin.send('DELETE', `/api/equipment-pricing/${tier.id}`)).status).toBe(204);
    const last = await admin.send('DELETE', `/api/equipment-pricing/${base.id}`);
    expect(last.status).toBe(409);
    expect((await last.json()).message).toBe('Sprzęt musi mieć przynajmniej jeden próg cenowy');
  });
});

describe('price tiers: the default set is flagged by the server (spec-1 §9)', () => {
  const listed = async (path: string, id: number): Promise<Equipment> =>
    (await (await admin.get(path)).json()).find((x: Equipment) => x.id === id);

  it('flags equipment still at the default tiers in every equipment answer, until a price changes', async () => {
    const created = await newEquipment('Domyślny cennik');
    expect(created.hasDefaultPricing).toBe(true);
    expect((await listed('/api/equipment', created.id)).hasDefaultPricing).toBe(true);
    // Every approved user reads the same flag from the catalogue.
    const employeeView: Equipment[] = await (await others[0].get('/api/equipment')).json();
    expect(employeeView.find((x) => x.id === created.id)?.hasDefaultPricing).toBe(true);

    const [base] = created.pricing;
    await ok(await admin.send('PATCH', `/api/equipment-pricing/${base.id}`, { pricePerDay: '120.00' }));
    expect((await listed('/api/equipment', created.id)).hasDefaultPricing).toBe(false);
    // Back to 100 zł: exactly the default set again.
    await ok(await admin.send('PATCH', `/api/equipment-pricing/${base.id}`, { pricePerDay: '100.00' }));
    expect((await listed('/api/equipment', created.id)).hasDefaultPricing).toBe(true);
    // Four of the five default tiers are no longer the default set.
    expect((await admin.send('DELETE', `/api/equipment-pricing/${created.pricing[4].id}`)).status).toBe(204);
    expect((await listed('/api/equipment', created.id)).hasDefaultPricing).toBe(false);
  });

  it('flags inactive equipment the same way', async () => {
    const created = await newEquipment('Nieaktywny z domyślnym cennikiem');
    expect((await admin.send('DELETE', `/api/equipment/${created.id}`)).status).toBe(204);
    expect((await listed('/api/equipment/inactive', created.id)).hasDefaultPricing).toBe(true);
  });
});

describe('price tiers: fields are checked before the target is loaded (D6: 400 before 404)', () => {
  it('answers an invalid field of a missing tier with 400, a valid one with 404', async () => {
    const invalid = await admin.send('PATCH', '/api/equipment-pricing/99999', { pricePerDay: -5 });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).errors).toEqual({ pricePerDay: 'Cena nie może być ujemna' });
    const badStart = await admin.send('PATCH', '/api/equipment-pricing/99999', { periodStart: 0 });
    expect((await badStart.json()).errors).toEqual({ periodStart: 'Początek okresu musi być większy od 0' });
    expect((await admin.send('PATCH', '/api/equipment-pricing/99999', { pricePerDay: 5 })).status).toBe(404);
  });

  it('answers an invalid tier for missing equipment with 400, a valid one with 404', async () => {
    const invalid = await admin.send('POST', '/api/equipment-pricing', {
      equipmentId: 99999,
      periodStart: 1,
      pricePerDay: -5,
    });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).errors).toEqual({ pricePerDay: 'Cena nie może być ujemna' });
    const valid = await admin.send('POST', '/api/equipment-pricing', {
      equipmentId: 99999,
      periodStart: 400,
      pricePerDay: 5,
    });
    expect(valid.status).toBe(404);
  });

  it('still checks a patched field against the stored ones', async () => {
    const e = await newEquipment('Progi');
    const second = e.pricing[1];
    const response = await admin.send('PATCH', `/api/equipment-pricing/${second.id}`, { periodEnd: 2 });
    expect((await response.json()).errors).toEqual({
      periodEnd: 'Koniec okresu nie może być wcześniejszy niż początek',
    });
  });
});

describe('pricing schemas', () => {
  it('keeps exactly one default and never deletes the default or a schema in use', async () => {
    const schemas = await (await admin.get('/api/pricing-schemas')).json();
    const standard = schemas.find((s: { isDefault: boolean }) => s.isDefault);
    expect(
      (await (await admin.send('POST', '/api/pricing-schemas', { calculationMethod: 'first_day' })).json())
        .errors.name,
    ).toBe('Nazwa schematu jest wymagana');
    expect(
      (await admin.send('POST', '/api/pricing-schemas', { name: 'X', calculationMethod: 'weekly' })).status,
    ).toBe(400);
    const created = await ok(
      await admin.send('POST', '/api/pricing-schemas', {
        name: 'Sezonowy',
        calculationMethod: 'progressive',
        isDefault: true,
      }),
      201,
    );
    const after = await (await admin.get('/api/pricing-schemas')).json();
    expect(after.filter((s: { isDefault: boolean }) => s.isDefault).map((s: { id: number }) => s.id)).toEqual(
      [created.id],
    );
    expect((await admin.send('DELETE', `/api/pricing-schemas/${created.id}`)).status).toBe(409);
    expect(
      (await admin.send('PATCH', `/api/pricing-schemas/${created.id}`, { isDefault: false })).status,
    ).toBe(409);
    await ok(await admin.send('PATCH', `/api/pricing-schemas/${standard.id}`, { isDefault: true }));
    const client = await ok(await admin.send('POST', '/api/clients', { companyName: 'K' }), 201);
    const equipment = (await (await admin.get('/api/equipment')).json())[0];
    await ok(
      await admin.send('POST', '/api/quotes', {
        clientId: client.id,
        pricingSchemaId: created.id,
        items: [{ equipmentId: equipment.id, quantity: 1, rentalPeriodDays: 2 }],
      }),
      201,
    );
    const inUse = await admin.send('DELETE', `/api/pricing-schemas/${created.id}`);
    expect(inUse.status).toBe(409);
    expect((await inUse.json()).message).toMatch(/używanego w wycenach/);
    const unused = await ok(
      await admin.send('POST', '/api/pricing-schemas', { name: 'Próbny', calculationMethod: 'first_day' }),
      201,
    );
    expect((await admin.send('DELETE', `/api/pricing-schemas/${unused.id}`)).status).toBe(204);
  });

  it('keeps the description when a PATCH sends only the name', async () => {
    const schema = await ok(
      await admin.send('POST', '/api/pricing-schemas', {
        name: 'Z opisem',
        description: 'Dla stałych klientów',
        calculationMethod: 'first_day',
      }),
      201,
    );
    expect(
      await ok(await admin.send('PATCH', `/api/pricing-schemas/${schema.id}`, { name: 'Z opisem 2' })),
    ).toMatchObject({ name: 'Z opisem 2', description: 'Dla stałych klientów' });
  });
});

describe('extras, service costs and items', () => {
  it('allows at most four extras per type', async () => {
    const e = await newEquipment('Z dodatkami');
    for (let i = 1; i <= 4; i++) {
      await ok(
        await admin.send('POST', '/api/equipment-additional', {
          equipmentId: e.id,
          type: 'additional',
          name: `Opcja ${i}`,
          price: i,
        }),
        201,
      );
    }
    const fifth = await admin.send('POST', '/api/equipment-additional', {
      equipmentId: e.id,
      type: 'additional',
      name: 'Opcja 5',
      price: 5,
    });
    expect(fifth.status).toBe(409);
    expect((await fifth.json()).message).toBe('Możesz dodać maksymalnie 4 pozycje');
    await ok(
      await admin.send('POST', '/api/equipment-additional', {
        equipmentId: e.id,
        type: 'accessories',
        name: 'Akcesorium',
        price: 1,
      }),
      201,
    );
    const extras = await (await admin.get(`/api/equipment/${e.id}/additional`)).json();
    const patched = await ok(
      await admin.send('PATCH', `/api/equipment-additional/${extras[0].id}`, {
        name: 'Zmieniona',
        price: '7.5',
      }),
    );
    expect(patched).toMatchObject({ name: 'Zmieniona', price: '7.50' });
    expect((await admin.send('DELETE', `/api/equipment-additional/${extras[0].id}`)).status).toBe(204);
  });

  it('stores the interval the category calls for and keeps the worker-hours item in step and locked', async () => {
    const e = await newEquipment('Serwisowany');
    const costs = await ok(
      await admin.send('POST', `/api/equipment/${e.id}/service-costs`, {
        serviceIntervalMotohours: 250,
        serviceIntervalMonths: 6,
        workerHours: 3,
        workerCostPerHour: '120.50',
      }),
    );
    expect(costs).toMatchObject({
      serviceIntervalMotohours: 250,
      serviceIntervalMonths: null,
      workerHours: '3.00',
      workerCostPerHour: '120.50',
    });
    const items = await (await admin.get(`/api/equipment/${e.id}/service-items`)).json();
    expect(items[0]).toMatchObject({ itemName: 'Roboczogodziny serwisowe', itemCost: '361.50' });
    expect(
      (await admin.send('PATCH', `/api/equipment-service-items/${items[0].id}`, { itemCost: 1 })).status,
    ).toBe(409);
    expect((await admin.send('DELETE', `/api/equipment-service-items/${items[0].id}`)).status).toBe(409);
    expect(
      (await (await admin.send('POST', `/api/equipment/${e.id}/service-items`, { itemCost: 5 })).json())
        .errors.itemName,
    ).toBe('Nazwa jest wymagana');
    for (const name of ['Filtr', 'Olej', 'Pasek'])
      await ok(
        await admin.send('POST', `/api/equipment/${e.id}/service-items`, { itemName: name, itemCost: 10 }),
        201,
      );
    expect(
      (await admin.send('POST', `/api/equipment/${e.id}/service-items`, { itemName: 'Piąty', itemCost: 10 }))
        .status,
    ).toBe(409);
  });

  it('syncs every equipment missing its defaults and says how many were completed', async () => {
    const e = await newEquipment('Bez danych');
    await app.orm.em
      .getConnection()
      .execute('delete from equipment_service_cost where equipment_id = ?', [e.id]);
    const first = await ok(await admin.send('POST', '/api/admin/sync-all-equipment'));
    expect(first).toMatchObject({ completed: 1, message: 'Uzupełniono dane 1 urządzenia.' });
    expect((await ok(await admin.send('POST', '/api/admin/sync-all-equipment'))).completed).toBe(0);
  });

  it('saves the pricing settings (VAT 0–100, PLN/EUR/USD)', async () => {
    expect(
      await ok(await admin.send('PUT', '/api/settings/pricing', { vatRate: '8', currency: 'EUR' })),
    ).toEqual({ vatRate: '8.00', currency: 'EUR' });
    // D20: more places than a percent keeps is refused, never rounded.
    for (const vatRate of ['8,555', 8.555]) {
      const refused = await admin.send('PUT', '/api/settings/pricing', { vatRate, currency: 'PLN' });
      expect(refused.status).toBe(400);
      expect((await refused.json()).errors).toEqual({ vatRate: 'Nieprawidłowa liczba' });
    }
    expect((await admin.send('PUT', '/api/settings/pricing', { vatRate: 101, currency: 'PLN' })).status).toBe(
      400,
    );
    expect((await admin.send('PUT', '/api/settings/pricing', { vatRate: 23, currency: 'GBP' })).status).toBe(
      400,
    );
    await ok(await admin.send('PUT', '/api/settings/pricing', { vatRate: 23, currency: 'PLN' }));
  });

  it('refuses a save made over settings another tab or admin changed since (If-Match, 412), changing nothing', async () => {
    const read = await ok(await admin.get('/api/settings/pricing'));
    const version = `"${read.vatRate} ${read.currency}"`;
    // Another admin saves first...
    await ok(
      await admin.fetch('/api/settings/pricing', {
        method: 'PUT',
        headers: { 'If-Match': version },
        json: { vatRate: '8', currency: read.currency },
      }),
    );
    // ...so a save from the page that read the old settings is refused, and leaves theirs.
    const stale = await admin.fetch('/api/settings/pricing', {
      method: 'PUT',
      headers: { 'If-Match': version },
      json: { vatRate: read.vatRate, currency: 'EUR' },
    });
    expect(stale.status).toBe(412);
    expect((await stale.json()).message).toBe(
      'Ustawienia cenowe zostały w międzyczasie zmienione (w innej karcie lub przez innego administratora). Wczytano najnowsze: wprowadź swoje zmiany ponownie.',
    );
    expect(await ok(await admin.get('/api/settings/pricing'))).toEqual({
      vatRate: '8.00',
      currency: read.currency,
    });
    await ok(await admin.send('PUT', '/api/settings/pricing', read));
  });

  it.each([[''], ['  '], ['abc'], [null], ['0x10'], ['1e1'], [[]]])(
    'refuses the VAT rate %j with the VAT message, saving nothing',
    async (vatRate) => {
      const response = await admin.send('PUT', '/api/settings/pricing', { vatRate, currency: 'EUR' });
      expect(response.status).toBe(400);
      expect((await response.json()).errors).toEqual({ vatRate: 'Stawka VAT musi wynosić od 0 do 100' });
      expect(await ok(await admin.get('/api/settings/pricing'))).toEqual({
        vatRate: '23.00',
        currency: 'PLN',
      });
    },
  );

  it('reads a VAT rate with a decimal comma', async () => {
    expect(
      await ok(await admin.send('PUT', '/api/settings/pricing', { vatRate: '5,5', currency: 'PLN' })),
    ).toEqual({ vatRate: '5.50', currency: 'PLN' });
    await ok(await admin.send('PUT', '/api/settings/pricing', { vatRate: 23, currency: 'PLN' }));
  });
});
