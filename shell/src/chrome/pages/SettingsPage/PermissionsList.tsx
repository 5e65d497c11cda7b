import { capabilitiesOf, capabilityLabels, type Role, roleLabels, roles } from '@ppp/domain';
import { Badge } from '@ppp/ui';
import styled from 'styled-components';

export interface PermissionsListProps {
  currentRole: Role;
}

const StyledRoles = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledRole = styled.section<{ $current: boolean }>`
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $current }) => ($current ? theme.colors.primarySoft : theme.colors.surface)};

  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    margin-bottom: ${({ theme }) => theme.space[2]};
  }

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[5]};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  li + li {
    margin-top: 2px;
  }
`;

/** What each role may do, straight from the permission table (D1). */
export function PermissionsList({ currentRole }: PermissionsListProps) {
  return (
    <StyledRoles>
      {roles.map((role) => (
        <StyledRole key={role} $current={role === currentRole} aria-label={roleLabels[role]}>
          <header>
            <h3>{roleLabels[role]}</h3>
            {role === currentRole ? <Badge variant="primary">Twoja rola</Badge> : null}
          </header>
          <ul>
            {capabilitiesOf(role).map((capability) => (
              <li key={capability}>{capabilityLabels[capability]}</li>
            ))}
          </ul>
        </StyledRole>
      ))}
    </StyledRoles>
  );
}
