import type { User } from '@ppp/domain';
import { LoadingState } from '@ppp/ui';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { HomePage } from '../pages/HomePage/HomePage.tsx';

// Visited now and then: loaded on demand, so the first load carries the home page only. Every path
// outside the chrome's pages leads to an area, whose loading (manifest, federation runtime, the
// shared packages the home page does not use) starts there.
const OtherPath = lazy(() => import('./OtherPath.tsx').then((module) => ({ default: module.OtherPath })));
const ProfilePage = lazy(() =>
  import('../pages/ProfilePage/ProfilePage.tsx').then((module) => ({ default: module.ProfilePage })),
);
const NotificationsPage = lazy(() =>
  import('../pages/NotificationsPage/NotificationsPage.tsx').then((module) => ({
    default: module.NotificationsPage,
  })),
);
const SettingsPage = lazy(() =>
  import('../pages/SettingsPage/SettingsPage.tsx').then((module) => ({ default: module.SettingsPage })),
);

export interface ChromeRoutesProps {
  user: User;
}

function ExternalRedirect({ to }: { to: string }) {
  useEffect(() => {
    window.location.replace(to);
  }, [to]);
  return null;
}

/** The chrome's own pages; every other path belongs to an area or is unknown. */
export function ChromeRoutes({ user }: ChromeRoutesProps) {
  return (
    <Suspense fallback={<LoadingState text="Ładowanie..." />}>
      <Routes>
        <Route path="/" element={<HomePage user={user} />} />
        <Route path="/dashboard" element={<Navigate to="/" replace />} />
        <Route path="/profile" element={<ProfilePage user={user} />} />
        <Route path="/settings" element={<SettingsPage user={user} />} />
        <Route path="/notifications" element={<NotificationsPage />} />
        <Route path="/login" element={<ExternalRedirect to="/api/login" />} />
        <Route path="*" element={<OtherPath />} />
      </Routes>
    </Suspense>
  );
}
