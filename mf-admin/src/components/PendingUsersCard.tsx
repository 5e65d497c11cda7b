import { displayName, formatDate, type Role, type User } from '@ppp/domain';
import { Button, ConfirmDialog, DataTable, ListCard } from '@ppp/ui';
import { useEffect, useRef, useState } from 'react';
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
  // An approved account leaves the list: the keyboard goes on at the next one waiting (else the
  // page's heading), not back at the top of the page.
  const approveButtons = useRef(new Map<number, HTMLElement>());
  const [focusNext, setFocusNext] = useState<{ after: number; next: number | null } | null>(null);
  const rows = pendingUsers.data;
  useEffect(() => {
    if (!focusNext || rows?.some((user) => user.id === focusNext.after)) return;
    setFocusNext(null);
    const button = focusNext.next === null ? undefined : approveButtons.current.get(focusNext.next);
    if (button) return button.focus();
    const heading = document.querySelector<HTMLElement>('main h1');
    heading?.setAttribute('tabindex', '-1');
    heading?.focus();
  }, [focusNext, rows]);
  const approveUser = (user: User, users: readonly User[]) => {
    const index = users.findIndex((row) => row.id === user.id);
    const next = users[index + 1] ?? users[index - 1] ?? null;
    approve.mutate(
      { id: user.id, role: roleOf(user) },
      { onSuccess: () => setFocusNext({ after: user.id, next: next?.id ?? null }) },
    );
  };

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
                ref={(button: HTMLElement | null) => {
                  if (button) approveButtons.current.set(user.id, button);
                  else approveButtons.current.delete(user.id);
                }}
                loading={approve.isPending && approve.variables?.id === user.id}
                onClick={() => approveUser(user, users)}
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
