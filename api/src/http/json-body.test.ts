import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../test/harness.ts';
import { jsonNestsDeeperThan, jsonTooDeepMessage, MAX_JSON_DEPTH } from './json-body.ts';

// D25: JSON whose objects and arrays nest more than 32 deep (the outermost counts as 1) is 400.

const nested = (depth: number) => `${'['.repeat(depth - 1)}{"a":1}${']'.repeat(depth - 1)}`;

describe('the nesting scan', () => {
  it('counts objects and arrays, the outermost as 1, and not brackets inside strings', () => {
    expect(jsonNestsDeeperThan(nested(32), MAX_JSON_DEPTH)).toBe(false);
    expect(jsonNestsDeeperThan(nested(33), MAX_JSON_DEPTH)).toBe(true);
    expect(jsonNestsDeeperThan(JSON.stringify({ text: '['.repeat(100), quote: '"\\[' }), 2)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":{"b":{}}}', 2)).toBe(true);
  });

  it('reads a megabyte of brackets without exhausting the stack', () => {
    expect(jsonNestsDeeperThan('['.repeat(1_000_000), MAX_JSON_DEPTH)).toBe(true);
  });
});

describe('every JSON body of the staff API', () => {
  let app: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    app = await startTestApp();
    admin = await app.signIn('admin@firma.pl');
  });
  afterAll(() => app.close());

  const patchProfile = (body: string) =>
    admin.fetch('/api/auth/user', { method: 'PATCH', body, headers: { 'Content-Type': 'application/json' } });

  it('is 400 with a Polish message when nested 40 deep, and names nothing else', async () => {
    const response = await patchProfile(`{"firstName":"Jan","x":${nested(39)}}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: jsonTooDeepMessage });
    expect((await (await admin.get('/api/auth/user')).json()).firstName).toBeNull();
  });

  it('is 400 when a megabyte of nesting is sent, never a 500', async () => {
    const response = await patchProfile('['.repeat(500_000) + ']'.repeat(500_000));
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(jsonTooDeepMessage);
  });

  it('goes on to validation at 32 deep', async () => {
    const response = await patchProfile(`{"firstName":"Jan","x":${nested(31)}}`);
    expect((await response.json()).message).not.toBe(jsonTooDeepMessage);
  });
});
