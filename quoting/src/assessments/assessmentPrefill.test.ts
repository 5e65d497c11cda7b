import type { AssessmentDetail, SavedAnswer } from '@ppp/domain';
import { describe, expect, it } from 'vitest';
import {
  quoteStartOf,
  type SuggestableEquipment,
  suggestedEquipment,
  withAddressBookClient,
} from './assessmentPrefill.ts';

const answer = (
  questionId: number,
  question: string,
  type: string,
  value: string | string[],
): SavedAnswer => ({
  questionId,
  question,
  type,
  category: 'Informacje ogólne',
  answer: value,
});

function assessmentOf(answers: SavedAnswer[], overrides: Partial<AssessmentDetail> = {}): AssessmentDetail {
  return {
    id: 12,
    responseNumber: 'BP/2026/0012',
    createdAt: '2026-11-20T10:00:00.000Z',
    clientCompanyName: 'Stocznia Północ',
    clientContactPerson: 'Jan Nowak',
    clientPhone: '600 100 200',
    clientEmail: 'jan@stocznia.pl',
    clientAddress: 'ul. Portowa 1, Gdańsk',
    createdBy: null,
    source: null,
    apiKeyId: null,
    answerCount: answers.length,
    responses: Object.fromEntries(answers.map((a) => [String(a.questionId), a.answer])),
    answers,
    quotes: [],
    clientId: null,
    ...overrides,
  };
}

const questions = [
  { id: 3, fills: 'startsOn' as const },
  { id: 4, fills: 'rentalDays' as const },
  { id: 5, fills: null },
];

describe('quoteStartOf (D22)', () => {
  it('takes the client as a new one, the start date and the period from the questions marked fills', () => {
    const start = quoteStartOf(
      assessmentOf([
        answer(5, 'Nazwa wydarzenia', 'text', '2027-05-05'),
        answer(3, 'Planowany termin rozpoczęcia', 'date', '2027-03-01'),
        answer(4, 'Przewidywany czas wynajmu (dni)', 'number', '14'),
        answer(6, 'Klimatyzacja', 'equipment_option', 'true'),
        answer(7, 'Nagrzewnica', 'equipment_option', 'false'),
        answer(8, 'Maszt oświetleniowy', 'equipment_option', 'true'),
      ]),
      questions,
    );
    expect(start).toEqual({
      assessment: { id: 12, responseNumber: 'BP/2026/0012' },
      clientId: null,
      clientAsSaved: null,
      client: {
        companyName: 'Stocznia Północ',
        nip: '',
        contactPerson: 'Jan Nowak',
        phone: '600 100 200',
        email: 'jan@stocznia.pl',
        address: 'ul. Portowa 1, Gdańsk',
      },
      startsOn: '01.03.2027',
      rentalDays: '14',
      tickedTypes: ['Klimatyzacja', 'Maszt oświetleniowy'],
    });
  });

  it.each([
    // [start answer, period answer, expected start, expected period, why]
    ['1 grudnia 2026', '30', '', '30', 'a text answer saved before the question became a date'],
    [
      '01.12.2026',
      '30,0',
      '01.12.2026',
      '30',
      'a typed date of an older answer; a whole number with a comma',
    ],
    // A period that is not one stays as answered: the form marks it, never puts its default there.
    ['2027-02-29', '0', '', '0', 'a day that does not exist; no days'],
    ['2027-02-28', '3,5', '28.02.2027', '3,5', 'half a day is not a period'],
    ['2027-02-28', '366', '28.02.2027', '366', 'above 365 days'],
  ])('reads %j and %j as %j and %j (%s)', (startAnswer, daysAnswer, startsOn, rentalDays) => {
    const start = quoteStartOf(
      assessmentOf([answer(3, 'Termin', 'date', startAnswer), answer(4, 'Dni', 'number', daysAnswer)]),
      questions,
    );
    expect({ startsOn: start.startsOn, rentalDays: start.rentalDays }).toEqual({ startsOn, rentalDays });
  });

  it('leaves the dates empty when no question fills them, and empty client fields as empty text', () => {
    const start = quoteStartOf(
      assessmentOf([answer(3, 'Termin', 'date', '2027-03-01')], {
        clientCompanyName: null,
        clientPhone: null,
        clientEmail: null,
        clientAddress: null,
      }),
      [{ id: 3, fills: null }],
    );
    expect(start.startsOn).toBe('');
    expect(start.rentalDays).toBe('');
    expect(start.client).toEqual({
      companyName: '',
      nip: '',
      contactPerson: 'Jan Nowak',
      phone: '',
      email: '',
      address: '',
    });
  });
});

