import { messages, type User } from '@ppp/domain';
import { apiRequest, CURRENT_USER_QUERY_KEY, errorMessageOf, statusOf } from '@ppp/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';

/** How often a waiting account asks whether it was approved. */
export const APPROVAL_CHECK_INTERVAL_MS = 30_000;

/**
 * localStorage key that may set another interval in milliseconds (at least 1 s), for journeys that
 * must drive the check by hand; without it the interval is the 30 s above.
 */
export const APPROVAL_CHECK_INTERVAL_KEY = 'ppp-approval-check-ms';

function checkInterval(): number {
  try {
    const configured = Number(window.localStorage.getItem(APPROVAL_CHECK_INTERVAL_KEY));
    return Number.isInteger(configured) && configured >= 1000 ? configured : APPROVAL_CHECK_INTERVAL_MS;
  } catch {
    return APPROVAL_CHECK_INTERVAL_MS;
  }
}

export type ApprovalCheck = 'idle' | 'checking' | 'stillPending' | 'failed';

export interface ApprovalWatch {
  /** Asks now (the 'Sprawdź ponownie' button). */
  checkNow: () => void;
  /** The state of the last check asked for by hand. */
  manual: ApprovalCheck;
  /** When the last answer came. */
  checkedAt: Date | null;
}

/**
 * Watches a pending account (spec-1 §2, issue 10): asks GET /api/auth/user every 30 s, when the
 * window regains focus and when the tab becomes visible. Approved, the answer becomes the current
 * user and the shell enters the app by itself. Signed out or deactivated meanwhile, the current
 * user is asked for again so the shell shows that state. A failed check waits for the next one,
 * so a network hiccup never replaces this screen with an error.
 */
export function useApprovalWatch(): ApprovalWatch {
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const [manual, setManual] = useState<ApprovalCheck>('idle');
  const [checkedAt, setCheckedAt] = useState<Date | null>(null);

  const check = useCallback(
    async (byHand: boolean) => {
      if (inFlight.current) return;
      inFlight.current = true;
      if (byHand) setManual('checking');
      try {
        const user = await apiRequest<User>('GET', '/api/auth/user');
        queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
      } catch (error) {
        const status = statusOf(error);
        const stillPending = status === 403 && errorMessageOf(error, '').includes(messages.pendingApproval);
        if (stillPending) {
          if (byHand) setManual('stillPending');
        } else if (status === 401 || status === 403) {
          await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
        } else if (byHand) {
          setManual('failed');
        }
      } finally {
        inFlight.current = false;
        setCheckedAt(new Date());
      }
    },
    [queryClient],
  );

  useEffect(() => {
    const onFocus = () => void check(false);
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void check(false);
    };
    const timer = window.setInterval(onFocus, checkInterval());
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [check]);

  return { checkNow: () => void check(true), manual, checkedAt };
}
