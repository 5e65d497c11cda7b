import { randomBytes } from 'node:crypto';
import type { CreatedApiKey } from '@ppp/domain';
import Ajv2020 from 'ajv/dist/2020.js';
import { expect } from 'vitest';
import type { TestApp, TestClient } from '../../test/harness.ts';

// The public API as the tests call it (D24): every answer is checked against the OpenAPI document
// the server publishes, the schema of its operation and status, so the document and the server
// cannot drift apart unnoticed.

export const PARTNER = 'https://partner.example.com';

type OpenApi = {
  paths: Record<string, Record<string, { responses: Record<string, OpenApiResponse> }>>;
  components: Record<string, unknown> & { schemas: Record<string, unknown> };
};
type OpenApiResponse = {
  headers?: Record<string, unknown>;
  content?: { 'application/json': { schema: Record<string, unknown> } };
};

export interface CallInit {
  method?: string;
  json?: unknown;
  /** A body sent as it is (for sizes and malformed JSON). */
  raw?: string;
  origin?: string;
  headers?: Record<string, string>;
  base?: string;
}

/** The versioned operation path a request path names (`/api/public/quotes` → `/api/public/v1/quotes`). */
export const versionedPath = (path: string) => {
  const bare = path.split('?')[0];
  return bare.startsWith('/api/public/v1') ? bare : bare.replace(/^\/api\/public/, '/api/public/v1');
};

export function partnerApi(app: TestApp, admin: TestClient) {
  let document: OpenApi | null = null;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  const validators = new Map<string, ReturnType<typeof ajv.compile>>();
  /** Every status each operation answered in these tests: `POST /api/public/v1/quotes` → {201, 400}. */
  const seen = new Map<string, Set<number>>();

  async function openApi(): Promise<OpenApi> {
    document ??= (await (await fetch(`${app.url}/api/public/v1/docs`)).json()) as OpenApi;
    return document;
  }

  function validatorFor(id: string, schema: Record<string, unknown>, components: OpenApi['components']) {
    let validate = validators.get(id);
    if (!validate) {
      validate = ajv.compile({ ...schema, components });
      validators.set(id, validate);
    }
    return validate;
  }

  /** Checks one answer against the document: a documented status, a body of its schema. */
  async function checkAgainstDocument(method: string, path: string, response: Response) {
    if (method === 'OPTIONS') return;
    const spec = await openApi();
    const operationPath = versionedPath(path);
    const operation = spec.paths[operationPath]?.[method.toLowerCase()];
    const label = `${method} ${operationPath} → ${response.status}`;
    const text = await response.clone().text();
    const body = text ? JSON.parse(text) : undefined;
    let schema: Record<string, unknown>;
    if (operation) {
      seen.set(
        `${method} ${operationPath}`,
        (seen.get(`${method} ${operationPath}`) ?? new Set()).add(response.status),
      );
      const documented = operation.responses[String(response.status)];
      expect(documented, `${label} is not in the OpenAPI document`).toBeDefined();
      schema = documented.content?.['application/json'].schema ?? {};
    } else {
      // A path the API does not serve.
      expect(response.status, label).toBe(404);
      schema = { $ref: '#/components/schemas/Error404' };
    }
    const validate = validatorFor(label, schema, spec.components);
    expect(validate(body), `${label}: ${JSON.stringify(validate.errors)} in ${text.slice(0, 500)}`).toBe(
      true,
    );
  }

  async function newKey(body: Record<string, unknown> = {}): Promise<CreatedApiKey> {
    const response = await admin.send('POST', '/api/admin/api-keys', {
      name: `Partner ${randomBytes(3).toString('hex')}`,
      permissions: ['*'],
      allowedOrigins: [PARTNER],
      ...body,
    });
    expect(response.status).toBe(201);
    return response.json();
  }

  /** A public call as a partner's server (no Origin) or page (`origin`) makes it, checked against the document. */
  async function call(path: string, key: string | null, init: CallInit = {}) {
    const headers = new Headers(init.headers);
    if (key) headers.set('X-API-Key', key);
    if (init.origin) headers.set('Origin', init.origin);
    const body = init.raw ?? (init.json === undefined ? undefined : JSON.stringify(init.json));
    if (body !== undefined && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    const method = init.method ?? (body === undefined ? 'GET' : 'POST');
    const response = await fetch(new URL(path, init.base ?? app.url), { method, headers, body });
    await checkAgainstDocument(method, path, response);
    return response;
  }

  return { call, newKey, openApi, seen };
}
