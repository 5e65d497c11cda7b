/** @jsxImportSource preact */
import { useMemo } from 'preact/hooks';
import { Field, fieldId } from './Field.tsx';

export interface ClientField {
  /** The request's field name. */
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
}

export interface ClientFieldsProps {
  fields: readonly ClientField[];
  values: Record<string, string>;
  errors: Record<string, string | undefined>;
  onChange: (name: string, value: string) => void;
  legend: string;
}

/** The client card of both widgets: the fields named as the request names them. */
export function ClientFields({ fields, values, errors, onChange, legend }: ClientFieldsProps) {
  const ids = useMemo(
    () => Object.fromEntries(fields.map((field) => [field.name, fieldId(field.name)])),
    [fields],
  );
  return (
    <fieldset>
      <legend>{legend}</legend>
      <p class="muted">Podaj przynajmniej nazwę firmy, osobę kontaktową, telefon lub e-mail.</p>
      <div class="grid">
        {fields.map((field) => (
          <Field key={field.name} id={ids[field.name]} label={field.label} error={errors[field.name]}>
            {(aria) => (
              <input
                {...aria}
                type={field.type ?? 'text'}
                autoComplete={field.autoComplete ?? 'off'}
                value={values[field.name] ?? ''}
                onInput={(event) => onChange(field.name, (event.target as HTMLInputElement).value)}
              />
            )}
          </Field>
        ))}
      </div>
    </fieldset>
  );
}
