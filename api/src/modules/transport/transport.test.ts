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
    for (const costPerKm of ['1.234,50', '12,3,4', '9 80', '9,80 zł', '1e3']) {
      const refused = await admin.send('POST', '/api/transport-vehicles', { name: 'Zła stawka', costPerKm });
      expect(refused.status, costPerKm).toBe(400);
      expect((await refused.json()).errors).toEqual({ costPerKm: 'Koszt za km musi być większy niż 0' });
    }
    expect(((await (await admin.get('/api/transport-vehicles')).json()) as Vehicle[]).length).toBe(before);
    const quote = await createQuote(employee, { distance: '23,5' });
    expect(quote.status).toBe(201);
    expect(await quote.json()).toMatchObject({ distance: '23.5', totalCost: '102.23' });
    const ambiguous = await createQuote(employee, { distance: '1.023,5' });
    expect(ambiguous.status).toBe(400);
    expect((await ambiguous.json()).errors).toEqual({ distance: 'Dystans musi być większy niż 0' });
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
    // An equipment quote's address does not open a transport quote, nor the other way round.
    expect((await admin.get(`/api/quotes/${quote.id}`)).status).toBe(404);
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
