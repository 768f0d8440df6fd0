/** The back-office routes, all children of one layout; pages load on demand with a spinner. */
import { lazy, type ReactNode } from 'react';
import { Link, Navigate, Route, Routes, useParams } from 'react-router';
import { isIdText } from '@darsak/shared';
import { ErrorBoundary, NotFoundPage } from '@darsak/ui';
import { paths } from '../config/paths.js';
import { AdminLayout } from './layout.js';

const Overview = lazy(() => import('../features/overview/routes/overview.js'));
const Invites = lazy(() => import('../features/invites/routes/invites.js'));
const Users = lazy(() => import('../features/users/routes/users.js'));
const UserDetail = lazy(() => import('../features/users/routes/user.js'));
const Tutors = lazy(() => import('../features/tutors/routes/tutors.js'));
const TutorDetail = lazy(() => import('../features/tutors/routes/tutor.js'));
const Lessons = lazy(() => import('../features/lessons/routes/lessons.js'));
const LessonDetail = lazy(() => import('../features/lessons/routes/lesson.js'));
const Plans = lazy(() => import('../features/plans/routes/plans.js'));
const PlanInvites = lazy(() => import('../features/plan-invites/routes/plan-invites.js'));
const Coupons = lazy(() => import('../features/coupons/routes/coupons.js'));
const Transactions = lazy(() => import('../features/transactions/routes/transactions.js'));
const Topics = lazy(() => import('../features/topics/routes/topics.js'));
const ContactRequests = lazy(() => import('../features/contact/routes/contact-requests.js'));
const Invoices = lazy(() => import('../features/invoices/routes/invoices.js'));
const Reports = lazy(() => import('../features/reports/routes/reports.js'));
const PlatformSettings = lazy(() => import('../features/platform/routes/platform-settings.js'));
const Audit = lazy(() => import('../features/audit/routes/audit.js'));
const UserSettings = lazy(() => import('../features/account/routes/user-settings.js'));
const Interviews = lazy(() => import('../features/onboarding/routes/interviews.js'));
const PhotoSessions = lazy(() => import('../features/onboarding/routes/photo-sessions.js'));
const PhotoSession = lazy(() => import('../features/onboarding/routes/photo-session.js'));

/** Unknown routes inside the layout; after a crash, alone on the page with home a full reload. */
const NotFound = ({ reload = false }: { reload?: boolean }) => (
  <NotFoundPage
    standalone={reload}
    homeLink={(props) =>
      reload ? <a href={paths.adminRoot} {...props} /> : <Link to={paths.home} {...props} />
    }
  />
);

/** A page of one record: an address whose id is no id names nothing. */
const WithId = ({ children }: { children: ReactNode }) => {
  const { id } = useParams();
  return isIdText(id) ? <>{children}</> : <NotFound />;
};

/** A screen that failed: the 404-style page, home a full reload. */
export const CrashPage = () => <NotFound reload />;

export const RouteErrorBoundary = ({ children }: { children: ReactNode }) => (
  <ErrorBoundary fallback={<CrashPage />}>{children}</ErrorBoundary>
);

export const AdminRoutes = () => (
  <Routes>
    <Route path="login" element={<Navigate to={paths.home} replace />} />
    <Route element={<AdminLayout />}>
      <Route index element={<Overview />} />
      <Route path="invites" element={<Invites />} />
      <Route path="users" element={<Users />} />
      <Route
        path="user/:id"
        element={
          <WithId>
            <UserDetail />
          </WithId>
        }
      />
      <Route path="tutors" element={<Tutors />} />
      <Route
        path="tutor/:id"
        element={
          <WithId>
            <TutorDetail />
          </WithId>
        }
      />
      <Route path="lessons" element={<Lessons />} />
      <Route
        path="lesson/:id"
        element={
          <WithId>
            <LessonDetail />
          </WithId>
        }
      />
      <Route path="plans" element={<Plans />} />
      <Route path="plan-invites" element={<PlanInvites />} />
      <Route path="coupons" element={<Coupons />} />
      <Route path="transactions" element={<Transactions />} />
      <Route path="topics" element={<Topics />} />
      <Route path="contact-requests" element={<ContactRequests />} />
      <Route path="invoices" element={<Invoices />} />
      <Route path="audit" element={<Audit />} />
      <Route path="reports" element={<Reports />} />
      <Route path="platform-settings" element={<PlatformSettings />} />
      <Route path="user-settings" element={<UserSettings />} />
      <Route path="interviews" element={<Interviews />} />
      <Route path="photo-sessions" element={<PhotoSessions />} />
      <Route
        path="photo-session/:id"
        element={
          <WithId>
            <PhotoSession />
          </WithId>
        }
      />
      <Route path="*" element={<NotFound />} />
    </Route>
  </Routes>
);
