import type { Context } from 'koa';

/**
 * A name in ASCII for clients that do not read RFC 6266's `filename*`: Polish letters without their
 * marks ('ogólnego' → 'ogolnego', 'ł' → 'l'), anything else outside ASCII as '_'.
 */
export const asciiFileName = (name: string) =>
  name
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_');

/**
 * Answers as a download named `name`: an ASCII `filename` and, whenever the name is not plain ASCII
 * (a Latin-1 'ó' included, which browsers would otherwise not take from `filename`), the exact name
 * as `filename*` in UTF-8.
 */
export function attachmentAs(ctx: Context, name: string) {
  ctx.attachment(name, { fallback: asciiFileName(name) });
}
