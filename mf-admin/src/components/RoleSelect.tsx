import { type Role, roleLabels, roles } from '@ppp/domain';
import { Select } from '@ppp/ui';

export interface RoleSelectProps {
  value: Role;
  onChange: (role: Role) => void;
  disabled?: boolean;
  /** Names the control for screen readers, e.g. 'Rola: Jan Kowalski'. */
  'aria-label': string;
}

/** The role of a user, with the Polish labels of D1. */
export function RoleSelect({ value, onChange, disabled = false, 'aria-label': ariaLabel }: RoleSelectProps) {
  return (
    <Select
      aria-label={ariaLabel}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as Role)}
    >
      {roles.map((role) => (
        <option key={role} value={role}>
          {roleLabels[role]}
        </option>
      ))}
    </Select>
  );
}
