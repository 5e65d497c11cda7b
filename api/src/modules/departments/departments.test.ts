import {
  type Department,
  type DepartmentCategory,
  type DepartmentEquipment,
  type DepartmentQuoteDetail,
  departmentConfigs,
} from '@ppp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

// Both route families of D14 run the same checks: one capability in two configurations.

let app: TestApp;
let admin: TestClient;
let employee: TestClient & { id: number };
let colleague: TestClient & { id: number };
let managers: Record<Department, TestClient & { id: number }>;
let transport: TestClient & { id: number };

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signIn('admin@firma.pl');
  employee = await app.userWithRole(admin, 'pracownik@firma.pl', 'employee');
  colleague = await app.userWithRole(admin, 'kolega@firma.pl', 'electrical_manager');
  transport = await app.userWithRole(admin, 'transport@firma.pl', 'transport_manager');
  managers = {
    electrical: await app.userWithRole(admin, 'elektryk@firma.pl', 'electrical_manager'),
    general: await app.userWithRole(admin, 'ogolny@firma.pl', 'general_manager'),
  };
});
afterAll(() => app.close());

// D14's example: tiers 1–2 120.00, 3–7 110.00, 8–18 100.00.
const exampleTiers = [
  { periodStart: 1, periodEnd: 2, pricePerDay: '120.00' },
  { periodStart: 3, periodEnd: 7, pricePerDay: '110.00' },
  { periodStart: 8, periodEnd: 18, pricePerDay: '100.00' },
];

