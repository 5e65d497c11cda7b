import { displayName, formatDate, type User } from '@ppp/domain';
import { Button, ConfirmDialog, Table, TBody, Td, THead, Th, Tr } from '@ppp/ui';
import { useState } from 'react';
import { useApproveUser, usePendingUsers, useRejectUser } from '../api.ts';
import { ListCard } from './shared/ListCard.tsx';
import { StyledRowActions } from './shared/layout.ts';
import { UserIdentity } from './UserIdentity.tsx';

export interface PendingUsersCardProps {
  /** Id of the card's title, so the page section around the card can be named by it. */
  titleId?: string;
}

/** New accounts waiting for approval: approve, or reject (which deletes the account, after confirmation). */
export function PendingUsersCard({ titleId }: PendingUsersCardProps) {
  const pendingUsers = usePendingUsers();
  const approve = useApproveUser();
  const reject = useRejectUser();
  const [rejecting, setRejecting] = useState<User | null>(null);

  return (
    <ListCard
      title="Oczekujący użytkownicy"
      titleId={titleId}
      badgeVariant="warning"
      hideZeroCount
      description="Nowe konta czekają na zatwierdzenie, zanim uzyskają dostęp do systemu."
      query={pendingUsers}
      loadingText="Ładowanie użytkowników..."
      errorTitle="Nie udało się załadować oczekujących użytkowników"
      emptyTitle="Brak oczekujących użytkowników"
      emptyDescription="Nowe konta pojawią się tutaj po pierwszym logowaniu."
      renderItems={(users) => (
        <Table aria-label="Lista oczekujących użytkowników">
          <THead>
            <Tr>
              <Th>Użytkownik</Th>
              <Th>E-mail</Th>
              <Th>Data rejestracji</Th>
              <Th align="right">Akcje</Th>
            </Tr>
          </THead>
          <TBody>
            {users.map((user) => (
              <Tr key={user.id}>
                <Td>
                  <UserIdentity user={user} />
                </Td>
                <Td muted>{user.email}</Td>
                <Td muted>{formatDate(user.createdAt)}</Td>
                <Td align="right">
                  <StyledRowActions>
                    <Button
                      size="sm"
                      loading={approve.isPending && approve.variables === user.id}
                      onClick={() => approve.mutate(user.id)}
                    >
                      Zatwierdź
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => setRejecting(user)}>
                      Odrzuć
                    </Button>
                  </StyledRowActions>
                </Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      )}
    >
      <ConfirmDialog
        open={rejecting !== null}
        onOpenChange={(open) => {
          if (!open) setRejecting(null);
        }}
        title="Odrzucić użytkownika?"
        description={
          rejecting
            ? `Konto ${displayName(rejecting)} (${rejecting.email ?? 'bez adresu e-mail'}) zostanie usunięte. Tej operacji nie można cofnąć.`
            : undefined
        }
        confirmLabel="Odrzuć"
        variant="destructive"
        onConfirm={() => (rejecting ? reject.mutateAsync(rejecting.id) : undefined)}
      />
    </ListCard>
  );
}
