import { z } from 'zod';
import { type DecimalKind, decimalPlaces, readDecimalText } from '../decimals/decimal-text.ts';

/**
 * A decimal field as a form holds it (typed text), read by the one parser of D20 and then checked
 * by the API's own schema of the field (`field`), whose output it answers: '9,80' reaches the
 * vehicle's cost check as '9.80', an empty field as null. Text that is no number is
 * 'Nieprawidłowa liczba', never rounded.
 */
export const decimalTextField = <Field extends z.ZodType>(kind: DecimalKind, field: Field) =>
  z.string().transform((text, ctx): z.output<Field> => {
    const reading = readDecimalText(text, decimalPlaces[kind]);
    if (reading.state === 'invalid') {
      ctx.issues.push({ code: 'custom', message: reading.message, input: text });
      return z.NEVER;
    }
    const checked = field.safeParse(reading.state === 'number' ? reading.value : null);
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues)
      ctx.issues.push({ code: 'custom', message: issue.message, input: text });
    return z.NEVER;
  });

/** A form's decimal text as its request sends it: '9,80' → '9.80', '' → null; text that is no number stays (the schema marks it). */
export function decimalTextValue(text: string, kind: DecimalKind): string | null {
  const reading = readDecimalText(text, decimalPlaces[kind]);
  if (reading.state === 'empty') return null;
  return reading.state === 'number' ? reading.value : text;
}
