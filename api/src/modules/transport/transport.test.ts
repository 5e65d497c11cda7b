import type { TransportQuoteDetail, Vehicle } from '@ppp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

let app: TestApp;
let admin: TestClient;
let employee: TestClient & { id: number };
let colleague: TestClient & { id: number };
let transport: TestClient & { id: number };
let electrical: TestClient & { id: number };
let general: TestClient & { id: number };
let vehicles: Vehicle[];
let clientId: number;

const vehicle = (name: string) => vehicles.find((entry) => entry.name === name)!;

async function createQuote(as: TestClient, body: Record<string, unknown> = {}) {
  return as.send('POST', '/api/transport-quotes', {
    clientId,
    vehicleId: vehicle('Ciężarówka solo').id,
    fromAddress: 'ul. Magazynowa 1, Warszawa',
    toAddress: 'Budowa hali B, Kraków',
    distance: 127.5,
    notes: null,
    ...body,
  });
}

beforeAll(async () => {
  app = await startTestApp({}, { seed: true });
  admin = await app.signIn('admin@firma.pl');
  employee = await app.userWithRole(admin, 'pracownik@firma.pl', 'employee');
  colleague = await app.userWithRole(admin, 'kolega@firma.pl', 'employee');
  transport = await app.userWithRole(admin, 'transport@firma.pl', 'transport_manager');
  electrical = await app.userWithRole(admin, 'elektryk@firma.pl', 'electrical_manager');
  general = await app.userWithRole(admin, 'ogolny@firma.pl', 'general_manager');
  vehicles = await (await employee.get('/api/transport-vehicles')).json();
  const client = await admin.send('POST', '/api/clients', { companyName: 'Budimex S.A.' });
  clientId = (await client.json()).id;
});
afterAll(() => app.close());

describe('vehicles (spec-2 §5, D13)', () => {
  it('are the five demo vehicles, readable by every approved user', () => {
    expect(vehicles.map((v) => v.name).sort()).toEqual(
      ['Bus do 3,5 t', 'Ciężarówka solo', 'Ciężarówka z przyczepą', 'Samochód osobowy', 'Wywrotka'].sort(),
    );
    expect(vehicle('Ciężarówka solo')).toMatchObject({ costPerKm: '4.35', isActive: true });
  });

  it('are changed only by the admin and the transport manager', async () => {
    const body = { name: 'Laweta', costPerKm: '3.20' };
    for (const who of [employee, electrical, general]) {
      expect((await who.send('POST', '/api/transport-vehicles', body)).status).toBe(403);
    }
    const created = await transport.send('POST', '/api/transport-vehicles', body);
    expect(created.status).toBe(201);
    const laweta = (await created.json()) as Vehicle;
    expect(laweta).toMatchObject({ name: 'Laweta', costPerKm: '3.20', isActive: true, description: null });
    expect((await employee.send('PUT', `/api/transport-vehicles/${laweta.id}`, body)).status).toBe(403);
    const renamed = await admin.send('PUT', `/api/transport-vehicles/${laweta.id}`, {
      ...body,
      name: 'Laweta 2',
      isActive: false,
    });
    expect(await renamed.json()).toMatchObject({ name: 'Laweta 2', isActive: false });
    expect((await general.send('DELETE', `/api/transport-vehicles/${laweta.id}`)).status).toBe(403);
    expect((await transport.send('DELETE', `/api/transport-vehicles/${laweta.id}`)).status).toBe(204);
  });

  it('say what is wrong with a vehicle', async () => {
    const response = await admin.send('POST', '/api/transport-vehicles', { name: ' ', costPerKm: 0 });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toMatchObject({
      name: 'Nazwa pojazdu jest wymagana',
      costPerKm: 'Koszt za km musi być większy niż 0',
    });
    const missing = await admin.send('POST', '/api/transport-vehicles', {});
    expect((await missing.json()).errors).toMatchObject({
      name: 'Nazwa pojazdu jest wymagana',
      costPerKm: 'Koszt za km musi być większy niż 0',
    });
  });
});

