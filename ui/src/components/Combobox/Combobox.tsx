import { type KeyboardEvent, type Ref, useEffect, useId, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { IconSearch } from '../../icons/icons.tsx';
import { controlStyles } from '../Input/controlStyles.ts';

export interface ComboboxOption {
  value: string;
  label: string;
  /** A second line (model, category); searched too. */
  description?: string;
  /** The heading the option is listed under (a category); searched too. */
  group?: string;
  disabled?: boolean;
}

export interface ComboboxProps {
  options: readonly ComboboxOption[];
  /** The chosen option's value, '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** The field is left (D19: a form marks what it cannot use once a field is left). */
  onBlur?: () => void;
  placeholder?: string;
  disabled?: boolean;
  /** Said when nothing matches the typed text. */
  emptyText?: string;
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  ref?: Ref<HTMLInputElement>;
}

const StyledCombobox = styled.div`
  position: relative;
`;

const StyledInput = styled.input`
  ${controlStyles}
  height: ${({ theme }) => theme.controlHeights.md};
  padding: 0 12px 0 36px;
`;

const StyledIcon = styled.span`
  position: absolute;
  left: 11px;
  top: 50%;
  transform: translateY(-50%);
  display: flex;
  color: ${({ theme }) => theme.colors.textMuted};
  pointer-events: none;
`;

const StyledList = styled.ul`
  position: absolute;
  z-index: 20;
  left: 0;
  right: 0;
  top: calc(100% + 4px);
  max-height: 320px;
  overflow-y: auto;
  margin: 0;
  padding: ${({ theme }) => theme.space[1]};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const StyledGroup = styled.li`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]} ${theme.space[1]}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const StyledOption = styled.li<{ $active: boolean; $disabled: boolean }>`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.textMuted : theme.colors.text)};
  background: ${({ theme, $active }) => ($active ? theme.colors.surfaceHover : 'transparent')};
  outline: ${({ theme, $active }) => ($active ? `2px solid ${theme.colors.primary}` : 'none')};
  outline-offset: -2px;

  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const StyledEmpty = styled.li`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Lower case without Polish diacritics: 'Nagrzewnica' matches 'nagrzew', 'Maszt oświetleniowy' 'oswietl'. */
const searchKey = (text: string) =>
  text.toLocaleLowerCase('pl').normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l');

/**
 * The options whose label, description or group hold every word typed, best first: a label that
 * starts with the text, then one with a word that does, then the rest ('wyciąg' lists 'Wyciąg
 * spalin mobilny' before 'Wentylator przeciwwybuchowy' of the group 'Wyciągi spalin'). Ties keep
 * the list's own order.
 */
export function filterOptions(options: readonly ComboboxOption[], query: string): ComboboxOption[] {
  const typed = searchKey(query).trim();
  const words = typed.split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...options];
  const rank = (label: string) => {
    if (label.startsWith(typed)) return 0;
    return label.split(/[\s\-/(]+/).some((word) => word.startsWith(words[0])) ? 1 : 2;
  };
  return options
    .flatMap((option, index) => {
      const haystack = searchKey([option.label, option.description, option.group].filter(Boolean).join(' '));
      if (!words.every((word) => haystack.includes(word))) return [];
      return [{ option, index, rank: rank(searchKey(option.label)) }];
    })
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ option }) => option);
}

/**
 * A searchable list (D19: equipment chosen by typing its name, model or category), as the WAI-ARIA
 * combobox with a list box: typing filters, arrows move, Enter chooses, Escape closes.
 */
export function Combobox({
  options,
  value,
  onChange,
  onBlur,
  placeholder = 'Wpisz, aby wyszukać...',
  disabled = false,
  emptyText = 'Brak pasujących pozycji',
  id,
  ref,
  ...aria
}: ComboboxProps) {
  const ownId = useId();
  const inputId = id ?? `${ownId}-input`;
  const listId = `${ownId}-list`;
  const chosen = options.find((option) => option.value === value);
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [activeValue, setActiveValue] = useState<string | null>(null);
  const list = useRef<HTMLUListElement>(null);
  // An opened list low on the page comes into view whole (on a phone it would run past the bottom).
  useEffect(() => {
    if (open) list.current?.scrollIntoView?.({ block: 'nearest' });
  }, [open]);

  const shown = useMemo(() => filterOptions(options, query ?? ''), [options, query]);
  const enabled = shown.filter((option) => !option.disabled);
  // Nothing is highlighted until the arrows move (↓ then Enter picks the first match); Enter alone
  // picks the best match.
  const active = enabled.find((option) => option.value === activeValue);
  const optionId = (option: ComboboxOption) => `${ownId}-option-${option.value}`;

  const close = () => {
    setOpen(false);
    setQuery(null);
    setActiveValue(null);
  };
  const choose = (option: ComboboxOption) => {
    if (option.disabled) return;
    onChange(option.value);
    close();
  };
  const move = (to: ComboboxOption | undefined) => {
    if (!to) return;
    setActiveValue(to.value);
    document.getElementById(optionId(to))?.scrollIntoView?.({ block: 'nearest' });
  };

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const index = active ? enabled.indexOf(active) : -1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        move(enabled[Math.min(index + 1, enabled.length - 1)] ?? enabled[0]);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) setOpen(true);
        move(enabled[Math.max(index - 1, 0)]);
        break;
      case 'Home':
        if (open) {
          event.preventDefault();
          move(enabled[0]);
        }
        break;
      case 'End':
        if (open) {
          event.preventDefault();
          move(enabled.at(-1));
        }
        break;
      case 'Enter': {
        const picked = active ?? (query ? enabled[0] : undefined);
        if (open && picked) {
          event.preventDefault();
          choose(picked);
        }
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          close();
        }
        break;
    }
  }

  let lastGroup: string | undefined;
  return (
    <StyledCombobox>
      <StyledIcon aria-hidden="true">
        <IconSearch size={16} />
      </StyledIcon>
      <StyledInput
        ref={ref}
        id={inputId}
        role="combobox"
        type="text"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active ? optionId(active) : undefined}
        aria-describedby={aria['aria-describedby']}
        aria-invalid={aria['aria-invalid']}
        placeholder={placeholder}
        disabled={disabled}
        value={query ?? chosen?.label ?? ''}
        onChange={(event) => {
          setQuery(event.target.value);
          setActiveValue(null);
          setOpen(true);
        }}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        onFocus={(event) => event.target.select()}
        onBlur={() => {
          close();
          onBlur?.();
        }}
        onKeyDown={onKeyDown}
      />
      {open ? (
        <StyledList ref={list} id={listId} role="listbox" aria-label="Pasujące pozycje">
          {shown.length === 0 ? <StyledEmpty role="presentation">{emptyText}</StyledEmpty> : null}
          {shown.map((option) => {
            const heading = option.group && option.group !== lastGroup ? option.group : null;
            lastGroup = option.group;
            return [
              heading ? (
                <StyledGroup key={`group-${heading}-${option.value}`} role="presentation">
                  {heading}
                </StyledGroup>
              ) : null,
              <StyledOption
                key={option.value}
                id={optionId(option)}
                role="option"
                aria-selected={option.value === value}
                aria-disabled={option.disabled || undefined}
                $active={option === active}
                $disabled={Boolean(option.disabled)}
                // Keeps the focus in the input, so the list does not close before the click.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
              >
                {option.label}
                {option.description ? <span>{option.description}</span> : null}
              </StyledOption>,
            ];
          })}
        </StyledList>
      ) : null}
    </StyledCombobox>
  );
}
