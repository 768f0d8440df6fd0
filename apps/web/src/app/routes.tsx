/** The signed-in app's routes, from the screens table; every screen's code loads on demand. */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { screens, type ScreenName } from '../config/screens.js';
import { AppLayout } from './layouts/app-layout.js';
import { HomeRedirect } from './home.js';
import { NotFound } from './not-found.js';
import { ScreenGate } from './screen-gate.js';
import { paths } from '../config/paths.js';

const components: Record<ScreenName, LazyExoticComponent<ComponentType>> = {
  completeProfile: lazy(() => import('../features/profile/routes/complete-profile.js')),
  profile: lazy(() => import('../features/profile/routes/profile.js')),
  settings: lazy(() => import('../features/settings/routes/settings.js')),
  studentDashboard: lazy(() => import('../features/student-dashboard/routes/student-dashboard.js')),
  tutors: lazy(() => import('../features/tutors/routes/tutors.js')),
  tutor: lazy(() => import('../features/tutors/routes/tutor-profile.js')),
  lessonsSchedule: lazy(() => import('../features/lessons/routes/lessons-schedule.js')),
  upcomingLessons: lazy(() => import('../features/lessons/routes/upcoming-lessons.js')),
  lesson: lazy(() => import('../features/lessons/routes/lesson.js')),
  plans: lazy(() => import('../features/plans/routes/plans.js')),
  chat: lazy(() => import('../features/chat/routes/chat.js')),
  session: lazy(() => import('../features/session/routes/session.js')),
  checkout: lazy(() => import('../features/payments/routes/checkout.js')),
  payment: lazy(() => import('../features/payments/routes/payment.js')),
  payments: lazy(() => import('../features/payments/routes/payments.js')),
  cardAdded: lazy(() => import('../features/payments/routes/card-added.js')),
  invoices: lazy(() => import('../features/invoices/routes/invoices.js')),
  tutorCompleteProfile: lazy(() => import('../features/tutor-profile/routes/complete-profile.js')),
  tutorProfileSettings: lazy(() => import('../features/tutor-profile/routes/profile-settings.js')),
  tutorAccountSettings: lazy(() => import('../features/tutor-account/routes/account-settings.js')),
  tutorDashboard: lazy(() => import('../features/tutor-dashboard/routes/dashboard.js')),
  scheduleManagement: lazy(() => import('../features/schedule/routes/schedule-management.js')),
  tutorOnboarding: lazy(() => import('../features/onboarding/routes/onboarding.js')),
  interviews: lazy(() => import('../features/interviews/routes/interviews.js')),
  interview: lazy(() => import('../features/interviews/routes/interview.js')),
  demoSession: lazy(() => import('../features/interviews/routes/demo-session.js')),
};

const toHome = <Navigate to={paths.home} replace />;

export const AppRoutes = () => (
  <Routes>
    <Route index element={<HomeRedirect />} />
    {/* Signed-out screens belong to the guest part; a signed-in user going back to one goes home. */}
    <Route path="login" element={toHome} />
    <Route path="register/*" element={toHome} />
    <Route path="forget-password" element={toHome} />
    <Route path="reset-password" element={toHome} />
    <Route element={<AppLayout />}>
      {(Object.keys(screens) as ScreenName[]).map((name) => {
        const Page = components[name];
        return (
          <Route
            key={name}
            path={screens[name].path.slice(1)}
            element={
              <ScreenGate screen={screens[name]}>
                <Page />
              </ScreenGate>
            }
          />
        );
      })}
      <Route path="*" element={<NotFound />} />
    </Route>
  </Routes>
);
