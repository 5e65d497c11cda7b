import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from 'koa';
import { HttpError } from '../http/errors.ts';
import { keptQuotePdf, type PdfSubject } from '../modules/quote-pdf/kept.ts';
import type { PrintableQuote } from './document.ts';
import { renderInPool } from './pdf-pool.ts';

/**
 * The quote as an A4 PDF to download (D17), named by its number, made in the PDF pool's worker
 * thread (D23; the event loop only waits for it). With `kept` (the quote and the request's
 * EntityManager), the file of the quote's version is kept and answered again.
 */
export async function answerPdf(
  ctx: Context,
  printable: PrintableQuote,
  kept?: { em: EntityManager; quote: PdfSubject },
) {
  let pdf: Buffer;
  try {
    pdf = kept ? await keptQuotePdf(kept.em, kept.quote, printable) : (await renderInPool(printable)).pdf;
  } catch (error) {
    // The pool's queue is full: the same address may ask again shortly.
    if (error instanceof HttpError && error.status === 503) ctx.set('Retry-After', '5');
    throw error;
  }
  ctx.type = 'application/pdf';
  ctx.set('Content-Disposition', `attachment; filename="${printable.quoteNumber.replace(/\//g, '-')}.pdf"`);
  ctx.set('Cache-Control', 'no-store');
  ctx.body = pdf;
}
