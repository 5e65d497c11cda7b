import { formatDateTime } from '@ppp/domain';
import { PageContainer, PageHeader, QueryState } from '@ppp/ui';
import styled from 'styled-components';
import { useCompanyProfile } from '../../api.ts';
import { CompanyForm } from './CompanyForm.tsx';
import { CompanyLogoCard } from './CompanyLogoCard.tsx';

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** /admin/company (D23): 'Dane firmy', the letterhead, terms and contact of every offer to a client. */
export function CompanyPage() {
  const profile = useCompanyProfile();
  return (
    <PageContainer width="narrow">
      <PageHeader
        backTo="/admin"
        backLabel="Panel Administratora"
        title="Dane firmy"
        subtitle="Nagłówek, warunki i kontakt w ofertach wysyłanych klientom"
      />
      <QueryState
        query={profile}
        loading="Ładowanie danych firmy..."
        error={{
          title: 'Nie udało się załadować danych firmy',
          description: 'Sprawdź połączenie i spróbuj ponownie.',
        }}
      >
        {(loaded) => (
          <StyledStack>
            {loaded.revision === 0 ? (
              <StyledNote>
                Dane firmy nie zostały jeszcze zapisane: oferty mają w nagłówku nazwę programu.
              </StyledNote>
            ) : (
              <StyledNote>Ostatnia zmiana: {formatDateTime(loaded.updatedAt)}</StyledNote>
            )}
            <CompanyLogoCard profile={loaded} />
            <CompanyForm profile={loaded} />
          </StyledStack>
        )}
      </QueryState>
    </PageContainer>
  );
}
