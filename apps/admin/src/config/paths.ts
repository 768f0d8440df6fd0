/** Every link of the admin app (router basename is /admin). */
export const paths = {
  home: '/',
  login: '/login',
  users: '/users',
  user: (id: number) => `/user/${id}`,
  topics: '/topics',
  userSettings: '/user-settings',
} as const;
