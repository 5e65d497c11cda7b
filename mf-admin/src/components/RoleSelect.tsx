import { type Role, roleLabels, roles } from '@ppp/domain';
import { Select } from '@ppp/ui';

export interface RoleSelectProps {
  value: Role;
  onChange: (role: Role) => void;
  disabled?: boolean;
  /** Says why the select is disabled, e.g. on the admin's own row. */
  title?: string;
  /** Names the control for screen readers, e.g. 'Rola: Jan Kowalski'. */
  'aria-label': string;
}

/** The role of a user, with the Polish labels of D1. */
export function RoleSelect({
  value,
  onChange,
  disabled = false,
  title,
  'aria-label': ariaLabel,
}: RoleSelectProps) {
  return (
    <Select
      aria-label={ariaLabel}
      title={title}
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
