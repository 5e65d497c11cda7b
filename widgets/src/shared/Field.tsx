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
 * After a refused send or step, the first marked control takes the focus; a marked group (yes / no,
 * several options) gives it to its first choice. Once the marks have rendered.
 */
export const focusFirstMarked = (form: HTMLFormElement | null) =>
  requestAnimationFrame(() => {
    const marked = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (marked?.querySelector('input') ?? marked)?.focus();
  });

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
