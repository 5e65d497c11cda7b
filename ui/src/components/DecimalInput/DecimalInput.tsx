import { type DecimalKind, formatDecimalText } from '@ppp/domain';
import type { FocusEvent } from 'react';
import { Input, type InputProps } from '../Input/Input.tsx';

export type DecimalInputProps = Omit<InputProps, 'type' | 'inputMode' | 'icon'> & {
  /** What the field holds: its places (D20) and how it reads once left ('9,80', '23,5'). */
  kind: DecimalKind;
};

/**
 * Every money, distance, percent, hours and rate field, and every whole-number one (D20). A text
 * field, not a number field: a number field's value depends on the browser's locale ('9,80'
 * became 980 in an English Chromium). Phones get the decimal keyboard; once left, the value is shown in
 * Polish format, and the form reads it with domain's readDecimalText.
 *
 * Works registered (react-hook-form) and controlled: the reformatted text reaches the owner through
 * `onChange`, as if typed.
 */
export function DecimalInput({ kind, onBlur, onChange, ...rest }: DecimalInputProps) {
  const reformat = (event: FocusEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const shown = formatDecimalText(input.value, kind);
    if (shown !== input.value) {
      input.value = shown;
      // As a change (react-hook-form tells a change from a blur by the event's type).
      onChange?.({ ...event, type: 'change', target: input });
    }
    onBlur?.(event);
  };
  return (
    <Input
      type="text"
      inputMode={kind === 'count' ? 'numeric' : 'decimal'}
      autoComplete="off"
      spellCheck={false}
      {...rest}
      onChange={onChange}
      onBlur={reformat}
    />
  );
}
