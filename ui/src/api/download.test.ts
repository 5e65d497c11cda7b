import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from './client.ts';
import { apiDownload, fileNameOf } from './download.ts';

afterEach(() => vi.unstubAllGlobals());

describe('fileNameOf', () => {
  it("reads RFC 6266's exact UTF-8 name first, else the plain one", () => {
    expect(
      fileNameOf(
        `attachment; filename="wyceny-sprzetu-2026-11-28.csv"; filename*=UTF-8''wyceny-sprz%C4%99tu-2026-11-28.csv`,
      ),
    ).toBe('wyceny-sprzętu-2026-11-28.csv');
    expect(fileNameOf('attachment; filename="klienci.xlsx"')).toBe('klienci.xlsx');
    expect(fileNameOf('attachment; filename=klienci.csv')).toBe('klienci.csv');
    expect(fileNameOf(`attachment; filename="a.csv"; filename*=UTF-8''%E0%A4%A`)).toBe('a.csv');
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});

describe('apiDownload', () => {
  it("answers the file's bytes and name, and a refusal as the API's error", async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValueOnce(
      new Response('Numer;Klient\n', {
        headers: { 'Content-Disposition': 'attachment; filename="wyceny.csv"' },
      }),
    );
    const file = await apiDownload('/api/quotes/export.csv');
    expect(file.fileName).toBe('wyceny.csv');
    expect(await file.blob.text()).toBe('Numer;Klient\n');

    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ message: 'Za dużo wierszy dla XLSX — użyj CSV' }), { status: 400 }),
    );
    const refused = await apiDownload('/api/quotes/export.xlsx').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(400);

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await apiDownload('/api/quotes/export.csv').catch((error: unknown) => error)).toBeInstanceOf(
      NetworkError,
    );
  });
});
