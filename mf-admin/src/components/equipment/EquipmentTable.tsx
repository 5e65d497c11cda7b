import { DEFAULT_PRICING_NOTICE, type Equipment } from '@ppp/domain';
import {
  Badge,
  Button,
  IconArchive,
  IconButton,
  IconCopy,
  IconEdit,
  Table,
  TBody,
  Td,
  THead,
  Th,
  Tr,
} from '@ppp/ui';
import styled from 'styled-components';

import { StyledMuted } from '../shared/layout.ts';

/** What a row action opens. */
export type EquipmentAction = 'edit' | 'copy' | 'deactivate' | 'quantity' | 'tiers' | 'service' | 'extras';

export interface EquipmentTableProps {
  equipment: readonly Equipment[];
  onAction: (action: EquipmentAction, equipment: Equipment) => void;
}

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[1]};
`;

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

/** spec-1: the equipment management table (name, category, quantity, available, actions). */
export function EquipmentTable({ equipment, onAction }: EquipmentTableProps) {
  return (
    <Table aria-label="Sprzęt">
      <THead>
        <Tr>
          <Th>Nazwa</Th>
          <Th>Kategoria</Th>
          <Th align="right">Ilość</Th>
          <Th align="right">Dostępne</Th>
          <Th align="right">Akcje</Th>
        </Tr>
      </THead>
      <TBody>
        {equipment.map((item) => (
          <Tr key={item.id}>
            <Td>
              <StyledName>
                {item.name}
                {item.hasDefaultPricing ? <Badge variant="warning">{DEFAULT_PRICING_NOTICE}</Badge> : null}
              </StyledName>
              {item.model ? <StyledMuted>{item.model}</StyledMuted> : null}
            </Td>
            <Td muted>{item.category.name}</Td>
            <Td align="right">{item.quantity}</Td>
            <Td align="right">{item.availableQuantity}</Td>
            <Td align="right">
              <StyledActions>
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
              </StyledActions>
            </Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}
