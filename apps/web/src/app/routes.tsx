/** The web app's routes; every screen's code loads on demand. */
import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { AppLayout } from './layouts/app-layout.js';
import { AuthLayout } from './layouts/auth-layout.js';
import { HomeRedirect } from './home.js';
import { NotFound } from './not-found.js';

const Login = lazy(() => import('../features/auth/routes/login.js'));
const Register = lazy(() => import('../features/auth/routes/register.js'));
const ForgetPassword = lazy(() => import('../features/auth/routes/forget-password.js'));
const ResetPassword = lazy(() => import('../features/auth/routes/reset-password.js'));
const CompleteProfile = lazy(() => import('../features/profile/routes/complete-profile.js'));
const Profile = lazy(() => import('../features/profile/routes/profile.js'));
const Settings = lazy(() => import('../features/settings/routes/settings.js'));

export const AppRoutes = () => (
  <Routes>
    <Route index element={<HomeRedirect />} />
    <Route element={<AuthLayout />}>
      <Route path="login" element={<Login />} />
      <Route path="register/:role" element={<Register />} />
      <Route path="forget-password" element={<ForgetPassword />} />
      <Route path="reset-password" element={<ResetPassword />} />
    </Route>
    <Route element={<AppLayout />}>
      <Route path="complete-profile" element={<CompleteProfile />} />
      <Route path="profile" element={<Profile />} />
      <Route path="s/settings" element={<Settings />} />
    </Route>
    <Route path="*" element={<NotFound />} />
  </Routes>
);
