import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.ts';
import { pdfGate } from './pdf-gate.ts';
import { PDF_QUEUE, PDF_THREADS } from './pdf-pool.ts';

// D23: PDF requests go a few at a time (one prepared while each thread renders), at most PDF_QUEUE
// wait, and past that the server answers 503 with Retry-After instead of piling work up.

const pdfRequest = () => {
  const headers: Record<string, string> = {};
  const ctx = {
    method: 'GET',
    path: '/oferta/abc/pdf',
    set: (name: string, value: string) => (headers[name] = value),
  };
  return { ctx: ctx as unknown as Context, headers };
};

describe('the PDF gate (D23)', () => {
  it('lets a few PDFs run at once, queues a bounded number, refuses the rest with 503', async () => {
    const releases: (() => void)[] = [];
    let started = 0;
    const work = () =>
      new Promise<void>((done) => {
        started++;
        releases.push(done);
      });
    const admitted = Array.from({ length: PDF_THREADS + 1 + PDF_QUEUE }, () =>
      pdfGate(pdfRequest().ctx, work),
    );
    await new Promise((tick) => setImmediate(tick));
    expect(started).toBe(PDF_THREADS + 1);

    const refused = pdfRequest();
    const error = await pdfGate(refused.ctx, work).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(503);
    expect(refused.headers['Retry-After']).toBe('5');

    // Each finished one lets one waiting one in, until all have run.
    while (releases.length > 0) {
      releases.shift()?.();
      await new Promise((tick) => setImmediate(tick));
    }
    await Promise.all(admitted);
    expect(started).toBe(PDF_THREADS + 1 + PDF_QUEUE);
  });

  it('lets every other request through untouched', async () => {
    let passed = false;
    const page = { method: 'GET', path: '/oferta/abc', set: () => {} } as unknown as Context;
    await pdfGate(page, async () => {
      passed = true;
    });
    expect(passed).toBe(true);
  });
});
