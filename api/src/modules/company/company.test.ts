import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

let app: TestApp;
let admin: TestClient;
let employee: TestClient;

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signIn('admin@firma.pl');
  employee = await app.userWithRole(admin, 'pracownik@firma.pl', 'employee');
});
afterAll(() => app.close());

// 5342817066 passes the Ministry of Finance's checksum (D19); the account passes the IBAN's mod 97.
const profile = {
  name: 'Wynajem Testowy Sp. z o.o.',
  address: 'ul. Testowa 1, 00-001 Warszawa',
  nip: '534-281-70-66',
  bankAccount: 'PL60 1020 1026 0000 1234 5678 9012',
  phone: '+48 22 100 20 30',
  email: 'biuro@testowy.example',
  www: 'www.testowy.example',
  validityDays: 21,
  paymentTerms: 'Przelew 14 dni.\nKaucja 30%.',
  deliveryTerms: 'Transport własny.',
  footer: 'Dziękujemy.',
};

const revision = async () => (await (await admin.get('/api/settings/company')).json()).revision as number;

const putLogo = (client: TestClient, body: Uint8Array | string, contentType?: string) =>
  client.fetch('/api/settings/company/logo', {
    method: 'PUT',
    body: typeof body === 'string' ? body : new Uint8Array(body),
    headers: contentType ? { 'Content-Type': contentType } : {},
  });

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 29, g: 78, b: 216, alpha: 1 } } })
    .png()
    .toBuffer();

/**
 * A decompression bomb: a PNG of 20 000 × 20 000 one-bit pixels whose rows are all zeros, so the
 * whole image deflates to about 50 kB while it would take 400 megapixels to decode.
 */
function bombPng(side = 20_000) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(side / 8)) * side); // filter byte 0 and zero pixels per row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe("'Dane firmy' (D23)", () => {
  it('answers the honest empty profile before anything is saved: the product name and 14 days', async () => {
    const response = await employee.get('/api/settings/company');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      name: 'PPP :: Program / system wycen',
      address: null,
      nip: null,
      bankAccount: null,
      validityDays: 14,
      hasLogo: false,
      revision: 0,
    });
    expect((await app.client().get('/api/settings/company/logo')).status).toBe(404);
  });

  it('saves the profile (admin) for every approved user to read, NIP and account as digits, raising the revision', async () => {
    const saved = await admin.send('PUT', '/api/settings/company', profile);
    expect(saved.status).toBe(200);
    const body = await saved.json();
    expect(body).toMatchObject({
      ...profile,
      nip: '5342817066',
      bankAccount: '60102010260000123456789012',
      hasLogo: false,
      revision: 1,
    });
    expect(await (await employee.get('/api/settings/company')).json()).toEqual(body);

    const again = await admin.send('PUT', '/api/settings/company', { ...profile, footer: '' });
    expect(await again.json()).toMatchObject({ footer: null, revision: 2 });
  });

  it('refuses a save made on a revision that is no longer current (If-Match), changing nothing', async () => {
    const current = (await (await admin.get('/api/settings/company')).json()).revision as number;
    const save = (phone: string, ifMatch: string) =>
      admin.fetch('/api/settings/company', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', 'If-Match': ifMatch },
        body: JSON.stringify({ ...profile, phone }),
      });
    // Tab A saves the phone on the revision both tabs read; tab B's save on that revision is refused.
    const first = await save('22 111 22 33', `"${current}"`);
    expect(first.status).toBe(200);
    expect((await first.json()).revision).toBe(current + 1);
    const stale = await save('22 999 99 99', `"${current}"`);
    expect(stale.status).toBe(412);
    expect((await stale.json()).message).toMatch(/^Dane firmy zostały w międzyczasie zmienione/);
    expect((await (await admin.get('/api/settings/company')).json()).phone).toBe('22 111 22 33');
    expect((await save('22 999 99 99', 'nie-wersja')).status).toBe(412);
  });

  it.each([
    ['bankAccount', 'PL61 1090 1014 0000 0712 1981 2875', 'Nieprawidłowy numer rachunku'],
    ['bankAccount', '1234', 'Nieprawidłowy numer rachunku'],
    ['nip', '5342817067', 'Nieprawidłowy NIP'],
    ['phone', 'tel. 22 100', 'Nieprawidłowy numer telefonu'],
    ['email', 'biuro(at)firma', 'Nieprawidłowy format email'],
    ['validityDays', 0, 'Ważność oferty musi wynosić od 1 do 365 dni'],
    ['validityDays', 366, 'Ważność oferty musi wynosić od 1 do 365 dni'],
    ['name', '  ', 'Podaj nazwę firmy'],
  ])('refuses %s = %j with 400 and its field message, changing nothing', async (field, value, message) => {
    const before = await revision();
    const response = await admin.send('PUT', '/api/settings/company', { ...profile, [field]: value });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({ [field]: message });
    expect(await revision()).toBe(before);
  });

  it('lets only the admin change the profile or the logo; signed out reads nothing but the logo', async () => {
    expect((await employee.send('PUT', '/api/settings/company', profile)).status).toBe(403);
    expect((await putLogo(employee, await png(10, 10), 'image/png')).status).toBe(403);
    expect((await employee.send('DELETE', '/api/settings/company/logo')).status).toBe(403);
    expect((await app.client().get('/api/settings/company')).status).toBe(401);
  });
});

