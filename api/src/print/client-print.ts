import type { ClientDocument, Fact } from './document.ts';
import {
  autoprintScript,
  escapeHtml,
  infoRows,
  itemsTable,
  notesBox,
  type PrintOptions,
  printHead,
  printStyles,
  totalsTable,
} from './layout.ts';

/** Where the pages load the company's logo (D23: no sign-in needed), per profile revision. */
export const companyLogoPath = (revision: number) => `/api/settings/company/logo?v=${revision}`;

// The client document's own look (D23): the letterhead, and on a phone (below 640 px, D19) the items
// as cards, each cell with its column's name. Amounts never wrap: 'zł' follows a no-break space
// (Intl's U+00A0) and numeric cells do not wrap at all; nothing here lets a word break inside.
const clientStyles = `${printStyles}
header.letterhead{align-items:flex-start;gap:16px}
.company{display:flex;gap:14px;align-items:flex-start}.company img{max-height:64px;max-width:160px;object-fit:contain}
.company .name{font-weight:700;font-size:13pt;color:#1d4ed8}.company .lines{padding:0;margin:2px 0 0;font-size:9pt;line-height:1.45}
.offer{text-align:right}.offer .kind{color:#475569;font-size:10pt}.offer h1{font-size:15pt}.offer p{margin:4px 0 0;color:#475569}
.terms .box + .box{margin-top:8px}
.thanks{margin:0 0 18px;padding:14px 16px;border-radius:8px;background:#dcfce7;border:1px solid #16a34a;font-weight:600;font-size:12pt}
.thanks.declined{background:#f1f5f9;border-color:#64748b}
.thanks:focus{outline:3px solid #1d4ed8;outline-offset:2px}
@media (max-width:640px){
header.letterhead{display:block}.offer{text-align:left;margin-top:12px}
table.items thead{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}
table.items,table.items tbody,table.items tr,table.items td{display:block;width:100%}
table.items tr{border:1px solid #e2e8f0;border-radius:8px;padding:8px 12px;margin:0 0 12px}
table.items td{border:0;padding:3px 0;display:flex;justify-content:space-between;gap:12px}
table.items td[data-label]::before{content:attr(data-label);color:#475569;font-weight:600;white-space:nowrap}
table.items td.item{display:block;padding-bottom:6px}
table.items td.lp{display:none}
}`;

const box = (heading: string, facts: readonly Fact[]) =>
  facts.length ? `<div class="box"><h2>${escapeHtml(heading)}</h2>${infoRows(facts)}</div>` : '';

/** The letterhead and the offer's number, date and validity. */
function letterhead(doc: ClientDocument) {
  const { letterhead: company } = doc;
  const logo = company.hasLogo ? `<img src="${escapeHtml(companyLogoPath(company.revision))}" alt="">` : '';
  const lines = company.lines.map((line) => `<div>${escapeHtml(line)}</div>`).join('');
  return `<header class="letterhead">
<div class="company">${logo}<div><div class="name">${escapeHtml(company.name)}</div><div class="lines">${lines}</div></div></div>
<div class="offer"><div class="kind">${escapeHtml(doc.title)}</div><h1>${escapeHtml(doc.heading)}</h1><p>${escapeHtml(doc.validity)}</p></div>
</header>`;
}

/** The document's body, in the order the PDF lays it out too. */
export function clientDocumentBody(doc: ClientDocument) {
  const terms = doc.terms.length
    ? `<section class="terms"><h2>Warunki</h2>${doc.terms
        .map(
          ([label, value]) =>
            `<div class="box"><strong>${escapeHtml(label)}:</strong> <span class="notes">${escapeHtml(value)}</span></div>`,
        )
        .join('')}</section>`
    : '';
  const contact = `<section class="contact"><h2>${escapeHtml(doc.contact.heading)}</h2><div class="box">${doc.contact.lines
    .map((line) => `<div>${escapeHtml(line)}</div>`)
    .join('')}</div></section>`;
  return `${letterhead(doc)}
<div class="grid">${box('Klient', doc.client)}${box(doc.term.heading, doc.term.facts)}</div>
${itemsTable(doc.table)}
${totalsTable(doc.totals)}
${notesBox(doc.notes)}
${terms}
${contact}`;
}

export interface ClientPageOptions extends PrintOptions {
  /** What comes first on the page, before the letterhead (the thanks after a decision, D23). */
  top?: string;
}

/**
 * The client document as a page (D23): 'Drukuj dla klienta' (`…/print?for=client`, with the print
 * dialog unless ?autoprint=0) and the client's page `/oferta/{token}` (with its decision forms).
 */
export function renderClientDocument(doc: ClientDocument, opts: ClientPageOptions) {
  return `<!doctype html>
<html lang="pl">${printHead(`Oferta ${doc.quoteNumber}`, clientStyles, opts.noindex)}
<body><main>
${opts.top ?? ''}
${clientDocumentBody(doc)}
${opts.appendix ?? ''}
</main>
${doc.footer ? `<footer><span class="notes">${escapeHtml(doc.footer)}</span></footer>` : ''}
${autoprintScript(opts)}
</body></html>`;
}
