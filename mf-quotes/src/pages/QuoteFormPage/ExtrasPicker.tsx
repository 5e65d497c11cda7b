import { type EquipmentExtra, formatMoney } from '@ppp/domain';
import { Checkbox } from '@ppp/ui';
import styled from 'styled-components';

export interface ExtrasPickerProps {
  extras: readonly EquipmentExtra[];
  selectedAdditional: readonly number[];
  selectedAccessories: readonly number[];
  currency: string;
  readOnly: boolean;
  onChange: (selection: { selectedAdditional: number[]; selectedAccessories: number[] }) => void;
}

const StyledGroups = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledGroup = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};

  h4 {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const groups = [
  { type: 'additional', title: 'Opcje dodatkowe', field: 'selectedAdditional' },
  { type: 'accessories', title: 'Akcesoria', field: 'selectedAccessories' },
] as const;

/** The equipment's extras and accessories as checkboxes; each is priced per piece (× quantity). */
export function ExtrasPicker({
  extras,
  selectedAdditional,
  selectedAccessories,
  currency,
  readOnly,
  onChange,
}: ExtrasPickerProps) {
  if (extras.length === 0) return null;
  const selection = { selectedAdditional, selectedAccessories };
  const toggle = (field: (typeof groups)[number]['field'], id: number, on: boolean) => {
    const current = selection[field].filter((chosen) => chosen !== id);
    onChange({
      selectedAdditional: [...selectedAdditional],
      selectedAccessories: [...selectedAccessories],
      [field]: on ? [...current, id] : current,
    });
  };
  return (
    <StyledGroups>
      {groups.map(({ type, title, field }) => {
        const ofType = extras.filter((extra) => extra.type === type);
        if (ofType.length === 0) return null;
        return (
          <StyledGroup key={type} role="group" aria-label={title}>
            <h4>{title}</h4>
            {ofType.map((extra) => (
              <Checkbox
                key={extra.id}
                label={`${extra.name} (${formatMoney(extra.price, currency)}/szt.)`}
                checked={selection[field].includes(extra.id)}
                disabled={readOnly}
                onChange={(event) => toggle(field, extra.id, event.target.checked)}
              />
            ))}
          </StyledGroup>
        );
      })}
    </StyledGroups>
  );
}
