import { formatDateText } from '@ppp/domain';
import { Button, DateInput, Field, Fieldset } from '@ppp/ui';
import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import styled from 'styled-components';
import type { Period } from './availabilityApi.ts';
import { periodOfParams, readPeriodFilter } from './periodFilter.ts';

/**
 * The period a catalogue is shown for, kept in its address (`?from=&to=`, D21) like its other
 * filters; `setPeriod(null)` removes it. Other parameters and the page's state stay.
 */
export function useCataloguePeriod() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const period = periodOfParams(params);
  const setPeriod = (next: Period | null) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next) {
          changed.set('from', next.from);
          changed.set('to', next.to);
        } else {
          changed.delete('from');
          changed.delete('to');
        }
        return changed;
      },
      { replace: true, state: location.state },
    );
  return { period, setPeriod };
}

export interface PeriodFilterProps {
  /** The period in force (from the address). */
  value: Period | null;
  /** Told once both fields hold a valid period, or both are emptied. */
  onChange: (period: Period | null) => void;
}

const StyledFields = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};

  > div {
    flex: 1 1 150px;
    max-width: 220px;
  }
`;

const StyledClear = styled.div`
  && {
    flex: 0 0 auto;
    /* In line with the fields, under their labels. */
    padding-top: calc(${({ theme }) => theme.fontSizes.md} * ${({ theme }) => theme.lineHeights.snug} + ${({ theme }) => theme.space[1]});
  }
`;

/**
 * 'Okres' of a catalogue (D21): 'Od' and 'Do', both or neither. A complete period (or none) applies
 * at once; what is wrong shows under its field once the field was left: a date that does not exist,
 * a missing end, 'Do' before 'Od', more than 366 days.
 */
export function PeriodFilter({ value, onChange }: PeriodFilterProps) {
  const [fromText, setFromText] = useState(formatDateText(value?.from));
  const [toText, setToText] = useState(formatDateText(value?.to));
  const [left, setLeft] = useState({ from: false, to: false });
  const reading = readPeriodFilter(fromText, toText);

  // The address changed from outside ('Wyczyść filtry', Back): the fields follow it.
  const key = value ? `${value.from}/${value.to}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the address only, not each keystroke
  useEffect(() => {
    const shown = reading.period ? `${reading.period.from}/${reading.period.to}` : '';
    if (shown === key || (!value && !reading.empty && !reading.period)) return;
    setFromText(formatDateText(value?.from));
    setToText(formatDateText(value?.to));
    setLeft({ from: false, to: false });
  }, [key]);

  const change = (from: string, to: string) => {
    setFromText(from);
    setToText(to);
    const next = readPeriodFilter(from, to);
    if (next.empty) {
      if (value) onChange(null);
    } else if (next.period && (next.period.from !== value?.from || next.period.to !== value?.to)) {
      onChange(next.period);
    }
  };

  const shownError = (field: 'from' | 'to') => (left[field] ? reading.errors[field] : undefined);

  return (
    <Fieldset legendTone="quiet" stack={false}>
      <legend>Okres</legend>
      <StyledFields>
        <Field label="Od" error={shownError('from')}>
          <DateInput
            value={fromText}
            onChange={(event) => change(event.target.value, toText)}
            onBlur={() => setLeft((was) => ({ ...was, from: true }))}
          />
        </Field>
        <Field label="Do" error={shownError('to')}>
          <DateInput
            value={toText}
            onChange={(event) => change(fromText, event.target.value)}
            onBlur={() => setLeft((was) => ({ ...was, to: true }))}
          />
        </Field>
        {fromText || toText ? (
          <StyledClear>
            <Button
              variant="ghost"
              size="md"
              onClick={() => {
                setLeft({ from: false, to: false });
                change('', '');
              }}
            >
              Wyczyść okres
            </Button>
          </StyledClear>
        ) : null}
      </StyledFields>
    </Fieldset>
  );
}
