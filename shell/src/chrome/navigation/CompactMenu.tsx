import { useId } from 'react';
import styled from 'styled-components';
import { IconMenu } from '../icons.tsx';
import { DropdownMenu } from './DropdownMenu.tsx';
import { MenuItem, StyledMenuHeading, StyledMenuSeparator } from './MenuItems.tsx';
import type { Navigation, NavLinkEntry } from './navigationModel.ts';
import { PendingUsersBadge } from './PendingUsersBadge.tsx';

export interface CompactMenuProps {
  navigation: Navigation;
  pathname: string;
  /** Accounts waiting for approval: counted on the button and beside 'Panel administracyjny'. */
  pendingUsers?: { count: number; descriptionId: string } | null;
}

/** The heading of the managers' department buttons inside the compact menu. */
export const ROLE_BUTTONS_HEADING = 'TWÓJ DZIAŁ';

const StyledTriggerLabel = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The menus in columns where the panel is wide (a tablet), one under another on a phone. */
const StyledSections = styled.div`
  columns: 220px;
  column-gap: ${({ theme }) => theme.space[4]};

  [role='group'] {
    break-inside: avoid;
    padding-bottom: ${({ theme }) => theme.space[2]};
  }

  /* Entries big enough for a thumb. */
  [role='menuitem'] {
    min-height: 44px;
    white-space: normal;
  }
`;

function Section({
  heading,
  groups,
  pathname,
  close,
  pendingUsers = null,
}: {
  heading: string;
  groups: NavLinkEntry[][];
  pathname: string;
  close: () => void;
  pendingUsers?: CompactMenuProps['pendingUsers'];
}) {
  const headingId = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group inside an ARIA menu, not a form fieldset.
    <div role="group" aria-labelledby={headingId}>
      <StyledMenuHeading id={headingId}>{heading}</StyledMenuHeading>
      {groups.map((group, index) => (
        <div key={group[0].to} role="none">
          {index > 0 ? <StyledMenuSeparator role="separator" /> : null}
          {group.map((entry) => {
            const badged = entry.to === '/admin' ? pendingUsers : null;
            return (
              <MenuItem
                key={entry.to}
                to={entry.to}
                current={pathname === entry.to}
                describedBy={badged?.descriptionId}
                onSelect={close}
              >
                {entry.label}
                {badged ? <PendingUsersBadge count={badged.count} inMenu /> : null}
              </MenuItem>
            );
          })}
        </div>
      ))}
    </div>
  );
}

/**
 * The compact bar's one menu button (D19): every menu of the user's role and the manager's department
 * button, each under its own heading, from the same model as the desktop bar (D1).
 */
export function CompactMenu({ navigation, pathname, pendingUsers = null }: CompactMenuProps) {
  return (
    <DropdownMenu
      wide
      label={
        <StyledTriggerLabel>
          <IconMenu size={18} />
          Menu
          {pendingUsers ? <PendingUsersBadge count={pendingUsers.count} /> : null}
        </StyledTriggerLabel>
      }
    >
      {(close) => (
        <StyledSections role="none">
          {navigation.menus.map((menu) => (
            <Section
              key={menu.id}
              heading={menu.label}
              groups={menu.groups}
              pathname={pathname}
              close={close}
              pendingUsers={menu.id === 'admin' ? pendingUsers : null}
            />
          ))}
          {navigation.roleButtons.length > 0 ? (
            <Section
              heading={ROLE_BUTTONS_HEADING}
              groups={[navigation.roleButtons]}
              pathname={pathname}
              close={close}
            />
          ) : null}
        </StyledSections>
      )}
    </DropdownMenu>
  );
}
