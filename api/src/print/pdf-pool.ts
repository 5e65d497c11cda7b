import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { HttpError } from '../http/errors.ts';
import type { PrintableQuote } from './document.ts';
import type { RenderedPdf } from './pdf-worker.ts';

// D23: PDFs are made off the request's event loop, in a small pool of worker threads (piscina: well
// kept, bounded threads and queue, idle threads ended). A 500-item quote takes its thread for a
// while; the event loop only waits, so /api/health and every other request go on meanwhile.

/** One core stays for the event loop and PostgreSQL: 1 thread on 2 cores, at most 2. */
export const PDF_THREADS = Math.max(1, Math.min(2, availableParallelism() - 1));
/** Renders waiting for a thread at most; past it a PDF request is 503 with Retry-After. */
export const PDF_QUEUE = 32;
/** An idle thread ends after this, giving its memory back; the next PDF starts one again. */
const IDLE_MS = 10_000;

export const pdfPoolMessages = {
  busy: 'Serwer przygotowuje teraz wiele plików PDF. Spróbuj ponownie za chwilę.',
} as const;

/**
 * The worker runs TypeScript as the server does: `node --import tsx` (scripts/start.mjs, tsx watch)
 * passes it on to the thread; a process started otherwise (Vitest's workers) gets it added.
 */
function workerExecArgv(): string[] {
  const tsx = createRequire(import.meta.url).resolve('tsx');
  const hasTsx = process.execArgv.some((arg) => /(^|[\\/=])tsx([\\/]|$)|tsx[\\/]dist[\\/]loader/.test(arg));
  return hasTsx ? process.execArgv : [...process.execArgv, '--import', pathToFileURL(tsx).href];
}

let pool: Piscina<PrintableQuote, RenderedPdf> | undefined;
/** The threads renders ran on (their ids), for the tests to see none was the caller's. */
const renderedOn = new Set<number>();

function pdfPool() {
  pool ??= new Piscina<PrintableQuote, RenderedPdf>({
    filename: new URL('./pdf-worker.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: PDF_THREADS,
    maxQueue: PDF_QUEUE,
    idleTimeout: IDLE_MS,
    // Below the event loop and PostgreSQL on the machine's cores: a PDF may wait, a page should not.
    niceIncrement: 10,
    execArgv: workerExecArgv(),
    // A runaway model fails its own render, not the process.
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });
  return pool;
}

/** Lays `model` out as a PDF in a worker thread; 503 when the queue is full. */
export async function renderInPool(model: PrintableQuote): Promise<{ pdf: Buffer; threadId: number }> {
  const threads = pdfPool();
  if (threads.queueSize >= PDF_QUEUE) throw busy();
  try {
    const { pdf, threadId } = await threads.run(model);
    renderedOn.add(threadId);
    return { pdf: Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength), threadId };
  } catch (error) {
    if (error instanceof Error && /queue is at limit/i.test(error.message)) throw busy();
    throw error;
  }
}

/** 503: too many PDFs waiting; the answer says when to ask again (Retry-After, set by the caller). */
export const busy = () => new HttpError(503, pdfPoolMessages.busy);

/** Ends the threads (tests, shutdown); the next render starts a new pool. */
export async function closePdfPool() {
  const closing = pool;
  pool = undefined;
  await closing?.destroy();
}

/** The pool's state, for tests: threads alive, renders waiting, the threads renders ran on. */
export const pdfPoolState = () => ({
  threads: pool?.threads.length ?? 0,
  queued: pool?.queueSize ?? 0,
  renderedOn: [...renderedOn],
});
