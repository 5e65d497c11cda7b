import {
  type DepartmentConfig,
  type DepartmentQuoteDetail,
  dayLabel,
  formatMoney,
  formatPercent,
} from '@ppp/domain';
import { type PrintableQuote, printableQuote } from './document.ts';
import { escapeHtml, type PrintOptions, printPage, quoteHeaderBoxes, quoteTotalsAndNotes } from './layout.ts';

/** An electrical or general quote on paper (D7, D14): the shared header and totals, the items. */
export function renderDepartmentPrint(
  quote: DepartmentQuoteDetail,
  config: DepartmentConfig,
  opts: PrintOptions,
) {
  const money = (amount: string) => escapeHtml(formatMoney(amount, quote.currency));
  const rows = quote.items
    .map((item, index) => {
      const additional = item.selectedAdditionalEquipment
        .map(
          (a) =>
            `<li>${escapeHtml(a.name)}: ${a.quantity} szt. × ${escapeHtml(dayLabel(item.rentalPeriodDays))} × ${money(a.pricePerDay)} = ${money(a.totalPrice)}</li>`,
        )
        .join('');
      const facts = [item.equipment.model, item.equipment.power, item.equipment.categoryName]
        .filter(Boolean)
        .map((fact) => escapeHtml(fact!))
        .join(' · ');
      return `<tr><td>${index + 1}</td><td><strong>${escapeHtml(item.equipment.name)}</strong>${facts ? `<br><span class="lines">${facts}</span>` : ''}
${additional ? `<ul class="lines">${additional}</ul>` : ''}${item.notes ? `<div class="lines notes">Uwagi: ${escapeHtml(item.notes)}</div>` : ''}</td>
<td class="num">${item.quantity} szt.</td><td class="num">${escapeHtml(dayLabel(item.rentalPeriodDays))}</td>
<td class="num">${money(item.pricePerDay)}</td><td class="num">${escapeHtml(formatPercent(item.discountPercent))}</td><td class="num">${money(item.dayPrice)}</td><td class="num">${money(item.totalPrice)}</td></tr>`;
    })
    .join('');
  const body = `
${quoteHeaderBoxes(quote)}
<h2>Pozycje</h2>
<table><thead><tr><th>Lp.</th><th>Sprzęt</th><th class="num">Ilość</th><th class="num">Okres</th><th class="num">Cena bazowa / doba</th><th class="num">Rabat</th><th class="num">Cena / doba</th><th class="num">Wartość</th></tr></thead>
<tbody>${rows || '<tr><td colspan="8">Brak pozycji w wycenie</td></tr>'}</tbody></table>
${quoteTotalsAndNotes(quote)}`;
  return printPage({
    title: `${config.texts.quoteTitle} ${quote.quoteNumber}`,
    body,
    ...opts,
  });
}

/** An electrical or general quote's printout as data, for its PDF (D17). */
export function departmentPrintable(quote: DepartmentQuoteDetail, config: DepartmentConfig): PrintableQuote {
  const money = (amount: string) => formatMoney(amount, quote.currency);
  return printableQuote(quote, config.texts.quoteTitle, {
    headers: ['Lp.', 'Sprzęt', 'Ilość', 'Okres', 'Cena bazowa / doba', 'Rabat', 'Cena / doba', 'Wartość'],
    numeric: [false, false, true, true, true, true, true, true],
    rows: quote.items.map((item, index) => [
      String(index + 1),
      [
        item.equipment.name,
        ...item.selectedAdditionalEquipment.map(
          (a) =>
            `${a.name}: ${a.quantity} szt. × ${dayLabel(item.rentalPeriodDays)} × ${money(a.pricePerDay)} = ${money(a.totalPrice)}`,
        ),
        item.notes ? `Uwagi: ${item.notes}` : '',
      ]
        .filter(Boolean)
        .join('\n'),
      `${item.quantity} szt.`,
      dayLabel(item.rentalPeriodDays),
      money(item.pricePerDay),
      formatPercent(item.discountPercent),
      money(item.dayPrice),
      money(item.totalPrice),
    ]),
  });
}
