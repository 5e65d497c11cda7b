import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../test/harness.ts';

// D25: an id in a path matches ^[1-9][0-9]{0,9}$ and is at most 2 147 483 647, otherwise 400
// 'Nieprawidłowy identyfikator' (once '/api/quotes/0x10' opened quote 16).

let app: TestApp;
let admin: TestClient;
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signIn('admin@firma.pl');
});
afterAll(() => app.close());

describe('ids in paths', () => {
  it.each(['0x10', '1e3', '1%20', '%201', '0', '01', '2147483648', '99999999999', '-1', '1.0', '+1', '１'])(
    "refuses '%s' on every kind of route",
    async (id) => {
      for (const path of [`/api/quotes/${id}`, `/api/users/${id}/role`, `/api/admin/api-keys/${id}`]) {
        const response = path.endsWith('/role')
          ? await admin.send('PUT', path, { role: 'employee' })
          : path.includes('api-keys')
            ? await admin.send('DELETE', path)
            : await admin.get(path);
        expect(response.status, path).toBe(400);
        expect((await response.json()).message, path).toBe('Nieprawidłowy identyfikator');
      }
    },
  );

  it('reads a plain id, up to the largest integer', async () => {
    expect((await admin.get('/api/quotes/16')).status).toBe(404);
    expect((await admin.get('/api/quotes/2147483647')).status).toBe(404);
  });
});
