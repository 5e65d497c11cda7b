import { type DepartmentConfig, type DepartmentEquipment, formatPercent, type TierField } from '@ppp/domain';
import {
  Button,
  DecimalInput,
  FormDialog,
  fieldErrorsOf,
  IconButton,
  IconPlus,
  IconTrash,
  type PlausibleField,
  StyledFieldError,
  StyledFieldWarning,
  usePlausibility,
  visuallyHidden,
} from '@ppp/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useSavePricing } from '../departmentApi.ts';
import {
  appendTier,
  changeTier,
  discountOf,
  discountProblem,
  draftsOf,
  removeTier,
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
    /* The column's heading over each field, as the hidden head said it (D19: the same facts). */
    td[data-label]::before {
      content: attr(data-label);
      display: block;
      margin-bottom: ${({ theme }) => theme.space[1]};
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: ${({ theme }) => theme.fontSizes.sm};
      font-weight: ${({ theme }) => theme.fontWeights.medium};
    }
    tr {
      display: grid;
      grid-template-columns: 1fr 1fr;
      padding: ${({ theme }) => theme.space[2]} 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
  }
`;

/** The table's column headings, also over each field on a phone, where the head is hidden. */
const columnHeadings = {
  periodStart: 'Od (dni)',
  periodEnd: 'Do (dni)',
  pricePerDay: 'Cena / doba (zł)',
  discountPercent: 'Rabat',
} as const;

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

/** The input of a row's field; a tier price's plausibility question (D20) is named by it too. */
const inputId = (row: TierDraft, field: keyof Omit<TierDraft, 'key'>) => `tier-${row.key}-${field}`;

const priceField = (row: TierDraft): PlausibleField => ({
  name: inputId(row, 'pricePerDay'),
  text: row.pricePerDay,
  limit: 'dayPrice',
});

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
  const plausibility = usePlausibility();
  // The general area's typed discounts: one that cannot be read is marked at once (D19, D20).
  const discountProblems = config.syncsTierDiscount ? rows.map(discountProblem) : [];
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
    const form = event.currentTarget;
    if (Object.keys(problems).length > 0 || discountProblems.some(Boolean)) {
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    // D20: an unusually high price asks first; saving again keeps it.
    const focus = (name: string) => form.querySelector<HTMLElement>(`[id="${name}"]`)?.focus();
    if (plausibility.stopsSave(rows.map(priceField), focus)) return;
    try {
      await save.mutateAsync({ id: equipment.id, tiers: tierBodies(rows) });
      onClose();
    } catch (error) {
      setServerErrors(fieldErrorsOf(error));
    }
  }

  const errorOf = (index: number, field: TierField) =>
    serverErrors[`pricing.${index}.${field}`] ?? (shown ? problems[index]?.[field] : undefined);
  const cell = (
    row: TierDraft,
    index: number,
    field: TierField,
    label: string,
    kind: 'count' | 'money',
    placeholder?: string,
  ) => {
    const error = errorOf(index, field);
    const id = inputId(row, field);
    const plausible = field === 'pricePerDay' ? priceField(row) : null;
    const warning = error || !plausible ? undefined : plausibility.warningOf(plausible);
    return (
      <td data-label={columnHeadings[field]}>
        <DecimalInput
          kind={kind}
          id={id}
          aria-label={`${label}, próg ${index + 1}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : warning ? `${id}-warning` : undefined}
          placeholder={placeholder}
          value={row[field]}
          onChange={(event) => change(row.key, field, event.target.value)}
          onBlur={plausible ? () => plausibility.left(plausible.name) : undefined}
        />
        {error ? (
          <StyledFieldError id={`${id}-error`}>{error}</StyledFieldError>
        ) : warning ? (
          <StyledFieldWarning id={`${id}-warning`} role="status">
            {warning}
          </StyledFieldWarning>
        ) : null}
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
            <th>{columnHeadings.periodStart}</th>
            <th>{columnHeadings.periodEnd}</th>
            <th>{columnHeadings.pricePerDay}</th>
            <th>{columnHeadings.discountPercent}</th>
            <th>
              <StyledHidden>Usuń</StyledHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.key}>
              {cell(row, index, 'periodStart', 'Od dnia', 'count')}
              {cell(row, index, 'periodEnd', 'Do dnia (puste: bez limitu)', 'count', 'bez limitu')}
              {cell(row, index, 'pricePerDay', 'Cena za dobę', 'money')}
              <td data-label={columnHeadings.discountPercent}>
                {config.syncsTierDiscount ? (
                  <>
                    <DecimalInput
                      kind="percent"
                      id={inputId(row, 'discountPercent')}
                      aria-label={`Rabat w procentach, próg ${index + 1}`}
                      aria-invalid={discountProblems[index] ? true : undefined}
                      aria-describedby={
                        discountProblems[index] ? `${inputId(row, 'discountPercent')}-error` : undefined
                      }
                      value={row.discountPercent}
                      onChange={(event) => change(row.key, 'discountPercent', event.target.value)}
                    />
                    {discountProblems[index] ? (
                      <StyledFieldError id={`${inputId(row, 'discountPercent')}-error`}>
                        {discountProblems[index]}
                      </StyledFieldError>
                    ) : null}
                  </>
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
                  onClick={() => update(removeTier(rows, row.key, config.syncsTierDiscount))}
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
