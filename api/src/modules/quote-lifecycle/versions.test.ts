import {
  addDays,
  formatDateText,
  type QuoteHeader,
  type QuoteVersion,
  type ShareLink,
  todayInWarsaw,
} from '@ppp/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

// D23: every saved change of a quote's content is a new version; a status change, a share or a mail is
// not. The version sent to the client (shared or mailed) and the one decided on are kept whole, with
// the day the offer is valid to; the client decides on the version it was shown. Written once for
// every kind: run here on equipment and electrical quotes (and the race on transport too).

let app: TestApp;
let admin: TestClient;
let employee: TestClient & { id: number };
let electricalManager: TestClient & { id: number };
let validityDays: number;

type Detail = QuoteHeader & { items?: { quantity: number }[] };

/** What differs between the kinds: their address, a create body, and an edit of it. */
interface KindUnderTest {
  name: string;
  base: string;
  create: () => Record<string, unknown>;
  edit: (quote: Detail) => Record<string, unknown>;
}

const kinds: KindUnderTest[] = [];
let equipmentKind: KindUnderTest;

beforeAll(async () => {
  app = await startTestApp({}, { seed: true });
  admin = await app.signIn('admin@firma.pl');
  employee = await app.userWithRole(admin, 'pracownik@firma.pl', 'employee');
  electricalManager = await app.userWithRole(admin, 'elektryk@firma.pl', 'electrical_manager');
  validityDays = (await (await admin.get('/api/settings/company')).json()).validityDays;
  const [equipment] = await (await admin.get('/api/equipment')).json();
  const [electrical] = await (await admin.get('/api/electrical-equipment')).json();
  const [vehicle] = await (await admin.get('/api/transport-vehicles')).json();
  equipmentKind = {
    name: 'equipment',
    base: '/api/quotes',
    create: () => ({
      client: { companyName: 'Budimex S.A.' },
      items: [{ equipmentId: equipment.id, quantity: 1, rentalPeriodDays: 3 }],
    }),
    edit: (quote) => ({
      clientId: quote.clientId,
      notes: 'Dwie sztuki',
      items: [{ equipmentId: equipment.id, quantity: 2, rentalPeriodDays: 3 }],
    }),
  };
  kinds.push(
    equipmentKind,
    {
      name: 'electrical',
      base: '/api/electrical-quotes',
      create: () => ({
        client: { companyName: 'Elektrobud' },
        items: [{ equipmentId: electrical.id, quantity: 1, rentalPeriodDays: 2 }],
      }),
      edit: (quote) => ({
        clientId: quote.clientId,
        notes: 'Dłużej',
        items: [{ equipmentId: electrical.id, quantity: 1, rentalPeriodDays: 5 }],
      }),
    },
    {
      name: 'transport',
      base: '/api/transport-quotes',
      create: () => ({
        client: { companyName: 'Transbud' },
        vehicleId: vehicle.id,
        fromAddress: 'Warszawa',
        toAddress: 'Kraków',
        distance: 300,
      }),
      edit: (quote) => ({
        clientId: quote.clientId,
        vehicleId: vehicle.id,
        fromAddress: 'Warszawa',
        toAddress: 'Gdańsk',
        distance: 350,
      }),
    },
  );
});
afterAll(() => app.close());
afterEach(() => vi.useRealTimers());

const kindNamed = (name: string) => kinds.find((kind) => kind.name === name)!;

async function created(kind: KindUnderTest): Promise<Detail> {
  const response = await employee.send('POST', kind.base, kind.create());
  expect(response.status).toBe(201);
  return response.json();
}

async function detailOf(kind: KindUnderTest, id: number): Promise<Detail> {
  const response = await employee.get(`${kind.base}/${id}`);
  expect(response.status).toBe(200);
  return response.json();
}

async function edited(kind: KindUnderTest, quote: Detail): Promise<Detail> {
  const response = await employee.send('PUT', `${kind.base}/${quote.id}`, kind.edit(quote));
  expect(response.status).toBe(200);
  return response.json();
}

async function toStatus(kind: KindUnderTest, id: number, status: string, as: TestClient = employee) {
  const response = await as.send('PATCH', `${kind.base}/${id}/status`, { status });
  expect(response.status).toBe(200);
  return (await response.json()) as Detail;
}