describe('decimals sent as text (D5, D6, D20)', () => {
  it('reads one decimal mark exactly and refuses ambiguous text with a field message, writing nothing', async () => {
    const created = await admin.send('POST', '/api/transport-vehicles', {
      name: 'Przyczepa',
      costPerKm: '9,80',
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ costPerKm: '9.80' });
    const before = ((await (await admin.get('/api/transport-vehicles')).json()) as Vehicle[]).length;
    // More places than money keeps is refused too, never rounded (D20): '9,805' is not 9,81.
    for (const costPerKm of ['1.234,50', '12,3,4', '9 80', '9,80 zł', '1e3', '9,805', '2.405']) {
      const refused = await admin.send('POST', '/api/transport-vehicles', { name: 'Zła stawka', costPerKm });
      expect(refused.status, costPerKm).toBe(400);
      // D20's words for text the parser refuses, as the forms say them.
      expect((await refused.json()).errors).toEqual({ costPerKm: 'Nieprawidłowa liczba' });
    }
    expect(((await (await admin.get('/api/transport-vehicles')).json()) as Vehicle[]).length).toBe(before);
    const quote = await createQuote(employee, { distance: '23,5' });
    expect(quote.status).toBe(201);
    expect(await quote.json()).toMatchObject({ distance: '23.5', totalCost: '102.23' });
    const ambiguous = await createQuote(employee, { distance: '1.023,5' });
    expect(ambiguous.status).toBe(400);
    expect((await ambiguous.json()).errors).toEqual({ distance: 'Nieprawidłowa liczba' });
  });
});

