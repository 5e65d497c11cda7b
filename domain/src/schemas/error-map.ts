import type { z } from 'zod';
import { pluralPl } from '../format.ts';

/**
 * Polish messages for every issue a schema does not word itself (D6: 400 answers carry Polish
 * messages), so zod's English defaults never reach a user, in the API or in a form. A message
 * given in a schema always wins over these (zod asks this map last).
 */
export const genericMessages = {
  invalid: 'Nieprawidłowa wartość',
  required: 'To pole jest wymagane',
  object: 'Oczekiwano obiektu JSON',
  single: 'Podaj jedną wartość',
  text: 'Podaj tekst',
  number: 'Podaj liczbę',
  wholeNumber: 'Podaj liczbę całkowitą',
  flag: 'Podaj wartość tak lub nie',
  list: 'Podaj listę',
  format: 'Nieprawidłowy format',
  email: 'Nieprawidłowy format email',
  unknownFields: 'Żądanie zawiera nieznane pola',
} as const;

const typeMessages: Record<string, string> = {
  string: genericMessages.text,
  number: genericMessages.number,
  int: genericMessages.wholeNumber,
  bigint: genericMessages.wholeNumber,
  boolean: genericMessages.flag,
  array: genericMessages.list,
  object: genericMessages.object,
  record: genericMessages.object,
};

/** 1 znak, 2–4 znaki, 5+ znaków. */
const characters = (count: unknown) => pluralPl(Number(count), 'znak', 'znaki', 'znaków');

type SizeIssue = { origin?: string; inclusive?: boolean; maximum?: unknown; minimum?: unknown };

function tooBig({ origin, inclusive, maximum }: SizeIssue): string {
  if (origin === 'string') return `Maksymalnie ${maximum} ${characters(maximum)}`;
  if (origin === 'array' || origin === 'set')
    return `Maksymalnie ${maximum} ${pluralPl(Number(maximum), 'pozycja', 'pozycje', 'pozycji')}`;
  if (origin === 'number' || origin === 'bigint')
    return `Wartość jest zbyt duża: ${inclusive ? 'maksymalnie' : 'musi być mniejsza niż'} ${maximum}`;
  return 'Wartość jest zbyt duża';
}

function tooSmall({ origin, inclusive, minimum }: SizeIssue): string {
  if (origin === 'string')
    return Number(minimum) <= 1
      ? genericMessages.required
      : `Podaj co najmniej ${minimum} ${characters(minimum)}`;
  if (origin === 'array' || origin === 'set')
    return `Podaj co najmniej ${minimum} ${pluralPl(Number(minimum), 'pozycję', 'pozycje', 'pozycji')}`;
  if (origin === 'number' || origin === 'bigint')
    return `Wartość jest zbyt mała: ${inclusive ? 'minimalnie' : 'musi być większa niż'} ${minimum}`;
  return 'Wartość jest zbyt mała';
}

/** zod's `customError`: the Polish wording of an issue a schema left without a message. */
export function polishIssueMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return genericMessages.required;
      const expected = String(issue.expected);
      // A repeated query parameter (?search=a&search=b) arrives as a list.
      if (Array.isArray(issue.input) && expected !== 'array' && expected !== 'object')
        return genericMessages.single;
      return typeMessages[expected] ?? genericMessages.invalid;
    }
    case 'too_big':
      return tooBig(issue as SizeIssue);
    case 'too_small':
      return tooSmall(issue as SizeIssue);
    case 'invalid_format':
      return issue.format === 'email' ? genericMessages.email : genericMessages.format;
    case 'not_multiple_of':
      return `Wartość musi być wielokrotnością ${issue.divisor as number}`;
    case 'unrecognized_keys':
      return genericMessages.unknownFields;
    default:
      return genericMessages.invalid;
  }
}
