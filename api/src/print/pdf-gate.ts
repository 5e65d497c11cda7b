import type { Context, Next } from 'koa';
import { busy, PDF_QUEUE, PDF_THREADS } from './pdf-pool.ts';

// D23: the PDF requests of the whole process go a few at a time: one being prepared (its quote loaded
// and laid out as a model on the event loop) while each pool thread renders one. Ten requests for
// 500-item PDFs at once thus never load ten 500-item quotes at once; the rest wait here, cheaply, up
// to PDF_QUEUE of them, and past that are 503 with Retry-After.

const AT_ONCE = PDF_THREADS + 1;
let running = 0;
const waiting: (() => void)[] = [];

/** Whether a request asks for a quote's PDF: `GET …/pdf` (the staff's and the client page's). */
const asksForPdf = (ctx: Context) =>
  (ctx.method === 'GET' || ctx.method === 'HEAD') && ctx.path.endsWith('/pdf');

export async function pdfGate(ctx: Context, next: Next) {
  if (!asksForPdf(ctx)) return next();
  if (running < AT_ONCE) running++;
  else if (waiting.length >= PDF_QUEUE) {
    ctx.set('Retry-After', '5');
    throw busy();
  } else await new Promise<void>((enter) => waiting.push(enter));
  try {
    await next();
  } finally {
    // The place passes to the next request waiting, if any.
    const following = waiting.shift();
    if (following) following();
    else running--;
  }
}
