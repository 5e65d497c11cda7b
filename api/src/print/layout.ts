import { formatDateLong, formatDateTime, quoteAuthorLabel, quoteStatusLabel } from '@ppp/domain';
import { escapeHtml } from '../auth/dev-pages.ts';
import { faviconLink } from '../static/favicon.ts';
import {
  clientFacts,
  type DocumentTable,
  type Fact,
  type KindPrintout,
  type PrintedQuote,
  totalFacts,
} from './document.ts';

export type { PrintedQuote };
export { escapeHtml };

/**
 * The standalone A4 page of every print view (D7): Polish header and footer with the print date,
 * the print dialog on load unless ?autoprint=0. Every interpolated user string is escaped by the caller.
 */
export interface PrintOptions {
  nonce: string;
  autoprint: boolean;
  /** What follows the document (the client page's decision forms, D17). */
  appendix?: string;
  /** Pages not for search engines (the client page, D17). */
  noindex?: boolean;
}

/** The look every printed page shares: A4, the type, boxes, tables, totals. */
export const printStyles = `@page{size:A4;margin:16mm 14mm}
*{box-sizing:border-box}body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#0f172a;font-size:11pt;margin:0;padding:24px;max-width:210mm;margin-inline:auto;overflow-wrap:break-word}td:not(.num){overflow-wrap:anywhere}
header{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #1d4ed8;padding-bottom:10px;margin-bottom:18px}
header .brand{font-weight:700;color:#1d4ed8;letter-spacing:.02em}h1{font-size:18pt;margin:0}h2{font-size:12pt;margin:18px 0 8px;color:#1e293b}
.meta{color:#475569;font-size:10pt;text-align:right;line-height:1.5}
.grid{display:grid;grid-template-columns:1fr 1fr;gap:16px}.box{border:1px solid #e2e8f0;border-radius:6px;padding:10px 12px;line-height:1.55}
table{width:100%;border-collapse:collapse;font-size:10pt}th,td{padding:6px 8px;border-bottom:1px solid #e2e8f0;text-align:left;vertical-align:top}
th{background:#f1f5f9;font-weight:600}td.num,th.num{text-align:right;white-space:nowrap}.lines{color:#475569;font-size:9pt;margin:4px 0 0;padding-left:14px}
thead{display:table-header-group}tr{break-inside:avoid}
.totals{margin-left:auto;width:50%;margin-top:12px}.totals td{border:0;padding:3px 8px}.totals tr.gross td{font-weight:700;font-size:12pt;border-top:2px solid #0f172a}
footer{margin-top:28px;border-top:1px solid #e2e8f0;padding-top:8px;color:#64748b;font-size:9pt;display:flex;justify-content:space-between}
.notes{white-space:pre-wrap}
@media (max-width:640px){body{padding:12px}.grid{grid-template-columns:minmax(0,1fr)}table.items{display:block;overflow-x:auto}table.items td.item{min-width:11em}.totals{width:100%}}
@media print{body{padding:0}.noprint{display:none}}`;

/** The script that opens the print dialog on load, under the response's nonce (D7). */
export const autoprintScript = (opts: Pick<PrintOptions, 'nonce' | 'autoprint'>) =>
  opts.autoprint
    ? `<script nonce="${escapeHtml(opts.nonce)}">window.addEventListener('load',function(){window.print();});</script>`
    : '';

/** The head of every printed page: charset, viewport, title, icon and the given styles. */
export const printHead = (title: string, styles: string, noindex = false) =>
  `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${noindex ? '\n<meta name="robots" content="noindex, nofollow">' : ''}
<title>${escapeHtml(title)}</title>
${faviconLink}
<style>
${styles}
</style></head>`;

export function printPage(opts: { title: string; body: string } & PrintOptions) {
  const printedAt = formatDateTime(new Date());
  return `<!doctype html>
<html lang="pl">${printHead(opts.title, printStyles, opts.noindex)}
<body>
<header><div><div class="brand">PPP :: Program / system wycen</div><h1>${escapeHtml(opts.title)}</h1></div>
<div class="meta">Wydrukowano: ${escapeHtml(printedAt)}</div></header>
${opts.body}
${opts.appendix ?? ''}
<footer><span>PPP :: Program / system wycen</span><span>Data wydruku: ${escapeHtml(printedAt)}</span></footer>
${autoprintScript(opts)}
</body></html>`;
}