describe.each(['electrical', 'general'] as const)('the %s area (D14)', (department) => {
  const config = departmentConfigs[department];
  const api = config.api;
  const other = department === 'electrical' ? 'general' : 'electrical';
  let manager: TestClient & { id: number };
  let category: DepartmentCategory;
  let equipment: DepartmentEquipment;
  let accessoryId: number;

  async function quote(
    as: TestClient,
    items: Record<string, unknown>[],
    extra: Record<string, unknown> = {},
  ) {
    return as.send('POST', api.quotes, {
      client: { companyName: `Klient ${department}`, email: 'biuro@klient.pl' },
      items,
      notes: null,
      ...extra,
    });
  }

  beforeAll(async () => {
    manager = managers[department];
    const created = await manager.send('POST', api.categories, { name: '  Rozdzielnice  ' });
    expect(created.status).toBe(201);
    category = await created.json();
    const made = await manager.send('POST', api.equipment, {
      name: 'Rozdzielnica 63 A',
      categoryId: category.id,
      quantity: 10,
      availableQuantity: 5,
    });
    expect(made.status).toBe(201);
    equipment = await made.json();
    const priced = await manager.send('PUT', `${api.equipment}/${equipment.id}/pricing`, exampleTiers);
    expect(priced.status).toBe(200);
    const type = config.additionalTypes.at(-1)!.type;
    const extras = await manager.send('PUT', `${api.equipment}/${equipment.id}/additional`, [
      { type, name: 'Przedłużacz 25 m', pricePerDay: '15.50', isOptional: true },
    ]);
    equipment = await extras.json();
    accessoryId = equipment.additionalEquipment[0].id;
  });

  it('categories: trimmed names, counts, writes for the area only, 409 while in use', async () => {
    expect(category.name).toBe('Rozdzielnice');
    const list: DepartmentCategory[] = await (await employee.get(api.categories)).json();
    expect(list.find((c) => c.id === category.id)?.equipmentCount).toBe(1);
    for (const who of [employee, transport, managers[other]]) {
      expect((await who.send('POST', api.categories, { name: 'X' })).status).toBe(403);
      expect((await who.send('DELETE', `${api.categories}/${category.id}`)).status).toBe(403);
    }
    const blank = await manager.send('POST', api.categories, { name: '   ' });
    expect(blank.status).toBe(400);
    expect((await blank.json()).errors).toEqual({ name: 'Nazwa kategorii jest wymagana' });
    const inUse = await admin.send('DELETE', `${api.categories}/${category.id}`);
    expect(inUse.status).toBe(409);
    expect((await inUse.json()).message).toBe(
      'Nie można usunąć kategorii, która zawiera sprzęt. Najpierw usuń lub przenieś sprzęt.',
    );
    // The other area's family does not see this area's rows.
    const foreign = await managers[other].send(
      'DELETE',
      `${departmentConfigs[other].api.categories}/${category.id}`,
    );
    expect(foreign.status).toBe(404);
    const renamed = await manager.send('PUT', `${api.categories}/${category.id}`, {
      name: 'Rozdzielnice budowlane',
    });
    expect(await renamed.json()).toMatchObject({ name: 'Rozdzielnice budowlane', equipmentCount: 1 });
    // A name taken in the area, whatever its case, is a conflict, its message under the name too.
    const taken = await manager.send('POST', api.categories, { name: 'ROZDZIELNICE budowlane' });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({
      message: 'Kategoria o tej nazwie już istnieje',
      errors: { name: 'Kategoria o tej nazwie już istnieje' },
    });
    const spare = await (await admin.send('POST', api.categories, { name: 'Zapas' })).json();
    expect((await manager.send('DELETE', `${api.categories}/${spare.id}`)).status).toBe(204);
  });

  it('equipment: every message of spec-2 §5 and D8, answers with pricing and additional equipment', async () => {
    const bad = await manager.send('POST', api.equipment, {
      name: '',
      quantity: -1,
      availableQuantity: -1,
      startingPrice: 0,
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toMatchObject({
      name: 'Nazwa sprzętu jest wymagana',
      categoryId: 'Kategoria jest wymagana',
      quantity: config.equipmentQuantity.message,
      availableQuantity: 'Dostępna ilość nie może być ujemna',
      startingPrice: 'Cena początkowa musi być większa od 0',
    });
    // A fraction, a text or an empty text is no whole number, not a quantity below zero.
    for (const typed of [2.5, '2,5', 'abc', '']) {
      const fraction = await manager.send('POST', api.equipment, {
        name: 'Ułamek',
        categoryId: category.id,
        quantity: typed,
        availableQuantity: typed,
      });
      expect(fraction.status).toBe(400);
      expect((await fraction.json()).errors).toEqual({
        quantity: 'Podaj liczbę całkowitą',
        availableQuantity: 'Podaj liczbę całkowitą',
      });
    }
    const zero = await manager.send('POST', api.equipment, {
      name: 'Zero',
      categoryId: category.id,
      quantity: 0,
      availableQuantity: 0,
    });
    expect(zero.status).toBe(department === 'general' ? 201 : 400);
    const above = await manager.send('POST', api.equipment, {
      name: 'Za dużo',
      categoryId: category.id,
      quantity: 2,
      availableQuantity: 3,
    });
    expect((await above.json()).errors).toEqual({
      availableQuantity: 'Dostępna ilość nie może przekraczać ilości całkowitej',
    });
    expect(equipment).toMatchObject({
      name: 'Rozdzielnica 63 A',
      category: { id: category.id, name: 'Rozdzielnice' },
      quantity: 10,
      availableQuantity: 5,
      isActive: true,
      pricing: [
        { periodStart: 1, periodEnd: 2, pricePerDay: '120.00', discountPercent: '0.00' },
        { periodStart: 3, periodEnd: 7, pricePerDay: '110.00', discountPercent: '8.33' },
        { periodStart: 8, periodEnd: 18, pricePerDay: '100.00', discountPercent: '16.67' },
      ],
      additionalEquipment: [{ name: 'Przedłużacz 25 m', pricePerDay: '15.50', isOptional: true }],
    });
    for (const who of [employee, managers[other]]) {
      expect((await who.send('PUT', `${api.equipment}/${equipment.id}/pricing`, exampleTiers)).status).toBe(
        403,
      );
    }
  });

  it('reads: active equipment for everybody, inactive only for the area administrators', async () => {
    const made = await manager.send('POST', api.equipment, {
      name: 'Stara rozdzielnica',
      categoryId: category.id,
      isActive: false,
    });
    const hidden: DepartmentEquipment = await made.json();
    const names = async (who: TestClient, query = '') =>
      ((await (await who.get(`${api.equipment}${query}`)).json()) as DepartmentEquipment[]).map(
        (e) => e.name,
      );
    expect(await names(employee, '?includeInactive=true')).not.toContain('Stara rozdzielnica');
    expect(await names(manager)).not.toContain('Stara rozdzielnica');
    expect(await names(manager, '?includeInactive=true')).toContain('Stara rozdzielnica');
    expect((await employee.get(`${api.equipment}/${hidden.id}`)).status).toBe(404);
    expect((await app.client().get(api.equipment)).status).toBe(401);
  });

  it('orders names naturally (Agregat 20 kVA before Agregat 100 kVA)', async () => {
    for (const name of ['Agregat 100 kVA', 'Agregat 20 kVA']) {
      await manager.send('POST', api.equipment, { name, categoryId: category.id });
    }
    const names = ((await (await employee.get(api.equipment)).json()) as DepartmentEquipment[]).map(
      (e) => e.name,
    );
    expect(names.indexOf('Agregat 20 kVA')).toBeLessThan(names.indexOf('Agregat 100 kVA'));
  });

  it('tiers: overlaps are 400 with the field, the last tier cannot be removed (409)', async () => {
    const overlap = await manager.send('PUT', `${api.equipment}/${equipment.id}/pricing`, [
      { periodStart: 1, periodEnd: 5, pricePerDay: '10' },
      { periodStart: 3, periodEnd: null, pricePerDay: '8' },
    ]);
    expect(overlap.status).toBe(400);
    expect((await overlap.json()).errors).toEqual({
      'pricing.1.periodStart': 'Okresy cenowe nie mogą się nakładać',
    });
    const empty = await manager.send('PUT', `${api.equipment}/${equipment.id}/pricing`, []);
    expect(empty.status).toBe(409);
    expect((await empty.json()).message).toBe('Sprzęt musi mieć przynajmniej jeden próg cenowy');
    const fetched: DepartmentEquipment = await (
      await employee.get(`${api.equipment}/${equipment.id}`)
    ).json();
    expect(fetched.pricing).toHaveLength(3);
  });

  it('prices to the grosz on the server (D14), ignoring totals in the body', async () => {
    const response = await quote(
      employee,
      [
        {
          equipmentId: equipment.id,
          quantity: 2,
          rentalPeriodDays: 10,
          selectedAdditionalEquipment: [{ id: accessoryId, quantity: 2 }],
        },
      ],
      { totalNet: '1.00', totalGross: '1.23', status: 'approved' },
    );
    expect(response.status).toBe(201);
    const created: DepartmentQuoteDetail = await response.json();
    expect(created.quoteNumber).toMatch(
      new RegExp(`^${department === 'electrical' ? 'ELE' : 'WYN'}/\\d{4}/\\d{4}$`),
    );
    expect(created).toMatchObject({
      status: 'draft',
      totalNet: '2310.00',
      vatAmount: '531.30',
      totalGross: '2841.30',
      itemCount: 1,
      isGuestQuote: false,
      guestEmail: null,
      client: { companyName: `Klient ${department}` },
    });
    expect(created.items[0]).toMatchObject({
      pricePerDay: '120.00',
      discountPercent: '16.67',
      dayPrice: '100.00',
      baseCost: '2000.00',
      additionalCost: '310.00',
      totalPrice: '2310.00',
      selectedAdditionalEquipment: [{ id: accessoryId, quantity: 2, totalPrice: '310.00' }],
    });
  });

  it('charges a non-optional additional item on every item of its equipment', async () => {
    const made: DepartmentEquipment = await (
      await manager.send('POST', api.equipment, {
        name: 'Kontener z obsługą',
        categoryId: category.id,
        quantity: 5,
      })
    ).json();
    await manager.send('PUT', `${api.equipment}/${made.id}/pricing`, [
      { periodStart: 1, periodEnd: null, pricePerDay: '50' },
    ]);
    const type = config.additionalTypes[0].type;
    await manager.send('PUT', `${api.equipment}/${made.id}/additional`, {
      additionalEquipment: [{ type, name: 'Serwis obowiązkowy', pricePerDay: '10', isOptional: false }],
    });
    const created: DepartmentQuoteDetail = await (
      await quote(employee, [
        { equipmentId: made.id, quantity: 2, rentalPeriodDays: 3 },
        { equipmentId: made.id, quantity: 1, rentalPeriodDays: 3 },
      ])
    ).json();
    expect(created.items.map((item) => item.additionalCost)).toEqual(['60.00', '30.00']);
    expect(created.totalNet).toBe('540.00');
  });

  it('refuses wrong items: the two quantity rules, stock, foreign additional items, no items, client', async () => {
    const none = await quote(employee, []);
    expect((await none.json()).errors).toMatchObject({ items: 'Dodaj przynajmniej jeden element do wyceny' });
    const zero = await quote(employee, [{ equipmentId: equipment.id, quantity: 0, rentalPeriodDays: 0 }]);
    expect((await zero.json()).errors).toMatchObject({
      'items.0.quantity': 'Ilość musi być co najmniej 1',
      'items.0.rentalPeriodDays': 'Liczba dni musi wynosić od 1 do 365',
    });
    const stock = await quote(employee, [
      { equipmentId: equipment.id, quantity: 3, rentalPeriodDays: 1 },
      { equipmentId: equipment.id, quantity: 3, rentalPeriodDays: 1 },
    ]);
    expect(stock.status).toBe(400);
    expect((await stock.json()).errors).toEqual({
      'items.1.quantity': 'Ilość sprzętu „Rozdzielnica 63 A” przekracza dostępną: maksymalnie 5 szt.',
    });
    const foreign = await quote(employee, [
      {
        equipmentId: equipment.id,
        quantity: 1,
        rentalPeriodDays: 1,
        selectedAdditionalEquipment: [{ id: 999999, quantity: 1 }],
      },
    ]);
    expect((await foreign.json()).errors).toEqual({
      'items.0.selectedAdditionalEquipment.0.id': 'To wyposażenie nie należy do wybranego sprzętu',
    });
    const noCompany = await quote(
      employee,
      [{ equipmentId: equipment.id, quantity: 1, rentalPeriodDays: 1 }],
      {
        client: { contactPerson: 'Jan', email: 'zly' },
      },
    );
    expect((await noCompany.json()).errors).toMatchObject({
      'client.companyName': 'Nazwa firmy jest wymagana',
      'client.email': 'Nieprawidłowy format email',
    });
  });

  it('edits, own quotes, status, lock, history and deletion on the shared lifecycle (D3, D18)', async () => {
    const created: DepartmentQuoteDetail = await (
      await quote(employee, [
        { equipmentId: equipment.id, quantity: 1, rentalPeriodDays: 2, notes: 'Na halę' },
      ])
    ).json();
    expect(created.totalNet).toBe('240.00');
    const item = created.items[0];
    // The edit: electrical reprices from the tiers; general takes the typed price with the stored discount.
    // spec-2 §7's body: no client (the quote keeps its own), and figures the server computes itself.
    const edited = await employee.send('PUT', `${api.quotes}/${created.id}`, {
      notes: 'Zmienione',
      items: [
        {
          id: item.id,
          equipmentId: equipment.id,
          quantity: 1,
          rentalPeriodDays: 10,
          pricePerDay: '90.00',
          discountPercent: '0',
          totalPrice: '1.00',
          notes: '',
        },
      ],
      totalNet: '1.00',
      totalGross: '1.23',
    });
    expect(edited.status).toBe(200);
    const after: DepartmentQuoteDetail = await edited.json();
    expect(after.clientId).toBe(created.clientId);
    expect(after.client.companyName).toBe(created.client.companyName);
    if (department === 'electrical') {
      expect(after.items[0]).toMatchObject({ dayPrice: '100.00', totalPrice: '1000.00' });
    } else {
      // Stored discount 0.00 (2 days): the typed price applies as it is.
      expect(after.items[0]).toMatchObject({ pricePerDay: '90.00', dayPrice: '90.00', totalPrice: '900.00' });
    }
    const keepOne = await employee.send('PUT', `${api.quotes}/${created.id}`, {
      clientId: created.clientId,
      items: [],
    });
    expect((await keepOne.json()).errors).toMatchObject({
      items: 'Wycena musi zawierać przynajmniej jedną pozycję',
    });

    // Own quotes (D1): the transport manager sees only its own quotes of this kind.
    expect((await transport.get(`${api.quotes}/${created.id}`)).status).toBe(403);
    const own = await (await transport.get(api.quotes)).json();
    expect(own.total).toBe(0);

    // Status: the employee sends, only the area's approvers approve; approved is locked.
    expect(
      (await employee.send('PATCH', `${api.quotes}/${created.id}/status`, { status: 'pending' })).status,
    ).toBe(200);
    const approver = department === 'electrical' ? colleague : managers.general;
    expect(
      (await employee.send('PATCH', `${api.quotes}/${created.id}/status`, { status: 'approved' })).status,
    ).toBe(403);
    expect(
      (await managers[other].send('PATCH', `${api.quotes}/${created.id}/status`, { status: 'approved' }))
        .status,
    ).toBe(department === 'electrical' ? 403 : 403);
    const approved = await approver.send('PATCH', `${api.quotes}/${created.id}/status`, {
      status: 'approved',
    });
    const locked: DepartmentQuoteDetail = await approved.json();
    expect(locked.history.map((h) => h.toStatus)).toEqual(['pending', 'approved']);
    const refused = await employee.send('PUT', `${api.quotes}/${created.id}`, {
      clientId: created.clientId,
      items: [{ id: item.id, equipmentId: equipment.id, quantity: 1, rentalPeriodDays: 1 }],
    });
    expect(refused.status).toBe(409);
    expect((await approver.send('DELETE', `${api.quotes}/${created.id}`)).status).toBe(409);
    await approver.send('PATCH', `${api.quotes}/${created.id}/status`, { status: 'draft' });
    expect((await employee.send('DELETE', `${api.quotes}/${created.id}`)).status).toBe(403);
    expect((await approver.send('DELETE', `${api.quotes}/${created.id}`)).status).toBe(204);
    expect((await approver.get(`${api.quotes}/${created.id}`)).status).toBe(404);
  });

  it('lists with search over number, company and equipment name, and the status filter', async () => {
    const created: DepartmentQuoteDetail = await (
      await quote(admin, [{ equipmentId: equipment.id, quantity: 1, rentalPeriodDays: 1 }], {
        client: { companyName: 'Szukana Firma Sp. z o.o.' },
      })
    ).json();
    const search = async (text: string, extra = '') =>
      (await (await admin.get(`${api.quotes}?search=${encodeURIComponent(text)}${extra}`)).json()).items.map(
        (q: DepartmentQuoteDetail) => q.id,
      );
    expect(await search('szukana')).toEqual([created.id]);
    expect(await search(created.quoteNumber)).toEqual([created.id]);
    expect(await search('rozdzielnica 63')).toContain(created.id);
    expect(await search('szukana', '&status=approved')).toEqual([]);
    const page = await (await admin.get(`${api.quotes}?pageSize=1`)).json();
    expect(page).toMatchObject({ page: 1, pageSize: 1 });
    expect(page.items[0].itemCount).toBeGreaterThan(0);
  });

  it('prints with every input escaped', async () => {
    const created: DepartmentQuoteDetail = await (
      await quote(
        employee,
        [{ equipmentId: equipment.id, quantity: 1, rentalPeriodDays: 1, notes: '<b>uwaga</b>' }],
        {
          client: { companyName: '<script>alert(1)</script>' },
        },
      )
    ).json();
    const page = await employee.get(`${api.quotes}/${created.id}/print?autoprint=0`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;b&gt;uwaga&lt;/b&gt;');
    expect(html).toContain(created.quoteNumber);
    expect(html).toContain('Rozdzielnica 63 A');
  });

  it('gives 50 parallel creations distinct numbers', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        quote(admin, [{ equipmentId: equipment.id, quantity: 1, rentalPeriodDays: 1 }]),
      ),
    );
    const numbers = await Promise.all(responses.map(async (r) => (await r.json()).quoteNumber));
    expect(responses.every((r) => r.status === 201)).toBe(true);
    expect(new Set(numbers).size).toBe(50);
  });

  it('keeps quotes unchanged when their equipment is deleted (D8)', async () => {
    const made: DepartmentEquipment = await (
      await manager.send('POST', api.equipment, {
        name: 'Do usunięcia',
        categoryId: category.id,
        quantity: 3,
      })
    ).json();
    await manager.send('PUT', `${api.equipment}/${made.id}/pricing`, [{ periodStart: 1, pricePerDay: '40' }]);
    const created: DepartmentQuoteDetail = await (
      await quote(employee, [{ equipmentId: made.id, quantity: 1, rentalPeriodDays: 2 }])
    ).json();
    expect((await manager.send('DELETE', `${api.equipment}/${made.id}`)).status).toBe(204);
    const after: DepartmentQuoteDetail = await (await employee.get(`${api.quotes}/${created.id}`)).json();
    expect(after.totalNet).toBe(created.totalNet);
    expect(after.items[0]).toMatchObject({
      equipmentId: null,
      equipment: { name: 'Do usunięcia' },
      totalPrice: '80.00',
    });
    // It can still be edited: the item keeps its saved price.
    const edited = await employee.send('PUT', `${api.quotes}/${created.id}`, {
      clientId: created.clientId,
      items: [{ id: after.items[0].id, quantity: 1, rentalPeriodDays: 3 }],
    });
    expect(edited.status).toBe(200);
    expect((await edited.json()).items[0]).toMatchObject({
      equipment: { name: 'Do usunięcia' },
      totalPrice: '120.00',
    });
  });
});

