import { publicAssessmentInputSchema, publicQuoteInputSchema, publicQuotePreviewSchema } from '@ppp/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { unknownFields } from './unknown-fields.ts';

// D24: the one unknown-field rule of the public API, read from the schemas themselves.

const item = { equipmentId: 1, quantity: 1, rentalPeriodDays: 2 };

describe('unknownFields', () => {
  it.each([
    ['a known body', publicQuoteInputSchema, { client: { companyName: 'A' }, items: [item] }, []],
    ['a top-level field', publicQuotePreviewSchema, { items: [item], rabat: 1 }, ['rabat']],
    [
      'a nested object’s field',
      publicQuoteInputSchema,
      { client: { rabat: 1 }, items: [] },
      ['client.rabat'],
    ],
    [
      'an item’s field, by index',
      publicQuoteInputSchema,
      { client: {}, items: [item, { ...item, rabat: 1 }] },
      ['items.1.rabat'],
    ],
    ['a strict schema', publicAssessmentInputSchema, { rabat: 1, responses: { '1': 'x' } }, ['rabat']],
    ['the open keys of a record', publicAssessmentInputSchema, { responses: { '12': 'x', '13': ['a'] } }, []],
    [
      'keys of the prototype',
      publicQuotePreviewSchema,
      JSON.parse('{"items":[],"__proto__":{"x":1},"constructor":1}'),
      ['__proto__', 'constructor'],
    ],
    ['values of the wrong type (left to validation)', publicQuoteInputSchema, { client: 'x', items: 3 }, []],
  ])('%s', (_name, schema, body, expected) => {
    expect(unknownFields(schema as z.ZodType, body)).toEqual(expected);
  });

  it('reads wrappers, pipes, unions and passthrough objects', () => {
    const schema = z.object({
      a: z.object({ b: z.string() }).nullable().optional(),
      c: z.union([z.object({ d: z.number() }), z.object({ e: z.number() })]),
      f: z.string().transform((value) => value.length),
      g: z.looseObject({ h: z.string() }),
    });
    expect(unknownFields(schema, { a: { b: 'x', x: 1 }, c: { e: 1 }, f: 'x', g: { h: 'x', i: 1 } })).toEqual([
      'a.x',
    ]);
    expect(unknownFields(schema, { c: { e: 1, x: 1 } })).toEqual(['c.x']);
  });
});