describe('the logo (D23)', () => {
  it('accepts a PNG, re-encoded and scaled to 600 px, served without sign-in with a revision ETag', async () => {
    const before = await revision();
    const upload = await png(1200, 300);
    const response = await putLogo(admin, upload, 'image/png');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ hasLogo: true, revision: before + 1 });

    const served = await app.client().get('/api/settings/company/logo');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('public, no-cache');
    const etag = served.headers.get('etag');
    expect(etag).toBe(`"logo-${before + 1}"`);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.equals(upload)).toBe(false);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 600, height: 150 });

    // A browser revalidating its copy (fetch would add 'Cache-Control: no-cache', which asks for the whole image).
    const revalidated = await app.client().fetch('/api/settings/company/logo', {
      headers: { 'If-None-Match': etag!, 'Cache-Control': 'max-age=0' },
    });
    expect(revalidated.status).toBe(304);
  });

  it('accepts a JPEG and keeps none of its metadata', async () => {
    const upload = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#c2410c' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Tajne dane autora', Artist: 'Jan Kowalski' } })
      .toBuffer();
    expect((await sharp(upload).metadata()).exif).toBeDefined();
    const response = await putLogo(admin, upload, 'image/jpeg');
    expect(response.status).toBe(200);
    const served = await app.client().get('/api/settings/company/logo');
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await served.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 320, height: 200 });
    expect(metadata.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('Tajne dane autora'))).toBe(false);
  });

  it.each([
    ['image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['image/gif', 'GIF89a'],
    ['text/html', '<html></html>'],
    ['application/json', '{}'],
    [undefined, 'bez typu'],
  ])('refuses %s with 415', async (type, body) => {
    const before = await revision();
    const response = await putLogo(admin, body, type);
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ message: 'Dozwolone są pliki PNG lub JPEG' });
    expect(await revision()).toBe(before);
  });

  it('refuses a 600 kB PNG with 413, by its length and when it arrives without one', async () => {
    const before = await revision();
    const noise = await sharp(randomBytes(500 * 400 * 3), { raw: { width: 500, height: 400, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(524_288);
    const response = await putLogo(admin, noise, 'image/png');
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'Plik jest za duży (najwyżej 512 kB)' });

    // Streamed in pieces (no Content-Length): refused once it passes the limit while being read.
    const streamed = await admin.fetch('/api/settings/company/logo', {
      method: 'PUT',
      headers: { 'Content-Type': 'image/png' },
      body: new ReadableStream({
        start(controller) {
          for (let offset = 0; offset < noise.length; offset += 64 * 1024)
            controller.enqueue(noise.subarray(offset, offset + 64 * 1024));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await revision()).toBe(before);
    // The connection is still good for the next request.
    expect((await admin.get('/api/settings/company')).status).toBe(200);
  });

  it.each([
    [
      'an HTML page sent as a PNG',
      () => Buffer.from('<!doctype html><script>alert(1)</script>'),
      'image/png',
    ],
    [
      'a JPEG sent as a PNG',
      () =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
          .jpeg()
          .toBuffer(),
      'image/png',
    ],
    ['a truncated PNG', async () => (await png(300, 300)).subarray(0, 120), 'image/png'],
    ['an image 4 001 px wide', () => png(4001, 10), 'image/png'],
    ['an image 4 001 px tall', () => png(10, 4001), 'image/png'],
    ['a decompression bomb (20 000 × 20 000 px)', () => bombPng(), 'image/png'],
    ['an empty body', () => Buffer.alloc(0), 'image/jpeg'],
  ])('refuses %s with 400', async (_name, make, type) => {
    const before = await revision();
    const body = await make();
    expect(body.length).toBeLessThan(524_288);
    const response = await putLogo(admin, body, type);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('Plik nie jest prawidłowym obrazem');
    expect(await revision()).toBe(before);
  });

  it('removes the logo (204), raising the revision once; the logo then answers 404', async () => {
    await putLogo(admin, await png(40, 40), 'image/png');
    const before = await revision();
    expect((await admin.send('DELETE', '/api/settings/company/logo')).status).toBe(204);
    expect(await (await admin.get('/api/settings/company')).json()).toMatchObject({
      hasLogo: false,
      revision: before + 1,
    });
    expect((await app.client().get('/api/settings/company/logo')).status).toBe(404);
    expect((await admin.send('DELETE', '/api/settings/company/logo')).status).toBe(204);
    expect(await revision()).toBe(before + 1);
  });
});

describe('the profile phone (D23)', () => {
  it('saves the phone by the clients’ rule, carries it in the user, and clears it when emptied', async () => {
    const saved = await employee.send('PATCH', '/api/auth/user', { phone: ' +48 (22) 123-45-67 ' });
    expect(saved.status).toBe(200);
    expect((await saved.json()).phone).toBe('+48 (22) 123-45-67');
    expect((await (await employee.get('/api/auth/user')).json()).phone).toBe('+48 (22) 123-45-67');

    // A change of the names keeps the phone.
    await employee.send('PATCH', '/api/auth/user', { firstName: 'Jan' });
    expect((await (await employee.get('/api/auth/user')).json()).phone).toBe('+48 (22) 123-45-67');

    const wrong = await employee.send('PATCH', '/api/auth/user', { phone: 'tel. 601/234' });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).errors).toEqual({ phone: 'Nieprawidłowy numer telefonu' });

    const cleared = await employee.send('PATCH', '/api/auth/user', { phone: '' });
    expect((await cleared.json()).phone).toBeNull();
  });

  it('lists the phone in the users administration', async () => {
    await employee.send('PATCH', '/api/auth/user', { phone: '601 234 567' });
    const users: { email: string; phone: string | null }[] = await (await admin.get('/api/users')).json();
    expect(users.find((user) => user.email === 'pracownik@firma.pl')?.phone).toBe('601 234 567');
  });
});
