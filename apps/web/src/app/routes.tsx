/** The signed-in app's routes; every screen's code loads on demand. */
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AppLayout } from './layouts/app-layout.js';
import { HomeRedirect } from './home.js';
import { NotFound } from './not-found.js';

const CompleteProfile = lazy(() => import('../features/profile/routes/complete-profile.js'));
const Profile = lazy(() => import('../features/profile/routes/profile.js'));
const Settings = lazy(() => import('../features/settings/routes/settings.js'));
const StudentDashboard = lazy(
  () => import('../features/student-dashboard/routes/student-dashboard.js'),
);
const Tutors = lazy(() => import('../features/tutors/routes/tutors.js'));
const TutorProfile = lazy(() => import('../features/tutors/routes/tutor-profile.js'));
const LessonsSchedule = lazy(() => import('../features/lessons/routes/lessons-schedule.js'));
const UpcomingLessons = lazy(() => import('../features/lessons/routes/upcoming-lessons.js'));
const LessonDetail = lazy(() => import('../features/lessons/routes/lesson.js'));
const Plans = lazy(() => import('../features/plans/routes/plans.js'));
const TutorCompleteProfile = lazy(
  () => import('../features/tutor-profile/routes/complete-profile.js'),
);
const TutorProfileSettings = lazy(
  () => import('../features/tutor-profile/routes/profile-settings.js'),
);
const TutorAccountSettings = lazy(
  () => import('../features/tutor-account/routes/account-settings.js'),
);
const TutorDashboard = lazy(() => import('../features/tutor-dashboard/routes/dashboard.js'));
const ScheduleManagement = lazy(() => import('../features/schedule/routes/schedule-management.js'));

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
      <Route path="s/dashboard" element={<StudentDashboard />} />
      <Route path="tutors" element={<Tutors />} />
      <Route path="t/:id" element={<TutorProfile />} />
      <Route path="lessons-schedule" element={<LessonsSchedule />} />
      <Route path="upcoming-lessons" element={<UpcomingLessons />} />
      <Route path="lesson/:id" element={<LessonDetail />} />
      <Route path="plans" element={<Plans />} />
      <Route path="t/complete-profile" element={<TutorCompleteProfile />} />
      <Route path="t/profile-settings" element={<TutorProfileSettings />} />
      <Route path="t/account-settings" element={<TutorAccountSettings />} />
      <Route path="t/dashboard" element={<TutorDashboard />} />
      <Route path="schedule-management" element={<ScheduleManagement />} />
    </Route>
    <Route path="*" element={<NotFound />} />
  </Routes>
);
