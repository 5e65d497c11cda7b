import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { WEBHOOK_VERIFY_SNIPPET } from './guide.ts';

// D24: the partner guide at /partners, public, in Polish, with the exact CSP entries and a webhook
// signature check that verifies real Standard Webhooks signatures.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** The guide as a visitor without any session gets it, its text without tags and entities. */
async function guide() {
  const response = await fetch(`${app.url}/partners`, { redirect: 'manual' });
  const html = await response.text();
  const text = html
    .replace(/<[^>]+>/g, '')
    .replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ');
  return { response, html, text };
}

describe('GET /partners (D24)', () => {
  it('is public: a Polish page for a visitor without a session, not the staff application', async () => {
    const { response, html } = await guide();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(html).toContain('<html lang="pl">');
    expect(html).toContain('<h1>Integracja dla partnerów</h1>');
    expect(html).not.toContain('id="root"');
  });

  it('lists the exact CSP entries a partner adds, with this server as the origin, and no style-src', async () => {
    const { text } = await guide();
    const origin = new URL(app.config.publicUrl).origin;
    expect(text).toContain(`script-src ${origin}`);
    expect(text).toContain(`connect-src ${origin}`);
    expect(text).toContain(
      `Content-Security-Policy: default-src 'self'; script-src ${origin}; connect-src ${origin}`,
    );
    expect(text).toContain('style-src nie jest potrzebny');
    expect(text).toContain("require-trusted-types-for 'script'; trusted-types 'none'");
  });

  it('gives the copyable embed code, the attributes, events, CSS properties and the OpenAPI reference', async () => {
    const { html, text } = await guide();
    const origin = new URL(app.config.publicUrl).origin;
    expect(text).toContain(`<script src="${origin}/widgets.js" async></script>`);
    expect(text).toContain('<ppp-quote-form api-key="TWÓJ_KLUCZ_API"></ppp-quote-form>');
    expect(html).toContain('data-copy="kod-osadzenia"');
    for (const term of [
      'api-key',
      'api-url',
      'hidden',
      'ppp-submitted',
      'ppp-error',
      '--ppp-accent',
      '--ppp-radius',
      '--ppp-font',
    ])
      expect(text).toContain(term);
    expect(text).toContain('Formularz nie jest skonfigurowany dla tej strony');
    expect(html).toContain('href="/api/public/v1/docs"');
    for (const header of ['webhook-id', 'webhook-timestamp', 'webhook-signature'])
      expect(text).toContain(header);
  });

  it("the page's one script runs under the CSP's nonce", async () => {
    const { response, html } = await guide();
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((match) => match[1]);
    expect(scripts).toEqual([` nonce="${nonce}"`]);
  });
});

describe("the guide's webhook signature check", () => {
  let dir: string;
  let verifyWebhook: (secret: string, headers: Record<string, string>, body: string) => boolean;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ppp-guide-'));
    const file = join(dir, 'verify.mjs');
    writeFileSync(file, WEBHOOK_VERIFY_SNIPPET);
    ({ verifyWebhook } = await import(pathToFileURL(file).href));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const secret = `whsec_${Buffer.from('a partner secret of 32 bytes!!!!').toString('base64')}`;
  const body = JSON.stringify({
    type: 'quote.accepted',
    timestamp: new Date().toISOString(),
    data: { id: 1 },
  });
  const signed = (id: string, at: Date, payload = body) => {
    const signature = new Webhook(secret).sign(id, at, payload);
    return {
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': signature,
    };
  };

  it('accepts a signature made by the standardwebhooks library', () => {
    expect(verifyWebhook(secret, signed('msg_1', new Date()), body)).toBe(true);
  });

  it('refuses a changed body, another secret, another id and an old timestamp', () => {
    const headers = signed('msg_2', new Date());
    expect(verifyWebhook(secret, headers, body.replace('quote.accepted', 'quote.declined'))).toBe(false);
    expect(verifyWebhook(`whsec_${Buffer.from('another secret').toString('base64')}`, headers, body)).toBe(
      false,
    );
    expect(verifyWebhook(secret, { ...headers, 'webhook-id': 'msg_3' }, body)).toBe(false);
    expect(verifyWebhook(secret, signed('msg_4', new Date(Date.now() - 10 * 60_000)), body)).toBe(false);
    expect(verifyWebhook(secret, { ...headers, 'webhook-signature': '' }, body)).toBe(false);
  });
});
