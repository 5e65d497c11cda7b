import { Checkbox, Fieldset, StyledFieldError } from '@ppp/ui';

export interface CheckboxGroupProps<Option extends string> {
  legend: string;
  /** Every option, in the order shown; each one's code is its checkbox's description. */
  options: readonly Option[];
  labels: Readonly<Record<Option, string>>;
  checked: readonly string[];
  /** The checked options after a click, in the order they were checked. */
  onChange: (checked: string[]) => void;
  error?: string;
  /** Id of the error line, which the group names as its description while the error shows. */
  errorId: string;
}

/** A fieldset of checkboxes choosing several codes (a key's permissions, a webhook's events). */
export function CheckboxGroup<Option extends string>({
  legend,
  options,
  labels,
  checked,
  onChange,
  error,
  errorId,
}: CheckboxGroupProps<Option>) {
  return (
    <Fieldset aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <Checkbox
          key={option}
          label={labels[option]}
          description={option}
          checked={checked.includes(option)}
          onChange={(event) =>
            onChange(
              event.target.checked
                ? [...checked, option]
                : checked.filter((candidate) => candidate !== option),
            )
          }
        />
      ))}
      {error ? <StyledFieldError id={errorId}>{error}</StyledFieldError> : null}
    </Fieldset>
  );
}
