// What a partner's developer reads in the console when the page is set up wrongly (D24). Its own
// chunk, which widgets.js loads only after a `ppp-error` saying so: not on the path that renders and
// sends (the budget).

const logged = new Set<string>();

/**
 * Logs once per page what to add: the page's origin to the key's allowed addresses
 * (`origin_not_allowed`), or our origin to the page's `connect-src` (`csp_blocked`).
 */
export function explain(code: string, apiOrigin: string, pageOrigin: string) {
  if (logged.has(code)) return;
  logged.add(code);
  const guide = `Instrukcja: ${apiOrigin}/partners`;
  if (code === 'origin_not_allowed') {
    console.error(
      `[PPP] Formularz nie jest skonfigurowany dla tej strony: adres ${pageOrigin} nie jest na liście dozwolonych adresów klucza API. Dodaj ${pageOrigin} do dozwolonych adresów klucza (Administracja → Klucze API). ${guide}`,
    );
  } else if (code === 'csp_blocked') {
    console.error(
      `[PPP] Formularz nie jest skonfigurowany dla tej strony: Content-Security-Policy tej strony blokuje połączenia z ${apiOrigin}. Dodaj do niej wpis „connect-src ${apiOrigin}”. ${guide}`,
    );
  }
}
