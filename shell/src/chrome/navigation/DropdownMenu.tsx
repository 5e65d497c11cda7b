import { IconChevronDown } from '@ppp/ui';
import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import styled, { css } from 'styled-components';

export interface DropdownMenuProps {
  /** Content of the trigger button. */
  label: ReactNode;
  /** Accessible name when the label is not text (the avatar). */
  ariaLabel?: string;
  /** Id of an element describing the trigger (e.g. a count shown beside its label). */
  describedBy?: string;
  /** Highlights the trigger: the current page lies in this section. */
  active?: boolean;
  align?: 'start' | 'end';
  /** A panel across the screen under the bar, for a menu of menus (the compact bar's). */
  wide?: boolean;
  /** Menu content; call `close` after an item is chosen. */
  children: (close: () => void) => ReactNode;
}

export const StyledMenuTrigger = styled.button<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  height: ${({ theme }) => theme.controlHeights.md};
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.02em;
  text-decoration: none;
  cursor: pointer;
  white-space: nowrap;
  transition: background-color ${({ theme }) => theme.transitions.fast};

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
    color: ${({ theme }) => theme.colors.text};
  }

  ${({ $active, theme }) =>
    $active &&
    css`
      background: ${theme.colors.primarySoft};
      color: ${theme.colors.primaryText};
      &:hover {
        background: ${theme.colors.primarySoft};
        color: ${theme.colors.primaryText};
      }
    `}

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const StyledRoot = styled.div`
  position: relative;
`;

const StyledPanel = styled.div<{ $align: 'start' | 'end'; $wide: boolean }>`
  position: absolute;
  top: calc(100% + 6px);
  ${({ $align }) => ($align === 'end' ? 'right: 0;' : 'left: 0;')}
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  min-width: 240px;
  padding: ${({ theme }) => theme.space[1]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};
  /* A long menu scrolls inside itself, never past the screen's bottom. */
  max-height: calc(100dvh - ${({ theme }) => theme.layout.headerHeight + 16}px);
  overflow-y: auto;
  overscroll-behavior: contain;

  /* On a phone the menu spans the screen under the bar instead of running off its edge. */
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    position: fixed;
    top: 64px;
    right: ${({ theme }) => theme.space[2]};
    left: ${({ theme }) => theme.space[2]};
    min-width: 0;
  }

  ${({ $wide, theme }) =>
    $wide &&
    css`
      && {
        position: fixed;
        top: ${theme.layout.headerHeight + 3}px;
        right: ${theme.space[2]};
        left: ${theme.space[2]};
        max-width: 760px;
        min-width: 0;
        padding: ${theme.space[2]};
      }
    `}
`;

const itemSelector = '[role="menuitem"]';

/** A menu button with a popup of links: opens on click or arrow keys, closes on Escape or outside click. */
export function DropdownMenu({
  label,
  ariaLabel,
  describedBy,
  active = false,
  align = 'start',
  wide = false,
  children,
}: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const triggerId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    // Escape closes the menu wherever the focus is (it stays on the trigger after a click).
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const items = () => [...(rootRef.current?.querySelectorAll<HTMLElement>(itemSelector) ?? [])];

  // An entry chosen from the keyboard hands the focus back to the menu's button as the menu goes:
  // left on the removed entry it would fall to the page, and a dialog the choice opens (unsaved
  // changes) would have nowhere to return it.
  const close = () => {
    if (rootRef.current?.contains(document.activeElement)) triggerRef.current?.focus();
    setOpen(false);
  };

  const openAt = (which: 'first' | 'last') => {
    setOpen(true);
    requestAnimationFrame(() => {
      const all = items();
      (which === 'first' ? all[0] : all.at(-1))?.focus();
    });
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    openAt(event.key === 'ArrowDown' ? 'first' : 'last');
  };

  // A click from Enter or Space (detail 0) opens the menu on its first item, as the menu-button
  // pattern expects; a pointer click leaves the focus on the trigger.
  const onTriggerClick = (event: MouseEvent) => {
    if (open) setOpen(false);
    else if (event.detail === 0) openAt('first');
    else setOpen(true);
  };

  // Tabbing or clicking away closes it.
  const onBlur = (event: FocusEvent) => {
    if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      all[(index + step + all.length) % all.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      (event.key === 'Home' ? all[0] : all.at(-1))?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <StyledRoot ref={rootRef} onBlur={onBlur}>
      <StyledMenuTrigger
        ref={triggerRef}
        id={triggerId}
        type="button"
        $active={active}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={ariaLabel}
        aria-describedby={describedBy}
        onClick={onTriggerClick}
        onKeyDown={onTriggerKeyDown}
      >
        {label}
        <IconChevronDown size={14} />
      </StyledMenuTrigger>
      {open ? (
        <StyledPanel
          $align={align}
          $wide={wide}
          id={menuId}
          role="menu"
          aria-label={ariaLabel}
          aria-labelledby={ariaLabel ? undefined : triggerId}
          onKeyDown={onMenuKeyDown}
        >
          {children(close)}
        </StyledPanel>
      ) : null}
    </StyledRoot>
  );
}
