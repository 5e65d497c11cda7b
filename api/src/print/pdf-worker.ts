import { threadId } from 'node:worker_threads';
import type { PrintableQuote } from './document.ts';
import { renderQuotePdf } from './pdf.ts';

// The PDF pool's worker (D23): runs in a worker thread and lays the model out with `renderQuotePdf`.
// It names its thread, so a test can see the render left the main one. The bytes are copied back
// (a few hundred kB: far below the render's own cost).

export interface RenderedPdf {
  pdf: Uint8Array;
  threadId: number;
}

export default async function renderInWorker(model: PrintableQuote): Promise<RenderedPdf> {
  return { pdf: await renderQuotePdf(model), threadId };
}
