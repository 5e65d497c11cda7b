import { displayName, type Role, roleLabels, type User } from '@ppp/domain';
import {
  Badge,
  Button,
  ConfirmDialog,
  DataTable,
  IconButton,
  IconTrash,
  ListCard,
  useCurrentUser,
} from '@ppp/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useChangeRole, useDeleteUser, useToggleActive, useUsers } from '../api.ts';
import { RoleSelect } from './RoleSelect.tsx';
import { UserIdentity } from './UserIdentity.tsx';

const StyledRoleCell = styled.div`
  min-width: 220px;
`;

export interface UsersCardProps {
  /** Id of the card's title, so the page section around the card can be named by it. */
  titleId?: string;
}

/** Approved accounts: role, active status and deletion (D2: the server refuses the last admin and users with records). */
export function UsersCard({ titleId }: UsersCardProps) {
  const users = useUsers();
  const { user: currentUser } = useCurrentUser();
  const changeRole = useChangeRole();
  const toggleActive = useToggleActive();
  const deleteUser = useDeleteUser();
  const [deleting, setDeleting] = useState<User | null>(null);
  // Deactivating ends the colleague's session at once: it asks first; activating does not.
  const [deactivating, setDeactivating] = useState<User | null>(null);
  // A role chosen in a row's select waits for a confirmation: arrow keys on a closed select change
  // its value at once, and one step too far would make someone an administrator.
  const [changing, setChanging] = useState<{ user: User; role: Role } | null>(null);
  const approvedUsers = users.data?.filter((user) => user.isApproved) ?? [];

  return (
    <ListCard
      title="Zarządzanie użytkownikami"
      titleId={titleId}
      description="Role, aktywność i usuwanie kont zatwierdzonych użytkowników."
      query={users}
      items={approvedUsers}
      loadingText="Ładowanie użytkowników..."
      errorTitle="Nie udało się załadować użytkowników"
      emptyTitle="Brak użytkowników"
      emptyDescription="Zatwierdzeni użytkownicy pojawią się tutaj."
      renderItems={(rows) => (
        <DataTable
          aria-label="Użytkownicy"
          rows={rows}
          rowKey={(user) => user.id}
          cardTitleLevel={3}
          title={{
            header: 'Użytkownik',
            cell: (user) => <UserIdentity user={user} isCurrentUser={user.id === currentUser?.id} />,
          }}
          columns={[
            { header: 'E-mail', cell: (user) => user.email, muted: true },
            {
              header: 'Rola',
              cell: (user) => {
                const isSelf = user.id === currentUser?.id;
                return (
                  <StyledRoleCell>
                    <RoleSelect
                      aria-label={`Rola: ${displayName(user)}`}
                      value={user.role}
                      title={isSelf ? 'Nie możesz zmienić własnej roli' : undefined}
                      disabled={isSelf}
                      onChange={(role) => setChanging({ user, role })}
                    />
                  </StyledRoleCell>
                );
              },
            },
            {
              header: 'Status',
              cell: (user) => (
                <Badge variant={user.isActive ? 'success' : 'neutral'} dot>
                  {user.isActive ? 'Aktywny' : 'Nieaktywny'}
                </Badge>
              ),
            },
          ]}
          actions={(user) => {
            const name = displayName(user);
            const isSelf = user.id === currentUser?.id;
            return (
              <>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`${user.isActive ? 'Dezaktywuj' : 'Aktywuj'}: ${name}`}
                  title={isSelf ? 'Nie możesz dezaktywować własnego konta' : undefined}
                  disabled={isSelf}
                  loading={toggleActive.isPending && toggleActive.variables?.id === user.id}
                  onClick={() =>
                    user.isActive
                      ? setDeactivating(user)
                      : toggleActive.mutate({ id: user.id, isActive: true })
                  }
                >
                  {user.isActive ? 'Dezaktywuj' : 'Aktywuj'}
                </Button>
                <IconButton
                  size="sm"
                  variant="ghost"
                  icon={<IconTrash />}
                  aria-label={`Usuń użytkownika: ${name}`}
                  title={isSelf ? 'Nie możesz usunąć własnego konta' : undefined}
                  disabled={isSelf}
                  onClick={() => setDeleting(user)}
                />
              </>
            );
          }}
        />
      )}
    >
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Usunąć użytkownika?"
        description={
          deleting
            ? `Konto ${displayName(deleting)} (${deleting.email ?? 'bez adresu e-mail'}) zostanie trwale usunięte. Tej operacji nie można cofnąć.`
            : undefined
        }
        confirmLabel="Usuń"
        variant="destructive"
        onConfirm={() => (deleting ? deleteUser.mutateAsync(deleting.id) : undefined)}
      >
        <p>Użytkownika, który utworzył wyceny lub inne dane, można tylko dezaktywować.</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={deactivating !== null}
        onOpenChange={(open) => {
          if (!open) setDeactivating(null);
        }}
        title="Dezaktywować konto?"
        description={
          deactivating
            ? `${displayName(deactivating)} nie będzie mógł się zalogować, a jego otwarta sesja zakończy się od razu (niezapisane zmiany w jego oknie przepadną). Konto można później aktywować ponownie.`
            : undefined
        }
        confirmLabel="Dezaktywuj"
        onConfirm={() =>
          deactivating ? toggleActive.mutateAsync({ id: deactivating.id, isActive: false }) : undefined
        }
      />
      <ConfirmDialog
        open={changing !== null}
        onOpenChange={(open) => {
          if (!open) setChanging(null);
        }}
        title="Zmienić rolę użytkownika?"
        description={
          changing
            ? `${displayName(changing.user)}: ${roleLabels[changing.user.role]} → ${roleLabels[changing.role]}.`
            : undefined
        }
        confirmLabel="Zmień rolę"
        onConfirm={() =>
          changing ? changeRole.mutateAsync({ id: changing.user.id, role: changing.role }) : undefined
        }
      />
    </ListCard>
  );
}
