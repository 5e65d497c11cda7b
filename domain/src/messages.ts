/** The fixed messages of the error catalogue (D6) that clients recognise. */
export const messages = {
  unauthorized: 'Unauthorized',
  pendingApproval: 'Account pending approval',
  inactive: 'Konto jest nieaktywne',
  forbidden: 'Brak uprawnień',
  notFound: 'Nie znaleziono',
  methodNotAllowed: 'Metoda niedozwolona',
  methodNotImplemented: 'Serwer nie obsługuje tej metody',
  invalid: 'Nieprawidłowe dane',
  malformedJson: 'Nieprawidłowy format JSON',
  tooLarge: 'Zbyt duże żądanie',
  internal: 'Wewnętrzny błąd serwera',
} as const;
