import {
  costLines,
  dayLabel,
  formatDateLong,
  formatMoney,
  formatPercent,
  parseItemNotes,
  type QuoteDetail,
  quoteAuthorLabel,
  quoteStatusLabel,
} from '@ppp/domain';
import { escapeHtml, printPage } from './layout.ts';

const row = (label: string, value: string | null | undefined) =>
  value ? `<div><strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}</div>` : '';

export function renderQuotePrint(quote: QuoteDetail, opts: { nonce: string; autoprint: boolean }) {
  const money = (amount: string) => escapeHtml(formatMoney(amount, quote.currency));
  const client = quote.client;
  const items = quote.items
    .map((item, index) => {
      // The rental, then every switched-on cost line (D7), labelled as on the detail page.
      const lines = [
        `<li>Wynajem: ${money(item.basePrice)}</li>`,
        ...costLines(item, item.extras, 'switched-on').map(
          (line) => `<li>${escapeHtml(line.label)}: ${money(line.amount)}</li>`,
        ),
      ].join('');
      const notes = parseItemNotes(item.notes).userNotes;
      return `<tr><td>${index + 1}</td><td><strong>${escapeHtml(item.equipment.name)}</strong>${item.equipment.category.name ? `<br><span class="lines">${escapeHtml(item.equipment.category.name)}</span>` : ''}
<ul class="lines">${lines}</ul>${notes ? `<div class="lines notes">Uwagi: ${escapeHtml(notes)}</div>` : ''}</td>
<td class="num">${item.quantity} szt.</td><td class="num">${escapeHtml(dayLabel(item.rentalPeriodDays))}</td>
<td class="num">${money(item.pricePerDay)}</td><td class="num">${escapeHtml(formatPercent(item.discountOverride ?? item.discountPercent))}</td><td class="num">${money(item.totalPrice)}</td></tr>`;
    })
    .join('');
  const body = `
<div class="grid">
<div class="box"><h2>Wycena</h2>${row('Numer', quote.quoteNumber)}${row('Status', quoteStatusLabel(quote.status))}${row('Data utworzenia', formatDateLong(quote.createdAt))}${row('Utworzył(a)', quoteAuthorLabel(quote))}${row('Ostatnia zmiana', formatDateLong(quote.updatedAt))}${row('Schemat cenowy', quote.pricingSchema?.name)}</div>
<div class="box"><h2>Klient</h2>${row('Firma', client.companyName)}${row('NIP', client.nip)}${row('Osoba kontaktowa', client.contactPerson)}${row('E-mail', client.email)}${row('Telefon', client.phone)}${row('Adres', client.address)}</div>
</div>
<h2>Pozycje</h2>
<table><thead><tr><th>Lp.</th><th>Sprzęt</th><th class="num">Ilość</th><th class="num">Okres</th><th class="num">Cena / doba</th><th class="num">Rabat</th><th class="num">Wartość</th></tr></thead>
<tbody>${items || '<tr><td colspan="7">Brak pozycji w wycenie</td></tr>'}</tbody></table>
<table class="totals"><tbody>
<tr><td>Wartość netto</td><td class="num">${money(quote.totalNet)}</td></tr>
<tr><td>VAT (${escapeHtml(formatPercent(quote.vatRate))})</td><td class="num">${money(quote.vatAmount)}</td></tr>
<tr class="gross"><td>Wartość brutto</td><td class="num">${money(quote.totalGross)}</td></tr>
</tbody></table>
${quote.notes ? `<h2>Uwagi</h2><div class="box notes">${escapeHtml(quote.notes)}</div>` : ''}`;
  return printPage({
    title: `Wycena ${quote.quoteNumber}`,
    body,
    nonce: opts.nonce,
    autoprint: opts.autoprint,
  });
}
