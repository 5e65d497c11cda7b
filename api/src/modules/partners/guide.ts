import { escapeHtml } from '../../print/layout.ts';

// The partner guide at /partners (D24): what a partner's developer needs to embed the widgets and to
// take our webhooks, in Polish, on one server-rendered page. Everything that names this server is
// built from PUBLIC_URL, so the embed code and the CSP entries can be copied as they are.

/**
 * Checks a Standard Webhooks signature in a few lines of Node (no library), as the guide shows it;
 * the test runs exactly this text against signatures made by the `standardwebhooks` library.
 */
export const WEBHOOK_VERIFY_SNIPPET = `import { createHmac, timingSafeEqual } from 'node:crypto';

// secret: 'whsec_…' (pokazany raz przy tworzeniu webhooka); body: surowa treść żądania (tekst)
export function verifyWebhook(secret, headers, body) {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 5 * 60) return false; // powtórzenie?
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(\`\${id}.\${timestamp}.\${body}\`).digest();
  return String(headers['webhook-signature'] ?? '')
    .split(' ')
    .some((entry) => {
      const [version, signature = ''] = entry.split(',');
      const given = Buffer.from(signature, 'base64');
      return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
    });
}`;

/** The CSP entries a partner's page adds for the widgets (D24); no `style-src`. */
export const partnerCspEntries = (origin: string) => [`script-src ${origin}`, `connect-src ${origin}`];

const styles = `
body{font:16px/1.6 system-ui,sans-serif;color:#0f172a;max-width:880px;margin:0 auto;padding:24px 16px 64px}
h1{font-size:28px;margin:0 0 8px}h2{font-size:21px;margin:40px 0 8px;border-top:1px solid #e2e8f0;padding-top:24px}
h3{font-size:17px;margin:24px 0 4px}
code,pre{font:14px/1.5 ui-monospace,Menlo,Consolas,monospace}
code{background:#f1f5f9;border-radius:4px;padding:1px 4px}
pre{background:#0f172a;color:#f8fafc;border-radius:8px;padding:14px;overflow:auto;margin:0}
pre code{background:none;padding:0}
.copy{display:grid;gap:6px;margin:12px 0}
.copy button{justify-self:start;font:inherit;font-size:14px;font-weight:600;padding:6px 12px;border-radius:6px;border:1px solid #1d4ed8;background:#1d4ed8;color:#fff;cursor:pointer}
table{border-collapse:collapse;width:100%;margin:8px 0}th,td{text-align:left;vertical-align:top;border-bottom:1px solid #e2e8f0;padding:8px}
th{background:#f8fafc}
nav ul{columns:2;padding-left:20px}
a{color:#1d4ed8}
.note{background:#eff6ff;border-left:4px solid #1d4ed8;padding:10px 14px;border-radius:4px}
pre:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
`;

/** A block of code the reader copies with one button (the page's only script, under its nonce). */
function copyable(id: string, label: string, code: string) {
  return `<div class="copy"><pre id="${id}" tabindex="0" aria-label="${escapeHtml(label)}"><code>${escapeHtml(code)}</code></pre>
<button type="button" data-copy="${id}">Kopiuj: ${escapeHtml(label)}</button></div>`;
}

function table(head: string[], rows: string[][]) {
  return `<table><thead><tr>${head.map((cell) => `<th scope="col">${cell}</th>`).join('')}</tr></thead>
<tbody>${rows.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('\n')}</tbody></table>`;
}

const c = (text: string) => `<code>${escapeHtml(text)}</code>`;

