import {
  companyMessages,
  formatDateText,
  formatDateTimeLong,
  offerExpired,
  type QuoteHeader,
  quoteStatusLabel,
  sharingMessages,
} from '@ppp/domain';
import { escapeHtml } from '../../print/layout.ts';

/** D17: the client page's own Content-Security-Policy: no scripts at all, forms to itself only. */
export const CLIENT_PAGE_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

const styles = `<style>
.decision{margin-top:28px;border-top:2px solid #1d4ed8;padding-top:16px}
.decision form{border:1px solid #e2e8f0;border-radius:8px;padding:14px;margin:12px 0;display:grid;gap:8px}
.decision label{font-weight:600;font-size:10.5pt}
.decision input,.decision textarea{font:inherit;padding:8px;border:1px solid #94a3b8;border-radius:6px;width:100%}
.decision button{font:inherit;font-weight:600;padding:10px 16px;border-radius:6px;border:1px solid #1d4ed8;background:#1d4ed8;color:#fff;cursor:pointer;justify-self:start}
.decision button.decline{background:#fff;color:#b91c1c;border-color:#b91c1c}
.decision .error{color:#b91c1c;font-size:10pt}
.decision .state{padding:12px;border-radius:8px;background:#f1f5f9;white-space:pre-line}
@media print{.decision{display:none}}
</style>`;

export interface DecisionFormState {
  /** Which form the errors belong to. */
  form?: 'accept' | 'decline';
  errors?: Record<string, string>;
  values?: { name?: string; comment?: string };
  message?: string;
}

function form(token: string, version: number, kind: 'accept' | 'decline', state: DecisionFormState) {
  const mine = state.form === kind;
  const error = mine ? state.errors?.name : undefined;
  const commentError = mine ? state.errors?.comment : undefined;
  const value = mine ? (state.values?.name ?? '') : '';
  const comment = mine ? (state.values?.comment ?? '') : '';
  const id = `${kind}-name`;
  const commentId = `${kind}-comment`;
  // The page runs no script: the first marked field takes the focus by `autofocus` (and comes into view).
  const focusName = error ? ' autofocus' : '';
  const focusComment = commentError && !error ? ' autofocus' : '';
  // `novalidate`: an empty name reaches the server, which answers D17's own 'Podaj imię i nazwisko'
  // under the field (not the browser's bubble in its own language); `required` still tells assistive tech.
  return `<form method="post" action="/oferta/${escapeHtml(token)}/${kind}" aria-labelledby="${kind}-title" novalidate>
<h3 id="${kind}-title">${kind === 'accept' ? 'Akceptuję ofertę' : 'Odrzucam ofertę'}</h3>
<input type="hidden" name="version" value="${version}">
<label for="${id}">Imię i nazwisko</label>
<input id="${id}" name="name" required maxlength="200" autocomplete="name" value="${escapeHtml(value)}"${error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''}${focusName}>
${error ? `<span class="error" id="${id}-error">${escapeHtml(error)}</span>` : ''}
<label for="${commentId}">Komentarz (opcjonalnie)</label>
<textarea id="${commentId}" name="comment" maxlength="2000" rows="3"${commentError ? ` aria-invalid="true" aria-describedby="${commentId}-error"` : ''}${focusComment}>${escapeHtml(comment)}</textarea>
${commentError ? `<span class="error" id="${commentId}-error">${escapeHtml(commentError)}</span>` : ''}
<button type="submit"${kind === 'decline' ? ' class="decline"' : ''}>${kind === 'accept' ? 'Akceptuję ofertę' : 'Odrzucam ofertę'}</button>
</form>`;
}

/**
 * The client's decision that made the quote what it is (D17): the last change of its status, when
 * it led to the status it has and the client made it (a staff decision, a held acceptance or an
 * earlier decision since reopened is none).
 */
function clientDecisionOf(quote: Pick<QuoteHeader, 'status' | 'history'>) {
  const decision = quote.history.findLast((entry) => entry.fromStatus !== entry.toStatus);
  return decision?.actorName && decision.toStatus === quote.status ? decision : null;
}

/** A refusal of this request (409, 429, …): read first, and focused, since no script runs on the page. */
const refusal = (state: DecisionFormState) =>
  state.message
    ? `<p class="error" role="alert" tabindex="-1" autofocus>${escapeHtml(state.message)}</p>`
    : '';

