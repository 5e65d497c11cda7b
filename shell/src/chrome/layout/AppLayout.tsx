import type { User } from '@ppp/domain';
import { AREA_OUTLET_ID } from '@ppp/ui/platform/paths.ts';
import styled from 'styled-components';
import { NavBar } from '../navigation/NavBar.tsx';
import { ChromeRoutes } from './ChromeRoutes.tsx';

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
  return (
    <StyledApp>
      <NavBar user={user} />
      <StyledContent>
        <ChromeRoutes user={user} />
        {/* Filled by single-spa, never by this React tree. */}
        <div id={AREA_OUTLET_ID} />
      </StyledContent>
    </StyledApp>
  );
}