/** The guide's HTML for the server at `origin` (PUBLIC_URL); `nonce` lets its copy script run. */
export function partnerGuidePage(origin: string, nonce: string) {
  const embed = `<script src="${origin}/widgets.js" async></script>

<ppp-quote-form api-key="TWÓJ_KLUCZ_API"></ppp-quote-form>
<ppp-needs-assessment api-key="TWÓJ_KLUCZ_API"></ppp-needs-assessment>`;
  const moduleEmbed = `<script type="module" src="${origin}/widgets.js"></script>`;
  const later = `const form = document.createElement('ppp-quote-form');
container.append(form);
// Klucz może przyjść później (np. z konfiguracji aplikacji): formularz wtedy startuje.
form.setAttribute('api-key', config.pppApiKey);`;
  const events = `document.addEventListener('ppp-submitted', (event) => {
  console.log('Wysłano', event.detail.number); // { id, number }
});
document.addEventListener('ppp-error', (event) => {
  console.warn(event.detail.status, event.detail.code, event.detail.message);
});`;
  const [scriptEntry, connectEntry] = partnerCspEntries(origin);
  const csp = `Content-Security-Policy: default-src 'self'; ${scriptEntry}; ${connectEntry}`;
  const trustedTypes = `Content-Security-Policy: require-trusted-types-for 'script'; trusted-types 'none'`;
  const theme = `ppp-quote-form, ppp-needs-assessment {
  --ppp-accent: #b45309;   /* przyciski, obramowanie fokusu */
  --ppp-radius: 4px;       /* zaokrąglenie ramki */
  --ppp-font: Georgia, serif;
}`;
  const webhookBody = `{
  "type": "quote.accepted",
  "timestamp": "2026-11-26T10:15:00.000Z",
  "data": {
    "id": 42, "kind": "equipment", "quoteNumber": "WYC/2026/0042", "status": "approved",
    "startsOn": "2027-06-14", "totalNet": "950.00", "totalGross": "1168.50",
    "currency": "PLN", "source": "Budmax"
  }
}`;

  return `<!doctype html>
<html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Integracja dla partnerów — formularze, API i webhooki</title>
<style>${styles}</style></head>
<body>
<header><h1>Integracja dla partnerów</h1>
<p>Jak osadzić nasze formularze na swojej stronie, jak przyjmować powiadomienia (webhooki) i gdzie jest opis API. Adres systemu: ${c(origin)}.</p>
<nav aria-label="Spis treści"><ul>
<li><a href="#osadzenie">Kod osadzenia</a></li><li><a href="#atrybuty">Atrybuty</a></li>
<li><a href="#zdarzenia">Zdarzenia</a></li><li><a href="#wyglad">Wygląd (CSS)</a></li>
<li><a href="#csp">Content-Security-Policy i Trusted Types</a></li><li><a href="#bledy">Gdy formularz nie działa</a></li>
<li><a href="#webhooki">Webhooki</a></li><li><a href="#api">API</a></li>
</ul></nav></header>
<main>
<h2 id="osadzenie">Kod osadzenia</h2>
<p>Klucz API wydaje administrator systemu (Administracja → Klucze API). Do <strong>dozwolonych adresów</strong> klucza musi trafić adres Twojej strony, np. ${c('https://www.twoja-firma.pl')} (schemat, domena i port, bez ścieżki).</p>
${copyable('kod-osadzenia', 'kod osadzenia', embed)}
<p>Skrypt można dołączyć zwykłym znacznikiem (jak wyżej), jako moduł albo przez menedżera tagów (np. Google Tag Manager) — w każdym przypadku elementy zostaną zdefiniowane. Dołączenie skryptu dwa razy niczego nie psuje.</p>
${copyable('kod-modul', 'kod osadzenia jako moduł', moduleEmbed)}
<p>Aplikacje jednostronicowe (React, Vue, Angular) mogą wstawić element w dowolnej chwili i ustawić klucz później; usunięty element zwalnia zasoby, a wstawiony ponownie startuje od nowa.</p>
${copyable('kod-spa', 'wstawienie z kodu', later)}

<h2 id="atrybuty">Atrybuty</h2>
${table(
  ['Atrybut', 'Znaczenie'],
  [
    [
      c('api-key'),
      'Klucz API (wymagany). Zmiana klucza uruchamia formularz od nowa; bez klucza formularz czeka na niego.',
    ],
    [c('api-url'), `Adres systemu; domyślnie adres, z którego wczytano ${c('widgets.js')}.`],
    [
      c('hidden'),
      `Ukrywa formularz. Działają też klasy i style strony ustawiające ${c('display')} elementu (np. ${c('display: none')}).`,
    ],
  ],
)}
<p>Elementy: ${c('<ppp-quote-form>')} — zapytanie o wycenę sprzętu z ceną liczoną na bieżąco; ${c('<ppp-needs-assessment>')} — badanie potrzeb klienta.</p>

<h2 id="zdarzenia">Zdarzenia</h2>
<p>Oba elementy wysyłają zdarzenia, które przechodzą przez granicę shadow DOM (${c('bubbles')}, ${c('composed')}):</p>
${table(
  ['Zdarzenie', 'Kiedy', 'detail'],
  [
    [
      c('ppp-submitted'),
      'Zapytanie lub badanie zostało zapisane.',
      `${c('{ id, number }')} — numer, który widzi klient`,
    ],
    [
      c('ppp-error'),
      'Nie udało się wczytać danych lub wysłać formularza.',
      `${c('{ status, message, code }')} — ${c('status')} HTTP (0 bez odpowiedzi), komunikat pokazany klientowi (przy odmowie klucza bez wstępu „Formularz jest niedostępny na tej stronie:”), kod błędu API (np. ${c('invalid_api_key')}, ${c('origin_not_allowed')}, ${c('rate_limited')}) albo ${c('csp_blocked')}`,
    ],
  ],
)}
${copyable('kod-zdarzenia', 'obsługa zdarzeń', events)}

<h2 id="wyglad">Wygląd (CSS)</h2>
<p>Formularze mają własny arkusz stylów w shadow DOM: style strony ich nie psują, a ich style nie wpływają na stronę. Wygląd można dopasować tylko tymi właściwościami CSS:</p>
${table(
  ['Właściwość', 'Domyślnie', 'Znaczenie'],
  [
    [
      c('--ppp-accent'),
      c('#1d4ed8'),
      'Kolor przycisków i fokusu. Biały tekst na nim musi mieć kontrast co najmniej 4,5:1 (domyślny ma 6,7:1).',
    ],
    [c('--ppp-radius'), c('10px'), 'Zaokrąglenie ramki formularza.'],
    [c('--ppp-font'), c('system-ui'), 'Krój pisma.'],
  ],
)}
${copyable('kod-css', 'przykład stylów', theme)}

<h2 id="csp">Content-Security-Policy i Trusted Types</h2>
<p>Jeśli Twoja strona ma nagłówek Content-Security-Policy, dodaj do niego dokładnie te wpisy (pozostałe dyrektywy zostaw bez zmian):</p>
<ul><li>${c(scriptEntry)} — skrypt ${c('widgets.js')} i kod formularzy,</li><li>${c(connectEntry)} — połączenia formularzy z API.</li></ul>
${copyable('kod-csp', 'przykład nagłówka CSP', csp)}
<p><strong>${c('style-src')} nie jest potrzebny</strong>: formularze nie używają atrybutów ${c('style')} ani znaczników ${c('<style>')} na stronie, tylko arkuszy konstruowanych (${c('adoptedStyleSheets')}) w swoim shadow DOM, których CSP nie ogranicza. Tylko przeglądarki bez arkuszy konstruowanych (np. Safari starsze niż 16.4) pokażą formularz bez stylów, jeśli ${c('style-src')} nie pozwala na ${c("'unsafe-inline'")}.</p>
<p><strong>Trusted Types</strong>: formularze działają na stronach z ${c("require-trusted-types-for 'script'")}, także z ${c("trusted-types 'none'")} — nie tworzą własnej polityki i nie budują HTML z tekstu.</p>
${copyable('kod-tt', 'przykład nagłówka Trusted Types', trustedTypes)}

<h2 id="bledy">Gdy formularz nie działa</h2>
<ul>
<li><strong>„Formularz nie jest skonfigurowany dla tej strony”</strong> — adresu strony nie ma na liście dozwolonych adresów klucza albo CSP strony nie pozwala na połączenie z ${c(origin)}. Konsola przeglądarki podaje, co dokładnie dodać: adres strony do klucza albo wpis ${c(connectEntry)}.</li>
<li><strong>„Formularz jest niedostępny na tej stronie: …”</strong> — klucz jest nieprawidłowy, nieaktywny albo nie ma potrzebnego uprawnienia.</li>
<li><strong>„Brak połączenia z serwerem…”</strong> — sieć lub serwer są niedostępne; formularz można wysłać ponownie (każde wysłanie ma klucz idempotencji, więc nic nie zapisze się dwa razy).</li>
</ul>

<h2 id="webhooki">Webhooki</h2>
<p>Webhook to adres HTTPS Twojego systemu, na który wysyłamy zdarzenia. Zakłada go administrator systemu (Administracja → Klucze API); webhook przypisany do klucza dostaje tylko zdarzenia zapytań i badań przysłanych przez ten klucz. Sekret ${c('whsec_…')} jest pokazywany raz, przy tworzeniu.</p>
${table(
  ['Zdarzenie', 'Kiedy'],
  [
    [c('quote.created'), 'Przyszło zapytanie o wycenę.'],
    [c('quote.approved'), 'Wycena została zatwierdzona.'],
    [c('quote.accepted'), 'Klient zaakceptował ofertę.'],
    [c('quote.declined'), 'Klient odrzucił ofertę.'],
    [c('assessment.created'), 'Przyszło badanie potrzeb.'],
  ],
)}
<p>Każde zdarzenie to żądanie ${c('POST')} z treścią JSON ${c('{ type, timestamp, data }')} (bez danych kontaktowych klienta) i nagłówkami standardu <a href="https://www.standardwebhooks.com/">Standard Webhooks</a>:</p>
<ul>
<li>${c('webhook-id')} — identyfikator zdarzenia; ponowienie ma ten sam identyfikator, więc po nim odrzucisz duplikaty,</li>
<li>${c('webhook-timestamp')} — czas wysłania w sekundach (Unix),</li>
<li>${c('webhook-signature')} — ${c('v1,')} i podpis base64: HMAC-SHA256 tekstu ${c('{webhook-id}.{webhook-timestamp}.{treść}')} kluczem, którym jest część sekretu po ${c('whsec_')} zdekodowana z base64.</li>
</ul>
${copyable('kod-webhook', 'przykładowa treść', webhookBody)}
<p>Odpowiedz kodem 2xx. Inna odpowiedź albo brak połączenia oznacza ponowienie: po 1, 5, 15, 60 i 240 minutach (6 prób w sumie); każdą dostawę widać w dzienniku webhooka, skąd można ją wysłać ponownie. Przekierowania nie są wykonywane.</p>
<h3>Sprawdzenie podpisu (Node.js)</h3>
<p>Podpis liczy się z <em>surowej</em> treści żądania, zanim zostanie sparsowana. Zamiast poniższego kodu można użyć biblioteki ${c('standardwebhooks')}.</p>
${copyable('kod-podpis', 'sprawdzenie podpisu', WEBHOOK_VERIFY_SNIPPET)}

<h2 id="api">API</h2>
<p>Formularze korzystają z publicznego API, którego możesz używać także bezpośrednio (z serwera, z kluczem w nagłówku ${c('X-API-Key')}): ${c(`${origin}/api/public/v1`)}. Błędy mają postać ${c('{ code, message, errors? }')}; wysyłając zapytania dodawaj nagłówek ${c('Idempotency-Key')}.</p>
<p><a href="/api/public/v1/docs">Dokumentacja OpenAPI 3.1 (${escapeHtml(`${origin}/api/public/v1/docs`)})</a></p>
</main>
<script nonce="${escapeHtml(nonce)}">
for (const button of document.querySelectorAll('[data-copy]')) {
  button.addEventListener('click', () => {
    const text = document.getElementById(button.dataset.copy).textContent;
    const label = button.textContent;
    navigator.clipboard.writeText(text).then(() => {
      button.textContent = 'Skopiowano';
      setTimeout(() => { button.textContent = label; }, 2000);
    });
  });
}
</script>
</body></html>`;
}