/**
 * What follows the printed quote on /oferta/{token} (D17): the forms while the quote is pending, its
 * state afterwards (with this request's refusal, when it was one). Every interpolated value is escaped.
 */
export function decisionSection(quote: QuoteHeader, token: string, state: DecisionFormState = {}) {
  let body: string;
  // D23: past the day it is valid to, the offer can still be declined, not accepted.
  if (quote.status === 'pending' && offerExpired(quote)) {
    const text = `${companyMessages.expired} Była ważna do ${formatDateText(quote.validUntil!)}.`;
    // An acceptance refused for it says so once, as the refusal.
    const said =
      state.message === companyMessages.expired
        ? refusal({ message: text })
        : `<p class="state" role="status">${escapeHtml(text)}</p>
${refusal(state)}`;
    body = `${said}
${form(token, quote.version, 'decline', state)}`;
  } else if (quote.status === 'pending') {
    body = `<p>Prosimy o decyzję w sprawie oferty. Po jej podjęciu oferta zostanie zablokowana.</p>
${refusal(state)}
${form(token, quote.version, 'accept', state)}
${form(token, quote.version, 'decline', state)}`;
  } else {
    const decided = clientDecisionOf(quote);
    const who = decided
      ? ` — ${escapeHtml(decided.actorName!)}, ${escapeHtml(formatDateTimeLong(decided.changedAt))}${decided.comment ? `<br>Komentarz: ${escapeHtml(decided.comment)}` : ''}`
      : '';
    body = `${refusal(state)}
<p class="state" role="status">Status oferty: <strong>${escapeHtml(quoteStatusLabel(quote.status))}</strong>${who}</p>`;
  }
  return `${styles}<section class="decision" aria-labelledby="decision-title"><h2 id="decision-title">Decyzja</h2>
<p><a href="/oferta/${escapeHtml(token)}/pdf" download>Pobierz PDF</a></p>
${body}</section>`;
}

/**
 * D23: after the client's decision, the first thing on the page thanks them and says what happens
 * next; it takes the focus (no script runs on this page: `autofocus`), so a screen reader reads it.
 * Empty while the quote is pending, when staff decided it, and on a refused request (another tab's
 * decision is not this one's: its refusal is read instead).
 */
export function decisionNotice(
  quote: Pick<QuoteHeader, 'status' | 'history'>,
  state: DecisionFormState = {},
) {
  if (state.message) return '';
  const decision = clientDecisionOf(quote);
  if (!decision) return '';
  const text =
    quote.status === 'approved'
      ? sharingMessages.thanksAccepted
      : quote.status === 'rejected'
        ? sharingMessages.thanksDeclined
        : null;
  if (!text) return '';
  return `<p class="thanks${quote.status === 'rejected' ? ' declined' : ''}" id="decyzja" role="status" tabindex="-1" autofocus>${escapeHtml(text)}</p>`;
}

/** The Polish 404 page of an unknown, revoked or expired link (D17). */
/** A page of the client's in place of the offer: its title, what happened and what to do. */
const messagePage = (title: string, body: string) => `<!doctype html>
<html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:560px;margin:15vh auto;padding:0 16px;color:#0f172a}h1{font-size:20pt}</style></head>
<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;

export const notFoundPage = (message: string) =>
  messagePage(
    'Oferta niedostępna',
    `<p>${escapeHtml(message)}</p><p>Jeśli potrzebujesz oferty, skontaktuj się z osobą, która ją przygotowała.</p>`,
  );

/** A method the page does not take (a POST to the PDF, a PUT to the offer): what the page does take. */
export const methodNotAllowedPage = (offerPath: string) =>
  messagePage(
    'Niedozwolona operacja',
    `<p>Tego adresu nie można użyć w ten sposób.</p><p><a href="${escapeHtml(offerPath)}">Przejdź do oferty</a></p>`,
  );

/** A decision form the server could not read (past D25's 16 kB, or malformed), with the way back to the offer. */
export const unreadFormPage = (tooLarge: boolean, offerPath: string) =>
  messagePage(
    'Nie wysłano decyzji',
    `<p>${
      tooLarge
        ? 'Formularz jest zbyt duży: skróć komentarz (najwyżej 2000 znaków) i wyślij go ponownie.'
        : 'Nie udało się odczytać formularza: wyślij go ponownie.'
    }</p><p><a href="${escapeHtml(offerPath)}">Wróć do oferty</a></p>`,
  );
