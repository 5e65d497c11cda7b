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
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
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
  // A role picked in a row's select is asked about before it is sent (one step too far would make
  // someone an administrator). Stepped to by the keyboard (arrow keys change a closed select's value
  // at each step), it is only chosen: Enter, or 'Zapisz' beside it, asks.
  const [chosen, setChosen] = useState<Record<number, Role>>({});
  const roleSelectId = (id: number) => `user-role-${id}`;
  // Saved or given up, the choice goes, and with it its 'Zapisz': the keyboard goes back to the select.
  const unchoose = (id: number) => {
    setChosen(({ [id]: _dropped, ...others }) => others);
    requestAnimationFrame(() => document.getElementById(roleSelectId(id))?.focus());
  };
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
                const role = chosen[user.id] ?? user.role;
                return (
                  <StyledRoleCell>
                    <RoleSelect
                      id={roleSelectId(user.id)}
                      aria-label={`Rola: ${displayName(user)}`}
                      value={role}
                      title={isSelf ? 'Nie możesz zmienić własnej roli' : undefined}
                      disabled={isSelf}
                      onChange={(next, stepped) => {
                        if (next === user.role) unchoose(user.id);
                        else if (stepped) setChosen((all) => ({ ...all, [user.id]: next }));
                        else setChanging({ user, role: next });
                      }}
                      onEnter={() => {
                        if (role !== user.role) setChanging({ user, role });
                      }}
                    />
                    {role !== user.role ? (
                      <Button
                        size="sm"
                        aria-label={`Zapisz rolę: ${displayName(user)}`}
                        onClick={() => setChanging({ user, role })}
                      >
                        Zapisz
                      </Button>
                    ) : null}
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
        // Its session ends at once and its unsaved work is lost: Enter never confirms by accident.
        variant="destructive"
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
        onCancel={() => {
          if (changing) unchoose(changing.user.id);
        }}
        onConfirm={async () => {
          if (!changing) return;
          await changeRole.mutateAsync({
            id: changing.user.id,
            role: changing.role,
            from: changing.user.role,
          });
          unchoose(changing.user.id);
        }}
      />
    </ListCard>
  );
}
