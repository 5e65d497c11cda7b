// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  fixtureInputs,
  fixturePrintout,
  fixtureQuote,
  internalFacts,
} from '../test/client-document-fixture.ts';
import { clientDocument } from './client-document.ts';
import { renderClientDocument } from './client-print.ts';

// D23: the client document as a page ('Drukuj dla klienta', /oferta/{token}), read as a browser does.

const page = (opts: Partial<Parameters<typeof renderClientDocument>[1]> = {}) => {
  const html = renderClientDocument(clientDocument(fixtureQuote, fixturePrintout(2), fixtureInputs), {
    nonce: 'n0nce',
    autoprint: false,
    ...opts,
  });
  return { html, document: new DOMParser().parseFromString(html, 'text/html') };
};

describe('the client document as a page (D23)', () => {
  it('shows the letterhead with the logo, the offer, the items with their lines, the terms and the contact, escaped', () => {
    const { html, document } = page();
    const text = document.body.textContent!.replace(/\s+/g, ' ');
    for (const part of [
      'Wynajem Zażółć Sp. z o.o.',
      'Nr rachunku: PL61 1090 1014 0000 0712 1981 2874',
      'Oferta nr WYC/2026/0042 z dnia 20.11.2026',
      'Ważna do 04.12.2026',
      'Firma: Budimex <b>S.A.</b>',
      'Termin wynajmu: 01.12.2026–14.12.2026',
      'Koszt paliwa: 8153,60 zł',
      'Wartość brutto',
      'Warunki płatności: Przelew 14 dni',
      'Kontakt w sprawie oferty',
      'Tel.: +48 601 234 567',
      'Dziękujemy za zainteresowanie ofertą.',
    ])
      expect(text).toContain(part);
    expect(html).not.toContain('<b>S.A.</b>');
    expect(document.querySelector('header.letterhead img')?.getAttribute('src')).toBe(
      '/api/settings/company/logo?v=3',
    );
    for (const fact of internalFacts) expect(text).not.toContain(fact);
    expect(html).not.toContain('window.print');
    expect(page({ autoprint: true }).html).toContain('<script nonce="n0nce">');
  });

  it('lays the items out as cards on a phone: each cell names its column, the header row is only for wide screens', () => {
    const { document } = page();
    const style = document.querySelector('style')!.textContent!;
    const phone = style.slice(style.indexOf('@media (max-width:640px)'));
    expect(phone).toContain('table.items tr{border:1px solid');
    expect(phone).toContain('display:block');
    expect(phone).toContain('td[data-label]::before{content:attr(data-label)');
    const rows = [...document.querySelectorAll('table.items tbody tr')];
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      const labels = [...row.querySelectorAll('td.num')].map((cell) => cell.getAttribute('data-label'));
      expect(labels).toEqual(['Ilość', 'Okres', 'Cena / doba', 'Rabat', 'Wartość']);
      expect(row.querySelector('td.item li')?.textContent).toBe('Wynajem: 5880,00\u00a0zł');
    }
  });

  it('never breaks an amount from its ‘zł’: a no-break space before it, numeric cells unwrapped, no forced breaks', () => {
    const { document } = page();
    const text = document.body.textContent!;
    expect(text.match(/zł/g)!.length).toBeGreaterThan(15);
    expect(text).not.toMatch(/[^\u00a0]zł/);
    const style = document.querySelector('style')!.textContent!;
    expect(style).toContain('td.num,th.num{text-align:right;white-space:nowrap}');
    expect(style).not.toMatch(/word-break:break-all|white-space:normal/);
    // A word too long for its line wraps (a URL in the notes), but only text cells may break one
    // anywhere: an amount, short and in a numeric cell, never breaks.
    expect(style.match(/[^{}]*\{[^}]*overflow-wrap:anywhere/g)).toEqual([
      'td:not(.num){overflow-wrap:anywhere',
    ]);
  });

  it('puts what a page gives first at the very top, before the letterhead', () => {
    const { document } = page({ top: '<p class="thanks" id="decyzja">Dziękujemy!</p>', noindex: true });
    const main = document.querySelector('main')!;
    expect(main.firstElementChild?.id).toBe('decyzja');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
  });
});
