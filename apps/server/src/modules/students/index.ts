/** Students' statistics (`/user/student/stats`): lessons, minutes and this week's quota. */
import type { ServerModule } from '../../module.js';
import { studentRoutes } from './routes.js';

export const studentsModule: ServerModule = { name: 'students', routes: studentRoutes };