// The parts every kind's quote print shares (D7, D18), and the client document's HTML (D23) too.

/** 'Label: value' of a print box, left out when there is no value. */
export const infoRow = (label: string, value: string | null | undefined) =>
  value ? `<div><strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}</div>` : '';

/** The rows of a box. */
export const infoRows = (facts: readonly Fact[]) =>
  facts.map(([label, value]) => infoRow(label, value)).join('');

/** The quote's and the client's boxes side by side; `extraRows` adds the kind's own facts. */
export function quoteHeaderBoxes(quote: PrintedQuote, extraRows = '') {
  return `<div class="grid">
<div class="box"><h2>Wycena</h2>${infoRow('Numer', quote.quoteNumber)}${infoRow('Status', quoteStatusLabel(quote.status))}${infoRow('Data utworzenia', formatDateLong(quote.createdAt))}${infoRow('Utworzył(a)', quoteAuthorLabel(quote))}${infoRow('Ostatnia zmiana', formatDateLong(quote.updatedAt))}${extraRows}</div>
<div class="box"><h2>Klient</h2>${infoRows(clientFacts(quote))}</div>
</div>`;
}

/** Net, VAT and gross (the last one bold). */
export function totalsTable(totals: readonly Fact[]) {
  return `<table class="totals"><tbody>
${totals
  .map(
    ([label, value], index) =>
      `<tr${index === totals.length - 1 ? ' class="gross"' : ''}><td>${escapeHtml(label)}</td><td class="num">${escapeHtml(value)}</td></tr>`,
  )
  .join('\n')}
</tbody></table>`;
}

/** The quote's notes, when it has some. */
export const notesBox = (notes: string | null) =>
  notes ? `<h2>Uwagi</h2><div class="box notes">${escapeHtml(notes)}</div>` : '';

/** Net, VAT and gross, then the quote's notes. */
export const quoteTotalsAndNotes = (quote: PrintedQuote) =>
  `${totalsTable(totalFacts(quote))}\n${notesBox(quote.notes)}`;

/**
 * A kind's items table (D7): the description cell with every line of the item, then the numeric
 * cells. Each cell names its column (`data-label`), so a phone can show the rows as cards (D23).
 */
export function itemsTable(table: DocumentTable) {
  const [number, description, ...numeric] = table.columns;
  const rows = table.rows
    .map((row, index) => {
      const details = row.details.length
        ? `<br><span class="lines">${row.details.map(escapeHtml).join(' · ')}</span>`
        : '';
      const lines = row.lines.length
        ? `<ul class="lines">${row.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`
        : '';
      const notes = row.notes ? `<div class="lines notes">${escapeHtml(row.notes)}</div>` : '';
      const cells = row.cells
        .map(
          (cell, column) =>
            `<td class="num" data-label="${escapeHtml(numeric[column])}">${escapeHtml(cell)}</td>`,
        )
        .join('');
      return `<tr><td class="lp" data-label="${escapeHtml(number)}">${index + 1}</td><td class="item"><strong>${escapeHtml(row.name)}</strong>${details}
${lines}${notes}</td>
${cells}</tr>`;
    })
    .join('\n');
  const head = [
    `<th>${escapeHtml(number)}</th>`,
    `<th>${escapeHtml(description)}</th>`,
    ...numeric.map((label) => `<th class="num">${escapeHtml(label)}</th>`),
  ].join('');
  const after = table.after.length
    ? `<ul class="lines">${table.after.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`
    : '';
  return `<h2>${escapeHtml(table.heading)}</h2>
<table class="items"><thead><tr>${head}</tr></thead>
<tbody>${rows || `<tr><td colspan="${table.columns.length}">Brak pozycji w wycenie</td></tr>`}</tbody></table>
${after}`;
}

/**
 * The staff print of a quote of any kind (D7): the quote's internal facts (status, author, dates,
 * the kind's own) beside the client, the dates, the items, the totals and notes.
 */
export function staffQuotePrint(quote: PrintedQuote, printout: KindPrintout, opts: PrintOptions) {
  const body = `
${quoteHeaderBoxes(quote, infoRows([...printout.internalFacts, ...printout.term.facts]))}
${itemsTable(printout.table)}
${quoteTotalsAndNotes(quote)}`;
  return printPage({ title: `${printout.title} ${quote.quoteNumber}`, body, ...opts });
}
