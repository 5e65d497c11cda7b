import { Button, EmptyState, PageContainer, usePageTitle } from '@ppp/ui';
import { Link } from 'react-router';
import { IconTool } from '../../icons.tsx';

/** A path of the specification whose area is not deployed yet. */
export function ModuleInPreparation() {
  usePageTitle('Moduł w przygotowaniu');
  return (
    <PageContainer width="narrow">
      <EmptyState
        icon={<IconTool size={28} />}
        title="Moduł w przygotowaniu"
        headingLevel={1}
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
