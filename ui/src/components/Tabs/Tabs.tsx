import { createContext, type KeyboardEvent, type ReactNode, useContext, useId, useState } from 'react';
import styled from 'styled-components';

// WAI-ARIA tabs with automatic activation: arrows, Home and End move between tabs and select them.

interface TabsContextValue {
  baseId: string;
  value: string;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabsContext(): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error('Tab, TabList and TabPanel must be used inside <Tabs>.');
  return context;
}

const idOf = (baseId: string, part: 'tab' | 'panel', value: string) =>
  `${baseId}-${part}-${value.replace(/\s+/g, '-')}`;

export interface TabsProps {
  /** Controlled selected tab. */
  value?: string;
  /** Initially selected tab when uncontrolled. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  children: ReactNode;
  className?: string;
}

export interface TabListProps {
  /** Names the group of tabs for screen readers. */
  'aria-label': string;
  children: ReactNode;
  className?: string;
}

export interface TabProps {
  value: string;
  children: ReactNode;
  disabled?: boolean;
}

export interface TabPanelProps {
  value: string;
  children: ReactNode;
  className?: string;
}

export const StyledTabs = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

export const StyledTabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const StyledTab = styled.button`
  position: relative;
  flex-shrink: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]} ${theme.space[3]}`};
  border: none;
  border-radius: ${({ theme }) => `${theme.radii.md} ${theme.radii.md} 0 0`};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-family: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
  cursor: pointer;
  transition: color ${({ theme }) => theme.transitions.fast};

  &::after {
    content: '';
    position: absolute;
    right: ${({ theme }) => theme.space[2]};
    bottom: -1px;
    left: ${({ theme }) => theme.space[2]};
    height: 2px;
    border-radius: 2px 2px 0 0;
    background: transparent;
  }

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.text};
  }

  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.primaryText};
  }

  &[aria-selected='true']::after {
    background: ${({ theme }) => theme.colors.primary};
  }

  &:focus-visible {
    outline: none;
    box-shadow: inset ${({ theme }) => theme.shadows.focus};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

export const StyledTabPanel = styled.div`
  min-width: 0;

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

export function Tabs({ value, defaultValue = '', onValueChange, children, className }: TabsProps) {
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const current = value ?? uncontrolled;
  const select = (next: string) => {
    if (value === undefined) setUncontrolled(next);
    if (next !== current) onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ baseId, value: current, select }}>
      <StyledTabs className={className}>{children}</StyledTabs>
    </TabsContext.Provider>
  );
}

export function TabList({ children, className, 'aria-label': ariaLabel }: TabListProps) {
  const { select } = useTabsContext();

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const tabs = Array.from(
      event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'),
    );
    const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    const targets: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const nextIndex = targets[event.key];
    if (nextIndex === undefined) return;
    event.preventDefault();
    const next = tabs[nextIndex];
    next.focus();
    if (next.dataset.value !== undefined) select(next.dataset.value);
  }

  return (
    <StyledTabList
      role="tablist"
      aria-label={ariaLabel}
      aria-orientation="horizontal"
      onKeyDown={onKeyDown}
      className={className}
    >
      {children}
    </StyledTabList>
  );
}

export function Tab({ value, children, disabled = false }: TabProps) {
  const { baseId, value: current, select } = useTabsContext();
  const selected = value === current;
  return (
    <StyledTab
      type="button"
      role="tab"
      id={idOf(baseId, 'tab', value)}
      aria-selected={selected}
      aria-controls={selected ? idOf(baseId, 'panel', value) : undefined}
      tabIndex={selected ? 0 : -1}
      disabled={disabled}
      data-value={value}
      onClick={() => select(value)}
    >
      {children}
    </StyledTab>
  );
}

export function TabPanel({ value, children, className }: TabPanelProps) {
  const { baseId, value: current } = useTabsContext();
  if (value !== current) return null;
  return (
    <StyledTabPanel
      role="tabpanel"
      id={idOf(baseId, 'panel', value)}
      aria-labelledby={idOf(baseId, 'tab', value)}
      tabIndex={0}
      className={className}
    >
      {children}
    </StyledTabPanel>
  );
}
