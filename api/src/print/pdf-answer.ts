import type { Context } from 'koa';
import type { PrintableQuote } from './document.ts';
import { renderQuotePdf } from './pdf.ts';

/** The quote as an A4 PDF to download (D17), named by its number. */
export async function answerPdf(ctx: Context, printable: PrintableQuote) {
  const pdf = await renderQuotePdf(printable);
  ctx.type = 'application/pdf';
  ctx.set('Content-Disposition', `attachment; filename="${printable.quoteNumber.replace(/\//g, '-')}.pdf"`);
  ctx.set('Cache-Control', 'no-store');
  ctx.body = pdf;
}
