import { weekdayShortNames } from '@ppp/domain';
import { DayPicker } from 'react-day-picker';
import { pl } from 'react-day-picker/locale/pl';
import styled from 'styled-components';

export interface DateCalendarProps {
  /** The chosen day ('YYYY-MM-DD'), shown selected and opened on; none opens on `today`'s month. */
  selected: string | null;
  /** The day marked as today ('YYYY-MM-DD'). */
  today: string;
  onPick: (date: string) => void;
}

// The picker counts in the browser's Date; a day crosses over as a local date at noon and comes
// back by its local year, month and day, so no zone or clock change can move it.
const localDateOf = (date: string) => {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year, month - 1, day, 12);
};
const pad = (value: number) => String(value).padStart(2, '0');
const dateOfLocal = (date: Date) =>
  `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** 'Grudzień 2026': a month named alone is capitalised in Polish. */
const formatCaption = (month: Date) => {
  const caption = new Intl.DateTimeFormat('pl-PL', { month: 'long', year: 'numeric' }).format(month);
  return caption.charAt(0).toLocaleUpperCase('pl-PL') + caption.slice(1);
};

/** 'Pn' … 'Nd', as the availability timeline heads its days (the locale's own would be 'pon', 'wto', …). */
const formatWeekdayName = (weekday: Date) => weekdayShortNames[weekday.getDay()];

const daySize = '36px';

const StyledCalendar = styled.div`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};

  .rdp-months {
    position: relative;
  }

  .rdp-nav {
    position: absolute;
    top: 0;
    right: 0;
    display: flex;
    gap: 2px;
    align-items: center;
    height: ${daySize};
  }

  .rdp-button_previous,
  .rdp-button_next {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 32px;
    height: 32px;
    padding: 0;
    border: none;
    border-radius: ${({ theme }) => theme.radii.md};
    background: transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: pointer;

    &:hover:not([aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.surfaceHover};
      color: ${({ theme }) => theme.colors.text};
    }

    &:focus-visible {
      outline: none;
      box-shadow: ${({ theme }) => theme.shadows.focus};
    }

    &[aria-disabled='true'] {
      cursor: default;
      opacity: 0.4;
    }
  }

  .rdp-chevron {
    width: 18px;
    height: 18px;
    fill: currentColor;
  }

  .rdp-month_caption {
    display: flex;
    align-items: center;
    height: ${daySize};
    padding-left: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  .rdp-month_grid {
    margin-top: ${({ theme }) => theme.space[1]};
    border-collapse: collapse;
  }

  .rdp-weekday {
    width: ${daySize};
    padding: ${({ theme }) => `${theme.space[1]} 0`};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-align: center;
  }

  .rdp-day {
    padding: 1px;
    text-align: center;
  }

  .rdp-day_button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: calc(${daySize} - 2px);
    height: calc(${daySize} - 2px);
    padding: 0;
    border: none;
    border-radius: ${({ theme }) => theme.radii.md};
    background: transparent;
    color: inherit;
    font: inherit;
    font-variant-numeric: tabular-nums;
    cursor: pointer;
    transition: background ${({ theme }) => theme.transitions.fast};

    &:hover {
      background: ${({ theme }) => theme.colors.surfaceHover};
    }

    &:focus-visible {
      outline: none;
      box-shadow: ${({ theme }) => theme.shadows.focus};
    }
  }

  .rdp-outside {
    color: ${({ theme }) => theme.colors.textSubtle};
  }

  .rdp-today .rdp-day_button {
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.primaryText};
  }

  .rdp-selected .rdp-day_button {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};

    &:hover {
      background: ${({ theme }) => theme.colors.primaryHover};
    }

    &:focus-visible {
      box-shadow: ${({ theme }) => theme.shadows.focusOnFill};
    }
  }
`;

/**
 * The month calendar of the date input: react-day-picker in Polish, weeks from Monday, arrows
 * move the day, Page Up and Page Down the month, Enter picks. Loaded only when a calendar opens.
 */
export default function DateCalendar({ selected, today, onPick }: DateCalendarProps) {
  return (
    <StyledCalendar>
      <DayPicker
        mode="single"
        locale={pl}
        weekStartsOn={1}
        showOutsideDays
        fixedWeeks
        autoFocus
        today={localDateOf(today)}
        selected={selected ? localDateOf(selected) : undefined}
        defaultMonth={localDateOf(selected ?? today)}
        formatters={{ formatCaption, formatWeekdayName }}
        // The day pressed, even the one already selected (which the picker itself would unselect).
        onSelect={(_selected, day) => onPick(dateOfLocal(day))}
      />
    </StyledCalendar>
  );
}
