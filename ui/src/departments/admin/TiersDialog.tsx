import { type DepartmentConfig, type DepartmentEquipment, formatPercent, type TierField } from '@ppp/domain';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { fieldErrorsOf } from '../../api/client.ts';
import { Button } from '../../components/Button/Button.tsx';
import { StyledFieldError } from '../../components/Field/Field.tsx';
import { IconButton } from '../../components/IconButton/IconButton.tsx';
import { Input } from '../../components/Input/Input.tsx';
import { FormDialog } from '../../forms/FormDialog.tsx';
import { IconPlus, IconTrash } from '../../icons/icons.tsx';
import { visuallyHidden } from '../../theme/mixins.ts';
import { useSavePricing } from '../departmentApi.ts';
import {
  appendTier,
  changeTier,
  discountOf,
  draftsOf,
  type TierDraft,
  tierBodies,
  tierProblems,
} from './tierDraft.ts';

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;

  th {
    padding: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-align: left;
  }

  td {
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
    vertical-align: top;
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    thead {
      display: none;
    }
    tr {
      display: grid;
      grid-template-columns: 1fr 1fr;
      padding: ${({ theme }) => theme.space[2]} 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
  }
`;

const StyledDiscount = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.controlHeights.md};
  font-variant-numeric: tabular-nums;
`;

const StyledHidden = styled.span`
  ${visuallyHidden}
`;

const StyledNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface TiersDialogProps {
  config: DepartmentConfig;
  equipment: DepartmentEquipment;
  onClose: () => void;
}

/**
 * 'Ceny' of an equipment item (spec-2 §2, §9, D4, D14): the whole tier set edited at once. The
 * general area keeps price and discount in step; the electrical area never removes the last tier.
 */
export function TiersDialog({ config, equipment, onClose }: TiersDialogProps) {
  const save = useSavePricing(config);
  const [rows, setRows] = useState(() =>
    equipment.pricing.length ? draftsOf(equipment.pricing) : appendTier([]),
  );
  const [dirty, setDirty] = useState(equipment.pricing.length === 0);
  const [shown, setShown] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const problems = tierProblems(rows);
  const update = (next: TierDraft[]) => {
    setRows(next);
    setDirty(true);
    setServerErrors({});
  };
  const change = (key: number, field: keyof Omit<TierDraft, 'key'>, value: string) =>
    update(changeTier(rows, key, field, value, config.syncsTierDiscount));
  const mayRemove = rows.length > 1 || !config.keepsLastTier;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setShown(true);
    if (Object.keys(problems).length > 0) {
      event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    try {
      await save.mutateAsync({ id: equipment.id, tiers: tierBodies(rows) });
      onClose();
    } catch (error) {
      setServerErrors(fieldErrorsOf(error));
    }
  }

  const errorOf = (index: number, field: TierField) =>
    serverErrors[`pricing.${index}.${field}`] ?? (shown ? problems[index]?.[field] : undefined);
  const cell = (row: TierDraft, index: number, field: TierField, label: string, props: object) => {
    const error = errorOf(index, field);
    const errorId = `tier-${row.key}-${field}-error`;
    return (
      <td>
        <Input
          aria-label={`${label}, próg ${index + 1}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          value={row[field]}
          onChange={(event) => change(row.key, field, event.target.value)}
          {...props}
        />
        {error ? <StyledFieldError id={errorId}>{error}</StyledFieldError> : null}
      </td>
    );
  };

  return (
    <FormDialog
      onClose={onClose}
      size="lg"
      title={`Ceny: ${equipment.name}`}
      description={
        config.syncsTierDiscount
          ? 'Próg od 1. dnia to cena bazowa. Zmiana ceny przelicza rabat, zmiana rabatu przelicza cenę.'
          : 'Cena progu obowiązuje dla okresu wynajmu w jego zakresie; rabat wynika z ceny bazowej.'
      }
      submitLabel="Zapisz ceny"
      pending={save.isPending}
      dirty={dirty}
      onSubmit={submit}
    >
      <StyledTable>
        <thead>
          <tr>
            <th>Od (dni)</th>
            <th>Do (dni)</th>
            <th>Cena / doba (zł)</th>
            <th>Rabat</th>
            <th>
              <StyledHidden>Usuń</StyledHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.key}>
              {cell(row, index, 'periodStart', 'Od dnia', {
                type: 'number',
                min: 1,
                step: 1,
                inputMode: 'numeric',
              })}
              {cell(row, index, 'periodEnd', 'Do dnia (puste: bez limitu)', {
                type: 'number',
                min: 1,
                step: 1,
                inputMode: 'numeric',
                placeholder: 'bez limitu',
              })}
              {cell(row, index, 'pricePerDay', 'Cena za dobę', {
                type: 'number',
                min: 0,
                step: '0.01',
                inputMode: 'decimal',
              })}
              <td>
                {config.syncsTierDiscount ? (
                  <Input
                    aria-label={`Rabat w procentach, próg ${index + 1}`}
                    type="number"
                    min={0}
                    max={100}
                    step="0.01"
                    inputMode="decimal"
                    value={row.discountPercent}
                    onChange={(event) => change(row.key, 'discountPercent', event.target.value)}
                  />
                ) : (
                  <StyledDiscount aria-label={`Rabat, próg ${index + 1}`}>
                    {discountOf(rows, row) === '—' ? '—' : formatPercent(discountOf(rows, row))}
                  </StyledDiscount>
                )}
              </td>
              <td>
                <IconButton
                  aria-label={`Usuń próg ${index + 1}`}
                  icon={<IconTrash size={16} />}
                  disabled={!mayRemove}
                  title={mayRemove ? undefined : 'Ostatniego progu nie można usunąć'}
                  onClick={() => update(rows.filter((candidate) => candidate.key !== row.key))}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </StyledTable>
      {rows.length === 0 ? <StyledNote>Brak progów cenowych — dodaj przynajmniej jeden.</StyledNote> : null}
      {serverErrors.pricing ? <StyledFieldError role="alert">{serverErrors.pricing}</StyledFieldError> : null}
      <div>
        <Button variant="outline" size="sm" onClick={() => update(appendTier(rows))}>
          <IconPlus size={16} />
          Dodaj próg
        </Button>
      </div>
    </FormDialog>
  );
}
