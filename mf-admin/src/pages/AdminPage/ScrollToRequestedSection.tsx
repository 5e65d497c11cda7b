import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { requestedSection } from './adminSections.ts';

/**
 * Brings the section the page was opened for into view (`#categories`, or an old `?tab=categories`,
 * which becomes `#categories`). It waits until the blocks have their data, so the sections above have
 * their final height. Only the opening address counts: the page's own links are plain anchors.
 * A component of its own, so that following the queries re-renders nothing else.
 */
export function ScrollToRequestedSection(): null {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const fetching = useIsFetching();
  const [target, setTarget] = useState(() => requestedSection(location.search, location.hash));

  useEffect(() => {
    if (target === null || fetching > 0) return;
    // After this render's effects, when the blocks have started their queries.
    const timer = setTimeout(() => {
      if (queryClient.isFetching() > 0) return;
      setTarget(null);
      const params = new URLSearchParams(location.search);
      if (params.has('tab')) {
        params.delete('tab');
        const search = params.toString();
        navigate({ search: search ? `?${search}` : '', hash: `#${target}` }, { replace: true });
      }
      document.getElementById(target)?.scrollIntoView({ block: 'start' });
    });
    return () => clearTimeout(timer);
  }, [target, fetching, queryClient, location.search, navigate]);

  return null;
}
