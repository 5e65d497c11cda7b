import { formatDateText, readDateText, todayInWarsaw } from '@ppp/domain';
import {
  type ClipboardEvent,
  type FocusEvent,
  type KeyboardEvent,
  lazy,
  type Ref,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import styled from 'styled-components';
import { Icon, type IconProps } from '../../icons/icons.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Input, type InputProps } from '../Input/Input.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';

// The calendar and its library load when a calendar first opens: every area loads the kit.
const DateCalendar = lazy(() => import('./DateCalendar.tsx'));

export type DateInputProps = Omit<InputProps, 'type' | 'inputMode' | 'icon'> & {
  /** The day the calendar marks as today ('YYYY-MM-DD'); today in Warsaw unless given. */
  today?: string;
};

const StyledDateInput = styled.div`
  position: relative;
  width: 100%;

  input {
    padding-right: 44px;
    font-variant-numeric: tabular-nums;
  }
`;

const StyledCalendarButton = styled.span`
  position: absolute;
  top: 2px;
  right: 2px;
  display: flex;
`;

/** Under the field, from its left edge; from its right edge where that would leave the screen (a phone). */
const StyledPopover = styled.div<{ $alignEnd: boolean }>`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  top: calc(100% + 4px);
  ${({ $alignEnd }) => ($alignEnd ? 'right: 0;' : 'left: 0;')}
  min-width: 276px;
  min-height: 120px;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const StyledLoading = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 120px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function IconCalendar(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M16 3v4M8 3v4M3 10h18" />
    </Icon>
  );
}

/** Shows `text` in the field as if typed: its owner hears an ordinary change, registered or controlled. */
function typeInto(input: HTMLInputElement, text: string) {
  // The prototype's setter, not `input.value =`: React then sees the new value and calls onChange.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * 'Data rozpoczęcia' and every calendar date (D21): a text field taking 'DD.MM.YYYY' (also
 * 'D.M.YYYY') or a pasted 'YYYY-MM-DD', shown as 'DD.MM.YYYY' once read; the form reads it with
 * domain's readDateText, which words 'Nieprawidłowa data'. The button opens a month calendar
 * (weeks from Monday); picking a day fills the field, Escape closes, and the focus returns to the button.
 *
 * Works registered (react-hook-form) and controlled: every change reaches the owner through
 * `onChange`, as if typed. Field's id and aria props land on the text input.
 */
export function DateInput({
  today,
  ref,
  onBlur,
  onPaste,
  disabled = false,
  readOnly = false,
  placeholder = 'DD.MM.RRRR',
  ...rest
}: DateInputProps) {
  const popoverId = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  /** The open calendar and the day it opened on; null while closed. */
  const [calendar, setCalendar] = useState<{ selected: string | null; today: string } | null>(null);
  const popover = useRef<HTMLDivElement>(null);
  const [alignEnd, setAlignEnd] = useState(false);

  // Opened near the screen's right edge (the second of two date fields on a phone), the calendar
  // opens leftwards from the field's right edge, so every day and arrow stays within reach.
  useLayoutEffect(() => {
    if (!calendar || !popover.current || !wrapper.current) return;
    const field = wrapper.current.getBoundingClientRect();
    setAlignEnd(field.left + popover.current.offsetWidth > document.documentElement.clientWidth - 8);
  }, [calendar]);

  const close = (returnFocus: boolean) => {
    if (returnFocus) button.current?.focus();
    setCalendar(null);
  };

  useEffect(() => {
    if (!calendar) return;
    const closeOnPressOutside = (event: PointerEvent) => {
      if (!(event.target instanceof Node && wrapper.current?.contains(event.target))) setCalendar(null);
    };
    document.addEventListener('pointerdown', closeOnPressOutside);
    return () => document.removeEventListener('pointerdown', closeOnPressOutside);
  }, [calendar]);

  const toggleCalendar = () => {
    if (calendar) return close(false);
    const reading = readDateText(input.current?.value ?? '');
    setCalendar({
      selected: reading.state === 'date' ? reading.value : null,
      today: today ?? todayInWarsaw(),
    });
  };

  const pick = (date: string) => {
    if (input.current) typeInto(input.current, formatDateText(date));
    close(true);
  };

  const reformat = (event: FocusEvent<HTMLInputElement>) => {
    const reading = readDateText(event.currentTarget.value);
    const shown = reading.state === 'date' ? formatDateText(reading.value) : event.currentTarget.value;
    if (shown !== event.currentTarget.value) typeInto(event.currentTarget, shown);
    onBlur?.(event);
  };

  // A pasted date replacing the whole text shows at once as 'DD.MM.YYYY'.
  const pasteDate = (event: ClipboardEvent<HTMLInputElement>) => {
    onPaste?.(event);
    const field = event.currentTarget;
    const replacesAll = field.selectionStart === 0 && field.selectionEnd === field.value.length;
    const reading = readDateText(event.clipboardData.getData('text'));
    if (event.defaultPrevented || !replacesAll || reading.state !== 'date') return;
    event.preventDefault();
    typeInto(field, formatDateText(reading.value));
  };

  const closeOnEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !calendar) return;
    // Only the calendar closes, not a dialog around the field.
    event.preventDefault();
    event.stopPropagation();
    close(true);
  };

  const onPopoverBlur = (event: FocusEvent<HTMLDivElement>) => {
    // Tabbing out closes; a day button that goes away with its month leaves no related target.
    const to = event.relatedTarget;
    if (to && !wrapper.current?.contains(to)) setCalendar(null);
  };

  return (
    <StyledDateInput ref={wrapper} onKeyDown={closeOnEscape}>
      <Input
        type="text"
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        disabled={disabled}
        readOnly={readOnly}
        {...rest}
        ref={(element: HTMLInputElement | null) => {
          input.current = element;
          assignRef(ref, element);
        }}
        onBlur={reformat}
        onPaste={pasteDate}
      />
      <StyledCalendarButton>
        <IconButton
          ref={button}
          size="sm"
          icon={<IconCalendar size={18} />}
          aria-label="Wybierz datę z kalendarza"
          aria-haspopup="dialog"
          aria-expanded={calendar !== null}
          aria-controls={calendar ? popoverId : undefined}
          disabled={disabled || readOnly}
          onClick={toggleCalendar}
        />
      </StyledCalendarButton>
      {calendar ? (
        <StyledPopover
          ref={popover}
          id={popoverId}
          role="dialog"
          aria-label="Wybierz datę"
          $alignEnd={alignEnd}
          onBlur={onPopoverBlur}
        >
          <Suspense
            fallback={
              <StyledLoading>
                <Spinner size="sm" label="Ładowanie kalendarza" />
              </StyledLoading>
            }
          >
            <DateCalendar selected={calendar.selected} today={calendar.today} onPick={pick} />
          </Suspense>
        </StyledPopover>
      ) : null}
    </StyledDateInput>
  );
}
