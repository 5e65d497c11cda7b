import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it("names a wrong variable without showing a secret or a URL's password (D25)", () => {
    const messageOf = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    };
    const secret = messageOf({ SESSION_SECRET: 'krotkie-tajne-haslo' });
    expect(secret).toMatch(/^Invalid SESSION_SECRET=/);
    expect(secret).not.toContain('krotkie-tajne-haslo');
    const database = messageOf({ DATABASE_URL: 'mysql://ppp:SuperTajne123@db.firma.pl/ppp' });
    expect(database).toContain('mysql://ppp:***@db.firma.pl/ppp');
    expect(database).not.toContain('SuperTajne123');
    const smtp = messageOf({ SMTP_URL: 'http://poczta:tajne@mail.firma.pl' });
    expect(smtp).toContain('http://poczta:***@mail.firma.pl');
    expect(smtp).not.toContain('tajne@');
  });

  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://127.0.0.1:3000',
      dataDir: '.data',
      seedDemo: true,
      seedDemoQuotes: true,
      trustProxy: 0,
      devLogin: false,
      signInHosts: ['127.0.0.1:3000'],
      logLevel: 'info',
      oidc: { issuer: 'development' },
    });
  });

  it('writes demo quotes only with the demo data (D21)', () => {
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemoQuotes).toBe(false);
    expect(loadConfig({ SEED_DEMO_QUOTES: '0' })).toMatchObject({ seedDemo: true, seedDemoQuotes: false });
  });

  it('takes the database pool size as a whole number, or leaves it to the machine', () => {
    expect(loadConfig({}).databasePoolSize).toBeUndefined();
    expect(loadConfig({ DATABASE_POOL_SIZE: '8' }).databasePoolSize).toBe(8);
    for (const wrong of ['0', '2.5', 'many', '101', '']) {
      expect(() => loadConfig({ DATABASE_POOL_SIZE: wrong })).toThrow(
        `Invalid DATABASE_POOL_SIZE=${JSON.stringify(wrong)}: expected a whole number from 1 to 100`,
      );
    }
  });

  it('builds PUBLIC_URL from HOST unless it is loopback or wildcard', () => {
    expect(loadConfig({ HOST: '0.0.0.0', DEV_LOGIN: '1', PORT: '8080' }).publicUrl).toBe(
      'http://127.0.0.1:8080',
    );
    expect(loadConfig({ HOST: 'ppp.local', DEV_LOGIN: '1' }).publicUrl).toBe('http://ppp.local:3000');
    expect(loadConfig({ PUBLIC_URL: 'https://wyceny.firma.pl/', DEV_LOGIN: '1' }).publicUrl).toBe(
      'https://wyceny.firma.pl',
    );
  });

  it('needs OIDC_CLIENT_ID with an external issuer', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'https://id.firma.pl' })).toThrow(/OIDC_CLIENT_ID/);
    expect(
      loadConfig({ OIDC_ISSUER: 'https://id.firma.pl', OIDC_CLIENT_ID: 'ppp', HOST: '0.0.0.0' }).oidc,
    ).toEqual({
      issuer: 'https://id.firma.pl',
      clientId: 'ppp',
      clientSecret: undefined,
    });
  });

  it('accepts a plain-http OIDC issuer only on a loopback address (issue 16 §8)', () => {
    const base = { OIDC_CLIENT_ID: 'ppp' };
    expect(() => loadConfig({ ...base, OIDC_ISSUER: 'http://login.firma.pl' })).toThrow(/OIDC_ISSUER/);
    expect(() => loadConfig({ ...base, OIDC_ISSUER: 'http://127.evil.example/' })).toThrow(/OIDC_ISSUER/);
    expect(loadConfig({ ...base, OIDC_ISSUER: 'http://127.0.0.1:9000' }).oidc).toMatchObject({
      issuer: 'http://127.0.0.1:9000',
    });
    expect(loadConfig({ ...base, OIDC_ISSUER: 'https://login.firma.pl' }).oidc).toMatchObject({
      issuer: 'https://login.firma.pl',
    });
  });

  it('refuses an issuer whose scheme is plain http in any letter case (D25)', () => {
    const base = { OIDC_CLIENT_ID: 'ppp' };
    for (const issuer of [
      'HTTP://login.firma.pl',
      'Http://login.firma.pl/realms/ppp',
      'ftp://login.firma.pl',
    ]) {
      expect(() => loadConfig({ ...base, OIDC_ISSUER: issuer }), issuer).toThrow(/OIDC_ISSUER/);
    }
    expect(loadConfig({ ...base, OIDC_ISSUER: 'HTTPS://login.firma.pl' }).oidc).toMatchObject({
      clientId: 'ppp',
    });
  });

  it('reads TRUST_PROXY as the number of proxies in front (D25)', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    for (const wrong of ['-1', '1.5', 'yes', '11']) {
      expect(() => loadConfig({ TRUST_PROXY: wrong }), wrong).toThrow(/Invalid TRUST_PROXY/);
    }
  });

  it('serves the development sign-in on PUBLIC_URL, or without it also on the listen address (D25)', () => {
    expect(loadConfig({ HOST: 'localhost', PORT: '4000' }).signInHosts).toEqual([
      '127.0.0.1:4000',
      'localhost:4000',
    ]);
    expect(loadConfig({ HOST: 'localhost', PUBLIC_URL: 'http://localhost:3000/' }).signInHosts).toEqual([
      'localhost:3000',
    ]);
    expect(loadConfig({ DEV_LOGIN: '1' }).devLogin).toBe(true);
  });

  it('runs the development login only on loopback HOST and PUBLIC_URL, or with DEV_LOGIN=1 (issue 16 §9)', () => {
    expect(() => loadConfig({ HOST: '127.evil.example' })).toThrow(/HOST/);
    expect(() => loadConfig({ PUBLIC_URL: 'https://wyceny.firma.pl' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'http://127.0.0.1.nip.io:3000' })).toThrow(/PUBLIC_URL/);
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).oidc).toEqual({ issuer: 'development' });
    expect(loadConfig({ PUBLIC_URL: 'https://wyceny.firma.pl', DEV_LOGIN: '1' }).oidc).toEqual({
      issuer: 'development',
    });
  });

  it('reads the admin e-mails and the micro-frontend overrides', () => {
    const config = loadConfig({
      ADMIN_EMAILS: ' A@x.pl ,b@y.pl,',
      MICROFRONTEND_MF_ADMIN: 'http://127.0.0.1:5174/remoteEntry.js',
    });
    expect(config.adminEmails).toEqual(['a@x.pl', 'b@y.pl']);
    expect(config.microfrontendEntries).toEqual({ mf_admin: 'http://127.0.0.1:5174/remoteEntry.js' });
  });

  it('rejects a short SESSION_SECRET naming the variable', () => {
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
  });
});
