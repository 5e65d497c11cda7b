// Polish pages of the development identity provider. Every interpolated value is escaped.
import { faviconLink } from '../static/favicon.ts';

export const escapeHtml = (value: unknown) =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

const styles = `
  *{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f1f5f9;
  font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#0f172a}
  main{width:min(420px,92vw);background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:32px;
  box-shadow:0 10px 30px rgba(15,23,42,.08)}h1{font-size:1.35rem;margin:0 0 4px}p{color:#475569;margin:0 0 20px;line-height:1.5}
  label{display:block;font-weight:600;font-size:.9rem;margin:14px 0 6px}input{width:100%;padding:10px 12px;border:1px solid #cbd5e1;
  border-radius:8px;font:inherit}input:focus{outline:2px solid #2563eb;outline-offset:1px;border-color:#2563eb}
  button,a.button{display:inline-block;width:100%;margin-top:20px;padding:11px 14px;border:0;border-radius:8px;background:#1d4ed8;color:#fff;
  font:inherit;font-weight:600;cursor:pointer;text-align:center;text-decoration:none}button.secondary{background:#e2e8f0;color:#0f172a;margin-top:10px}
  .error{background:#fef2f2;color:#b91c1c;border:1px solid #fecaca;border-radius:8px;padding:10px 12px;margin-bottom:8px}
  .brand{font-size:.8rem;letter-spacing:.08em;text-transform:uppercase;color:#1d4ed8;font-weight:700;margin-bottom:12px}`;

function page(title: string, body: string, script = '') {
  return `<!doctype html><html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · PPP :: Program / system wycen</title>${faviconLink}<style>${styles}</style></head>
<body><main><div class="brand">PPP :: Program / system wycen</div>${body}</main>${script}</body></html>`;
}

export function loginPage(
  uid: string,
  { error, values = {} }: { error?: string; values?: Record<string, string> },
) {
  const action = `/oidc/interaction/${escapeHtml(uid)}`;
  return page(
    'Logowanie',
    `<h1>Logowanie (środowisko deweloperskie)</h1>
<p>Podaj adres e-mail, aby się zalogować. Nowe konto wymaga akceptacji administratora.</p>
${error ? `<div class="error" role="alert">${escapeHtml(error)}</div>` : ''}
<form method="post" action="${action}/login" autocomplete="on">
<label for="email">Adres e-mail</label>
<input id="email" name="email" type="email" required autofocus value="${escapeHtml(values.email)}">
<label for="firstName">Imię</label>
<input id="firstName" name="firstName" type="text" maxlength="100" value="${escapeHtml(values.firstName)}">
<label for="lastName">Nazwisko</label>
<input id="lastName" name="lastName" type="text" maxlength="100" value="${escapeHtml(values.lastName)}">
<button type="submit">Zaloguj się</button>
</form>
<form method="post" action="${action}/abort"><button type="submit" class="secondary">Anuluj</button></form>`,
  );
}

export function logoutPage(form: string, nonce?: string) {
  // `form` is the provider's own hidden form (id "op.logoutForm") carrying its anti-forgery token.
  return page(
    'Wylogowanie',
    `<h1>Wylogowanie</h1><p>Trwa wylogowywanie z systemu…</p>${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Wyloguj się</button>`,
    nonce
      ? `<script nonce="${escapeHtml(nonce)}">(function(){var f=document.getElementById('op.logoutForm');if(f){var i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();}})();</script>`
      : '',
  );
}

export function messagePage(title: string, text: string, href: string) {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><a class="button" href="${escapeHtml(href)}">Dalej</a>`,
  );
}
