import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PrintableQuote } from '../../print/document.ts';
import { renderInPool } from '../../print/pdf-pool.ts';

// D23: a quote's PDF is made once per version and company profile revision, in the PDF pool, and
// kept in `quote_pdf`; later requests for the same version read the kept file. Requests for a file
// being made wait for that one render instead of starting their own.

/** The quote a PDF shows: its id and the version of its content (D23). */
export interface PdfSubject {
  id: number;
  version: number;
}

/**
 * The layout's code: a deployment that changes how a PDF is laid out (anything in print/) makes new
 * files instead of answering those of the old layout.
 */
const layoutDigest = (() => {
  const folder = new URL('../../print/', import.meta.url);
  const hash = createHash('sha256');
  for (const name of readdirSync(folder)
    .filter((file) => file.endsWith('.ts'))
    .sort())
    hash.update(name).update(readFileSync(new URL(name, folder)));
  return hash.digest('hex');
})();

/**
 * The file's key: the version and revision it is kept per, and the document's content itself (what
 * a version shows may still move with the day until it is sent, 'Ważna do'), bytes (the logo) by their
 * digest.
 */
export function pdfKey(subject: PdfSubject, revision: number, model: PrintableQuote): string {
  const content = JSON.stringify(model, function (this: Record<string, unknown>, key, value) {
    const raw = this[key];
    return raw instanceof Uint8Array ? createHash('sha256').update(raw).digest('hex') : value;
  });
  return createHash('sha256')
    .update(JSON.stringify([layoutDigest, subject.version, revision]))
    .update(content)
    .digest('hex');
}

const rendering = new Map<string, Promise<Buffer>>();

/** The quote's PDF: the kept file of its version, or a new one made in the pool and kept. */
export async function keptQuotePdf(em: EntityManager, subject: PdfSubject, model: PrintableQuote) {
  const revision = model.letterhead.revision;
  const key = pdfKey(subject, revision, model);
  const connection = em.getConnection();
  const [kept] = await connection.execute<{ bytes: Buffer }[]>(
    'select bytes from quote_pdf where quote_id = ? and key = ?',
    [subject.id, key],
  );
  if (kept) return kept.bytes;
  const slot = `${subject.id}:${key}`;
  let render = rendering.get(slot);
  if (!render) {
    render = (async () => {
      const { pdf } = await renderInPool(model);
      await keep(em, subject, revision, key, pdf);
      return pdf;
    })().finally(() => rendering.delete(slot));
    rendering.set(slot, render);
  }
  return render;
}

/**
 * Keeps the new file; the quote's files of older versions and revisions go, and so does an older
 * file of the same ones (its 'Ważna do' moved with the day): no page asks for them again.
 */
async function keep(em: EntityManager, subject: PdfSubject, revision: number, key: string, pdf: Buffer) {
  const connection = em.getConnection();
  try {
    await connection.execute(
      `with fresh as (
         insert into quote_pdf (quote_id, key, version, revision, bytes, created_at)
         select q.id, ?, ?, ?, ?, clock_timestamp() from quote q where q.id = ?
         on conflict do nothing
         returning quote_id
       )
       delete from quote_pdf where quote_id = ? and key <> ? and (version, revision) <= (?, ?)`,
      [key, subject.version, revision, pdf, subject.id, subject.id, key, subject.version, revision],
    );
  } catch {
    // Not kept (the quote was deleted meanwhile, the database is busy): the answer stands, the next
    // request renders again.
  }
}
