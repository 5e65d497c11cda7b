import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import type { LogFields } from '../logger.ts';
import { createLogger } from '../logger.ts';
import { loggedPath, requestLog } from './request-log.ts';

const token = 'Yq3k9Vd0bX2mP7sT1uW4zA6cE8gH0jL2nR5tV7xZ9b1';

describe('the request log (D25)', () => {
  it.each([
    [`/oferta/${token}`, '/oferta/[token]'],
    [`/oferta/${token}/pdf?download=1`, '/oferta/[token]/pdf'],
    [`/oferta/${token}/accept`, '/oferta/[token]/accept'],
    [`/oferta/short`, '/oferta/[token]'],
    [`/api/share/${token}`, '/api/share/[token]'],
    ['/api/quotes/12/versions/3', '/api/quotes/12/versions/3'],
  ])('writes %s as %s', (path, logged) => {
    expect(loggedPath(path)).toBe(logged);
  });

  it('holds no share token after a client opens their page', async () => {
    const lines: string[] = [];
    const app = new Koa();
    app.use(requestLog(createLogger('info', (line) => lines.push(line))));
    app.use((ctx) => {
      ctx.body = 'ok';
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((done) => server.once('listening', done));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      for (const path of [`/oferta/${token}`, `/oferta/${token}/pdf`])
        await (await fetch(base + path)).text();
    } finally {
      server.close();
    }
    expect(lines).toHaveLength(2);
    expect(lines.join('')).not.toContain(token);
    expect((JSON.parse(lines[1]) as LogFields).path).toBe('/oferta/[token]/pdf');
  });
});
