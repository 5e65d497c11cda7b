/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';

let nextId = 0;
/** An id unique in the page (each widget has its own shadow root, but labels need ids inside it). */
export const fieldId = (name: string) => `ppp-${name}-${++nextId}`;

export interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  children: (aria: {
    id: string;
    'aria-invalid'?: 'true';
    'aria-describedby'?: string;
    'aria-required'?: 'true';
  }) => ComponentChildren;
}

/**
 * The control that takes the focus after the form's content changed under it (a refusal, a step, a
 * removed row, a new enquiry), once rendered, so focus never falls back to the page: the `at`-th
 * match of `selector` in the form (the last one if fewer).
 */
export const focusIn = (form: { current: HTMLFormElement | null }, selector: string, at = 0) =>
  requestAnimationFrame(() => {
    const controls = form.current?.querySelectorAll<HTMLElement>(selector) ?? [];
    controls[Math.min(at, controls.length - 1)]?.focus();
  });

/** A step's or a new form's first control. */
export const FIRST_CONTROL = 'input,select,textarea';
/**
 * After a refused send or step, the first marked control in the form's order (a marked group, yes /
 * no or several options, by its first choice), or, where none is marked, the refusal's alert.
 */
export const FIRST_MARKED = '[aria-invalid=true]:not(fieldset),[aria-invalid=true] input,[role=alert]';

/** A labelled control with its error under it, tied to it for screen readers (D15). */
export function Field({ id, label, required, error, children }: FieldProps) {
  const describedBy = error ? `${id}-error` : undefined;
  return (
    <div class="field">
      <label for={id}>
        {label}
        {required ? (
          <span class="req" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children({
        id,
        ...(error ? { 'aria-invalid': 'true' as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(required ? { 'aria-required': 'true' as const } : {}),
      })}
      {error ? (
        <span class="error" id={`${id}-error`}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
