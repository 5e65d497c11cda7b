import { readFileSync } from 'node:fs';
import type { Equipment } from '@ppp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../test/harness.ts';

// Every HTML page the API writes itself links the product's icon, which the API serves.
const iconLink = '<link rel="icon" type="image/svg+xml" href="/favicon.svg">';
const shellIcon = readFileSync(new URL('../../../shell/src/favicon.svg', import.meta.url), 'utf8');

let app: TestApp;
let admin: TestClient;

beforeAll(async () => {
  app = await startTestApp({}, { seed: true });
  admin = await app.signIn('admin@firma.pl');
});
afterAll(() => app.close());

/** The <head> of an HTML answer. */
async function headOf(response: Response): Promise<string> {
  expect(response.headers.get('content-type')).toContain('text/html');
  const html = await response.text();
  return html.slice(0, html.indexOf('</head>'));
}

describe('favicon', () => {
  it('serves the shell’s icon at /favicon.svg to anybody, as an image the CSP allows', async () => {
    const response = await app.client().get('/favicon.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await response.text()).toBe(shellIcon);
    const head = await app.client().fetch('/favicon.svg', { method: 'HEAD' });
    expect(head.status).toBe(200);
    // Pages load images from their own origin: the icon passes the one Content-Security-Policy.
    expect(response.headers.get('content-security-policy')).toContain("img-src 'self'");
  });

  it('is linked by the print page of a quote', async () => {
    const client = await admin.send('POST', '/api/clients', { companyName: 'Budimex S.A.' });
    expect(client.status).toBe(201);
    const [equipment]: Equipment[] = await (await admin.get('/api/equipment')).json();
    const created = await admin.send('POST', '/api/quotes', {
      clientId: (await client.json()).id,
      items: [{ equipmentId: equipment.id, quantity: 1, rentalPeriodDays: 3 }],
    });
    expect(created.status).toBe(201);
    const quote = await created.json();
    for (const path of [`/api/quotes/${quote.id}/print`, `/api/quotes/${quote.id}/print?autoprint=0`]) {
      expect(await headOf(await admin.get(path))).toContain(iconLink);
    }
  });

  it('is linked by the sign-in, refused sign-in, sign-out and error pages of the development provider', async () => {
    const visitor = app.client();
    const login = await visitor.follow('/api/login');
    expect(login.status).toBe(200);
    const loginHtml = await login.clone().text();
    expect(loginHtml).toContain('Logowanie (środowisko deweloperskie)');
    expect(await headOf(login)).toContain(iconLink);

    const action = /action="([^"]+\/login)"/.exec(loginHtml)?.[1] as string;
    const refused = await visitor.fetch(action, {
      method: 'POST',
      body: new URLSearchParams({ email: 'to nie e-mail' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(refused.status).toBe(400);
    expect(await headOf(refused)).toContain(iconLink);

    const signedIn = await app.signIn('wylogowanie@firma.pl');
    const logout = await signedIn.follow('/api/logout');
    expect(logout.status).toBe(200);
    const logoutHtml = await logout.clone().text();
    expect(logoutHtml).toContain('Wylogowanie');
    expect(await headOf(logout)).toContain(iconLink);

    const error = await app.client().get('/oidc/auth?client_id=nieznany&response_type=code&scope=openid');
    expect((await error.clone().text()).includes('Błąd logowania')).toBe(true);
    expect(await headOf(error)).toContain(iconLink);
  });
});
