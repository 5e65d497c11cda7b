import type { z } from 'zod';

// D24: one rule on every public endpoint: a field the schema does not name is refused, at any depth,
// named as D6 names fields (`rabat`, `client.rabat`, `items.0.rabat`). The staff API keeps D5
// (unknown fields are ignored), so the schemas stay as they are and this walk reads them instead.

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType): Def => schema._zod.def;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Wrappers whose input is their inner schema's input. */
const wrappers = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

/** The paths of the fields in `value` that `schema` does not name, in the order they were sent. */
export function unknownFields(schema: z.ZodType, value: unknown, path: (string | number)[] = []): string[] {
  const def = defOf(schema);
  if (wrappers.has(def.type) && def.innerType) return unknownFields(def.innerType, value, path);
  switch (def.type) {
    case 'pipe':
      // A transform's input is the schema after it (preprocess); otherwise the input is the pipe's start.
      return def.in && defOf(def.in).type !== 'transform'
        ? unknownFields(def.in, value, path)
        : unknownFields(def.out as z.ZodType, value, path);
    case 'lazy':
      return unknownFields((def.getter as () => z.ZodType)(), value, path);
    case 'object': {
      if (!isRecord(value)) return [];
      const open = def.catchall && defOf(def.catchall).type !== 'never';
      return Object.keys(value).flatMap((key) => {
        // Own keys only: `__proto__` or `constructor` is no field of any schema.
        const field = def.shape && Object.hasOwn(def.shape, key) ? def.shape[key] : undefined;
        if (field) return unknownFields(field, value[key], [...path, key]);
        return open ? [] : [[...path, key].join('.')];
      });
    }
    case 'array':
      return Array.isArray(value)
        ? value.flatMap((item, index) => unknownFields(def.element as z.ZodType, item, [...path, index]))
        : [];
    case 'tuple':
      return Array.isArray(value)
        ? value.flatMap((item, index) =>
            def.items?.[index] ? unknownFields(def.items[index], item, [...path, index]) : [],
          )
        : [];
    case 'record':
      return isRecord(value)
        ? Object.keys(value).flatMap((key) =>
            unknownFields(def.valueType as z.ZodType, value[key], [...path, key]),
          )
        : [];
    case 'union': {
      // The option the value fits best: the one that finds the fewest unknown fields.
      const found = (def.options ?? []).map((option) => unknownFields(option, value, path));
      return found.reduce((best, next) => (next.length < best.length ? next : best), found[0] ?? []);
    }
    case 'intersection': {
      const right = new Set(unknownFields(def.right as z.ZodType, value, path));
      return unknownFields(def.left as z.ZodType, value, path).filter((field) => right.has(field));
    }
    default:
      return [];
  }
}