describe('transport quotes (D13, D18)', () => {
  it('are priced on the server, a sent totalCost ignored, numbered TRA', async () => {
    const response = await createQuote(employee, { totalCost: '1.00' });
    expect(response.status).toBe(201);
    const quote = (await response.json()) as TransportQuoteDetail;
    expect(quote.quoteNumber).toMatch(/^TRA\/\d{4}\/\d{4}$/);
    expect(quote).toMatchObject({
      status: 'draft',
      distance: '127.5',
      totalCost: '554.63',
      totalNet: '554.63',
      vatRate: '23.00',
      vatAmount: '127.56',
      totalGross: '682.19',
      vehicle: { name: 'Ciężarówka solo', costPerKm: '4.35' },
    });
    const car = await createQuote(employee, { vehicleId: vehicle('Samochód osobowy').id, distance: '12.5' });
    expect((await car.json()).totalCost).toBe('14.38');
    const rounded = await createQuote(employee, {
      vehicleId: vehicle('Samochód osobowy').id,
      distance: 12.46,
    });
    expect(await rounded.json()).toMatchObject({ distance: '12.5', totalCost: '14.38' });
  });

  it('says what is missing, and refuses a cost of zero and an inactive or unknown vehicle', async () => {
    const empty = await employee.send('POST', '/api/transport-quotes', { fromAddress: ' ', distance: 0 });
    expect(empty.status).toBe(400);
    expect((await empty.json()).errors).toMatchObject({
      clientId: 'Wybierz klienta',
      vehicleId: 'Wybierz pojazd',
      fromAddress: 'Podaj adres początkowy',
      toAddress: 'Podaj adres docelowy',
      distance: 'Dystans musi być większy niż 0',
    });
    const cheap = await (
      await admin.send('POST', '/api/transport-vehicles', { name: 'Rower', costPerKm: '0.01' })
    ).json();
    const zero = await createQuote(employee, { vehicleId: cheap.id, distance: 0.1 });
    expect(zero.status).toBe(400);
    expect(await zero.json()).toMatchObject({
      message: 'Koszt transportu musi być większy niż 0',
      errors: { distance: 'Koszt transportu musi być większy niż 0' },
    });
    await admin.send('PUT', `/api/transport-vehicles/${cheap.id}`, {
      name: 'Rower',
      costPerKm: '2.00',
      isActive: false,
    });
    const inactive = await createQuote(employee, { vehicleId: cheap.id });
    expect((await inactive.json()).errors.vehicleId).toBe('Wybierz aktywny pojazd');
    const unknown = await createQuote(employee, { vehicleId: 999999 });
    expect((await unknown.json()).errors.vehicleId).toBe('Wybierz aktywny pojazd');
  });

  it('keeps a saved quote’s price when the vehicle’s changes, until it is edited; a used vehicle stays', async () => {
    const bus = await (
      await admin.send('POST', '/api/transport-vehicles', { name: 'Bus testowy', costPerKm: '2.00' })
    ).json();
    const quote = (await (
      await createQuote(employee, { vehicleId: bus.id, distance: 100 })
    ).json()) as TransportQuoteDetail;
    expect(quote.totalCost).toBe('200.00');
    await transport.send('PUT', `/api/transport-vehicles/${bus.id}`, {
      name: 'Bus testowy',
      costPerKm: '3.00',
    });
    const read = await (await employee.get(`/api/transport-quotes/${quote.id}`)).json();
    expect(read).toMatchObject({ totalCost: '200.00', vehicle: { costPerKm: '2.00' } });
    const deleting = await transport.send('DELETE', `/api/transport-vehicles/${bus.id}`);
    expect(deleting.status).toBe(409);
    expect((await deleting.json()).message).toBe(
      'Pojazd jest używany w wycenach. Dezaktywuj go zamiast usuwać.',
    );

    const edited = await employee.send('PUT', `/api/transport-quotes/${quote.id}`, {
      clientId,
      vehicleId: bus.id,
      fromAddress: quote.fromAddress,
      toAddress: 'Nowy adres 5',
      distance: 100,
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({
      totalCost: '300.00',
      toAddress: 'Nowy adres 5',
      vehicle: { costPerKm: '3.00' },
    });
  });

  it('follows the shared lifecycle: approvers only approve, a locked quote refuses edits, If-Match', async () => {
    const quote = (await (await createQuote(employee)).json()) as TransportQuoteDetail;
    const body = { clientId, vehicleId: quote.vehicleId, fromAddress: 'A', toAddress: 'B', distance: 10 };
    const stale = await employee.fetch(`/api/transport-quotes/${quote.id}`, {
      method: 'PUT',
      json: body,
      headers: { 'If-Match': '"stary"' },
    });
    expect(stale.status).toBe(412);
    expect(
      (await employee.send('PATCH', `/api/transport-quotes/${quote.id}/status`, { status: 'pending' }))
        .status,
    ).toBe(200);
    for (const who of [employee, electrical, general]) {
      expect(
        (await who.send('PATCH', `/api/transport-quotes/${quote.id}/status`, { status: 'approved' })).status,
      ).toBe(403);
    }
    const approved = await transport.send('PATCH', `/api/transport-quotes/${quote.id}/status`, {
      status: 'approved',
    });
    expect(approved.status).toBe(200);
    expect((await approved.json()).history.map((h: { toStatus: string }) => h.toStatus)).toEqual([
      'pending',
      'approved',
    ]);
    expect((await employee.send('PUT', `/api/transport-quotes/${quote.id}`, body)).status).toBe(409);
    expect((await transport.send('DELETE', `/api/transport-quotes/${quote.id}`)).status).toBe(409);
    // An equipment quote's address does not open a transport quote, nor the other way round; each
    // kind's 404 says it as its spec does (spec-1 §5, spec-2 §8).
    const asEquipment = await admin.get(`/api/quotes/${quote.id}`);
    expect(asEquipment.status).toBe(404);
    expect((await asEquipment.json()).message).toBe('Wycena nie znaleziona');
    const missing = await admin.get('/api/transport-quotes/2147483647');
    expect((await missing.json()).message).toBe('Wycena nie została znaleziona');
  });

  it('takes a quote back as its answer came (assessmentId null and all)', async () => {
    const quote = await (await createQuote(employee)).json();
    expect(quote.assessmentId).toBeNull();
    const again = await employee.send('PUT', `/api/transport-quotes/${quote.id}`, quote);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ totalCost: quote.totalCost, assessmentId: null });
    const created = await employee.send('POST', '/api/transport-quotes', { ...quote, id: undefined });
    expect(created.status).toBe(201);
  });

  it('shows the other departments’ managers only their own quotes (D1); deleting needs the approve right', async () => {
    const quote = (await (await createQuote(colleague)).json()) as TransportQuoteDetail;
    for (const who of [electrical, general]) {
      expect((await who.get(`/api/transport-quotes/${quote.id}`)).status).toBe(403);
    }
    for (const who of [employee, transport]) {
      expect((await who.get(`/api/transport-quotes/${quote.id}`)).status).toBe(200);
    }
    await createQuote(electrical);
    const own = await (await electrical.get('/api/transport-quotes?pageSize=100')).json();
    expect(own.total).toBe(1);
    expect(own.items[0].createdBy.id).toBe(electrical.id);
    const all = await (await transport.get('/api/transport-quotes?pageSize=100')).json();
    expect(all.items.map((item: TransportQuoteDetail) => item.id)).toContain(quote.id);
    const found = await (
      await transport.get(`/api/transport-quotes?search=${encodeURIComponent('hali b')}`)
    ).json();
    expect(found.total).toBeGreaterThan(0);
    expect(found.items.every((item: TransportQuoteDetail) => item.toAddress.includes('hali B'))).toBe(true);
    expect((await colleague.send('DELETE', `/api/transport-quotes/${quote.id}`)).status).toBe(403);
    expect((await transport.send('DELETE', `/api/transport-quotes/${quote.id}`)).status).toBe(204);
    expect((await transport.get(`/api/transport-quotes/${quote.id}`)).status).toBe(404);
  });

  it('gives 50 parallel creations 50 distinct numbers', async () => {
    const responses = await Promise.all(Array.from({ length: 50 }, () => createQuote(employee)));
    expect(responses.every((r) => r.status === 201)).toBe(true);
    const numbers = await Promise.all(responses.map(async (r) => (await r.json()).quoteNumber));
    expect(new Set(numbers).size).toBe(50);
  });

  it('prints the route and the totals, escaping what was typed', async () => {
    const quote = (await (
      await createQuote(employee, { toAddress: '<img src=x onerror=alert(1)>', notes: '<b>uwaga</b>' })
    ).json()) as TransportQuoteDetail;
    const answer = await employee.get(`/api/transport-quotes/${quote.id}/print`);
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    const html = await answer.text();
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<b>uwaga</b>');
    expect(html).toContain(quote.quoteNumber);
    expect(html).toContain('127,5 km');
    expect(html).toContain('554,63');
    expect(html).toContain('682,19');
  });
});

