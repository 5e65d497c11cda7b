// Inputs for the fuzzer (issue 16 §2): values shaped by a route's zod schema (through its JSON
// Schema), hostile values, and the first with parts replaced by the second.
import fc from 'fast-check';
import { z } from 'zod';

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

/** A JSON object whose own keys include `__proto__` (a JS literal would set the prototype instead). */
const withProtoKey = (inner: unknown) => JSON.parse(`{"__proto__": ${JSON.stringify(inner)}, "a": 1}`);

function nested(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level++) value = kind === 'array' ? [value] : { a: value };
  return value;
}

/** Values no route should trip over: wrong types, extremes, control characters, sizes, prototype keys. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, [], {}, '', ' ', '\u0000', 'a\u0000b', '\uD800', '\uFFFF', '١٢٣'),
  fc.constantFrom(
    0,
    -1,
    -0.5,
    1.5,
    2 ** 31,
    2 ** 53,
    -(2 ** 63),
    1e308,
    -1e308,
    5e-324,
    '1e309',
    'NaN',
    'Infinity',
    '0x10',
    '12,50',
    '9'.repeat(400),
  ),
  fc.constantFrom(
    "'; drop table quote; --",
    '<img src=x onerror=alert(1)>',
    '#{7*7}{{7*7}}<%= 7*7 %>',
    '../../etc/passwd',
    '%00%ff',
    'Zażółć gęślą jaźń',
  ),
  fc.constantFrom('x'.repeat(10_001), 'ż'.repeat(100_000)),
  fc.constantFrom(nested(600, 'array'), nested(600, 'object'), nested(20, 'object')),
  fc.constantFrom(
    withProtoKey({ isAdmin: true, role: 'admin' }),
    { constructor: { prototype: { isAdmin: true } } },
    { toString: 1, valueOf: 'x', hasOwnProperty: null },
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.double(),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map((n) => Number(n)),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 4 }),
  fc.anything({ maxDepth: 3, withObjectString: true }),
);

function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace(/^#\/\$defs\//, '');
  return root.$defs?.[name] ?? {};
}

/** An arbitrary of values shaped like the JSON Schema: right types and bounds, most of the time. */
function shaped(input: JsonSchema, root: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const schema = resolve(input, root);
  if (depth > 6) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return fc.oneof(...union.map((part) => shaped(part, root, depth + 1)));
  if (schema.allOf?.length) return shaped(schema.allOf[0], root, depth + 1);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => shaped({ ...schema, type }, root, depth + 1)));
  switch (types[0]) {
    case 'string': {
      const max = Math.min(schema.maxLength ?? 60, 300);
      return fc.oneof(
        fc.string({ minLength: Math.min(schema.minLength ?? 0, max), maxLength: max }),
        fc.constantFrom('1', '10.50', '5261040828', '+48 600 700 800', 'biuro@firma.pl', '2026-11-25'),
      );
    }
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? schema.exclusiveMinimum ?? -1_000_000;
      const max = schema.maximum ?? schema.exclusiveMaximum ?? 1_000_000;
      const low = Math.max(min, -1e9);
      const high = Math.min(max, 1e9);
      return fc.oneof(
        fc.integer({ min: Math.ceil(low), max: Math.max(Math.ceil(low), Math.floor(high)) }),
        // Ids of the demo data, so some requests reach real rows.
        fc.integer({ min: 1, max: 40 }),
        ...(types[0] === 'number' ? [fc.double({ min: low, max: high, noNaN: true })] : []),
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(shaped(schema.items ?? {}, root, depth + 1), {
        minLength: Math.min(schema.minItems ?? 0, 5),
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const entries = Object.keys(properties).map(
        (key) =>
          [
            key,
            required.has(key)
              ? shaped(properties[key], root, depth + 1)
              : fc.option(shaped(properties[key], root, depth + 1), { nil: undefined }),
          ] as const,
      );
      return fc
        .record(Object.fromEntries(entries))
        .map((value) => Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)));
    }
    default:
      return fc.anything({ maxDepth: 2 });
  }
}

/** Replaces the `index`-th node (depth first, modulo the count) of a JSON value with `replacement`. */
function replaceNode(value: unknown, index: number, replacement: unknown): unknown {
  const nodes: { parent: Record<string, unknown> | unknown[] | null; key: string | number }[] = [
    { parent: null, key: 0 },
  ];
  const walk = (node: unknown) => {
    if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        nodes.push({ parent: node as Record<string, unknown>, key });
        walk(child);
      }
    }
  };
  walk(value);
  const target = nodes[index % nodes.length];
  if (!target.parent) return replacement;
  (target.parent as Record<string | number, unknown>)[target.key] = replacement;
  return value;
}

/** Bodies for a route with this zod schema: shaped, shaped with a hostile part, or hostile. */
export function bodyFor(schema: z.ZodType | undefined): fc.Arbitrary<unknown> {
  if (!schema) return hostileValue;
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return hostileValue;
  }
  const valid = shaped(json, json, 0);
  return fc.oneof(
    { arbitrary: valid, weight: 3 },
    {
      arbitrary: fc
        .tuple(valid, hostileValue, fc.nat(), fc.string({ maxLength: 12 }), fc.boolean())
        .map(([value, hostile, index, key, extra]) =>
          extra && value && typeof value === 'object' && !Array.isArray(value)
            ? { ...value, [key]: hostile }
            : replaceNode(structuredClone(value), index, hostile),
        ),
      weight: 4,
    },
    { arbitrary: hostileValue, weight: 1 },
  );
}

/** A path parameter: a demo row's id, or something that is no id at all. */
export const pathParameter: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.integer({ min: 1, max: 40 }).map(String), weight: 4 },
  {
    arbitrary: fc.constantFrom(
      '0',
      '-1',
      '1.5',
      '1e3',
      '2147483648',
      '99999999999999999999',
      '%00',
      '%ff',
      '%E2%80%AE',
      'abc',
      '١',
      '..%2F..',
      '%20',
    ),
    weight: 2,
  },
  { arbitrary: fc.string({ maxLength: 20 }).map(encodeURIComponent), weight: 1 },
);

/** A query string with repeated, bracketed, empty and oversized parameters. */
export const hostileQuery: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.constantFrom(
        'page',
        'limit',
        'search',
        'status',
        'includeInactive',
        'companyName',
        'page[]',
        '__proto__',
      ),
      fc.oneof(
        fc.constantFrom('1', '-1', '0', '1e9', '', 'x'.repeat(5000), '%00', 'true', 'draft'),
        fc.string(),
      ),
    ),
    { maxLength: 6 },
  )
  .map((pairs) => pairs.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&'));
