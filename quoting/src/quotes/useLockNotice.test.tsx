import type { Role, User } from '@ppp/domain';
import { CURRENT_USER_QUERY_KEY } from '@ppp/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useLockNotice } from './useLockNotice.ts';

const userOf = (role: Role): User => ({
  id: 3,
  email: 'ewa.lis@firma.pl',
  firstName: 'Ewa',
  lastName: 'Lis',
  profileImageUrl: null,
  role,
  isApproved: true,
  isActive: true,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
});

function noticeFor(role: Role, status: string) {
  const client = new QueryClient();
  client.setQueryData(CURRENT_USER_QUERY_KEY, userOf(role));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useLockNotice(status, 'equipment'), { wrapper }).result.current;
}

describe('useLockNotice (D3)', () => {
  it.each([
    ['admin', 'approved', 'Wycena jest zatwierdzona i nie można jej zmieniać. Najpierw otwórz ją ponownie.'],
    ['admin', 'rejected', 'Wycena jest odrzucona i nie można jej zmieniać. Najpierw otwórz ją ponownie.'],
    [
      'employee',
      'approved',
      'Wycena jest zatwierdzona i nie można jej zmieniać. Ponowne otwarcie wymaga uprawnień do zatwierdzania wycen.',
    ],
    [
      'employee',
      'rejected',
      'Wycena jest odrzucona i nie można jej zmieniać. Ponowne otwarcie wymaga uprawnień do zatwierdzania wycen.',
    ],
  ] as const)('tells the %s that a quote in status %s is locked: %s', (role, status, expected) => {
    expect(noticeFor(role, status)).toBe(expected);
  });

  it.each(['draft', 'pending'])('has nothing to say of a %s quote, which is not locked', (status) => {
    expect(noticeFor('admin', status)).toBeNull();
  });
});
