/** The signed-in app's routes; every screen's code loads on demand. */
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AppLayout } from './layouts/app-layout.js';
import { HomeRedirect } from './home.js';
import { NotFound } from './not-found.js';

const CompleteProfile = lazy(() => import('../features/profile/routes/complete-profile.js'));
const Profile = lazy(() => import('../features/profile/routes/profile.js'));
const Settings = lazy(() => import('../features/settings/routes/settings.js'));

const toHome = <Navigate to="/" replace />;

export const AppRoutes = () => (
  <Routes>
    <Route index element={<HomeRedirect />} />
    {/* Signed-out screens belong to the guest part; a signed-in user going back to one goes home. */}
    <Route path="login" element={toHome} />
    <Route path="register/*" element={toHome} />
    <Route path="forget-password" element={toHome} />
    <Route path="reset-password" element={toHome} />
    <Route element={<AppLayout />}>
      <Route path="complete-profile" element={<CompleteProfile />} />
      <Route path="profile" element={<Profile />} />
      <Route path="s/settings" element={<Settings />} />
    </Route>
    <Route path="*" element={<NotFound />} />
  </Routes>
);
