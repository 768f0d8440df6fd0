/** Every link of the web app, built from one typed object (router basename is /app). */
export const paths = {
  home: '/',
  login: '/login',
  register: (role: 'student' | 'tutor') => `/register/${role}`,
  forgetPassword: '/forget-password',
  resetPassword: (email?: string) =>
    email ? `/reset-password?email=${encodeURIComponent(email)}` : '/reset-password',
  completeProfile: '/complete-profile',
  settings: '/s/settings',
  profile: '/profile',
} as const;