async function share(kind: KindUnderTest, id: number): Promise<ShareLink> {
  const response = await employee.send('POST', `${kind.base}/${id}/share`);
  expect(response.status).toBe(201);
  return response.json();
}

async function versionsOf(kind: KindUnderTest, id: number): Promise<QuoteVersion[]> {
  const response = await employee.get(`${kind.base}/${id}/versions`);
  expect(response.status).toBe(200);
  return response.json();
}

/** A version's content as stored (null while not kept whole). */
async function storedContent(quoteId: number, version: number) {
  const [row] = await app.orm.em
    .getConnection()
    .execute('select content from quote_version where quote_id = ? and version = ?', [quoteId, version]);
  return (row?.content ?? null) as Detail | null;
}

/** The client's side: a browser without any session. */
const visit = (url: string) => fetch(url, { redirect: 'manual' });
const decide = (url: string, action: 'accept' | 'decline', fields: Record<string, string>) =>
  fetch(`${url}/${action}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
/** The version the client page's forms carry in their hidden field. */
async function shownVersion(url: string) {
  const html = await (await visit(url)).text();
  const versions = [...html.matchAll(/<input type="hidden" name="version" value="(\d+)">/g)].map((m) => m[1]);
  expect(versions).toHaveLength(2);
  expect(new Set(versions).size).toBe(1);
  return versions[0];
}

describe.each(['equipment', 'electrical'])('versions of %s quotes (D23)', (name) => {
  it('a save raises the version; a status change, a share and a mail do not', async () => {
    const kind = kindNamed(name);
    const quote = await created(kind);
    expect(quote.version).toBe(1);
    const second = await edited(kind, quote);
    expect(second.version).toBe(2);
    expect((await edited(kind, second)).version).toBe(3);

    const pending = await toStatus(kind, quote.id, 'pending');
    expect(pending.version).toBe(3);
    expect(pending.history.at(-1)).toMatchObject({ fromStatus: 'draft', toStatus: 'pending', version: 3 });
    await share(kind, quote.id);
    const mailed = await employee.send('POST', `${kind.base}/${quote.id}/send`, {
      email: 'klient@firma.pl',
      message: null,
    });
    expect(mailed.status).toBe(202);
    const seen = await detailOf(kind, quote.id);
    expect(seen.version).toBe(3);
    expect(seen.history.at(-1)).toMatchObject({ version: 3 });

    const versions = await versionsOf(kind, quote.id);
    expect(versions.map(({ version, reason }) => [version, reason])).toEqual([
      [1, 'created'],
      [2, 'edited'],
      [3, 'sent'],
    ]);
    // Every version keeps its totals.
    expect(versions[0]).toMatchObject({ totalNet: quote.totalNet, totalGross: quote.totalGross });
    expect(versions[2]).toMatchObject({ totalNet: seen.totalNet, totalGross: seen.totalGross });
  });

  it('the detail carries validUntil: today + validity days until sent, then kept from the first send', async () => {
    const kind = kindNamed(name);
    const quote = await created(kind);
    const today = todayInWarsaw();
    expect(quote).toMatchObject({ validUntil: addDays(today, validityDays), validUntilFixed: false });
    await toStatus(kind, quote.id, 'pending');
    await share(kind, quote.id);
    // A day later the version keeps the day of its first send; sharing again does not move it.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 86_400_000);
    await share(kind, quote.id);
    const seen = await detailOf(kind, quote.id);
    expect(seen).toMatchObject({ validUntil: addDays(today, validityDays), validUntilFixed: true });
    const [version] = await versionsOf(kind, quote.id);
    expect(version).toMatchObject({ reason: 'sent', validUntil: addDays(today, validityDays) });
  });

  it('a kept version answers its whole content; one not kept whole is 404; the rights are the detail’s', async () => {
    const kind = kindNamed(name);
    const quote = await created(kind);
    await toStatus(kind, quote.id, 'pending');
    await share(kind, quote.id);
    // Sharing keeps the version whole at once.
    expect(await storedContent(quote.id, 1)).toMatchObject({ version: 1, status: 'pending' });
    const changed = await edited(kind, await detailOf(kind, quote.id));
    expect(changed.version).toBe(2);

    const first = await employee.get(`${kind.base}/${quote.id}/versions/1`);
    expect(first.status).toBe(200);
    const content: Detail = await first.json();
    expect(content).toMatchObject({ id: quote.id, version: 1, totalNet: quote.totalNet, notes: null });
    expect(content.items?.map((item) => item.quantity)).toEqual(quote.items?.map((item) => item.quantity));

    // A draft version never sent keeps its totals only; the current one is the quote as it is.
    const draft = await created(kind);
    const current = await edited(kind, draft);
    const now = await employee.get(`${kind.base}/${draft.id}/versions/2`);
    expect(now.status).toBe(200);
    expect(await now.json()).toMatchObject({ version: 2, notes: current.notes, totalNet: current.totalNet });
    for (const version of [1, 99]) {
      const missing = await employee.get(`${kind.base}/${draft.id}/versions/${version}`);
      expect(missing.status).toBe(404);
      expect((await missing.json()).message).toBe('Ta wersja wyceny nie została zachowana w całości');
    }
    const bad = await employee.get(`${kind.base}/${draft.id}/versions/abc`);
    expect(bad.status).toBe(400);

    // D1: somebody who may not open the quote may not read its versions either.
    const stranger =
      name === 'electrical'
        ? await app.userWithRole(admin, `${name}-obcy@firma.pl`, 'general_manager')
        : electricalManager;
    expect((await stranger.get(`${kind.base}/${quote.id}/versions`)).status).toBe(403);
    expect((await stranger.get(`${kind.base}/${quote.id}/versions/1`)).status).toBe(403);
    expect((await app.client().get(`${kind.base}/${quote.id}/versions`)).status).toBe(401);
  });

  it('a staff decision keeps the decided version whole', async () => {
    const kind = kindNamed(name);
    const quote = await created(kind);
    await toStatus(kind, quote.id, 'pending');
    const approved = await toStatus(kind, quote.id, 'approved', admin);
    expect(approved.version).toBe(1);
    expect(approved.history.at(-1)).toMatchObject({ toStatus: 'approved', version: 1 });
    expect((await versionsOf(kind, quote.id)).map((v) => v.reason)).toEqual(['accepted']);
    // While it is the current version, the quote itself is its content (the decision writes its reason).
    expect(await storedContent(quote.id, 1)).toBeNull();
    expect(await (await employee.get(`${kind.base}/${quote.id}/versions/1`)).json()).toMatchObject({
      status: 'approved',
      version: 1,
    });

    // Reopened, the decided version is kept whole as it was decided (status and client snapshot),
    // before the reopening changes them; edited, it stays so.
    await toStatus(kind, quote.id, 'draft', admin);
    expect(await storedContent(quote.id, 1)).toMatchObject({
      status: 'approved',
      version: 1,
      client: approved.client,
    });
    const reopened = await edited(kind, await detailOf(kind, quote.id));
    expect(reopened.version).toBe(2);
    expect(await (await employee.get(`${kind.base}/${quote.id}/versions/1`)).json()).toMatchObject({
      status: 'approved',
      version: 1,
    });
  });
});

describe.each(['equipment', 'transport'])(
  'the client decides on the version it was shown (D23): %s',
  (name) => {
    it('client page at v1, staff saves v2, accept → 409; reload → accept succeeds; the history shows v2 accepted', async () => {
      const kind = kindNamed(name);
      const quote = await created(kind);
      await toStatus(kind, quote.id, 'pending');
      const link = await share(kind, quote.id);
      expect(await shownVersion(link.url)).toBe('1');

      // Saving a shared quote keeps its link and records it in the history.
      const changed = await edited(kind, await detailOf(kind, quote.id));
      expect(changed.version).toBe(2);
      expect(changed.share).not.toBeNull();
      expect(changed.history.at(-1)).toMatchObject({
        fromStatus: 'pending',
        toStatus: 'pending',
        comment: 'Zmieniono po wysłaniu',
        version: 2,
      });

      const stale = await decide(link.url, 'accept', { name: 'Jan Kowalski', version: '1' });
      expect(stale.status).toBe(409);
      const refusedPage = await stale.clone().text();
      // What was typed stays in its form, under the version now shown.
      expect(refusedPage).toContain('value="Jan Kowalski"');
      expect(refusedPage).toContain('<input type="hidden" name="version" value="2">');
      expect(await stale.text()).toContain(
        'Oferta została zmieniona. Odśwież stronę, aby zobaczyć aktualną wersję.',
      );
      expect((await detailOf(kind, quote.id)).status).toBe('pending');

      expect(await shownVersion(link.url)).toBe('2');
      const accepted = await decide(link.url, 'accept', { name: 'Jan Kowalski', version: '2' });
      expect(accepted.status).toBe(303);
      const decided = await detailOf(kind, quote.id);
      expect(decided.status).toBe('approved');
      expect(decided.history.at(-1)).toMatchObject({
        toStatus: 'approved',
        actorName: 'Klient: Jan Kowalski',
        version: 2,
      });
      expect((await versionsOf(kind, quote.id)).map(({ version, reason }) => [version, reason])).toEqual([
        [1, 'sent'],
        [2, 'accepted'],
      ]);
      expect(await storedContent(quote.id, 2)).toMatchObject({
        version: 2,
        status: 'approved',
        totalNet: changed.totalNet,
      });
      expect(await storedContent(quote.id, 1)).toMatchObject({ version: 1, totalNet: quote.totalNet });
    });
  },
);

describe('an offer past its validity (D23)', () => {
  it('accepting after validUntil is 409; declining is still possible', async () => {
    const quote = await created(equipmentKind);
    await toStatus(equipmentKind, quote.id, 'pending');
    const link = await share(equipmentKind, quote.id);
    const { validUntil } = await detailOf(equipmentKind, quote.id);
    vi.useFakeTimers({ toFake: ['Date'] });
    // The last day it is valid, the offer still opens; the day after, an acceptance is refused.
    vi.setSystemTime(new Date(`${addDays(validUntil!, 1)}T10:00:00Z`));
    // The page says so, and offers only the refusal.
    const page = await (await fetch(link.url)).text();
    expect(page).toContain(
      `Oferta wygasła. Skontaktuj się z nami, aby ją odnowić. Była ważna do ${formatDateText(validUntil!)}.`,
    );
    expect(page).not.toContain('/accept"');
    expect(page).toContain('/decline"');
    const late = await decide(link.url, 'accept', { name: 'Jan Kowalski', version: '1' });
    expect(late.status).toBe(409);
    // Said once, as the refusal, with the day it was valid to.
    const refused = await late.text();
    expect(refused.split('Oferta wygasła.').length - 1).toBe(1);
    expect(refused).toContain(
      `<p class="error" role="alert" tabindex="-1" autofocus>Oferta wygasła. Skontaktuj się z nami, aby ją odnowić. Była ważna do ${formatDateText(validUntil!)}.</p>`,
    );
    expect((await detailOf(equipmentKind, quote.id)).status).toBe('pending');
    // Staff cannot send it again as it is: saved again, it is a new version, valid anew.
    const resent = await employee.send('POST', `/api/quotes/${quote.id}/send`, {
      email: 'klient@budimex.pl',
    });
    expect(resent.status).toBe(409);
    expect((await resent.json()).message).toBe(
      'Ta wersja oferty wygasła. Zapisz wycenę ponownie, aby wysłać ją z nowym terminem ważności.',
    );
    const declined = await decide(link.url, 'decline', { name: 'Jan Kowalski', version: '1' });
    expect(declined.status).toBe(303);
    expect((await detailOf(equipmentKind, quote.id)).status).toBe('rejected');
  });

  it('on its last day an acceptance goes through', async () => {
    const quote = await created(equipmentKind);
    await toStatus(equipmentKind, quote.id, 'pending');
    const link = await share(equipmentKind, quote.id);
    const { validUntil } = await detailOf(equipmentKind, quote.id);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${validUntil}T20:00:00Z`));
    expect((await decide(link.url, 'accept', { name: 'Jan Kowalski' })).status).toBe(303);
  });
});
