import { type Role, roleLabels, roles } from '@ppp/domain';
import { Select } from '@ppp/ui';
import { useRef } from 'react';

export interface RoleSelectProps {
  value: Role;
  /**
   * A role picked. `stepped`: by the keyboard on the closed select (arrow keys, type-ahead), which
   * changes the value at each step, so it is a choice on the way rather than the user's pick.
   */
  onChange: (role: Role, stepped: boolean) => void;
  /** Enter on the select (the keyboard's way to say the stepped choice is the one). */
  onEnter?: () => void;
  disabled?: boolean;
  /** Says why the select is disabled, e.g. on the admin's own row. */
  title?: string;
  /** Names the control for screen readers, e.g. 'Rola: Jan Kowalski'. */
  'aria-label': string;
  id?: string;
}

const steppingKeys = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/** The role of a user, with the Polish labels of D1. */
export function RoleSelect({
  value,
  onChange,
  onEnter,
  disabled = false,
  title,
  'aria-label': ariaLabel,
  id,
}: RoleSelectProps) {
  // The key just pressed, if it steps through the options: the change it makes is `stepped`.
  const stepping = useRef(false);
  return (
    <Select
      id={id}
      aria-label={ariaLabel}
      title={title}
      value={value}
      disabled={disabled}
      onKeyDown={(event) => {
        stepping.current = steppingKeys.has(event.key) || event.key.length === 1;
        if (event.key === 'Enter' && onEnter) {
          event.preventDefault();
          onEnter();
        }
      }}
      onKeyUp={() => {
        stepping.current = false;
      }}
      onChange={(event) => {
        onChange(event.target.value as Role, stepping.current);
        stepping.current = false;
      }}
    >
      {roles.map((role) => (
        <option key={role} value={role}>
          {roleLabels[role]}
        </option>
      ))}
    </Select>
  );
}
