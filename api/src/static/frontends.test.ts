import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveFrontends } from './frontends.ts';

// Issue 16 §9: only what browsers need is served from the built areas.

let root: string;
let server: Server;
let url: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'ppp-frontends-'));
  const dist = join(root, 'mf-admin', 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, '.vite'), { recursive: true });
  for (const file of [
    'remoteEntry.js',
    'mf-manifest.json',
    'mf-stats.json',
    'index.html',
    '.vite/manifest.json',
    'assets/app-1a2b3c4d.js',
  ]) {
    writeFileSync(join(dist, file), '{}');
  }
  writeFileSync(join(dist, 'assets/app-1a2b3c4d.js.br'), 'BR');
  writeFileSync(join(dist, 'assets/app-1a2b3c4d.js.gz'), 'GZIP');
  mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>PPP</title>');
  const app = new Koa();
  app.use(serveFrontends({ root, entryOverrides: {} }));
  server = createServer(app.callback());
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

/** A GET as a browser sends it, without decoding the answer. */
function rawGet(path: string, acceptEncoding?: string) {
  return new Promise<{
    encoding: string | undefined;
    vary: string | undefined;
    body: string;
    cache: string | undefined;
  }>((resolve, reject) => {
    get(
      `${url}${path}`,
      { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} },
      (response) => {
        let body = '';
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({
            encoding: response.headers['content-encoding'],
            vary: response.headers.vary,
            body,
            cache: response.headers['cache-control'],
          }),
        );
      },
    ).on('error', reject);
  });
}

describe('compressed at build time (issue 16 §7)', () => {
  it('sends brotli, else gzip, else the file, keeping the caching headers', async () => {
    const asset = '/mf/admin/assets/app-1a2b3c4d.js';
    const br = await rawGet(asset, 'gzip, deflate, br');
    expect(br).toMatchObject({ encoding: 'br', body: 'BR', cache: 'public, max-age=31536000, immutable' });
    expect(br.vary).toContain('Accept-Encoding');
    expect(await rawGet(asset, 'gzip')).toMatchObject({ encoding: 'gzip', body: 'GZIP' });
    expect(await rawGet(asset)).toMatchObject({ encoding: undefined, body: '{}' });
  });
});

describe('built areas', () => {
  it.each(['remoteEntry.js', 'mf-manifest.json', 'assets/app-1a2b3c4d.js'])('serve %s', async (file) => {
    expect((await fetch(`${url}/mf/admin/${file}`)).status).toBe(200);
  });

  it.each(['mf-stats.json', '.vite/manifest.json', 'index.html', '%2Evite/manifest.json'])(
    'do not serve %s',
    async (file) => {
      expect((await fetch(`${url}/mf/admin/${file}`)).status).toBe(404);
    },
  );
});
