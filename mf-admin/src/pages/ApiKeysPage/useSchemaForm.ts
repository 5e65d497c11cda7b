import { fieldErrorsOf } from '@ppp/ui';
import { type FormEvent, useState } from 'react';

/** The part of a domain zod schema the form reads: the issues of a body that fails it. */
export interface BodySchema<Body> {
  safeParse: (
    body: Body,
  ) =>
    | { success: true }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** Field errors of the body as the server words them (D6): `allowedOrigins.2` shown on the origins. */
function errorsOf<Body>(schema: BodySchema<Body>, body: Body): Record<string, string> {
  const result = schema.safeParse(body);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

export interface SchemaFormOptions<Values, Body> {
  initial: Values;
  /** The request body the values make; the schema checks it before anything is sent. */
  bodyOf: (values: Values) => Body;
  schema: BodySchema<NoInfer<Body>>;
  /** Sends a valid body; a failure's field messages (D6) are shown under their fields. */
  save: (body: Body) => Promise<unknown>;
}

export interface SchemaForm<Values> {
  values: Values;
  /** One message per field: the schema's from the first submit on, the server's until the next change. */
  errors: Record<string, string>;
  /** Something was typed since the dialog opened (FormDialog asks before closing). */
  dirty: boolean;
  set: (patch: Partial<Values>) => void;
  /** FormDialog's onSubmit: checks the body, focuses the first invalid field, or saves. */
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
}

/** A small dialog form without react-hook-form, checked by the same domain schema the server uses. */
export function useSchemaForm<Values, Body>({
  initial,
  bodyOf,
  schema,
  save,
}: SchemaFormOptions<Values, Body>): SchemaForm<Values> {
  const [values, setValues] = useState<Values>(initial);
  const [dirty, setDirty] = useState(false);
  const [shown, setShown] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const errors = { ...(shown ? errorsOf(schema, bodyOf(values)) : {}), ...serverErrors };
  const set = (patch: Partial<Values>) => {
    setValues({ ...values, ...patch });
    setDirty(true);
    setServerErrors({});
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setShown(true);
    if (Object.keys(errorsOf(schema, bodyOf(values))).length > 0) {
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('[role="dialog"] [aria-invalid="true"]')?.focus(),
      );
      return;
    }
    try {
      await save(bodyOf(values));
    } catch (error) {
      const fields: Record<string, string> = {};
      for (const [field, message] of Object.entries(fieldErrorsOf(error)))
        fields[field.split('.')[0]] ??= message;
      setServerErrors(fields);
    }
  }

  return { values, errors, dirty, set, submit };
}
