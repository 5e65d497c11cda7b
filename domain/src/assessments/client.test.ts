import { describe, expect, it } from 'vitest';
import { assessmentClientErrors, namesAssessmentClient } from './client.ts';

describe('the assessment client card (spec-2 §5, D12, D19)', () => {
  it.each([
    [{ clientCompanyName: 'Budimex S.A.' }, true],
    [{ clientContactPerson: 'Jan Kowalski' }, true],
    [{ clientPhone: '+48 600 100 200' }, true],
    [{ clientEmail: 'jan@budimex.pl' }, true],
    [{ clientAddress: 'ul. Prosta 1, Warszawa' }, false],
    [{ clientCompanyName: '   ', clientAddress: 'ul. Prosta 1' }, false],
    [{}, false],
  ])('%j names the client: %s', (client, names) => {
    expect(namesAssessmentClient(client)).toBe(names);
  });

  it('puts the at-least-one rule on the company name', () => {
    expect(assessmentClientErrors({ clientAddress: 'ul. Prosta 1' })).toEqual({
      clientCompanyName: 'Wypełnij przynajmniej jedno pole: nazwę firmy, osobę kontaktową, telefon lub email',
    });
  });

  it('checks the phone and e-mail forms of filled fields only', () => {
    expect(
      assessmentClientErrors({ clientCompanyName: 'Firma', clientPhone: '600-abc', clientEmail: 'jan@' }),
    ).toEqual({ clientPhone: 'Nieprawidłowy numer telefonu', clientEmail: 'Nieprawidłowy format email' });
    expect(
      assessmentClientErrors({
        clientCompanyName: 'Firma',
        clientPhone: '(22) 600 100 200',
        clientEmail: '',
      }),
    ).toEqual({});
  });
});
