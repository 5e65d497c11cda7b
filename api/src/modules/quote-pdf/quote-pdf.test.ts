import { threadId as mainThreadId } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPoolState } from '../../print/pdf-pool.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

// D23: PDFs are made in a worker thread, off the request's event loop, and kept per quote version and
// company profile revision; a quote's kept files go with it.

let app: TestApp;
let admin: TestClient;
let equipmentIds: number[];

beforeAll(async () => {
  app = await startTestApp({}, { seed: true });
  admin = await app.signIn('admin@firma.pl');
  await app.orm.em.getConnection().execute('update equipment set available_quantity = 10000');
  equipmentIds = ((await (await admin.get('/api/equipment')).json()) as { id: number }[]).map((e) => e.id);
});
afterAll(() => app.close());

async function pendingQuote(companyName: string, items: number) {
  const created = await admin.send('POST', '/api/quotes', {
    client: { companyName },
    items: Array.from({ length: items }, (_, index) => ({
      equipmentId: equipmentIds[index % equipmentIds.length],
      quantity: 1,
      rentalPeriodDays: 1 + (index % 10),
    })),
  });
  expect(created.status).toBe(201);
  const quote = await created.json();
  expect((await admin.send('PATCH', `/api/quotes/${quote.id}/status`, { status: 'pending' })).status).toBe(
    200,
  );
  return quote as { id: number; clientId: number; items: { id: number; equipmentId: number }[] };
}

const keptFiles = async (quoteId: number) =>
  app.orm.em
    .getConnection()
    .execute<{ version: number }[]>('select version from quote_pdf where quote_id = ? order by version', [
      quoteId,
    ]);

describe('PDFs in a worker thread (D23)', () => {
  it('renders the document in a pool thread, not the one serving the request', async () => {
    const quote = await pendingQuote('Wątek Sp. z o.o.', 2);
    const response = await admin.get(`/api/quotes/${quote.id}/pdf`);
    expect(response.status).toBe(200);
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    // The app serves from this thread (startTestApp); the render names the thread it ran on.
    const { renderedOn } = pdfPoolState();
    expect(renderedOn.length).toBeGreaterThan(0);
    expect(renderedOn).not.toContain(mainThreadId);
  });

  it("keeps the event loop free while a 500-item quote's PDF is made", async () => {
    const quote = await pendingQuote('Pięćset pozycji w wątku Sp. z o.o.', 500);
    // The longest pause of this process's event loop while the PDF is made (the app runs in it too).
    let longest = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    const response = await admin.get(`/api/quotes/${quote.id}/pdf`);
    const bytes = await response.arrayBuffer();
    const took = performance.now() - started;
    clearInterval(ticker);
    expect(response.status).toBe(200);
    expect(bytes.byteLength).toBeGreaterThan(20_000);
    // Rendering 500 items takes far longer than any single pause of the loop around it.
    expect(longest, `the longest pause: ${longest.toFixed(0)} ms of ${took.toFixed(0)} ms`).toBeLessThan(
      Math.max(150, took / 4),
    );
  });
});

describe('kept PDFs (D23)', () => {
  it('answers a second request for the same version from the kept file, a new version anew', async () => {
    const quote = await pendingQuote('Zachowany PDF Sp. z o.o.', 3);
    const first = await admin.get(`/api/quotes/${quote.id}/pdf`);
    expect(first.status).toBe(200);
    const firstBytes = Buffer.from(await first.arrayBuffer());
    expect(await keptFiles(quote.id)).toHaveLength(1);

    // Whatever the kept file holds is what the next request for the version gets.
    const marked = Buffer.concat([firstBytes, Buffer.from('\n%kept\n')]);
    await app.orm.em
      .getConnection()
      .execute('update quote_pdf set bytes = ? where quote_id = ?', [marked, quote.id]);
    const second = await admin.get(`/api/quotes/${quote.id}/pdf`);
    expect(Buffer.from(await second.arrayBuffer()).equals(marked)).toBe(true);
    expect(await keptFiles(quote.id)).toHaveLength(1);

    // A new version of the content is made anew and replaces the old version's file.
    const detail = await (await admin.get(`/api/quotes/${quote.id}`)).json();
    const edited = await admin.send('PUT', `/api/quotes/${quote.id}`, {
      clientId: detail.clientId,
      notes: 'Zmiana treści',
      items: detail.items.map((item: { id: number; equipmentId: number }) => ({
        id: item.id,
        equipmentId: item.equipmentId,
        quantity: 2,
        rentalPeriodDays: 4,
      })),
    });
    expect(edited.status).toBe(200);
    const third = await admin.get(`/api/quotes/${quote.id}/pdf`);
    const thirdBytes = Buffer.from(await third.arrayBuffer());
    expect(thirdBytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(thirdBytes.includes('%kept')).toBe(false);
    const kept = await keptFiles(quote.id);
    expect(kept).toHaveLength(1);
    expect(kept[0].version).toBe((await edited.json()).version);
  });

  it("makes a new file after the company profile's revision changes", async () => {
    const quote = await pendingQuote('Nowa stopka Sp. z o.o.', 2);
    expect((await admin.get(`/api/quotes/${quote.id}/pdf`)).status).toBe(200);
    const connection = app.orm.em.getConnection();
    await connection.execute(`update quote_pdf set bytes = '%kept' where quote_id = ?`, [quote.id]);
    const [before] = await connection.execute<{ revision: number }[]>(
      'select revision from quote_pdf where quote_id = ?',
      [quote.id],
    );
    const company = await (await admin.get('/api/settings/company')).json();
    const saved = await admin.send('PUT', '/api/settings/company', {
      name: company.name || 'Firma Sp. z o.o.',
      footer: 'Nowa stopka oferty',
    });
    expect(saved.status).toBe(200);
    const after = Buffer.from(await (await admin.get(`/api/quotes/${quote.id}/pdf`)).arrayBuffer());
    expect(after.subarray(0, 5).toString()).toBe('%PDF-');
    const kept = await connection.execute<{ revision: number }[]>(
      'select revision from quote_pdf where quote_id = ?',
      [quote.id],
    );
    expect(kept).toHaveLength(1);
    expect(kept[0].revision).toBeGreaterThan(before.revision);
  });

  it('makes one file for requests asked at once', async () => {
    const quote = await pendingQuote('Naraz Sp. z o.o.', 50);
    const answers = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const response = await admin.get(`/api/quotes/${quote.id}/pdf`);
        return Buffer.from(await response.arrayBuffer());
      }),
    );
    for (const answer of answers) expect(answer.equals(answers[0])).toBe(true);
    expect(await keptFiles(quote.id)).toHaveLength(1);
  });

  it("deletes a quote's kept files with the quote", async () => {
    const quote = await pendingQuote('Usunięta Sp. z o.o.', 2);
    expect((await admin.get(`/api/quotes/${quote.id}/pdf`)).status).toBe(200);
    expect(await keptFiles(quote.id)).toHaveLength(1);
    expect((await admin.send('DELETE', `/api/quotes/${quote.id}`)).status).toBe(204);
    expect(await keptFiles(quote.id)).toHaveLength(0);
  });
});