describe('electrical creation with createPricing (D14)', () => {
  it('makes the default tiers from startingPrice 100: 100.00 / 85.71 / 71.43 / 57.14 / 42.86', async () => {
    const { api } = departmentConfigs.electrical;
    const category = await (await admin.send('POST', api.categories, { name: 'Kable' })).json();
    const made = await admin.send('POST', api.equipment, {
      name: 'Kabel 5x16',
      categoryId: category.id,
      createPricing: true,
      startingPrice: 100,
    });
    const equipment: DepartmentEquipment = await made.json();
    expect(equipment.pricing.map((tier) => tier.pricePerDay)).toEqual([
      '100.00',
      '85.71',
      '71.43',
      '57.14',
      '42.86',
    ]);
    expect(equipment.pricing.map((tier) => tier.discountPercent)).toEqual([
      '0.00',
      '14.29',
      '28.57',
      '42.86',
      '57.14',
    ]);
  });
});

describe('the general edit (D14)', () => {
  it('with a typed 90.00 and the stored 16.67 % gives 75.00 a day', async () => {
    const { api } = departmentConfigs.general;
    const manager = managers.general;
    const category = await (await manager.send('POST', api.categories, { name: 'Rusztowania' })).json();
    const equipment: DepartmentEquipment = await (
      await manager.send('POST', api.equipment, {
        name: 'Rusztowanie 10 m',
        categoryId: category.id,
        quantity: 4,
      })
    ).json();
    await manager.send('PUT', `${api.equipment}/${equipment.id}/pricing`, exampleTiers);
    const created: DepartmentQuoteDetail = await (
      await employee.send('POST', api.quotes, {
        client: { companyName: 'Budowa' },
        items: [{ equipmentId: equipment.id, quantity: 1, rentalPeriodDays: 10 }],
      })
    ).json();
    expect(created.items[0].discountPercent).toBe('16.67');
    const edited: DepartmentQuoteDetail = await (
      await employee.send('PUT', `${api.quotes}/${created.id}`, {
        clientId: created.clientId,
        items: [
          {
            id: created.items[0].id,
            equipmentId: equipment.id,
            quantity: 1,
            rentalPeriodDays: 10,
            pricePerDay: '90.00',
          },
        ],
      })
    ).json();
    expect(edited.items[0]).toMatchObject({
      pricePerDay: '90.00',
      discountPercent: '16.67',
      dayPrice: '75.00',
      totalPrice: '750.00',
    });
  });
});
