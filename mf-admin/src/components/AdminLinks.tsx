import { IconChevronRight } from '@ppp/ui';
import { Link } from 'react-router';
import styled from 'styled-components';

const links = [
  { to: '/admin/company', title: 'Dane firmy', description: 'Nagłówek, warunki i kontakt w ofertach' },
  {
    to: '/admin/needs-assessment',
    title: 'Pytania badania potrzeb',
    description: 'Kategorie i pytania ankiety',
  },
  { to: '/admin/transport', title: 'Administracja transportem', description: 'Pojazdy i stawki za kilometr' },
  { to: '/admin/electrical', title: 'Administracja elektryki', description: 'Katalog sprzętu elektrycznego' },
  { to: '/admin/general', title: 'Administracja wynajmu ogólnego', description: 'Katalog wynajmu ogólnego' },
  { to: '/admin/api-keys', title: 'Klucze API', description: 'Dostęp formularzy partnerów' },
  { to: '/admin/outbox', title: 'Poczta wychodząca', description: 'Wiadomości do klientów i ich stan' },
  { to: '/admin/audit', title: 'Dziennik zdarzeń', description: 'Kto i kiedy zmieniał role, klucze i dane' },
] as const;

const StyledNav = styled.nav`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledLink = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: inherit;
  text-decoration: none;

  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }

  strong {
    display: block;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.textSubtle};
  }
`;

/** Links to the other administration pages (spec-1: the panel links to each of them). */
export function AdminLinks() {
  return (
    <StyledNav aria-label="Administracja">
      {links.map((link) => (
        <StyledLink key={link.to} to={link.to}>
          <div>
            <strong>{link.title}</strong>
            <span>{link.description}</span>
          </div>
          <IconChevronRight />
        </StyledLink>
      ))}
    </StyledNav>
  );
}