describe('several vehicles and a return trip (D21)', () => {
  const trip = (body: Record<string, unknown> = {}) => ({
    clientId,
    fromAddress: 'ul. Magazynowa 1, Warszawa',
    toAddress: 'Budowa hali C, Kraków',
    vehicles: [
      { vehicleId: vehicle('Ciężarówka solo').id, distance: '127,5' },
      { vehicleId: vehicle('Samochód osobowy').id, distance: 12.5 },
    ],
    returnTrip: true,
    startsOn: '2027-04-12',
    tripDays: 2,
    notes: null,
    ...body,
  });

  it('prices every line once: 4.35 × 127.5 and 1.15 × 12.5, there and back, is 1138.02 net (not 1138.00)', async () => {
    const response = await employee.send('POST', '/api/transport-quotes', trip());
    expect(response.status).toBe(201);
    const quote = (await response.json()) as TransportQuoteDetail;
    const solo = vehicle('Ciężarówka solo');
    const car = vehicle('Samochód osobowy');
    expect(quote.lines.map((line) => [line.vehicleId, line.distance, line.cost, line.isReturn])).toEqual([
      [solo.id, '127.5', '554.63', false],
      [car.id, '12.5', '14.38', false],
      [solo.id, '127.5', '554.63', true],
      [car.id, '12.5', '14.38', true],
    ]);
    expect(quote.lines[3].vehicle).toEqual({
      id: car.id,
      name: car.name,
      description: car.description,
      costPerKm: '1.15',
    });
    expect(quote).toMatchObject({
      totalCost: '1138.02',
      totalNet: '1138.02',
      vatAmount: '261.74',
      totalGross: '1399.76',
      startsOn: '2027-04-12',
      rentalDays: null,
      tripDays: 2,
      returnTrip: true,
      vehicles: [
        { vehicleId: solo.id, distance: '127.5' },
        { vehicleId: car.id, distance: '12.5' },
      ],
      // D13's single fields repeat the first line.
      vehicleId: solo.id,
      vehicle: { id: solo.id, name: solo.name, costPerKm: '4.35' },
      distance: '127.5',
    });
    const read = (await (
      await employee.get(`/api/transport-quotes/${quote.id}`)
    ).json()) as TransportQuoteDetail;
    expect(read.lines).toEqual(quote.lines);
    const listed = await (await employee.get('/api/transport-quotes?search=hali%20c')).json();
    expect(listed.items.find((item: TransportQuoteDetail) => item.id === quote.id)).toMatchObject({
      lines: quote.lines,
      tripDays: 2,
      returnTrip: true,
      totalCost: '1138.02',
    });
  });

  it('takes one day and no return unless sent; an edit without them keeps them, and may drop the return', async () => {
    const plain = await (
      await employee.send(
        'POST',
        '/api/transport-quotes',
        trip({ returnTrip: undefined, tripDays: undefined }),
      )
    ).json();
    expect(plain).toMatchObject({ tripDays: 1, returnTrip: false, totalCost: '569.01' });
    expect(plain.lines).toHaveLength(2);

    const quote = await (await employee.send('POST', '/api/transport-quotes', trip())).json();
    const kept = await employee.send(
      'PUT',
      `/api/transport-quotes/${quote.id}`,
      trip({ returnTrip: undefined, tripDays: undefined, startsOn: undefined }),
    );
    expect(kept.status).toBe(200);
    expect(await kept.json()).toMatchObject({
      tripDays: 2,
      returnTrip: true,
      startsOn: '2027-04-12',
      totalCost: '1138.02',
    });
    const oneWay = await (
      await employee.send(
        'PUT',
        `/api/transport-quotes/${quote.id}`,
        trip({ returnTrip: false, tripDays: 3 }),
      )
    ).json();
    expect(oneWay).toMatchObject({ tripDays: 3, returnTrip: false, totalCost: '569.01' });
    expect(oneWay.lines.map((line: { isReturn: boolean }) => line.isReturn)).toEqual([false, false]);
    // D21: a set start date cannot be cleared.
    const cleared = await employee.send('PUT', `/api/transport-quotes/${quote.id}`, trip({ startsOn: null }));
    expect(cleared.status).toBe(400);
    expect((await cleared.json()).errors).toEqual({ startsOn: 'Podaj datę rozpoczęcia' });
  });

  it('still takes D13’s single vehicle and distance as one line', async () => {
    const quote = (await (await createQuote(employee, { returnTrip: true })).json()) as TransportQuoteDetail;
    expect(quote.vehicles).toEqual([{ vehicleId: vehicle('Ciężarówka solo').id, distance: '127.5' }]);
    expect(quote.lines.map((line) => [line.cost, line.isReturn])).toEqual([
      ['554.63', false],
      ['554.63', true],
    ]);
    expect(quote).toMatchObject({ totalCost: '1109.26', startsOn: null, tripDays: 1 });
  });

  it('refuses a line that rounds to zero, an inactive vehicle and a missing line on that line’s field', async () => {
    const cheap = await (
      await admin.send('POST', '/api/transport-vehicles', { name: 'Hulajnoga', costPerKm: '0.01' })
    ).json();
    const zero = await employee.send(
      'POST',
      '/api/transport-quotes',
      trip({
        vehicles: [
          { vehicleId: vehicle('Wywrotka').id, distance: 10 },
          { vehicleId: cheap.id, distance: 0.1 },
        ],
      }),
    );
    expect(zero.status).toBe(400);
    expect(await zero.json()).toEqual({
      message: 'Koszt transportu musi być większy niż 0',
      errors: { 'vehicles.1.distance': 'Koszt transportu musi być większy niż 0' },
    });
    await admin.send('PUT', `/api/transport-vehicles/${cheap.id}`, {
      name: 'Hulajnoga',
      costPerKm: '1.00',
      isActive: false,
    });
    const inactive = await employee.send(
      'POST',
      '/api/transport-quotes',
      trip({
        vehicles: [
          { vehicleId: vehicle('Wywrotka').id, distance: 10 },
          { vehicleId: cheap.id, distance: 5 },
        ],
      }),
    );
    expect((await inactive.json()).errors).toEqual({ 'vehicles.1.vehicleId': 'Wybierz aktywny pojazd' });
    const missing = await employee.send('POST', '/api/transport-quotes', trip({ vehicles: [{}, 'x'] }));
    expect((await missing.json()).errors).toEqual({
      'vehicles.0.vehicleId': 'Wybierz pojazd',
      'vehicles.0.distance': 'Dystans musi być większy niż 0',
      'vehicles.1': 'Nieprawidłowa pozycja pojazdu',
    });
    const none = await employee.send('POST', '/api/transport-quotes', trip({ vehicles: [] }));
    expect((await none.json()).errors).toEqual({ vehicles: 'Dodaj przynajmniej jeden pojazd' });
    const before = (await (await admin.get('/api/transport-quotes?pageSize=1')).json()).total;
    const many = Array.from({ length: 21 }, () => ({ vehicleId: vehicle('Wywrotka').id, distance: 1 }));
    const tooMany = await employee.send('POST', '/api/transport-quotes', trip({ vehicles: many }));
    expect((await tooMany.json()).errors).toEqual({ vehicles: 'Wycena może mieć najwyżej 20 pojazdów' });
    expect((await (await admin.get('/api/transport-quotes?pageSize=1')).json()).total).toBe(before);
  });

  it('takes 1 to 365 trip days, else 400 on tripDays', async () => {
    for (const tripDays of [0, 366, 1.5, '2', null]) {
      const refused = await employee.send('POST', '/api/transport-quotes', trip({ tripDays }));
      expect(refused.status, String(tripDays)).toBe(400);
      expect((await refused.json()).errors).toEqual({
        tripDays: 'Liczba dni przejazdu musi wynosić od 1 do 365',
      });
    }
    const longest = await employee.send('POST', '/api/transport-quotes', trip({ tripDays: 365 }));
    expect((await longest.json()).tripDays).toBe(365);
  });

  it('copies the lines, the days and the return, repriced, and leaves the start date empty (D17)', async () => {
    const quote = await (await employee.send('POST', '/api/transport-quotes', trip())).json();
    const copied = await employee.send('POST', `/api/transport-quotes/${quote.id}/duplicate`);
    expect(copied.status).toBe(201);
    const copy = await copied.json();
    expect(copy).toMatchObject({
      status: 'draft',
      startsOn: null,
      tripDays: 2,
      returnTrip: true,
      vehicles: quote.vehicles,
      totalCost: '1138.02',
      skipped: [],
    });
    expect(copy.lines).toEqual(quote.lines);
  });

  it('keeps pricing a vehicle deactivated after the quote chose it, and leaves it out of a copy (D4, D17)', async () => {
    const created = await transport.send('POST', '/api/transport-vehicles', {
      name: 'Laweta do wycofania',
      costPerKm: '3.00',
      quantity: 2,
    });
    const tow = await created.json();
    const withTow = trip({
      vehicles: [
        { vehicleId: vehicle('Ciężarówka solo').id, distance: '127,5' },
        { vehicleId: tow.id, distance: '10' },
      ],
    });
    const quote = await (await employee.send('POST', '/api/transport-quotes', withTow)).json();
    const deactivated = await transport.send('PUT', `/api/transport-vehicles/${tow.id}`, {
      name: tow.name,
      costPerKm: '3.00',
      quantity: 2,
      isActive: false,
    });
    expect(deactivated.status).toBe(200);
    // The quote that uses it saves as before, priced the same.
    const resaved = await employee.send('PUT', `/api/transport-quotes/${quote.id}`, {
      ...withTow,
      notes: 'Tylko uwagi zmienione',
    });
    expect(resaved.status).toBe(200);
    expect(await resaved.json()).toMatchObject({ totalCost: quote.totalCost, lines: quote.lines });
    // It is not chosen anew: not by a new quote, nor by another quote's edit.
    const fresh = await employee.send('POST', '/api/transport-quotes', withTow);
    expect(fresh.status).toBe(400);
    expect((await fresh.json()).errors).toEqual({ 'vehicles.1.vehicleId': 'Wybierz aktywny pojazd' });
    const other = await (await employee.send('POST', '/api/transport-quotes', trip())).json();
    const added = await employee.send('PUT', `/api/transport-quotes/${other.id}`, withTow);
    expect((await added.json()).errors).toEqual({ 'vehicles.1.vehicleId': 'Wybierz aktywny pojazd' });
    // A copy leaves its lines out and names it; with no vehicle left there is nothing to copy.
    const copied = await employee.send('POST', `/api/transport-quotes/${quote.id}/duplicate`);
    expect(copied.status).toBe(201);
    const copy = await copied.json();
    expect(copy.skipped).toEqual(['Laweta do wycofania']);
    expect(copy.vehicles).toEqual([{ vehicleId: vehicle('Ciężarówka solo').id, distance: '127.5' }]);
    const towOnly = trip({ vehicles: [{ vehicleId: tow.id, distance: '10' }] });
    await transport.send('PUT', `/api/transport-vehicles/${tow.id}`, {
      name: tow.name,
      costPerKm: '3.00',
      isActive: true,
    });
    const lone = await (await employee.send('POST', '/api/transport-quotes', towOnly)).json();
    await transport.send('PUT', `/api/transport-vehicles/${tow.id}`, {
      name: tow.name,
      costPerKm: '3.00',
      isActive: false,
    });
    const none = await employee.send('POST', `/api/transport-quotes/${lone.id}/duplicate`);
    expect(none.status).toBe(409);
    expect((await none.json()).message).toBe(
      'Żaden pojazd tej wyceny nie jest już dostępny — utwórz nową wycenę transportu',
    );
  });

  it('prints and makes a PDF of every line, the return lines marked, with the trip’s dates', async () => {
    const quote = await (await employee.send('POST', '/api/transport-quotes', trip())).json();
    const html = await (await employee.get(`/api/transport-quotes/${quote.id}/print`)).text();
    expect(html).toContain('Termin:</strong> 12.04.2027–13.04.2027');
    expect(html).toContain('Liczba dni przejazdu:</strong> 2 dni');
    expect(html.match(/— Powrót/g)).toHaveLength(2);
    for (const figure of ['127,5 km', '12,5 km', '554,63', '14,38', '1138,02', '261,74', '1399,76']) {
      expect(html).toContain(figure);
    }
    const undated = await (await createQuote(employee)).json();
    expect(await (await employee.get(`/api/transport-quotes/${undated.id}/print`)).text()).toContain(
      'Termin:</strong> Bez terminu',
    );
    const pdf = await employee.get(`/api/transport-quotes/${quote.id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
  });
});

describe('a vehicle’s quantity (D21)', () => {
  it('is 1 for a new vehicle, a whole number from 1, and kept by an update that leaves it out', async () => {
    const created = await (
      await transport.send('POST', '/api/transport-vehicles', { name: 'Dźwig', costPerKm: '8.00' })
    ).json();
    expect(created.quantity).toBe(1);
    const three = await transport.send('PUT', `/api/transport-vehicles/${created.id}`, {
      name: 'Dźwig',
      costPerKm: '8.00',
      quantity: 3,
    });
    expect((await three.json()).quantity).toBe(3);
    const renamed = await transport.send('PUT', `/api/transport-vehicles/${created.id}`, {
      name: 'Dźwig 2',
      costPerKm: '8.00',
    });
    const read = await renamed.json();
    expect(read).toMatchObject({ name: 'Dźwig 2', quantity: 3 });
    // The vehicle as read, sent back changed: its id and dates are ignored (D5).
    const roundTrip = await transport.send('PUT', `/api/transport-vehicles/${created.id}`, {
      ...read,
      name: 'Dźwig 3',
    });
    expect(roundTrip.status).toBe(200);
    expect(await roundTrip.json()).toMatchObject({ id: created.id, name: 'Dźwig 3', quantity: 3 });
    for (const quantity of [0, -1, 1.5, 'dużo', null]) {
      const refused = await transport.send('POST', '/api/transport-vehicles', {
        name: 'Zły',
        costPerKm: '1.00',
        quantity,
      });
      expect(refused.status, String(quantity)).toBe(400);
      expect((await refused.json()).errors).toEqual({
        quantity: 'Liczba sztuk musi być liczbą całkowitą większą od 0',
      });
    }
  });
});

describe('lines above a vehicle’s units (D21, D4)', () => {
  it('are 400 on the first line past them, naming the vehicle and its units; nothing is written', async () => {
    const created = await (
      await transport.send('POST', '/api/transport-vehicles', {
        name: 'Laweta',
        costPerKm: '3,50',
        quantity: 2,
      })
    ).json();
    const line = { vehicleId: created.id, distance: '10' };
    const body = (vehicles: unknown[]) => ({
      clientId,
      fromAddress: 'A',
      toAddress: 'B',
      startsOn: '2027-05-03',
      vehicles,
      notes: null,
    });
    const before = (await (await employee.get('/api/transport-quotes')).json()).total;
    const refused = await employee.send('POST', '/api/transport-quotes', body([line, line, line]));
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors).toEqual({
      'vehicles.2.vehicleId': 'Ilość sprzętu „Laweta” przekracza dostępną: maksymalnie 2 szt.',
    });
    expect((await (await employee.get('/api/transport-quotes')).json()).total).toBe(before);
    // Its two units are two lines.
    const saved = await employee.send('POST', '/api/transport-quotes', body([line, line]));
    expect(saved.status).toBe(201);
    // An edit without a client keeps the quote's (as every kind's does).
    const { id, clientId: client } = await saved.json();
    const { clientId: _client, ...withoutClient } = body([line]);
    const edited = await employee.send('PUT', `/api/transport-quotes/${id}`, withoutClient);
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({
      clientId: client,
      vehicles: [{ ...line, distance: '10.0' }],
    });
  });
});

describe('the depot (D21)', () => {
  it('is read by every approved user and set by the admin and the transport manager, trimmed', async () => {
    // The demo data's depot (D21) until the transport administration changes it.
    expect(await (await employee.get('/api/transport-settings')).json()).toEqual({
      depotAddress: 'ul. Magazynowa 12, 05-800 Pruszków',
    });
    for (const who of [employee, electrical, general]) {
      expect((await who.send('PUT', '/api/transport-settings', { depotAddress: 'Gdzieś' })).status).toBe(403);
    }
    const saved = await transport.send('PUT', '/api/transport-settings', {
      depotAddress: '  ul. Magazynowa 1, Warszawa ',
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ depotAddress: 'ul. Magazynowa 1, Warszawa' });
    for (const who of [employee, electrical, general, admin]) {
      expect(await (await who.get('/api/transport-settings')).json()).toEqual({
        depotAddress: 'ul. Magazynowa 1, Warszawa',
      });
    }
    expect((await app.client().get('/api/transport-settings')).status).toBe(401);
  });

  it('says what is wrong with the address and keeps the stored one; empty clears it', async () => {
    await admin.send('PUT', '/api/transport-settings', { depotAddress: 'Baza Radom' });
    const long = await admin.send('PUT', '/api/transport-settings', { depotAddress: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect((await long.json()).errors).toEqual({ depotAddress: 'Maksymalnie 500 znaków' });
    for (const body of [{ depotAddress: 12 }, {}, { other: 1 }]) {
      const refused = await admin.send('PUT', '/api/transport-settings', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    const wrongType = await admin.send('PUT', '/api/transport-settings', { depotAddress: 12 });
    expect((await wrongType.json()).errors).toEqual({ depotAddress: 'Podaj adres bazy jako tekst' });
    expect(await (await admin.get('/api/transport-settings')).json()).toEqual({ depotAddress: 'Baza Radom' });
    const cleared = await admin.send('PUT', '/api/transport-settings', { depotAddress: '  ' });
    expect(await cleared.json()).toEqual({ depotAddress: null });
  });
});
