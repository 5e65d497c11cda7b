import { DEFAULT_PRICING_NOTICE, type Equipment } from '@ppp/domain';
import { Badge, Button, DataTable, IconArchive, IconButton, IconCopy, IconEdit } from '@ppp/ui';
import styled from 'styled-components';

import { StyledMuted } from '../shared/layout.ts';

/** What a row action opens. */
export type EquipmentAction = 'edit' | 'copy' | 'deactivate' | 'quantity' | 'tiers' | 'service' | 'extras';

export interface EquipmentTableProps {
  equipment: readonly Equipment[];
  onAction: (action: EquipmentAction, equipment: Equipment) => void;
}

const StyledName = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const textActions = [
  ['quantity', 'Ilość', 'Zmień ilość'],
  ['tiers', 'Cennik', 'Cennik'],
  ['service', 'Serwis', 'Serwis'],
  ['extras', 'Opcje', 'Opcje dodatkowe i akcesoria'],
] as const;

/** spec-1: the equipment management table (name, category, quantity, available, actions); cards on a phone. */
export function EquipmentTable({ equipment, onAction }: EquipmentTableProps) {
  return (
    <DataTable
      aria-label="Sprzęt"
      rows={equipment}
      rowKey={(item) => item.id}
      cardTitleLevel={3}
      title={{
        header: 'Nazwa',
        cell: (item) => (
          <>
            <StyledName>
              {item.name}
              {item.hasDefaultPricing ? <Badge variant="warning">{DEFAULT_PRICING_NOTICE}</Badge> : null}
            </StyledName>
            {item.model ? <StyledMuted>{item.model}</StyledMuted> : null}
          </>
        ),
      }}
      columns={[
        { header: 'Kategoria', cell: (item) => item.category.name, muted: true },
        { header: 'Ilość', cell: (item) => item.quantity, align: 'right' },
        { header: 'Dostępne', cell: (item) => item.availableQuantity, align: 'right' },
      ]}
      actions={(item) => (
        <>
          {textActions.map(([action, label, name]) => (
            <Button
              key={action}
              size="sm"
              variant="outline"
              aria-label={`${name}: ${item.name}`}
              onClick={() => onAction(action, item)}
            >
              {label}
            </Button>
          ))}
          <IconButton
            size="sm"
            icon={<IconEdit />}
            aria-label={`Edytuj: ${item.name}`}
            onClick={() => onAction('edit', item)}
          />
          <IconButton
            size="sm"
            icon={<IconCopy />}
            aria-label={`Kopiuj: ${item.name}`}
            onClick={() => onAction('copy', item)}
          />
          <IconButton
            size="sm"
            icon={<IconArchive />}
            aria-label={`Dezaktywuj: ${item.name}`}
            onClick={() => onAction('deactivate', item)}
          />
        </>
      )}
    />
  );
}
