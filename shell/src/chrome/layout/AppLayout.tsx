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

// The area's outlet comes first and, once single-spa has put the area in it, the chrome's
// 'Ładowanie modułu...' after it is hidden in the same frame: the area's page never jumps up when
// the placeholder goes (issue 16 §6, layout shift).
const StyledContent = styled.div`
  flex: 1;

  #${AREA_OUTLET_ID}:not(:empty) ~ [data-area-placeholder] {
    display: none;
  }
`;

/** The signed-in app: the bar, the chrome's own pages, and the outlet every area mounts into. */
export function AppLayout({ user }: AppLayoutProps) {
  const content = useRef<HTMLDivElement>(null);
  useFocusPageHeading(content);
  return (
    <StyledApp>
      <NavBar user={user} />
      <StyledContent ref={content}>
        {/* Filled by single-spa, never by this React tree. */}
        <div id={AREA_OUTLET_ID} />
        <ChromeRoutes user={user} />
      </StyledContent>
    </StyledApp>
  );
}
