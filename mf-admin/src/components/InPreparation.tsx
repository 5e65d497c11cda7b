import { Button, EmptyState, PageContainer, PageHeader, useCan } from '@ppp/ui';
import { Link } from 'react-router';

export interface InPreparationProps {
  title: string;
}

/** An admin page whose module is not deployed yet. */
export function InPreparation({ title }: InPreparationProps) {
  // Managers reach their department page from the bar; only the admin has the panel to go back to.
  const hasAdminPanel = useCan('admin:users');
  return (
    <PageContainer>
      <PageHeader
        title={title}
        backTo={hasAdminPanel ? '/admin' : undefined}
        backLabel={hasAdminPanel ? 'Panel Administratora' : undefined}
      />
      <EmptyState
        title="Moduł w przygotowaniu"
        description="Ta część systemu jest jeszcze w przygotowaniu i wkrótce będzie dostępna."
        action={
          <Button as={Link} to="/" variant="outline">
            Wróć do strony głównej
          </Button>
        }
      />
    </PageContainer>
  );
}
