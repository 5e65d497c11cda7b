import type { User } from '@ppp/domain';
import { AREA_OUTLET_ID } from '@ppp/ui/platform/paths.ts';
import { useRef } from 'react';
import styled from 'styled-components';
import { NavBar } from '../navigation/NavBar.tsx';
import { ChromeRoutes } from './ChromeRoutes.tsx';
import { useFocusPageHeading } from './useFocusPageHeading.ts';

export interface AppLayoutProps {
  user: User;
}

const StyledApp = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const StyledContent = styled.div`
  flex: 1;
`;

/** The signed-in app: the bar, the chrome's own pages, and the outlet every area mounts into. */
export function AppLayout({ user }: AppLayoutProps) {
  const content = useRef<HTMLDivElement>(null);
  useFocusPageHeading(content);
  return (
    <StyledApp>
      <NavBar user={user} />
      <StyledContent ref={content}>
        <ChromeRoutes user={user} />
        {/* Filled by single-spa, never by this React tree. */}
        <div id={AREA_OUTLET_ID} />
      </StyledContent>
    </StyledApp>
  );
}