const item = (
  id: number,
  category: string,
  pricePerDay: string | null,
  extra: Partial<SuggestableEquipment> = {},
): SuggestableEquipment => ({
  id,
  name: `${category} ${id}`,
  isActive: true,
  availableQuantity: 2,
  category: { name: category },
  pricing: pricePerDay === null ? [] : [{ periodStart: 1, pricePerDay }],
  ...extra,
});

describe('withAddressBookClient (D19, D22)', () => {
  it("starts with the book's client as saved, its empty fields taken from the assessment", () => {
    const start = quoteStartOf(assessmentOf([]), questions);
    const withClient = withAddressBookClient(start, {
      id: 6,
      companyName: 'Stocznia Północ S.A.',
      nip: '5261040828',
      contactPerson: 'Ewa Wiśniewska',
      phone: null,
      email: null,
      address: 'ul. Portowa 1, Gdańsk',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      source: null,
    });
    expect(withClient.clientId).toBe(6);
    expect(withClient.client).toEqual({
      companyName: 'Stocznia Północ S.A.',
      nip: '5261040828',
      contactPerson: 'Ewa Wiśniewska',
      phone: '600 100 200',
      email: 'jan@stocznia.pl',
      address: 'ul. Portowa 1, Gdańsk',
    });
    // The book's own, to which the save compares the form (the filled blanks are changes to write).
    expect(withClient.clientAsSaved).toEqual({
      companyName: 'Stocznia Północ S.A.',
      nip: '5261040828',
      contactPerson: 'Ewa Wiśniewska',
      phone: '',
      email: '',
      address: 'ul. Portowa 1, Gdańsk',
    });
  });
});

describe('suggestedEquipment (D22: the cheapest active item of each ticked category)', () => {
  const catalogue = [
    item(1, 'Klimatyzacje', '250.00'),
    item(2, 'Klimatyzacje', '95.50'),
    item(3, 'Klimatyzacje', '80.00', { isActive: false }),
    item(4, 'Klimatyzacje', '70.00', { availableQuantity: 0 }),
    item(5, 'Maszty oświetleniowe', null),
    item(6, 'Maszty oświetleniowe', '120.00'),
    item(7, 'Nagrzewnice', '60.00'),
    item(8, 'Osuszacze', '40.00'),
  ];

  it.each([
    [
      ['Klimatyzacja'],
      [2],
      'the cheapest by the first period’s day price, inactive and unavailable left out',
    ],
    [['Maszt oświetleniowy'], [6], 'an item without prices comes after a priced one'],
    [['Maszt oświetleniowy', 'Klimatyzacja'], [6, 2], 'in the order ticked'],
    [['osuszacze'], [8], 'a tick named like the category itself, case ignored'],
    [['Wyciąg spalin', 'Dojazd dla samochodu ciężarowego'], [], 'a type naming no category suggests nothing'],
    [['Klimatyzacja', 'Klimatyzacje'], [2], 'one item per category'],
  ])('%j suggests %j (%s)', (ticked, ids) => {
    expect(suggestedEquipment(catalogue, ticked).map((entry) => entry.id)).toEqual(ids);
  });

  it('compares prices as decimals, to the grosz', () => {
    const close = [
      item(1, 'Nagrzewnice', '100.10'),
      item(2, 'Nagrzewnice', '100.09'),
      item(3, 'Nagrzewnice', '99.9'),
    ];
    expect(suggestedEquipment(close, ['Nagrzewnica']).map((entry) => entry.id)).toEqual([3]);
    const tie = [
      item(1, 'Nagrzewnice', '100.00', { name: 'B' }),
      item(2, 'Nagrzewnice', '100.00', { name: 'A' }),
    ];
    expect(suggestedEquipment(tie, ['Nagrzewnica']).map((entry) => entry.id)).toEqual([2]);
  });
});
