import { displayName, formatDate, type User } from '@ppp/domain';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  LoadingState,
  Table,
  TBody,
  Td,
  THead,
  Th,
  Tr,
} from '@ppp/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useApproveUser, usePendingUsers, useRejectUser } from '../api.ts';
import { UserIdentity } from './UserIdentity.tsx';

export const StyledTitleRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export const StyledRowActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

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
  const count = pendingUsers.data?.length ?? 0;

  return (
    <Card>
      <CardHeader>
        <StyledTitleRow>
          <CardTitle as="h2" id={titleId}>
            Oczekujący użytkownicy
          </CardTitle>
          {count > 0 ? <Badge variant="warning">{count}</Badge> : null}
        </StyledTitleRow>
        <CardDescription>
          Nowe konta czekają na zatwierdzenie, zanim uzyskają dostęp do systemu.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {pendingUsers.isPending ? (
          <LoadingState text="Ładowanie użytkowników..." />
        ) : pendingUsers.isError ? (
          <ErrorState
            title="Nie udało się załadować oczekujących użytkowników"
            description="Sprawdź połączenie i spróbuj ponownie."
            onRetry={() => void pendingUsers.refetch()}
          />
        ) : count === 0 ? (
          <EmptyState
            size="sm"
            title="Brak oczekujących użytkowników"
            description="Nowe konta pojawią się tutaj po pierwszym logowaniu."
          />
        ) : (
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
              {pendingUsers.data.map((user) => (
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
      </CardContent>
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
    </Card>
  );
}
