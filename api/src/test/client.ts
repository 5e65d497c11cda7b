/** A browser-like HTTP client with its own cookie jar, for tests and benchmarks. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  constructor(readonly baseUrl: string) {}

  /** A request with the jar's cookies and, for changes, our own Origin (as a browser sends). */
  async fetch(path: string, init: RequestInit & { json?: unknown; origin?: string | null } = {}) {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('Cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const method = (init.method ?? 'GET').toUpperCase();
    if (init.origin !== null && method !== 'GET' && method !== 'HEAD')
      headers.set('Origin', init.origin ?? this.baseUrl);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const response = await fetch(new URL(path, this.baseUrl), { ...init, headers, body, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';');
      const [name, ...rest] = pair.split('=');
      const value = rest.join('=');
      const expired = attributes.some((a) => /expires=thu, 01 jan 1970/i.test(a.trim())) || value === '';
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    return response;
  }

  get = (path: string) => this.fetch(path);
  send = (method: string, path: string, json?: unknown) => this.fetch(path, { method, json });

  /** Follows redirects like a browser, from `path`, returning the last answer. */
  async follow(path: string, init: Parameters<TestClient['fetch']>[1] = {}) {
    let response = await this.fetch(path, init);
    for (let hops = 0; response.status >= 300 && response.status < 400 && hops < 20; hops++) {
      const location = response.headers.get('location')!;
      response = await this.fetch(new URL(location, response.url).href);
    }
    return response;
  }

  /** The whole authorization-code flow through the development provider's login form. */
  async signIn(
    email: string,
    { firstName = '', lastName = '' }: { firstName?: string; lastName?: string } = {},
  ) {
    const loginPage = await this.follow('/api/login');
    const html = await loginPage.text();
    const action = /action="([^"]+\/login)"/.exec(html)?.[1];
    if (!action) throw new Error(`no login form (status ${loginPage.status}): ${html.slice(0, 200)}`);
    const form = new URLSearchParams({ email, firstName, lastName });
    const done = await this.follow(action, {
      method: 'POST',
      body: form,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    if (!this.cookies.has('sid'))
      throw new Error(`sign-in did not set a session (last status ${done.status})`);
    return done;
  }
}
