import {
  formatDateLong,
  formatDateTime,
  formatMoney,
  formatPercent,
  quoteAuthorLabel,
  quoteStatusLabel,
} from '@ppp/domain';
import { escapeHtml } from '../auth/dev-pages.ts';
import { faviconLink } from '../static/favicon.ts';

export { escapeHtml };

/**
 * The standalone A4 page of every print view (D7): Polish header and footer with the print date,
 * the print dialog on load unless ?autoprint=0. Every interpolated user string is escaped by the caller.
 */
export interface PrintOptions {
  nonce: string;
  autoprint: boolean;
  /** What follows the quote (the client page's decision forms, D17). */
  appendix?: string;
  /** Pages not for search engines (the client page, D17). */
  noindex?: boolean;
}

export function printPage(opts: { title: string; body: string } & PrintOptions) {
  const printedAt = formatDateTime(new Date());
  return `<!doctype html>
<html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${opts.noindex ? '\n<meta name="robots" content="noindex, nofollow">' : ''}
<title>${escapeHtml(opts.title)}</title>
${faviconLink}
<style>
@page{size:A4;margin:16mm 14mm}
*{box-sizing:border-box}body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#0f172a;font-size:11pt;margin:0;padding:24px;max-width:210mm;margin-inline:auto}
header{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #1d4ed8;padding-bottom:10px;margin-bottom:18px}
header .brand{font-weight:700;color:#1d4ed8;letter-spacing:.02em}h1{font-size:18pt;margin:0}h2{font-size:12pt;margin:18px 0 8px;color:#1e293b}
.meta{color:#475569;font-size:10pt;text-align:right;line-height:1.5}
.grid{display:grid;grid-template-columns:1fr 1fr;gap:16px}.box{border:1px solid #e2e8f0;border-radius:6px;padding:10px 12px;line-height:1.55}
table{width:100%;border-collapse:collapse;font-size:10pt}th,td{padding:6px 8px;border-bottom:1px solid #e2e8f0;text-align:left;vertical-align:top}
th{background:#f1f5f9;font-weight:600}td.num,th.num{text-align:right;white-space:nowrap}.lines{color:#475569;font-size:9pt;margin:4px 0 0;padding-left:14px}
.totals{margin-left:auto;width:50%;margin-top:12px}.totals td{border:0;padding:3px 8px}.totals tr.gross td{font-weight:700;font-size:12pt;border-top:2px solid #0f172a}
footer{margin-top:28px;border-top:1px solid #e2e8f0;padding-top:8px;color:#64748b;font-size:9pt;display:flex;justify-content:space-between}
.notes{white-space:pre-wrap}
@media print{body{padding:0}.noprint{display:none}}
</style></head>
<body>
<header><div><div class="brand">PPP :: Program / system wycen</div><h1>${escapeHtml(opts.title)}</h1></div>
<div class="meta">Wydrukowano: ${escapeHtml(printedAt)}</div></header>
${opts.body}
${opts.appendix ?? ''}
<footer><span>PPP :: Program / system wycen</span><span>Data wydruku: ${escapeHtml(printedAt)}</span></footer>
${opts.autoprint ? `<script nonce="${escapeHtml(opts.nonce)}">window.addEventListener('load',function(){window.print();});</script>` : ''}
</body></html>`;
}

// The parts every kind's quote print shares (D7, D18).

/** 'Label: value' of a print box, left out when there is no value. */
export const infoRow = (label: string, value: string | null | undefined) =>
  value ? `<div><strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}</div>` : '';

/** What every kind's quote print shows of the shared quote (D7, D18). */
export interface PrintedQuote {
  quoteNumber: string;
  status: string;
  createdAt: string;
  updatedAt: string;
  createdBy: { firstName: string | null; lastName: string | null; email: string | null } | null;
  source: string | null;
  isGuest: boolean;
  client: {
    companyName: string | null;
    nip: string | null;
    contactPerson: string | null;
    email: string | null;
    phone: string | null;
    address: string | null;
  };
  currency: string;
  vatRate: string;
  totalNet: string;
  vatAmount: string;
  totalGross: string;
  notes: string | null;
}

/** The quote's and the client's boxes side by side; `extraRows` adds the kind's own facts. */
export function quoteHeaderBoxes(quote: PrintedQuote, extraRows = '') {
  const client = quote.client;
  return `<div class="grid">
<div class="box"><h2>Wycena</h2>${infoRow('Numer', quote.quoteNumber)}${infoRow('Status', quoteStatusLabel(quote.status))}${infoRow('Data utworzenia', formatDateLong(quote.createdAt))}${infoRow('Utworzył(a)', quoteAuthorLabel(quote as never))}${infoRow('Ostatnia zmiana', formatDateLong(quote.updatedAt))}${extraRows}</div>
<div class="box"><h2>Klient</h2>${infoRow('Firma', client.companyName)}${infoRow('NIP', client.nip)}${infoRow('Osoba kontaktowa', client.contactPerson)}${infoRow('E-mail', client.email)}${infoRow('Telefon', client.phone)}${infoRow('Adres', client.address)}</div>
</div>`;
}

/** Net, VAT and gross, then the quote's notes. */
export function quoteTotalsAndNotes(quote: PrintedQuote) {
  const money = (amount: string) => escapeHtml(formatMoney(amount, quote.currency));
  return `<table class="totals"><tbody>
<tr><td>Wartość netto</td><td class="num">${money(quote.totalNet)}</td></tr>
<tr><td>VAT (${escapeHtml(formatPercent(quote.vatRate))})</td><td class="num">${money(quote.vatAmount)}</td></tr>
<tr class="gross"><td>Wartość brutto</td><td class="num">${money(quote.totalGross)}</td></tr>
</tbody></table>
${quote.notes ? `<h2>Uwagi</h2><div class="box notes">${escapeHtml(quote.notes)}</div>` : ''}`;
}
