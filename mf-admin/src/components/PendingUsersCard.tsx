import { displayName, formatDate, type Role, type User } from '@ppp/domain';
import { Button, ConfirmDialog, DataTable, ListCard } from '@ppp/ui';
import { useState } from 'react';
import { useApproveUser, usePendingUsers, useRejectUser } from '../api.ts';
import { RoleSelect } from './RoleSelect.tsx';
import { UserIdentity } from './UserIdentity.tsx';

export interface PendingUsersCardProps {
  /** Id of the card's title, so the page section around the card can be named by it. */
  titleId?: string;
}

/**
 * New accounts waiting for approval: choose the role and approve in one action, or reject (which
 * deletes the account, after confirmation).
 */
export function PendingUsersCard({ titleId }: PendingUsersCardProps) {
  const pendingUsers = usePendingUsers();
  const approve = useApproveUser();
  const reject = useRejectUser();
  const [rejecting, setRejecting] = useState<User | null>(null);
  // The role chosen for each waiting account; its own role (employee for a new one) until changed.
  const [chosenRoles, setChosenRoles] = useState<Record<number, Role>>({});
  const roleOf = (user: User) => chosenRoles[user.id] ?? user.role;

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
        <DataTable
          aria-label="Lista oczekujących użytkowników"
          rows={users}
          rowKey={(user) => user.id}
          cardTitleLevel={3}
          title={{ header: 'Użytkownik', cell: (user) => <UserIdentity user={user} /> }}
          columns={[
            { header: 'E-mail', cell: (user) => user.email, muted: true },
            { header: 'Data rejestracji', cell: (user) => formatDate(user.createdAt), muted: true },
            {
              header: 'Rola po zatwierdzeniu',
              cell: (user) => (
                <RoleSelect
                  aria-label={`Rola po zatwierdzeniu: ${displayName(user)}`}
                  value={roleOf(user)}
                  onChange={(role) => setChosenRoles((roles) => ({ ...roles, [user.id]: role }))}
                />
              ),
            },
          ]}
          actions={(user) => (
            <>
              <Button
                size="sm"
                loading={approve.isPending && approve.variables?.id === user.id}
                onClick={() => approve.mutate({ id: user.id, role: roleOf(user) })}
              >
                Zatwierdź
              </Button>
              <Button size="sm" variant="outline" onClick={() => setRejecting(user)}>
                Odrzuć
              </Button>
            </>
          )}
        />
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
