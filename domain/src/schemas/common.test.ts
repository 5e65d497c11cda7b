import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { equipmentInputSchema, pricingSettingsInputSchema } from '../index.ts';
import {
  entityId,
  idParam,
  inputMessages,
  MAX_INTEGER,
  optionalText,
  optionalTextChange,
  pageQuerySchema,
  personName,
  requiredName,
} from './common.ts';

const messagesOf = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('text helpers refuse the NUL character PostgreSQL cannot store', () => {
  it.each([
    ['optionalText', optionalText(100)],
    ['optionalTextChange', optionalTextChange(100)],
    ['requiredName', requiredName('Nazwa jest wymagana')],
    ['personName', personName],
    ['the search of a page query', pageQuerySchema.shape.search],
  ])('%s', (_name, schema) => {
    expect(messagesOf(schema, 'a\u0000b')).toEqual([inputMessages.forbiddenCharacters]);
    expect(messagesOf(schema, '\u0000')).toEqual([inputMessages.forbiddenCharacters]);
    expect(schema.safeParse('zwykły tekst\n\tz tabulatorem').success).toBe(true);
  });
});

describe('optionalTextChange: absent keeps, empty clears', () => {
  const change = z.object({ description: optionalTextChange(100) });
  it.each([
    [{}, {}],
    [{ description: null }, { description: null }],
    [{ description: '  ' }, { description: null }],
    [{ description: ' Opis ' }, { description: 'Opis' }],
  ])('%j -> %j', (input, output) => {
    expect(change.parse(input)).toStrictEqual(output);
  });
});

describe('ids and counts fit a PostgreSQL integer', () => {
  it.each([
    [1, true],
    [MAX_INTEGER, true],
    [MAX_INTEGER + 1, false],
    [99999999999, false],
    [0, false],
    [1.5, false],
    ['7', false],
  ])('entityId %j: %s', (input, valid) => {
    expect(entityId('Wybierz klienta').safeParse(input).success).toBe(valid);
    if (!valid) expect(messagesOf(entityId('Wybierz klienta'), input)).toEqual(['Wybierz klienta']);
  });

  it('reads a path id from text, up to the integer limit', () => {
    expect(idParam.parse('12')).toBe(12);
    expect(messagesOf(idParam, '99999999999')).toEqual(['Nieprawidłowy identyfikator']);
  });

  it('refuses a page number beyond the integer limit', () => {
    expect(messagesOf(pageQuerySchema, { page: '99999999999' })).toEqual(['Nieprawidłowy numer strony']);
  });
});

describe('the Polish error map (D6): no English default reaches a user', () => {
  const english = /invalid input|expected|received|too (big|small)|unrecognized/i;

  it.each([
    ['an array body', z.object({ name: z.string() }), [], 'Oczekiwano obiektu JSON'],
    ['a string body', z.object({ name: z.string() }), 'x', 'Oczekiwano obiektu JSON'],
    ['a missing field', z.object({ name: z.string() }), {}, 'To pole jest wymagane'],
    ['a repeated query parameter', z.object({ q: z.string() }), { q: ['a', 'b'] }, 'Podaj jedną wartość'],
    ['a number for text', z.string(), 5, 'Podaj tekst'],
    ['text for a number', z.number(), 'x', 'Podaj liczbę'],
    ['a fraction for a whole number', z.number().int(), 1.5, 'Podaj liczbę całkowitą'],
    ['text for a flag', z.boolean(), 'tak', 'Podaj wartość tak lub nie'],
    ['a number above its limit', z.number().max(10), 11, 'Wartość jest zbyt duża: maksymalnie 10'],
    ['a number below its limit', z.number().min(1), 0, 'Wartość jest zbyt mała: minimalnie 1'],
    ['a positive number', z.number().positive(), 0, 'Wartość jest zbyt mała: musi być większa niż 0'],
    ['text too long', z.string().max(3), 'abcd', 'Maksymalnie 3 znaki'],
    ['text much too long', z.string().max(5), 'abcdef', 'Maksymalnie 5 znaków'],
    ['text too short', z.string().min(2), 'a', 'Podaj co najmniej 2 znaki'],
    ['too many items', z.array(z.number()).max(1), [1, 2], 'Maksymalnie 1 pozycja'],
    ['too few items', z.array(z.number()).min(1), [], 'Podaj co najmniej 1 pozycję'],
    ['too few of many items', z.array(z.number()).min(12), [], 'Podaj co najmniej 12 pozycji'],
    ['a value outside an enum', z.enum(['a', 'b']), 'c', 'Nieprawidłowa wartość'],
    ['an unknown key', z.object({}).strict(), { x: 1 }, 'Żądanie zawiera nieznane pola'],
    ['a bad e-mail', z.email(), 'nie-email', 'Nieprawidłowy format email'],
  ])('%s', (_label, schema, input, message) => {
    const messages = messagesOf(schema, input);
    expect(messages[0]).toBe(message);
    for (const text of messages) expect(text).not.toMatch(english);
  });

  it('leaves the messages a schema gives itself', () => {
    expect(messagesOf(z.number({ error: 'Podaj ilość' }).int(), 1.5)).toEqual(['Podaj ilość']);
    expect(messagesOf(z.number().max(5, { error: 'Za dużo' }), 6)).toEqual(['Za dużo']);
  });

  it('words every issue of the shared request schemas in Polish', () => {
    for (const [schema, input] of [
      [equipmentInputSchema, []],
      [equipmentInputSchema, { name: 1, categoryId: 1.5, quantity: 'x', isActive: 'tak' }],
      [pricingSettingsInputSchema, { vatRate: [], currency: 1 }],
      [pageQuerySchema, { page: ['1', '2'], search: ['a', 'b'] }],
    ] as const) {
      const messages = messagesOf(schema, input);
      expect(messages.length).toBeGreaterThan(0);
      for (const text of messages) expect(text).not.toMatch(english);
    }
  });
});
